// Keys that would reach an object's prototype when a body is merged into another object:
// `__proto__`, and `constructor` holding a `prototype`. Fastify's parser (secure-json-parse)
// refuses such bodies but only says "invalid JSON"; this finds the key, so the answer can
// name it. Runs only on bodies already refused, on values at most MAX_JSON_DEPTH deep.

export interface PrototypeKey {
  /** What is not allowed: `__proto__` or `constructor.prototype`. */
  key: string;
  /** Where it is, as a dotted path (`metadata.__proto__`, `items.0.constructor.prototype`). */
  path: string;
}

const own = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

/** The first prototype key in `value`, breadth first (the order secure-json-parse checks). */
export function findPrototypeKey(value: unknown): PrototypeKey | null {
  let level: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const node of level) {
      if (typeof node.value !== 'object' || node.value === null) continue;
      const object = node.value as Record<string, unknown>;
      if (own(object, '__proto__')) {
        return { key: '__proto__', path: [...node.path, '__proto__'].join('.') };
      }
      const ctor = own(object, 'constructor') ? object.constructor : undefined;
      if (typeof ctor === 'object' && ctor !== null && own(ctor, 'prototype')) {
        return {
          key: 'constructor.prototype',
          path: [...node.path, 'constructor', 'prototype'].join('.'),
        };
      }
      for (const [key, child] of Object.entries(object)) {
        next.push({ value: child, path: [...node.path, key] });
      }
    }
    level = next;
  }
  return null;
}

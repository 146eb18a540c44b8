// swell-js sends GET data as a bracket-form query string (`where[0][id]=1`,
// `$jsonp[method]=post`, `$data[number]=4242…`), the way `qs` writes it. Fastify's default
// parser keeps such keys flat, so this one nests them. It is deliberately small: bounded
// in parameters and depth, and it never writes `__proto__`, `constructor` or `prototype`
// (prototype pollution through a query string).

export type QueryValue = string | string[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

const MAX_PARAMETERS = 200;
const MAX_DEPTH = 5;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[b][c]` → `['a', 'b', 'c']`; `a[]` → `['a', '']`; null when the key is malformed. */
function splitKey(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let consumed = 0;
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    segments.push(match[1] ?? '');
    consumed = pattern.lastIndex;
  }
  // Trailing garbage such as `a[b]c` keeps the whole key flat rather than guessing.
  return consumed === rest.length ? segments : [key];
}

function addValue(target: QueryObject, key: string, value: string): void {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (typeof existing === 'string') target[key] = [existing, value];
  else if (Array.isArray(existing)) existing.push(value);
  // An object already sits here (`a[b]=1&a=2`): the nested form wins, the flat value is dropped.
}

export function parseBracketQuery(queryString: string): QueryObject {
  const result: QueryObject = Object.create(null) as QueryObject;
  let count = 0;
  for (const [rawKey, value] of new URLSearchParams(queryString)) {
    if (++count > MAX_PARAMETERS) break;
    const segments = splitKey(rawKey);
    if (!segments || segments.length - 1 > MAX_DEPTH) continue;
    if (segments.some((s) => FORBIDDEN_KEYS.has(s))) continue;

    let target = result;
    for (let i = 0; i < segments.length - 1; i++) {
      const segment = segments[i] as string;
      const next = target[segment];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
        const child = Object.create(null) as QueryObject;
        target[segment] = child;
        target = child;
      } else {
        target = next;
      }
    }
    const last = segments[segments.length - 1] as string;
    if (last === '' && segments.length > 1) {
      // `a[]=1&a[]=2`: push onto a list under the parent's next free index.
      const index = String(Object.keys(target).length);
      target[index] = value;
    } else {
      addValue(target, last, value);
    }
  }
  return result;
}

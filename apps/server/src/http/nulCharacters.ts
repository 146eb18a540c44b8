import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ClientError } from './errors.ts';

// U+0000 (NUL) is refused at the boundary, for every route (issue #32): PostgreSQL's `text`
// cannot hold it, so a NUL that reached a handler on PostgreSQL ended in a 500 — after a
// payment had been taken, in the worst case. SQLite stores it, but the two databases must
// answer alike. JSON bodies are checked by the body parser (jsonBody.ts), query strings
// and path parameters by an onRequest hook that runs before every other hook (the staff
// lock, sessions, rate limits), so nothing reads the value first.

const NUL = '\u0000';
/** How a NUL is shown when it is part of a field's name (a key with a NUL in it). */
const NUL_SYMBOL = '\u2400';

export type NulPlace = 'body' | 'query' | 'params';

export interface NulFound {
  /** The field as a dotted path (`shipping.name`, `items.0.metadata`); '' for the whole value. */
  path: string;
  /** True when the NUL is in a key, not in a value. */
  inKey: boolean;
}

const shown = (segment: string) => segment.replaceAll(NUL, NUL_SYMBOL);

/** The first string or key in `value` that holds a NUL, breadth first; null when none does. */
export function findNul(value: unknown): NulFound | null {
  let level: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const node of level) {
      if (typeof node.value === 'string') {
        if (node.value.includes(NUL)) return { path: node.path.join('.'), inKey: false };
        continue;
      }
      if (typeof node.value !== 'object' || node.value === null) continue;
      for (const [key, child] of Object.entries(node.value)) {
        const path = [...node.path, shown(key)];
        if (key.includes(NUL)) return { path: path.join('.'), inKey: true };
        next.push({ value: child, path });
      }
    }
    level = next;
  }
  return null;
}

const WHAT: Record<NulPlace, { field: string; whole: string }> = {
  body: { field: 'Das Feld', whole: 'Der Inhalt der Anfrage' },
  query: { field: 'Der Parameter', whole: 'Die Adresse' },
  params: { field: 'Der Adressteil', whole: 'Die Adresse' },
};

/** The 400 for a NUL found in `place`, naming the field. */
export function nulError(place: NulPlace, found: NulFound): ClientError {
  const what = WHAT[place];
  const subject = found.inKey
    ? `Der Name des Felds „${found.path}“`
    : found.path
      ? `${what.field} „${found.path}“`
      : what.whole;
  return new ClientError(
    400,
    'forbidden_character',
    `${subject} enthält ein unzulässiges Steuerzeichen (U+0000).`,
    found.path || undefined,
  );
}

/** Throws the 400 when `value` (from `place`) holds a NUL anywhere. */
export function refuseNul(place: NulPlace, value: unknown): void {
  const found = findNul(value);
  if (found) throw nulError(place, found);
}

/**
 * A NUL in JSON text is always written as the escape `\u0000` (a raw one is not valid JSON),
 * so a body without that text needs no walk.
 */
export function jsonMayHoldNul(text: string): boolean {
  return text.includes('\\u0000');
}

function checkAddress(request: FastifyRequest): void {
  refuseNul('params', request.params);
  refuseNul('query', request.query);
}

/** Call on the root instance before any route is registered. */
export function registerNulGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request (see security.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkAddress(request);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    done();
  });
}

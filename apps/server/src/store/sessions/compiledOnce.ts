import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Kysely builds a query's operation tree and compiles it to SQL on every call. On the store's
// hottest write (POST /api/cart/items on a fresh session: read the session, insert the cart,
// upsert the session) that was about a tenth of the request's CPU time (issue #32). A query
// made with `compiledOnce` is built and compiled once per SQL dialect with placeholder values;
// each call only swaps in its own values. The SQL text stays the same, so SQLite's statement
// cache (db/database.ts) reuses one prepared statement for it.

type Db = Kysely<Database>;

/** Placeholder values: a NUL never reaches a query (http/nulCharacters.ts refuses it). */
const placeholder = (name: string) => `\u0000compiledOnce:${name}`;

export function compiledOnce<V extends Record<string, unknown>, R>(
  names: readonly (keyof V & string)[],
  build: (db: Db, values: V) => Compilable<R>,
): (db: Db, values: V) => CompiledQuery<R> {
  const byDialect = new Map<unknown, { query: CompiledQuery<R>; slots: (string | null)[] }>();
  const placeholders = Object.fromEntries(names.map((name) => [name, placeholder(name)])) as V;
  return (db, values) => {
    // Kysely leaves out an undefined value, which changes the SQL: build that call as usual.
    if (names.some((name) => values[name] === undefined)) return build(db, values).compile();
    const dialect = db.getExecutor().adapter.constructor;
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      const query = build(db, placeholders).compile();
      const slots = query.parameters.map((parameter) => {
        const name = names.find((n) => placeholder(n) === parameter);
        return name ?? null;
      });
      const missing = names.filter((name) => !slots.includes(name));
      if (missing.length > 0) throw new Error(`compiledOnce: ${missing.join(', ')} not bound`);
      compiled = { query, slots };
      byDialect.set(dialect, compiled);
    }
    const { query, slots } = compiled;
    return {
      ...query,
      // Overrides a key the query has: not the slow spread eslint.config.js warns of.
      // eslint-disable-next-line no-restricted-syntax
      parameters: slots.map((name, i) => (name === null ? query.parameters[i] : values[name])),
    };
  };
}

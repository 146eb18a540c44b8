import type { z } from 'zod';
import { ClientError } from './errors.ts';

// Every request body and query goes through a zod schema before a handler uses it. A
// value of the wrong shape (wrong type, negative quantity, unknown enum value, …) is the
// caller's mistake: 400 `invalid_request` with `param` naming the field, the way swell-js
// reports it — never a 500, and nothing is written.

export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'body' | 'query' = 'body',
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const param = issue?.path.map(String).join('.') ?? '';
  const message = issue?.message ?? 'invalid value';
  throw new ClientError(
    400,
    'invalid_request',
    param ? `${where}.${param}: ${message}` : `${where}: ${message}`,
    param || undefined,
  );
}

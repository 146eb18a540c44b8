import { z } from 'zod';

// Swell's list shape: `{count, limit, page, pages:{"1":{start,end},…}, results}`, with
// `limit` 15 by default and at most 1000. Query values arrive as strings (GET).

export const DEFAULT_LIMIT = 15;
export const MAX_LIMIT = 1000;

const positiveIntString = (max: number, name: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,7}$/.test(v) && Number(v) >= 1 && Number(v) <= max, {
      error: `${name} must be a whole number between 1 and ${max}`,
    })
    .transform(Number);

/** limit/page as swell-js sends them; other query keys ($cache, expand, …) are ignored. */
export const listQuerySchema = z.looseObject({
  limit: positiveIntString(MAX_LIMIT, 'limit').optional(),
  page: positiveIntString(1_000_000, 'page').optional(),
});

export interface ApiList<T> {
  count: number;
  limit: number;
  page: number;
  pages: Record<string, { start: number; end: number }>;
  results: T[];
}

/** A page of a list whose full length is `count` (the results fetched by the caller). */
export function listPage<T>(count: number, limit: number, page: number, results: T[]): ApiList<T> {
  const pages: Record<string, { start: number; end: number }> = {};
  for (let n = 1, start = 1; start <= count; n++, start += limit) {
    pages[String(n)] = { start, end: Math.min(start + limit - 1, count) };
  }
  return { count, limit, page, pages, results };
}

/** A page of an in-memory list. */
export function listOf<T>(all: readonly T[], limit = DEFAULT_LIMIT, page = 1): ApiList<T> {
  return listPage(all.length, limit, page, all.slice((page - 1) * limit, page * limit));
}

/**
 * The shop's product list filter (spec §7): one value per request,
 *   g_<id>   templates in group <id>
 *   ng_<id>  templates NOT in group <id> (a template in several groups is excluded as soon as
 *            one of them is <id>; a relational `$ne`/`$not` filter gets this wrong because it
 *            is evaluated per joined row, so the ids are looked up first and `id $notIn` used)
 *   <id>     templates on canvas <id> (a positive integer)
 * Anything else is refused with 400.
 */
export type TemplateFilter =
  | { kind: 'group'; id: number }
  | { kind: 'notGroup'; id: number }
  | { kind: 'canvas'; id: number };

const MAX_ID = 2_147_483_647;

export function parseTemplateFilter(value: unknown): TemplateFilter | null {
  if (typeof value !== 'string') return null;
  const match = /^(g_|ng_)?([1-9][0-9]{0,9})$/.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id > MAX_ID) return null;
  if (match[1] === 'g_') return { kind: 'group', id };
  if (match[1] === 'ng_') return { kind: 'notGroup', id };
  return { kind: 'canvas', id };
}

export type StrapiFilters = Record<string, unknown>;

/** Strapi filters for a parsed filter; `idsInGroup` answers the ids of templates in a group. */
export async function templateFilterToStrapi(
  filter: TemplateFilter,
  idsInGroup: (groupId: number) => Promise<number[]>,
): Promise<StrapiFilters> {
  switch (filter.kind) {
    case 'group':
      return { groups: { id: { $eq: filter.id } } };
    case 'canvas':
      return { canvas: { id: { $eq: filter.id } } };
    case 'notGroup': {
      const ids = await idsInGroup(filter.id);
      // No template in that group: nothing to exclude. `$notIn: []` would also work, but an
      // always-true filter keeps the SQL simple.
      return ids.length === 0 ? { id: { $notNull: true } } : { id: { $notIn: ids } };
    }
    default: {
      const never: never = filter;
      throw new Error(`unknown filter ${String(never)}`);
    }
  }
}

/** Combine the shop's filter with filters already in the query (`filters[...]=...`). */
export function mergeFilters(existing: unknown, extra: StrapiFilters): StrapiFilters {
  if (existing === undefined || existing === null || existing === '') return extra;
  if (typeof existing !== 'object' || Array.isArray(existing)) return { $and: [extra] };
  return { $and: [existing as StrapiFilters, extra] };
}

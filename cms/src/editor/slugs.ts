import slugify from '@sindresorhus/slugify';

// Slugs follow the name (issue #20). Strapi 5.54's UID input asks the server for a default
// before the name has a value and fills in the bare type name (`template`, `font-1`, …;
// upstream bug, strapi/strapi#27229). So an empty slug — or one that is only that
// placeholder — is made from the name on the server, with German transliteration
// (ß → ss, ü → ue), and made unique with -2, -3, ….

/** The types whose `slug` follows `name`. */
export const SLUGGED_TYPES: Record<string, string> = {
  'api::template.template': 'template',
  'api::font.font': 'font',
  'api::group.group': 'group',
};

/** `Grüße aus Köln` → `gruesse-aus-koeln`; empty for a name without letters or digits. */
export function slugFromName(name: string): string {
  return slugify(name, { decamelize: false }).slice(0, 80).replace(/-+$/, '');
}

/** Is `slug` empty or only the placeholder the admin's UID input made up for this type? */
export function isPlaceholderSlug(slug: unknown, singular: string): boolean {
  if (slug === undefined || slug === null) return true;
  if (typeof slug !== 'string') return false;
  const trimmed = slug.trim();
  return trimmed === '' || new RegExp(`^${singular}(-\\d+)?$`).test(trimmed);
}

/** `base`, else `base-2`, `base-3`, … — the first that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

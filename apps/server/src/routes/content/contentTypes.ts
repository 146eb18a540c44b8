// The CMS content the browser may read through the shop (issue #31): the five content types
// of docs/cms.md. Logs are write-only and go through their own route; anything else of the
// CMS (users, upload API, admin) is never reachable through the shop.

export const CONTENT_TYPES = ['templates', 'fonts', 'groups', 'canvases', 'text-contents'] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

/** The types with drafts: the CMS hands their drafts out only with a preview token. */
const WITH_DRAFTS = new Set<string>(['templates', 'text-contents']);

export function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}

export function hasDrafts(type: ContentType): boolean {
  return WITH_DRAFTS.has(type);
}

/** Strapi 5 document ids (24 lower-case letters and digits) and this CMS's numeric ids. */
export function isEntryId(value: string): boolean {
  return /^[a-z0-9]{1,40}$/i.test(value);
}

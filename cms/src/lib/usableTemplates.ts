import type { Core } from '@strapi/strapi';

// The shop never lists or opens a template the editors' rules would refuse (issue #20) —
// content saved before the rules existed, or changed through the database. Unknown `{{…}}`
// variables cannot be filtered in SQL; the configurator shows them in the preview.

/** Strapi filters that keep only templates the shop can sell. */
export const USABLE_TEMPLATE_FILTERS = {
  $and: [
    { canvas: { widthInMillimeters: { $gt: 0 } } },
    { previewImage: { id: { $notNull: true } } },
    { frontImage: { id: { $notNull: true } } },
    { $or: [{ textDu: { $notNull: true, $ne: '' } }, { textSie: { $notNull: true, $ne: '' } }] },
    {
      $or: [
        { defaultFont: { id: { $null: true } } },
        { defaultFont: { accountId: { $null: true } } },
      ],
    },
  ],
};

/** Is the template `documentId` one the shop can open? */
export async function isUsableTemplate(
  strapi: Core.Strapi,
  documentId: string,
  status: 'draft' | 'published' = 'published',
): Promise<boolean> {
  const found = await strapi.documents('api::template.template').findFirst({
    status,
    filters: { documentId, ...USABLE_TEMPLATE_FILTERS },
    fields: ['documentId'],
  });
  return Boolean(found);
}

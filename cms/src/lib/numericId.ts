import type { Core, UID } from '@strapi/strapi';

/**
 * Strapi 5 addresses single entries by `documentId` (GET /api/fonts/<documentId>). The shop's
 * spec (§7) calls GET /api/templates/{id}, GET /api/fonts/{id}, GET /api/canvases/{id} with the
 * numeric `id` that list responses carry. A purely numeric path segment is therefore looked up
 * as `id` and replaced by its documentId; documentIds (letters and digits) pass unchanged.
 *
 * Returns false when a numeric id does not exist (the caller answers 404).
 */
export async function resolveNumericId(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  params: Record<string, unknown>,
): Promise<boolean> {
  const id = params.id;
  if (typeof id !== 'string' || !/^[1-9][0-9]{0,9}$/.test(id)) return true;
  const row = (await strapi.db
    .query(uid)
    .findOne({ where: { id: Number(id) }, select: ['documentId'] })) as {
    documentId: string;
  } | null;
  if (!row) return false;
  params.id = row.documentId;
  return true;
}

// Groups, formats and fonts a template still uses cannot be deleted: the editor is told which.
import type { Core } from '@strapi/strapi';
import { type DocContext, refuse, TEMPLATE } from './documentWrites';

/** Which templates use the group, canvas or font `documentId` (by name), for delete guards. */
async function templatesUsing(strapi: Core.Strapi, uid: string, documentId: string) {
  const where =
    uid === 'api::group.group'
      ? { groups: { documentId } }
      : uid === 'api::canvas.canvas'
        ? { canvas: { documentId } }
        : { defaultFont: { documentId } };
  const rows = (await strapi.db.query(TEMPLATE).findMany({
    where,
    select: ['name'],
    orderBy: { name: 'asc' },
  })) as { name: string }[];
  return [...new Set(rows.map((r) => r.name))];
}

const WHAT: Record<string, string> = {
  'api::group.group': 'Diese Gruppe',
  'api::canvas.canvas': 'Dieses Format',
  'api::font.font': 'Diese Schrift',
};

export async function guardDelete(strapi: Core.Strapi, context: DocContext): Promise<void> {
  const what = WHAT[context.uid];
  const documentId = context.params.documentId;
  if (!what || !documentId) return;
  const names = await templatesUsing(strapi, context.uid, documentId);
  if (names.length === 0) return;
  const list = names.map((n) => `„${n}“`).join(', ');
  refuse(
    `${what} wird noch von ${names.length === 1 ? 'der Vorlage' : `${names.length} Vorlagen`} ${list} verwendet und kann nicht gelöscht werden. Bitte zuerst die Vorlagen ändern.`,
  );
}

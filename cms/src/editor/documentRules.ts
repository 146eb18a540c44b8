import type { Core } from '@strapi/strapi';
import { guardDelete } from './deleteGuards';
import {
  type DocContext,
  FONT,
  inGerman,
  type Middleware,
  RefusedFiles,
  refuse,
  TEMPLATE,
} from './documentWrites';
import {
  checkTemplateImages,
  removeUnusedMedia,
  templateImageIds,
  templateMedia,
} from './editorMedia';
import { checkFont, refreshFontSample } from './fontDocuments';
import { LAYOUTS } from './labels';
import { plainTextProblems } from './rules/plainTextRules';
import { templateProblems, type TemplateSnapshot } from './rules/templateRules';
import { isPlaceholderSlug, SLUGGED_TYPES, slugFromName, uniqueSlug } from './slugs';

export { backfillFontSamples } from './fontDocuments';

// The editors' rules, enforced on every write through the document service (issue #20): the
// admin panel, the REST API and the seed all go through it. Checks that need the document as
// it is after the write (relations arrive as connect/disconnect lists) run after the write
// inside one transaction, so a refused change leaves nothing behind.

async function fillSlug(strapi: Core.Strapi, context: DocContext): Promise<void> {
  const singular = SLUGGED_TYPES[context.uid];
  const data = context.params.data;
  if (!singular || !data) return;
  let name = typeof data.name === 'string' ? data.name : undefined;
  if (context.action === 'update' && !('slug' in data)) return;
  if (!isPlaceholderSlug(data.slug, singular)) return;
  if (name === undefined && context.params.documentId) {
    const current = (await strapi.db
      .query(context.uid as never)
      .findOne({ where: { documentId: context.params.documentId }, select: ['name'] })) as {
      name?: string;
    } | null;
    name = current?.name;
  }
  const base = slugFromName(name ?? '') || singular;
  const rows = (await strapi.db.query(context.uid as never).findMany({
    where: {
      slug: { $startsWith: base },
      ...(context.params.documentId ? { documentId: { $ne: context.params.documentId } } : {}),
    },
    select: ['slug'],
  })) as { slug: string }[];
  data.slug = uniqueSlug(base, new Set(rows.map((r) => r.slug)));
}

/** The publish rules' problems of one version of a template (published, or the draft). */
async function templateIssues(
  strapi: Core.Strapi,
  documentId: string,
  published: boolean,
): Promise<Record<string, string>> {
  const version = published ? { publishedAt: { $notNull: true } } : { publishedAt: null };
  const t = (await strapi.db.query(TEMPLATE).findOne({
    where: { documentId, ...version },
    populate: { canvas: true, previewImage: true, frontImage: true, defaultFont: true },
  })) as (TemplateSnapshot & { id: number; slug?: string | null }) | null;
  if (!t) return {};
  // Saved before the plain-text rule existed: refused at publish too.
  const problems = { ...templateProblems(t), ...plainTextProblems(TEMPLATE, t as never) };
  const name = (t.name ?? '').trim();
  if (name) {
    const twins = (await strapi.db.query(TEMPLATE).findMany({
      where: { name: { $eqi: name }, documentId: { $ne: documentId }, ...version },
      select: ['id'],
    })) as unknown[];
    if (twins.length > 0)
      problems.name = `Es gibt schon eine Vorlage „${name}“. Bitte einen anderen Namen wählen – im Shop wären beide nicht zu unterscheiden.`;
  }
  // Strapi checks a slug's uniqueness only at publish; a draft hears it as a warning.
  if (!published && t.slug) {
    const taken = (await strapi.db.query(TEMPLATE).findMany({
      where: { slug: t.slug, documentId: { $ne: documentId } },
      select: ['id'],
    })) as unknown[];
    if (taken.length > 0)
      problems.slug = `Die Adresse „${t.slug}“ hat schon eine andere Vorlage. Bitte eine andere Adresse wählen oder das Feld leeren.`;
  }
  return problems;
}

/**
 * With draft & publish, the rules guard what goes live: a draft may be unfinished, publishing
 * it is refused until it is complete. `published` picks the version to check.
 */
async function checkTemplate(
  strapi: Core.Strapi,
  documentId: string,
  published: boolean,
  publishing: boolean,
): Promise<void> {
  const problems = await templateIssues(strapi, documentId, published);
  // One problem can mark two fields (the same unknown variable in the du and Sie texts): the
  // fields are all marked, the message names it once.
  const messages = [...new Set(Object.values(problems))];
  if (messages.length === 0) return;
  // At publish the draft is already saved: the message must not say it was not.
  const verb = publishing ? 'veröffentlicht' : 'gespeichert';
  refuse(
    messages.length === 1
      ? (messages[0] as string)
      : `Die Vorlage kann so nicht ${verb} werden (${messages.length} Probleme): ${messages.join(' ')}`,
    problems,
  );
}

/**
 * The publish rules as warnings on the saved draft (issue #31): Strapi's admin shows no message
 * after a successful save, so they are stored in the read-only field „Hinweise“ of the draft,
 * each problem once and named by its fields' labels; empty when the draft could go live.
 */
export function warningsText(problems: Record<string, string>): string {
  const fieldsByMessage = new Map<string, string[]>();
  for (const [field, message] of Object.entries(problems)) {
    const label = `„${LAYOUTS[TEMPLATE]?.fields[field]?.label ?? field}“`;
    fieldsByMessage.set(message, [...(fieldsByMessage.get(message) ?? []), label]);
  }
  return [...fieldsByMessage]
    .map(([message, labels]) => `• ${labels.join(', ')}: ${message}`)
    .join('\n');
}

async function storeWarnings(
  strapi: Core.Strapi,
  documentId: string,
  written: unknown,
): Promise<void> {
  const text = warningsText(await templateIssues(strapi, documentId, false));
  await strapi.db
    .query(TEMPLATE)
    .update({ where: { documentId, publishedAt: null }, data: { editorWarnings: text } });
  // The admin shows what the save answered: the warnings must be in it.
  if (written && typeof written === 'object')
    (written as Record<string, unknown>).editorWarnings = text;
}

export function registerDocumentRules(strapi: Core.Strapi): void {
  const rule = async (raw: unknown, next: () => Promise<unknown>): Promise<unknown> => {
    const context = raw as unknown as DocContext;
    const { uid, action } = context;
    if (action === 'create' || action === 'update') {
      const unsafe = plainTextProblems(uid, context.params.data);
      const fields = Object.values(unsafe);
      if (fields.length === 1) refuse(fields[0] as string, unsafe);
      if (fields.length > 1) refuse(fields.join(' '), unsafe);
      await fillSlug(strapi, context);
    }
    if (action === 'delete') {
      await guardDelete(strapi, context);
      if (uid === TEMPLATE && context.params.documentId) {
        const media = await templateMedia(strapi, context.params.documentId);
        const result = await next();
        await removeUnusedMedia(strapi, media);
        return result;
      }
    }
    const draftAndPublish = strapi.contentType(uid as never)?.options?.draftAndPublish === true;
    const writes = action === 'create' || action === 'update';
    // What goes live is checked: every write of a type without drafts; with drafts, publishing
    // (or a write that publishes at once, as the seed's).
    const goesLive = draftAndPublish
      ? action === 'publish' || (writes && context.params.status === 'published')
      : writes;
    const checks: ((id: string, written: unknown) => Promise<void>)[] = [];
    if (uid === TEMPLATE && writes) {
      const before = await templateImageIds(strapi, context);
      checks.push((id) => checkTemplateImages(strapi, id, before));
    }
    if (uid === TEMPLATE && goesLive)
      checks.push((id) => checkTemplate(strapi, id, draftAndPublish, action === 'publish'));
    if (uid === TEMPLATE && writes && draftAndPublish)
      checks.push((id, written) => storeWarnings(strapi, id, written));
    if (uid === FONT && writes) checks.push((id) => checkFont(strapi, id));
    if (checks.length > 0) {
      let result: { documentId?: string } | null;
      try {
        result = (await strapi.db.transaction(async () => {
          const written = (await inGerman(uid, next)) as { documentId?: string } | null;
          const documentId = written?.documentId ?? context.params.documentId;
          if (documentId) for (const check of checks) await check(documentId, written);
          return written;
        })) as { documentId?: string } | null;
      } catch (error) {
        // A refused file (a WOFF2 font, a too small picture) would stay in the Media Library,
        // where the next editor picks it again (issue #31): it goes too, unless something
        // else uses it.
        if (error instanceof RefusedFiles) {
          await removeUnusedMedia(strapi, error.fileIds).catch((cause: unknown) =>
            strapi.log.warn(`[federkiel] refused file not removed: ${String(cause)}`),
          );
        }
        throw error;
      }
      const documentId = result?.documentId ?? context.params.documentId;
      if (uid === FONT && documentId) {
        const changed =
          action === 'create' ? ['file', 'penFont'] : Object.keys(context.params.data ?? {});
        await refreshFontSample(strapi, documentId, changed);
      }
      return result;
    }
    return inGerman(uid, next);
  };
  strapi.documents.use(rule as unknown as Middleware);
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { fontSamplePng } from './fontSample';
import { FONT_FILE_REQUIRED, fontFileProblem } from './rules/fontRules';
import { imageSizeProblem, type ImageSlot, type SlotImage } from './rules/imageRules';
import { LAYOUTS } from './labels';
import { plainTextProblems } from './rules/plainTextRules';
import { templateProblems, type TemplateSnapshot } from './rules/templateRules';
import { isPlaceholderSlug, SLUGGED_TYPES, slugFromName, uniqueSlug } from './slugs';

// The editors' rules, enforced on every write through the document service (issue #20): the
// admin panel, the REST API and the seed all go through it. Checks that need the document as
// it is after the write (relations arrive as connect/disconnect lists) run after the write
// inside one transaction, so a refused change leaves nothing behind.

const TEMPLATE = 'api::template.template';
const FONT = 'api::font.font';

interface DocContext {
  uid: string;
  action: string;
  params: {
    documentId?: string;
    data?: Record<string, unknown>;
    status?: string;
  } & Record<string, unknown>;
}
// The document service's own middleware type is too narrow for a generic rule.
type Middleware = Parameters<Core.Strapi['documents']['use']>[0];

function refuse(message: string, errorsByField: Record<string, string> = {}): never {
  // The admin shows `message`; `details.errors` marks the fields (Yup-like paths).
  throw new errors.ValidationError(message, {
    errors: Object.entries(errorsByField).map(([field, msg]) => ({
      path: [field],
      message: msg,
      name: 'ValidationError',
    })),
  });
}

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

type MediaRef = { id: number; url: string; name: string } | null | undefined;

/** The bytes of a media file in the local upload folder, or null (another provider, missing). */
async function mediaBytes(strapi: Core.Strapi, file: MediaRef): Promise<Buffer | null> {
  if (!file) return null;
  const publicDir = strapi.dirs.static.public;
  const local = path.join(publicDir, decodeURIComponent(file.url.split('?')[0] ?? ''));
  if (!local.startsWith(publicDir)) return null;
  return fs.readFile(local).catch(() => null);
}

async function uploadPng(strapi: Core.Strapi, png: Buffer, name: string): Promise<{ id: number }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'federkiel-sample-'));
  try {
    const filepath = path.join(dir, name);
    await fs.writeFile(filepath, png);
    const upload = strapi.plugin('upload').service('upload') as {
      upload(input: unknown): Promise<{ id: number }[]>;
    };
    const [file] = await upload.upload({
      data: { fileInfo: { name, alternativeText: 'Schriftprobe', caption: 'Schriftprobe' } },
      files: { filepath, originalFilename: name, mimetype: 'image/png', size: png.byteLength },
    });
    if (!file) throw new Error('sample upload returned no file');
    return file;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

interface FontFiles {
  id: number;
  slug: string;
  file?: MediaRef;
  penFont?: MediaRef;
  sample?: MediaRef;
}

async function fontFiles(strapi: Core.Strapi, documentId: string): Promise<FontFiles | null> {
  return (await strapi.db.query(FONT).findOne({
    where: { documentId },
    populate: { file: true, penFont: true, sample: true },
  })) as FontFiles | null;
}

/** Thrown for files the slot cannot use: the files themselves are of no use (see below). */
class RefusedFiles extends errors.ValidationError {
  readonly fileIds: number[];
  constructor(message: string, errorsByField: Record<string, string>, fileIds: number[]) {
    super(message, {
      errors: Object.entries(errorsByField).map(([field, msg]) => ({
        path: [field],
        message: msg,
        name: 'ValidationError',
      })),
    });
    this.fileIds = fileIds;
  }
}

const IMAGE_SLOTS: readonly ImageSlot[] = ['previewImage', 'frontImage'];
type SlotIds = Partial<Record<ImageSlot, number>>;

/** The pictures in the draft's slots before a write (none for a new template). */
async function templateImageIds(strapi: Core.Strapi, context: DocContext): Promise<SlotIds> {
  const documentId = context.params.documentId;
  if (context.action !== 'update' || !documentId) return {};
  const row = (await strapi.db.query(TEMPLATE).findOne({
    where: { documentId, publishedAt: null },
    populate: { previewImage: { select: ['id'] }, frontImage: { select: ['id'] } },
  })) as Partial<Record<ImageSlot, { id: number } | null>> | null;
  return { previewImage: row?.previewImage?.id, frontImage: row?.frontImage?.id };
}

/** A picture newly put into a slot must be large enough for it (imageRules.ts). */
async function checkTemplateImages(
  strapi: Core.Strapi,
  documentId: string,
  before: SlotIds,
): Promise<void> {
  const row = (await strapi.db.query(TEMPLATE).findOne({
    where: { documentId, publishedAt: null },
    populate: {
      previewImage: { select: ['id', 'name', 'width', 'height'] },
      frontImage: { select: ['id', 'name', 'width', 'height'] },
      canvas: { select: ['name', 'widthInMillimeters'] },
    },
  })) as
    | (Partial<Record<ImageSlot, SlotImage | null>> & {
        canvas?: { name?: string; widthInMillimeters?: number } | null;
      })
    | null;
  if (!row) return;
  const problems: Record<string, string> = {};
  const refused: number[] = [];
  for (const slot of IMAGE_SLOTS) {
    const image = row[slot];
    if (!image || image.id === before[slot]) continue;
    const problem = imageSizeProblem(slot, image, row.canvas);
    if (!problem) continue;
    problems[slot] = problem;
    refused.push(image.id);
  }
  const messages = Object.values(problems);
  if (messages.length > 0) throw new RefusedFiles(messages.join(' '), problems, refused);
}

async function checkFont(strapi: Core.Strapi, documentId: string): Promise<void> {
  const font = await fontFiles(strapi, documentId);
  if (!font) return;
  if (!font.file) refuse(FONT_FILE_REQUIRED, { file: FONT_FILE_REQUIRED });
  const bytes = await mediaBytes(strapi, font.file);
  if (!bytes) return;
  const problem = fontFileProblem(bytes, font.file.name);
  if (problem) throw new RefusedFiles(problem, { file: problem }, [font.file.id]);
}

/**
 * The sample follows the files (and is made once for fonts saved before samples existed).
 * Runs after the font's transaction: the upload plugin writes on a connection of its own.
 */
async function refreshFontSample(
  strapi: Core.Strapi,
  documentId: string,
  changed: string[],
): Promise<void> {
  const font = await fontFiles(strapi, documentId);
  if (!font) return;
  if (font.sample && !changed.includes('file') && !changed.includes('penFont')) return;
  const png = await fontSamplePng(
    await mediaBytes(strapi, font.file),
    await mediaBytes(strapi, font.penFont),
  );
  const sample = await uploadPng(strapi, png, `${font.slug || 'schrift'}-schriftprobe.png`);
  await strapi.db.query(FONT).update({ where: { id: font.id }, data: { sample: sample.id } });
  if (font.sample) await removeUnusedMedia(strapi, [font.sample.id]);
}

/** Fonts without a sample (saved before samples existed) get one at start. */
export async function backfillFontSamples(strapi: Core.Strapi): Promise<number> {
  const fonts = (await strapi.db.query(FONT).findMany({
    select: ['documentId'],
    populate: { sample: { select: ['id'] } },
  })) as { documentId: string; sample?: { id: number } | null }[];
  let made = 0;
  for (const font of fonts) {
    if (font.sample) continue;
    try {
      await refreshFontSample(strapi, font.documentId, []);
      made += 1;
    } catch (error) {
      strapi.log.warn(`[federkiel] no sample for font ${font.documentId}: ${String(error)}`);
    }
  }
  return made;
}

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

async function guardDelete(strapi: Core.Strapi, context: DocContext): Promise<void> {
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

/** The media of a template, to remove after the template is gone (when nothing else uses them). */
async function templateMedia(strapi: Core.Strapi, documentId: string): Promise<number[]> {
  const rows = (await strapi.db.query(TEMPLATE).findMany({
    where: { documentId },
    populate: { previewImage: { select: ['id'] }, frontImage: { select: ['id'] } },
  })) as { previewImage?: { id: number } | null; frontImage?: { id: number } | null }[];
  const ids = rows.flatMap((r) => [r.previewImage?.id, r.frontImage?.id]);
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

async function removeUnusedMedia(strapi: Core.Strapi, fileIds: number[]): Promise<void> {
  const upload = strapi.plugin('upload').service('upload') as {
    remove(file: unknown): Promise<unknown>;
  };
  for (const id of fileIds) {
    const links = (await strapi.db
      .connection('files_related_mph')
      .where({ file_id: id })
      .count({ n: '*' })) as { n: number | string }[];
    if (Number(links[0]?.n ?? 0) > 0) continue;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id } });
    if (file) await upload.remove(file);
  }
}

/** Strapi's own English validation messages that editors meet, in German (issue #31). */
const STRAPI_MESSAGES: Record<string, (label: string) => string> = {
  'This attribute must be unique': (label) =>
    `„${label}“ ist schon vergeben. Bitte einen anderen Wert wählen – jeder darf nur einmal vorkommen.`,
};

type FieldError = { path: (string | number)[]; message: string; name: string };

/** Runs a write; Strapi's English validation errors come out in German, naming the field. */
async function inGerman<T>(uid: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof errors.ValidationError)) throw error;
    const list = ((error.details ?? {}) as { errors?: FieldError[] }).errors ?? [];
    let changed = false;
    const german = list.map((fieldError) => {
      const translate = STRAPI_MESSAGES[fieldError.message];
      if (!translate) return fieldError;
      changed = true;
      const field = String(fieldError.path[0] ?? '');
      const label = LAYOUTS[uid]?.fields[field]?.label ?? field;
      return { ...fieldError, message: translate(label) };
    });
    if (!changed) throw error;
    throw new errors.ValidationError([...new Set(german.map((e) => e.message))].join(' '), {
      errors: german,
    });
  }
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

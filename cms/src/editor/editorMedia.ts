// The media the rules read and tidy: files in the local upload folder, a template's pictures
// (checked for their slot's size), and files nothing uses any more.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { type DocContext, RefusedFiles, TEMPLATE } from './documentWrites';
import { imageSizeProblem, type ImageSlot, type SlotImage } from './rules/imageRules';

export type MediaRef = { id: number; url: string; name: string } | null | undefined;

/** The bytes of a media file in the local upload folder, or null (another provider, missing). */
export async function mediaBytes(strapi: Core.Strapi, file: MediaRef): Promise<Buffer | null> {
  if (!file) return null;
  const publicDir = strapi.dirs.static.public;
  const local = path.join(publicDir, decodeURIComponent(file.url.split('?')[0] ?? ''));
  if (!local.startsWith(publicDir)) return null;
  return fs.readFile(local).catch(() => null);
}

export async function uploadPng(
  strapi: Core.Strapi,
  png: Buffer,
  name: string,
): Promise<{ id: number }> {
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

const IMAGE_SLOTS: readonly ImageSlot[] = ['previewImage', 'frontImage'];
type SlotIds = Partial<Record<ImageSlot, number>>;

/** The pictures in the draft's slots before a write (none for a new template). */
export async function templateImageIds(strapi: Core.Strapi, context: DocContext): Promise<SlotIds> {
  const documentId = context.params.documentId;
  if (context.action !== 'update' || !documentId) return {};
  const row = (await strapi.db.query(TEMPLATE).findOne({
    where: { documentId, publishedAt: null },
    populate: { previewImage: { select: ['id'] }, frontImage: { select: ['id'] } },
  })) as Partial<Record<ImageSlot, { id: number } | null>> | null;
  return { previewImage: row?.previewImage?.id, frontImage: row?.frontImage?.id };
}

/** A picture newly put into a slot must be large enough for it (imageRules.ts). */
export async function checkTemplateImages(
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

/** The media of a template, to remove after the template is gone (when nothing else uses them). */
export async function templateMedia(strapi: Core.Strapi, documentId: string): Promise<number[]> {
  const rows = (await strapi.db.query(TEMPLATE).findMany({
    where: { documentId },
    populate: { previewImage: { select: ['id'] }, frontImage: { select: ['id'] } },
  })) as { previewImage?: { id: number } | null; frontImage?: { id: number } | null }[];
  const ids = rows.flatMap((r) => [r.previewImage?.id, r.frontImage?.id]);
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

export async function removeUnusedMedia(strapi: Core.Strapi, fileIds: number[]): Promise<void> {
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

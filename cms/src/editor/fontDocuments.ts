// A font's files: the uploaded font must be usable, and its sample picture follows the files.
import type { Core } from '@strapi/strapi';
import { FONT, RefusedFiles, refuse } from './documentWrites';
import { type MediaRef, mediaBytes, removeUnusedMedia, uploadPng } from './editorMedia';
import { fontSamplePng } from './fontSample';
import { FONT_FILE_REQUIRED, fontFileProblem } from './rules/fontRules';

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

export async function checkFont(strapi: Core.Strapi, documentId: string): Promise<void> {
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
export async function refreshFontSample(
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

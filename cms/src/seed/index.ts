/**
 * Seed: canvases, groups, fonts, templates (with rendered card images) and home page texts.
 *
 * Runs in `bootstrap` on every start. A run-once flag in `strapi.store` makes later starts
 * return after one query; without the flag (first start, or a run that stopped halfway) every
 * entry is looked up by its stable key/slug first and only missing ones are created, so a
 * second run never duplicates anything and never uploads a file twice.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { renderCard } from './cardArt';
import { canvases } from './data/canvases';
import { fonts } from './data/fonts';
import { groups } from './data/groups';
import { templates } from './data/templates';
import type { MediaKind } from './data/textContents';
import { textContents } from './data/textContents';
import {
  companyLogo,
  companyLogos,
  heroImage,
  personalisationImage,
  videoPoster,
} from './sceneArt';
import { fontsourceFile, penFontFile } from './svg';
import { frontImageMinWidth } from '../editor/rules/imageRules';

/**
 * Raise this when new seed content must reach databases that were already seeded: the seed
 * runs again and creates what is missing (found by slug/key), leaving the rest alone.
 * 2: pen fonts linked to the fonts; 3: the pen-only „Schreibschrift (verbunden)“ (issue 30).
 */
export const SEED_VERSION = 3;
const FLAG = { type: 'plugin', name: 'federkiel', key: 'seed-version' } as const;

export interface SeedReport {
  skipped: boolean;
  ms: number;
  created: Record<
    'canvases' | 'groups' | 'fonts' | 'penFonts' | 'templates' | 'textContents' | 'files',
    number
  >;
}

type Ref = { id: number; documentId: string };
type Uid =
  | 'api::canvas.canvas'
  | 'api::group.group'
  | 'api::font.font'
  | 'api::template.template'
  | 'api::text-content.text-content';

interface UploadedFile {
  id: number;
}

async function findRef(
  strapi: Core.Strapi,
  uid: Uid,
  where: Record<string, unknown>,
): Promise<Ref | null> {
  const row = (await strapi.db
    .query(uid)
    .findOne({ where, select: ['id', 'documentId'] })) as Ref | null;
  return row ?? null;
}

async function createDoc(
  strapi: Core.Strapi,
  uid: Uid,
  data: Record<string, unknown>,
): Promise<Ref> {
  // The document service types every content type's data shape; the seed builds the data
  // generically, so it goes through an untyped handle.
  const docs = strapi.documents(uid) as unknown as {
    create(params: { data: Record<string, unknown>; status?: 'published' }): Promise<Ref>;
  };
  // Seeded content is live at once; types with draft & publish (templates, texts) get both
  // versions, the others have no status.
  const publish = strapi.contentType(uid).options?.draftAndPublish === true;
  const doc = await docs.create({ data, ...(publish ? { status: 'published' as const } : {}) });
  return { id: doc.id, documentId: doc.documentId };
}

/** Upload a file (from a path or a buffer) through the upload plugin, as the admin panel does. */
async function uploadFile(
  strapi: Core.Strapi,
  source: { filepath: string } | { buffer: Buffer },
  name: string,
  mimetype: string,
  alternativeText: string,
  tmpDir: string,
): Promise<UploadedFile> {
  let filepath: string;
  if ('buffer' in source) {
    filepath = path.join(tmpDir, name);
    await fs.writeFile(filepath, source.buffer);
  } else {
    filepath = source.filepath;
  }
  const { size } = await fs.stat(filepath);
  const uploadService = strapi.plugin('upload').service('upload') as {
    upload(input: {
      data: { fileInfo: { name: string; alternativeText: string; caption: string } };
      files: { filepath: string; originalFilename: string; mimetype: string; size: number };
    }): Promise<UploadedFile[]>;
  };
  const [file] = await uploadService.upload({
    data: { fileInfo: { name, alternativeText, caption: alternativeText } },
    files: { filepath, originalFilename: name, mimetype, size },
  });
  if (!file) throw new Error(`upload of ${name} returned no file`);
  return file;
}

async function renderMedia(
  kind: MediaKind,
): Promise<{ buffer: Buffer; ext: string; mime: string }> {
  switch (kind) {
    case 'hero':
      return { buffer: await heroImage(), ext: 'jpg', mime: 'image/jpeg' };
    case 'personalisation':
      return { buffer: await personalisationImage(), ext: 'jpg', mime: 'image/jpeg' };
    case 'videoPoster':
      return { buffer: await videoPoster(), ext: 'jpg', mime: 'image/jpeg' };
    default: {
      const index = Number(kind.slice('logo'.length)) - 1;
      const logo = companyLogos[index];
      if (!logo) throw new Error(`no company logo ${kind}`);
      return { buffer: await companyLogo(logo), ext: 'png', mime: 'image/png' };
    }
  }
}

export async function isSeeded(strapi: Core.Strapi): Promise<boolean> {
  const value = await strapi.store.get({ ...FLAG });
  return value === SEED_VERSION;
}

export async function seed(
  strapi: Core.Strapi,
  options: { force?: boolean } = {},
): Promise<SeedReport> {
  const started = Date.now();
  const created = {
    canvases: 0,
    groups: 0,
    fonts: 0,
    penFonts: 0,
    templates: 0,
    textContents: 0,
    files: 0,
  };
  if (!options.force && (await isSeeded(strapi))) {
    return { skipped: true, ms: Date.now() - started, created };
  }

  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'federkiel-seed-'));
  try {
    // Canvases
    const canvasByKey = new Map<string, Ref>();
    for (const c of canvases) {
      let ref = await findRef(strapi, 'api::canvas.canvas', { key: c.key });
      if (!ref) {
        ref = await createDoc(strapi, 'api::canvas.canvas', { ...c });
        created.canvases += 1;
      }
      canvasByKey.set(c.key, ref);
    }

    // Groups
    const groupBySlug = new Map<string, Ref>();
    for (const g of groups) {
      let ref = await findRef(strapi, 'api::group.group', { slug: g.slug });
      if (!ref) {
        ref = await createDoc(strapi, 'api::group.group', { ...g });
        created.groups += 1;
      }
      groupBySlug.set(g.slug, ref);
    }

    // Fonts: the WOFF from the @fontsource package and the pen font (a single-stroke SVG
    // font from hersheytext), both uploaded as media. A font seeded before pen fonts existed
    // (seed version 1) gets its pen font linked; a font that has one is left alone.
    const fontBySlug = new Map<string, Ref>();
    const uploadPen = async (fo: (typeof fonts)[number]) => {
      const file = await uploadFile(
        strapi,
        { filepath: penFontFile(fo.pen) },
        `${fo.slug}-stift.svg`,
        'image/svg+xml',
        `Stiftschrift (einstrichig) für ${fo.name}: ${fo.pen.replace(/\.svg$/, '')}`,
        tmpDir,
      );
      created.files += 1;
      return file;
    };
    for (const fo of fonts) {
      const existing = (await strapi.db.query('api::font.font').findOne({
        where: { slug: fo.slug },
        select: ['id', 'documentId'],
        populate: { penFont: { select: ['id'] } },
      })) as (Ref & { penFont?: { id: number } | null }) | null;
      let ref: Ref | null = existing ? { id: existing.id, documentId: existing.documentId } : null;
      if (existing && !existing.penFont) {
        const pen = await uploadPen(fo);
        const docs = strapi.documents('api::font.font') as unknown as {
          update(params: { documentId: string; data: Record<string, unknown> }): Promise<Ref>;
        };
        await docs.update({ documentId: existing.documentId, data: { penFont: pen.id } });
        created.penFonts += 1;
      }
      if (!ref) {
        const pen = await uploadPen(fo);
        // A pen-only font's web face is its pen SVG (the preview draws it from the strokes).
        const file = fo.file
          ? await uploadFile(
              strapi,
              { filepath: fontsourceFile(fo.pkg, fo.file) },
              `${fo.slug}.woff`,
              'font/woff',
              `Handschrift ${fo.name}`,
              tmpDir,
            )
          : await uploadFile(
              strapi,
              { filepath: penFontFile(fo.pen) },
              `${fo.slug}.svg`,
              'image/svg+xml',
              `Handschrift ${fo.name} (nur Stift, aus den Strichen gezeichnet)`,
              tmpDir,
            );
        created.files += 1;
        ref = await createDoc(strapi, 'api::font.font', {
          name: fo.name,
          slug: fo.slug,
          accountId: fo.accountId,
          file: file.id,
          penFont: pen.id,
        });
        created.fonts += 1;
        created.penFonts += 1;
      }
      fontBySlug.set(fo.slug, ref);
    }

    // Templates with rendered card fronts
    for (const t of templates) {
      if (await findRef(strapi, 'api::template.template', { slug: t.slug })) continue;
      const canvasSeed = canvases.find((c) => c.key === t.canvas);
      const canvas = canvasByKey.get(t.canvas);
      if (!canvasSeed || !canvas) throw new Error(`template ${t.slug}: unknown canvas ${t.canvas}`);
      const art = {
        ...t.art,
        widthMm: canvasSeed.widthInMillimeters,
        heightMm: canvasSeed.heightInMillimeters,
      };
      const preview = await uploadFile(
        strapi,
        { buffer: await renderCard({ ...art, widthPx: 600 }) },
        `${t.slug}-vorschau.png`,
        'image/png',
        `Vorschau: ${t.name}`,
        tmpDir,
      );
      const front = await uploadFile(
        strapi,
        // 150 dpi across the card, as the editors' rule asks (editor/rules/imageRules.ts).
        {
          buffer: await renderCard({
            ...art,
            widthPx: Math.max(1200, frontImageMinWidth(canvasSeed)),
          }),
        },
        `${t.slug}-vorderseite.png`,
        'image/png',
        `Vorderseite: ${t.name} – „${t.art.headline}“`,
        tmpDir,
      );
      created.files += 2;
      const groupIds = t.groups.map((slug) => {
        const g = groupBySlug.get(slug);
        if (!g) throw new Error(`template ${t.slug}: unknown group ${slug}`);
        return g.documentId;
      });
      const defaultFont = t.defaultFont ? fontBySlug.get(t.defaultFont) : undefined;
      if (t.defaultFont && !defaultFont)
        throw new Error(`template ${t.slug}: unknown font ${t.defaultFont}`);
      await createDoc(strapi, 'api::template.template', {
        name: t.name,
        slug: t.slug,
        order: t.order,
        description: t.description,
        canvas: canvas.documentId,
        groups: groupIds,
        previewImage: preview.id,
        frontImage: front.id,
        textDu: t.textDu,
        textSie: t.textSie,
        textIhr: t.textIhr,
        ...(defaultFont ? { defaultFont: defaultFont.documentId } : {}),
      });
      created.templates += 1;
    }

    // Text contents (+ @sie variants), media rendered once per entry
    for (const tc of textContents) {
      const variants: Array<{ key: string; content: string }> = [{ key: tc.key, content: tc.du }];
      if (tc.sie) variants.push({ key: `${tc.key}@sie`, content: tc.sie });
      for (const v of variants) {
        if (await findRef(strapi, 'api::text-content.text-content', { key: v.key })) continue;
        let mediaId: number | undefined;
        if (tc.media) {
          const m = await renderMedia(tc.media);
          const file = await uploadFile(
            strapi,
            { buffer: m.buffer },
            `${v.key.replace(/[^a-z0-9]+/gi, '-')}.${m.ext}`,
            m.mime,
            v.content,
            tmpDir,
          );
          created.files += 1;
          mediaId = file.id;
        }
        await createDoc(strapi, 'api::text-content.text-content', {
          key: v.key,
          content: v.content,
          ...(mediaId !== undefined ? { media: mediaId } : {}),
        });
        created.textContents += 1;
      }
    }

    await strapi.store.set({ ...FLAG, value: SEED_VERSION });
  } finally {
    await fs.rm(tmpDir, { recursive: true, force: true });
  }
  return { skipped: false, ms: Date.now() - started, created };
}

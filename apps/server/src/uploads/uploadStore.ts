import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import type { UploadsTable } from '../db/schema.ts';
import { CONTENT_TYPES, EXTENSIONS } from './imageFormat.ts';
import type { ProcessedImage } from './processImage.ts';
import { UPLOAD_NAME_PATTERN } from './uploadUrls.ts';

// Stored images live in UPLOAD_DIR as `<sha256 of the stored bytes>.<png|jpg>`: the same
// image is one file however often it is uploaded, and a name never changes its content (so
// it can be cached for ever). A file is written under a temporary name and renamed, so a
// reader never sees half a file; the database row is written after the file.

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The path of a stored file, or null for a name that is not a stored file's name. */
export function uploadPath(dir: string, name: string): string | null {
  return UPLOAD_NAME_PATTERN.test(name) ? path.join(dir, name) : null;
}

export type UploadRecord = UploadsTable;

export async function findUploadBySource(db: Db, sourceSha256: string) {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('source_sha256', '=', sourceSha256)
    .executeTakeFirst();
}

export async function findUploads(db: Db, names: readonly string[]): Promise<UploadRecord[]> {
  if (names.length === 0) return [];
  return db.selectFrom('uploads').selectAll().where('name', 'in', names).execute();
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes the image's file (unless it is already there) and its row; answers the row. */
export async function storeUpload(
  db: Db,
  dir: string,
  image: ProcessedImage,
  source: { sha256: string; sessionId: string; accountId: string | null; now: Date },
): Promise<UploadRecord> {
  const name = `${sha256Hex(image.bytes)}.${EXTENSIONS[image.format]}`;
  const file = path.join(dir, name);
  if (!(await exists(file))) {
    await fs.mkdir(dir, { recursive: true });
    const temporary = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await fs.writeFile(temporary, image.bytes, { flag: 'wx' });
      await fs.rename(temporary, file);
    } finally {
      await fs.rm(temporary, { force: true });
    }
  }
  const row: UploadRecord = {
    name,
    source_sha256: source.sha256,
    content_type: CONTENT_TYPES[image.format],
    bytes: image.bytes.length,
    width_px: image.widthPx,
    height_px: image.heightPx,
    session_id: source.sessionId,
    account_id: source.accountId,
    date_created: source.now.toISOString(),
  };
  // The first upload of a file keeps its row; a later identical one finds it.
  await db
    .insertInto('uploads')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await findUploads(db, [name]))[0] ?? row;
}

/** A source hash only answers a file that is still on disk (a restored database may lie). */
export async function existingUpload(
  db: Db,
  dir: string,
  sourceSha256: string,
): Promise<UploadRecord | null> {
  const row = await findUploadBySource(db, sourceSha256);
  return row && (await exists(path.join(dir, row.name))) ? row : null;
}

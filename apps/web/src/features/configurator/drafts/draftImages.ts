import {
  DRAFT_IMAGE_SLOTS,
  type DraftCustomization,
  type DraftImageKey,
} from '@federkiel/machines/drafts/draftApi';
import type { ConfigurationDraft } from '@federkiel/machines';
import type { ImageComparison } from '@federkiel/machines/draft';
import { backendSessionToken } from '../../../lib/backend/backendFetch.ts';
import { uploadImage } from '../api/uploadImage.ts';

// Spec §4, the image step of a draft save, for one of logo / customBg / customInnerBg:
// the image the configurator holds now (the "locally stored image": the customer's
// prepared image, already on our server under its content hash) is compared with the image
// at the draft's existing URL. Identical → the URL is kept; different, or no URL yet →
// the image is uploaded again under the spec's name (logo.png / background.jpg) and the
// returned URL is used.

/** The configurator's image URL for a customization key (null: no image in that slot). */
export function localImageUrl(order: ConfigurationDraft | null, key: DraftImageKey): string | null {
  return order?.images[DRAFT_IMAGE_SLOTS[key]]?.url ?? null;
}

async function bytesAt(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`image ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

export interface ImageSources {
  /** The configurator's order being saved. */
  order: () => ConfigurationDraft | null;
  /** The URLs of the draft's last save or load. */
  saved: () => DraftCustomization;
}

/**
 * `compareImage`: `none` without a local image; `same` when the draft's existing URL holds
 * the same bytes (the same URL needs no download: uploads are stored by content hash);
 * `different` otherwise. The machine counts a failing comparison as `different`.
 */
export async function compareDraftImage(
  sources: ImageSources,
  key: DraftImageKey,
  url: string | null,
): Promise<ImageComparison> {
  const local = localImageUrl(sources.order(), key);
  if (!local) return 'none';
  const existing = sources.saved()[key] ?? url;
  if (!existing) return 'different';
  if (existing === local) return 'same';
  const [mine, theirs] = await Promise.all([bytesAt(local), bytesAt(existing)]);
  return sameBytes(mine, theirs) ? 'same' : 'different';
}

/** `uploadImage`: the local image to `POST /swell/upload` as `fileName`; its new URL. */
export async function uploadDraftImage(
  sources: ImageSources,
  key: DraftImageKey,
  fileName: string,
): Promise<{ url: string }> {
  const local = localImageUrl(sources.order(), key);
  if (!local) throw new Error(`no ${key} to upload`);
  const response = await fetch(local, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`image ${local}: HTTP ${response.status}`);
  const blob = await response.blob();
  const uploaded = await uploadImage(blob, fileName, { sessionToken: await backendSessionToken() });
  return { url: uploaded.url };
}

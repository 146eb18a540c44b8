import type { DraftCustomization } from '@federkiel/machines/drafts/draftApi';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage.ts';
import { PROGRESS_KEY } from '../state/progressStorage.ts';

// Which server draft the configurator's local progress belongs to, kept next to it
// (`fk.order.draft`), so that saving after a reload updates the same draft.

export const DRAFT_LINK_KEY = `${PROGRESS_KEY}.draft`;

export interface DraftLink {
  id: string;
  revision: number | null;
  customization: DraftCustomization | null;
}

export function readDraftLink(): DraftLink | null {
  try {
    const value = JSON.parse(readStorage(DRAFT_LINK_KEY) ?? 'null') as Partial<DraftLink> | null;
    if (!value || typeof value.id !== 'string') return null;
    return {
      id: value.id,
      revision: typeof value.revision === 'number' ? value.revision : null,
      customization: value.customization ?? null,
    };
  } catch {
    return null;
  }
}

export function writeDraftLink(link: DraftLink | null): void {
  if (link) writeStorage(DRAFT_LINK_KEY, JSON.stringify(link));
  else removeStorage(DRAFT_LINK_KEY);
}

import type { WunderlinkStatus } from './wunderlinkApi.ts';

// A link's status is computed from what is stored, never stored itself (docs/wunderlink.md):
// deaktiviert wins over aufgebraucht, over abgelaufen, over geplant; otherwise aktiv. Only an
// `aktiv` link can be opened or redeemed; the others answer the same 404.

export interface StatusFacts {
  valid_from: string;
  valid_until: string;
  max_redemptions: number;
  redemptions: number;
  deactivated_at: string | null;
}

export function wunderlinkStatus(link: StatusFacts, now: Date): WunderlinkStatus {
  if (link.deactivated_at) return 'deaktiviert';
  if (link.redemptions >= link.max_redemptions) return 'aufgebraucht';
  const at = now.getTime();
  if (at >= Date.parse(link.valid_until)) return 'abgelaufen';
  if (at < Date.parse(link.valid_from)) return 'geplant';
  return 'aktiv';
}

/** Redemptions still possible (0 for a link that is not `aktiv`). */
export function redemptionsLeft(link: StatusFacts, now: Date): number {
  return wunderlinkStatus(link, now) === 'aktiv'
    ? Math.max(0, link.max_redemptions - link.redemptions)
    : 0;
}

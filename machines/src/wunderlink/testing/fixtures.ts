import type { WunderlinkDesign } from '../redemption.ts';
import type { PublicWunderlink } from '../wunderlinkApi.ts';

// Test data for the wunderlink machine: a link for 3 cards of one template, and designs.

export const LINK: PublicWunderlink = {
  id: 'q3X9_-abcdefghijklmnop',
  campaign: 'Sommer',
  free_cards: 3,
  postage_included: true,
  valid_from: '2026-07-01T00:00:00.000Z',
  valid_until: '2026-08-01T00:00:00.000Z',
  template: { id: '21', slug: 'konfetti', name: 'Konfetti-Geburtstag' },
  group: null,
};

export const design = (overrides: Partial<WunderlinkDesign> = {}): WunderlinkDesign => ({
  configurationId: 'cfg_1',
  templateId: '21',
  cardCount: 2,
  ...overrides,
});

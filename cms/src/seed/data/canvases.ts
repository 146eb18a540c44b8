/**
 * Print formats. Convention: width × height is the card FRONT as it lies in the writing
 * orientation; for folded cards it is the folded (closed) size. DIN lang is landscape 210 × 99.
 * `key` is the stable key the store's products share (docs/foundation.md).
 */
export interface CanvasSeed {
  key: string;
  name: string;
  widthInMillimeters: number;
  heightInMillimeters: number;
  kind: 'postcard' | 'folded_card' | 'letter';
  featured: boolean;
}

export const canvases: CanvasSeed[] = [
  {
    key: 'a6-postkarte',
    name: 'A6 Postkarte',
    widthInMillimeters: 148,
    heightInMillimeters: 105,
    kind: 'postcard',
    featured: true,
  },
  {
    key: 'a6-klappkarte',
    name: 'A6 Klappkarte',
    widthInMillimeters: 148,
    heightInMillimeters: 105,
    kind: 'folded_card',
    featured: true,
  },
  {
    key: 'din-lang',
    name: 'DIN lang Karte',
    widthInMillimeters: 210,
    heightInMillimeters: 99,
    kind: 'postcard',
    featured: false,
  },
  {
    key: 'a5-klappkarte',
    name: 'A5 Klappkarte',
    widthInMillimeters: 210,
    heightInMillimeters: 148,
    kind: 'folded_card',
    featured: false,
  },
  {
    key: 'a4-brief',
    name: 'A4 Brief',
    widthInMillimeters: 210,
    heightInMillimeters: 297,
    kind: 'letter',
    featured: true,
  },
  {
    key: 'intern-ohne-format',
    name: 'Internes Format',
    widthInMillimeters: 0,
    heightInMillimeters: 0,
    kind: 'postcard',
    featured: false,
  },
];

// The card-front themes' shared types and the headline's default calm area.
import type { Box, Scene } from './cardShapes';

export type FestiveThemeName =
  | 'confetti'
  | 'confettiCalm'
  | 'balloons'
  | 'balloonsWarm'
  | 'gold'
  | 'sprinkles'
  | 'fir'
  | 'firGold'
  | 'firLetter'
  | 'winterForest'
  | 'fireworks';

export type QuietThemeName =
  | 'hearts'
  | 'flowers'
  | 'geometric'
  | 'bunting'
  | 'letterhead'
  | 'letterheadLeaves'
  | 'waves'
  | 'goldLines'
  | 'lights'
  | 'summer'
  | 'eucalyptus'
  | 'rings'
  | 'wreath';

export type ThemeName = FestiveThemeName | QuietThemeName;

export interface ThemeResult {
  svg: string;
  ink: string;
  box: Box;
  /** extra SVG drawn above the headline */
  over?: string;
  /** attributes for the headline path (e.g. a filter) */
  textExtra?: string;
}

export type Theme = (s: Scene) => ThemeResult;

export const centerBox = (s: Scene, w = 0.72, h = 0.34, cy = 0.5): Box => ({
  cx: s.W / 2,
  cy: s.H * cy,
  w: s.W * w,
  h: s.H * h,
});

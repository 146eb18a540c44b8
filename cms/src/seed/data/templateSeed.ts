/**
 * Card templates. Texts use the shop's variables {{Vorname}}, {{Nachname}}, {{Firma}} (the
 * recipient's company) and the sender's {{Absender.Firma}} / {{Absender.Name}} (issue 19: the
 * customer's own company is the sender's, never the recipient's {{Firma}}).
 * `art` describes the generated front image (see ../cardArt.ts): a theme, the headline
 * (drawn in a handwriting font as SVG paths) and the font used for it.
 */
import type { ThemeName } from '../cardArt';

export interface TemplateSeed {
  slug: string;
  name: string;
  order: number;
  description: string;
  canvas: string;
  groups: string[];
  defaultFont?: string;
  art: { theme: ThemeName; headline: string; font: string; seed: number };
  textDu: string;
  textSie: string;
  textIhr: string;
}

/**
 * Card templates. Texts use the shop's variables {{Vorname}}, {{Nachname}}, {{Firma}} (the
 * recipient's company) and the sender's {{Absender.Firma}} / {{Absender.Name}} (issue 19: the
 * customer's own company is the sender's, never the recipient's {{Firma}}).
 * `art` describes the generated front image (see ../cardArt.ts): a theme, the headline
 * (drawn in a handwriting font as SVG paths) and the font used for it.
 */
import type { TemplateSeed } from './templateSeed';
import { eventTemplates } from './templatesEvents';
import { occasionTemplates } from './templatesOccasions';

/** In the catalogue's order (each template's `order` decides within its groups). */
export const templates: TemplateSeed[] = [...occasionTemplates, ...eventTemplates];

export type { TemplateSeed };

import type { Canvas, FontRef, TemplateChoice } from '@federkiel/machines';
import type {
  Canvas as CmsCanvas,
  Font as CmsFont,
  Template as CmsTemplate,
} from '../../../lib/cms/types.ts';

// CMS entries (docs/cms.md) in the machines' vocabulary. Ids are the numeric CMS ids as
// strings: the server loads fonts and canvases by them (`/api/fonts/{id}`).

export function canvasFromCms(canvas: CmsCanvas): Canvas | null {
  if (!(canvas.widthInMillimeters > 0) || !(canvas.heightInMillimeters > 0)) return null;
  return {
    id: String(canvas.id),
    key: canvas.key,
    name: canvas.name,
    kind: canvas.kind,
    widthMm: canvas.widthInMillimeters,
    heightMm: canvas.heightInMillimeters,
  };
}

export function fontRefFromCms(font: Pick<CmsFont, 'id' | 'slug' | 'name'>): FontRef {
  return { id: String(font.id), slug: font.slug, name: font.name };
}

/** A CMS template as the machine's CHOOSE_TEMPLATE takes it; null without a usable canvas. */
export function templateChoiceFromCms(template: CmsTemplate): TemplateChoice | null {
  const canvas = template.canvas ? canvasFromCms(template.canvas) : null;
  if (!canvas) return null;
  return {
    id: String(template.id),
    name: template.name,
    canvas,
    texts: {
      du: template.textDu ?? '',
      sie: template.textSie ?? '',
      ihr: template.textIhr ?? '',
    },
    defaultFont: template.defaultFont ? fontRefFromCms(template.defaultFont) : null,
  };
}

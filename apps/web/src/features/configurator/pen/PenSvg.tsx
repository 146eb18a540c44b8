import type { ReactElement, ReactNode } from 'react';

// The robot's SVG (`drawingSvg`) drawn as React elements: parsed with the browser's XML
// parser and rebuilt from an allow-list (svg, g, path; geometry, stroke style and data-*
// attributes), never put into the page as markup. The text is generated from numbers, but
// this keeps it so whatever a font file carried.

const ATTRIBUTES: Record<string, Record<string, string>> = {
  svg: { viewBox: 'viewBox' },
  g: {
    fill: 'fill',
    stroke: 'stroke',
    'stroke-width': 'strokeWidth',
    'stroke-linecap': 'strokeLinecap',
    'stroke-linejoin': 'strokeLinejoin',
  },
  path: { d: 'd' },
};
const DATA_ATTRIBUTE = /^data-[a-z][a-z0-9-]*$/;

export interface ParsedPenSvg {
  /** The root's attributes (`viewBox`, `data-writing-seconds`, …). */
  root: Record<string, string>;
  /** The root's content as React elements. */
  content: ReactNode[];
}

function propsOf(element: Element): Record<string, string> {
  const allowed = ATTRIBUTES[element.localName] ?? {};
  const props: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) {
    const prop = allowed[attribute.name];
    if (prop) props[prop] = attribute.value;
    else if (DATA_ATTRIBUTE.test(attribute.name)) props[attribute.name] = attribute.value;
  }
  return props;
}

function toReact(element: Element, key: number): ReactElement | null {
  const children = Array.from(element.children)
    .map((child, i) => toReact(child, i))
    .filter((child) => child !== null);
  const props = propsOf(element);
  if (element.localName === 'g')
    return (
      <g key={key} {...props}>
        {children}
      </g>
    );
  if (element.localName === 'path') return <path key={key} {...props} />;
  return null;
}

/** Parses a pen SVG; null when it is not one (not XML, or no `<svg>` root). */
export function parsePenSvg(svg: string): ParsedPenSvg | null {
  if (typeof DOMParser !== 'function') return null;
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  if (!root || root.localName !== 'svg' || doc.getElementsByTagName('parsererror').length)
    return null;
  return {
    root: propsOf(root),
    content: Array.from(root.children)
      .map((child, i) => toReact(child, i))
      .filter((child) => child !== null),
  };
}

/** A parsed page placed on a sheet whose user unit is 1 mm. */
export function PenSvgPage({
  parsed,
  xMm,
  yMm,
  widthMm,
  heightMm,
}: {
  parsed: ParsedPenSvg;
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}) {
  return (
    <svg {...parsed.root} x={xMm} y={yMm} width={widthMm} height={heightMm}>
      {parsed.content}
    </svg>
  );
}

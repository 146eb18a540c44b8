import { PRIMARY_PAGE, type FitSettings, type Images } from '@federkiel/machines';
import type { ReactNode } from 'react';
import { insideSheetSize, logoBox, type DrawnCard } from './cardDrawing.ts';
import styles from './CardPreview.module.css';
import { OVERFLOW_INK, SheetText } from './SheetText.tsx';

interface InsideSheetProps {
  drawn: DrawnCard;
  settings: FitSettings;
  images: Images;
  family: string | null;
  pxPerMm: number;
  showArea: boolean;
  label: string;
  /** Drawn instead of the handwriting text (the pen's strokes, „So schreibt der Stift“). */
  writing?: ReactNode;
}

/** The writing side(s) at scale: paper, inner background, logo, handwriting, limits. */
export function InsideSheet({
  drawn,
  settings,
  images,
  family,
  pxPerMm,
  showArea,
  label,
  writing,
}: InsideSheetProps) {
  const { canvas } = settings;
  const sheet = insideSheetSize(canvas);
  const background = images.innerBackground;
  const primary = drawn.pages.find((page) => page.index === PRIMARY_PAGE[canvas.kind]);
  const logo = images.logo && primary ? logoBox(settings, images.logo) : null;
  return (
    <svg
      className={styles.sheet}
      width={sheet.widthMm * pxPerMm}
      height={sheet.heightMm * pxPerMm}
      viewBox={`0 0 ${sheet.widthMm} ${sheet.heightMm}`}
      role="img"
      aria-label={label}
    >
      {drawn.pages.map((page) => (
        <rect
          key={`paper-${page.index}`}
          className={styles.paper}
          x={page.offsetXMm}
          y={page.offsetYMm}
          width={canvas.widthMm}
          height={canvas.heightMm}
        />
      ))}
      {background
        ? (canvas.kind === 'folded_card'
            ? [{ x: 0, y: 0, w: sheet.widthMm }]
            : drawn.pages.map((p) => ({ x: p.offsetXMm, y: p.offsetYMm, w: canvas.widthMm }))
          ).map((box, i) => (
            <image
              key={`bg-${i}`}
              href={background.url}
              x={box.x}
              y={box.y}
              width={box.w}
              height={canvas.heightMm}
              preserveAspectRatio="xMidYMid slice"
            />
          ))
        : null}
      {canvas.kind === 'folded_card' ? (
        <line
          className={styles.fold}
          x1={canvas.widthMm}
          x2={canvas.widthMm}
          y1={0}
          y2={canvas.heightMm}
        />
      ) : null}
      {logo && primary && images.logo ? (
        <image
          href={images.logo.url}
          x={primary.offsetXMm + logo.xMm}
          y={primary.offsetYMm + logo.yMm}
          width={logo.widthMm}
          height={logo.heightMm}
          preserveAspectRatio="xMidYMid meet"
        />
      ) : null}
      {showArea
        ? drawn.pages.map((page) => (
            <rect
              key={`area-${page.index}`}
              className={styles.area}
              x={page.offsetXMm + page.area.xMm}
              y={page.offsetYMm + page.area.yMm}
              width={page.area.widthMm}
              height={page.area.heightMm}
            />
          ))
        : null}
      {writing ??
        drawn.pages.map((page) => (
          <SheetText key={`text-${page.index}`} page={page} family={family} />
        ))}
      {drawn.pages
        .filter((page) => !writing && page.overflows)
        .map((page) => (
          <line
            key={`limit-${page.index}`}
            stroke={OVERFLOW_INK}
            strokeWidth={0.4}
            strokeDasharray="2 1.2"
            x1={page.offsetXMm + page.area.xMm - 3}
            x2={page.offsetXMm + page.area.xMm + page.area.widthMm + 3}
            y1={page.offsetYMm + page.area.yMm + page.area.heightMm}
            y2={page.offsetYMm + page.area.yMm + page.area.heightMm}
          />
        ))}
    </svg>
  );
}

interface OutsideSheetProps {
  settings: FitSettings;
  imageUrl: string | null;
  pxPerMm: number;
  label: string;
  emptyText: string;
}

/** The front: the customer's outer background, else the template's card art. */
export function OutsideSheet({ settings, imageUrl, pxPerMm, label, emptyText }: OutsideSheetProps) {
  const { widthMm, heightMm } = settings.canvas;
  return (
    <svg
      className={styles.sheet}
      width={widthMm * pxPerMm}
      height={heightMm * pxPerMm}
      viewBox={`0 0 ${widthMm} ${heightMm}`}
      role="img"
      aria-label={label}
    >
      <rect className={styles.paper} x={0} y={0} width={widthMm} height={heightMm} />
      {imageUrl ? (
        <image
          href={imageUrl}
          x={0}
          y={0}
          width={widthMm}
          height={heightMm}
          preserveAspectRatio="xMidYMid slice"
        />
      ) : (
        <text
          x={widthMm / 2}
          y={heightMm / 2}
          textAnchor="middle"
          fontSize={5}
          className={styles.emptyFront}
        >
          {emptyText}
        </text>
      )}
    </svg>
  );
}

import { useEffect, useState, type RefObject } from 'react';

/** CSS pixels per millimetre at true size (CSS inch = 96 px = 25.4 mm). */
export const PX_PER_MM = 96 / 25.4;
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;
const STEP = 1.25;

export type ZoomMode = 'fit' | number;

function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** Height the preview panel offers a card before it scrolls (the viewport's max-height). */
function availableHeight(): number {
  return typeof window === 'undefined' ? 600 : Math.max(240, window.innerHeight - 280);
}

/**
 * The preview's scale: fitted to the panel by default (to its width; cards are also kept
 * within the screen's height, letters scroll), true size ("100 %") on request, and steps of
 * 25 % either way. `zoom` 1 = true size on a 96-dpi CSS pixel grid.
 */
export function useSheetZoom(
  viewport: RefObject<HTMLElement | null>,
  sheet: { widthMm: number; heightMm: number; fitHeight: boolean },
) {
  const [mode, setMode] = useState<ZoomMode>('fit');
  const width = useElementWidth(viewport);
  const byWidth = width > 0 && sheet.widthMm > 0 ? (width - 2) / (sheet.widthMm * PX_PER_MM) : 1;
  const byHeight =
    sheet.fitHeight && sheet.heightMm > 0
      ? availableHeight() / (sheet.heightMm * PX_PER_MM)
      : Number.POSITIVE_INFINITY;
  const fit = Math.min(byWidth, byHeight);
  const zoom = mode === 'fit' ? fit : mode;
  const clamp = (value: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value));
  return {
    zoom,
    mode,
    pxPerMm: zoom * PX_PER_MM,
    fitToWidth: () => setMode('fit'),
    trueSize: () => setMode(1),
    zoomIn: () => setMode(clamp(zoom * STEP)),
    zoomOut: () => setMode(clamp(zoom / STEP)),
    canZoomIn: zoom < MAX_ZOOM,
    canZoomOut: zoom > MIN_ZOOM,
  };
}

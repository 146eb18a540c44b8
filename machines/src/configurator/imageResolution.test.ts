import { describe, expect, it } from 'vitest';
import { imagePrintSizeMm } from './canvasGeometry.ts';
import { assessImageResolution, effectiveDpi, minimumCropPixels } from './imageResolution.ts';
import { CANVASES } from './testing/fixtures.ts';

// A6 = 148 × 105 mm = 5.827 × 4.134 in.
const a6 = { widthMm: 148, heightMm: 105 };

describe('image resolution (spec §5)', () => {
  it.each([
    // pixels, expected verdict, DPI (floored)
    [{ widthPx: 1748, heightPx: 1240 }, 'keep', 299],
    [{ widthPx: 1749, heightPx: 1241 }, 'downscale', 300], // 300.2 DPI is above the maximum
    [{ widthPx: 875, heightPx: 621 }, 'keep', 150],
    [{ widthPx: 874, heightPx: 620 }, 'tooSmall', 149],
    [{ widthPx: 600, heightPx: 425 }, 'tooSmall', 102],
    [{ widthPx: 3500, heightPx: 2480 }, 'downscale', 599],
    // The weaker side decides (a crop taller than A6).
    [{ widthPx: 3500, heightPx: 700 }, 'keep', 169],
    [{ widthPx: 3500, heightPx: 600 }, 'tooSmall', 145],
  ] as const)('%j on A6 → %s', (pixels, verdict, dpi) => {
    const decision = assessImageResolution(pixels, a6);
    expect(decision.verdict).toBe(verdict);
    expect(decision.dpi).toBe(dpi);
  });

  it('refuses with the spec’s advice', () => {
    const decision = assessImageResolution({ widthPx: 600, heightPx: 425 }, a6);
    expect(decision).toMatchObject({ verdict: 'tooSmall', minDpi: 150 });
    if (decision.verdict === 'tooSmall')
      expect(decision.message).toBe(
        'Das Bild ist für diese Größe zu klein (102 dpi, mindestens 150 dpi). Bitte herauszoomen oder ein größeres Bild hochladen.',
      );
  });

  it('scales an oversized image down to 300 DPI as PNG, keeping the aspect ratio', () => {
    const decision = assessImageResolution({ widthPx: 3496, heightPx: 2480 }, a6);
    expect(decision).toEqual({
      verdict: 'downscale',
      dpi: 599,
      targetWidthPx: 1748,
      targetHeightPx: 1240,
      format: 'image/png',
    });
    if (decision.verdict === 'downscale')
      expect(
        effectiveDpi({ widthPx: decision.targetWidthPx, heightPx: decision.targetHeightPx }, a6),
      ).toBeCloseTo(300, 0);
  });

  it('gives the crop tool its zoom limit', () => {
    const min = minimumCropPixels(a6);
    expect(min).toEqual({ widthPx: 875, heightPx: 621 });
    expect(assessImageResolution(min, a6).verdict).toBe('keep');
  });

  it('knows the print size of each slot per canvas', () => {
    expect(imagePrintSizeMm(CANVASES.a6Postcard, 'outerBackground')).toEqual(a6);
    expect(imagePrintSizeMm(CANVASES.a6Folded, 'innerBackground')).toEqual({
      widthMm: 296,
      heightMm: 105,
    });
    expect(imagePrintSizeMm(CANVASES.a4Letter, 'outerBackground')).toBeNull();
    expect(imagePrintSizeMm(CANVASES.a4Letter, 'logo', 4)).toEqual({ widthMm: 60, heightMm: 15 });
    expect(imagePrintSizeMm(CANVASES.a4Letter, 'logo', 1)).toEqual({ widthMm: 16, heightMm: 16 });
  });
});

import { useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/useHydrated.ts';

export type FontFaceStatus = 'loading' | 'loaded' | 'error' | 'unsupported';

// One load per family and file for the whole session; a failed load may be tried again.
const loads = new Map<string, Promise<void>>();

function fontFaceSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.FontFace === 'function' &&
    typeof document !== 'undefined' &&
    'fonts' in document
  );
}

/** Loads a font file under `family` with the FontFace API and adds it to `document.fonts`. */
export function loadFontFace(family: string, url: string): Promise<void> {
  const key = `${family}\n${url}`;
  let load = loads.get(key);
  if (!load) {
    const face = new FontFace(family, `url(${JSON.stringify(url)})`, { display: 'swap' });
    load = face.load().then((loaded) => {
      document.fonts.add(loaded);
    });
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** A CSS font-family name that is safe to use for a CMS font (`fk-font-<slug>`). */
export function fontFamilyName(slug: string): string {
  return `fk-font-${slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`;
}

/**
 * Loads a web font from its URL; answers `'unsupported'` where the FontFace API is missing
 * (the text then shows in the fallback handwriting-like font) and without a URL.
 */
export function useFontFace(
  family: string,
  url: string | undefined,
  /** false: not yet wanted (e.g. not scrolled into view) — nothing is fetched, still 'loading'. */
  enabled = true,
): FontFaceStatus {
  // Not during hydration: the server cannot load fonts and rendered 'unsupported'.
  const hydrated = useHydrated();
  const supported = hydrated && fontFaceSupported() && Boolean(url);
  const key = `${family}\n${url ?? ''}`;
  const [result, setResult] = useState<{ key: string; status: FontFaceStatus } | null>(null);

  useEffect(() => {
    if (!supported || !url || !enabled) return;
    let active = true;
    loadFontFace(family, url).then(
      () => active && setResult({ key, status: 'loaded' }),
      () => active && setResult({ key, status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [family, url, key, supported, enabled]);

  if (!supported) return 'unsupported';
  if (!enabled) return 'loading';
  return result?.key === key ? result.status : 'loading';
}

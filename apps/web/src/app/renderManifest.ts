/// <reference types="node" />
import { readFileSync } from 'node:fs';

// The client build's manifest as the server render reads it (issue #13, #44): the CSS files
// a page links and the scripts it preloads. Split from renderOnServer.tsx.

/** The entry in the manifest: what it imports dynamically is the app (app/start.tsx). */
export const ENTRY = 'index.html';

export interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The client build's manifest; none (tests, a broken build): no stylesheet links. */
export function readManifest(url: URL | undefined): Manifest {
  if (!url) return {};
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * The manifest's key of a route module. Usually its source path; a lazy route whose module
 * Rollup merged with code its own lazy parts import back (the checkout's payment and review
 * steps) is a dynamic entry keyed by its chunk (`_checkout.route-….js`), found by its name —
 * without this the checkout was served without its CSS and preloads (issue #44).
 */
export function manifestKey(manifest: Manifest, file: string): string {
  if (manifest[file]) return file;
  const name = file.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  const named = Object.entries(manifest).filter(
    ([key, chunk]) => key.startsWith('_') && chunk.isDynamicEntry && chunk.name === name,
  );
  return named.length === 1 && named[0] ? named[0][0] : file;
}

/**
 * The JavaScript files of `keys` and everything they import statically, but not the entry
 * (its script tag loads it): modulepreload hints, so that the browser fetches the whole
 * graph at once instead of learning each level from the one before.
 */
export function scriptsOf(manifest: Manifest, keys: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>([ENTRY]);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The CSS files of `keys` and everything they import statically, in load order. */
export function cssOf(manifest: Manifest, keys: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!files.includes(css)) files.push(css);
  };
  keys.forEach(visit);
  return files;
}

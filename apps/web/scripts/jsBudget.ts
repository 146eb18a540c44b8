import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue #13: the JavaScript a browser must load before the first paint of `/` — the entry
// script of the built index.html, every file it imports statically (Vite's manifest) and
// every module preload the page names, gzip-compressed — may be at most 100 kB. Sizes of a
// build are deterministic, so this runs as the last step of `npm run build` (package.json)
// and fails the build; timings stay in `npm run bench -- web`.
//
// It also reports, without a limit of its own, the JavaScript that hydrates `/` after the
// paint (the app, the landing route and its texts), and fails when a package that the
// landing page must not load (swell-js: the store client) is in it.

export const BUDGET_BYTES = 100 * 1024;

/**
 * Source modules loaded to hydrate `/` after the paint, besides what the entry imports
 * dynamically (app/start.tsx with the layout): the route and its texts.
 */
export const LANDING_MODULES = [
  'src/features/landing/routes/landing.route.tsx',
  'src/locales/de/common.json',
  'src/features/landing/locales/de.json',
];

/**
 * Packages the landing page must not load at all (found by the chunks' source maps): the
 * store client, and React Router's development build (vite.config.ts aliases its
 * production build; the package's exports name only the development one).
 */
export const FORBIDDEN_ON_LANDING = [
  'node_modules/swell-js/',
  'node_modules/react-router/dist/development/',
];

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface SizedFile {
  file: string;
  gzipBytes: number;
}

export interface JsSet {
  files: SizedFile[];
  gzipBytes: number;
}

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`no Vite manifest at ${file} (build.manifest)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The scripts the page asks for before it paints: module entry scripts and module preloads. */
export function scriptsOfHtml(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => (match[1] as string).replace(/^\//, ''));
  return [...new Set(urls)];
}

/** `files` and every file they import statically, per the manifest (by output file name). */
export function withStaticImports(manifest: Manifest, files: string[]): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const result: string[] = [];
  const visit = (file: string) => {
    if (result.includes(file)) return;
    result.push(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  files.forEach(visit);
  return result;
}

function sized(dist: string, files: string[]): JsSet {
  const sizedFiles = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    }));
  return { files: sizedFiles, gzipBytes: sizedFiles.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** The JavaScript before the first paint of `/` (the built index.html and its imports). */
export function jsBeforeFirstPaint(dist: string): JsSet {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return sized(dist, withStaticImports(readManifest(dist), scriptsOfHtml(html)));
}

/** Everything loaded to hydrate `/`: the paint's set plus LANDING_MODULES with their imports. */
export function jsToHydrateLanding(dist: string, modules = LANDING_MODULES): JsSet {
  const manifest = readManifest(dist);
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const missing = modules.filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`not in the build's manifest: ${missing.join(', ')}`);
  // The entry's dynamic imports: the app (main.tsx imports only app/start.tsx).
  const app = (manifest['index.html']?.dynamicImports ?? []).map((key) => manifest[key]?.file);
  const roots = [
    ...scriptsOfHtml(html),
    ...app.filter((file): file is string => typeof file === 'string'),
    ...modules.map((key) => (manifest[key] as ManifestChunk).file),
  ];
  return sized(dist, withStaticImports(manifest, roots));
}

/** Forbidden packages per file, read from the hidden source maps (`<file>.map`). */
export function forbiddenSources(dist: string, set: JsSet, forbidden = FORBIDDEN_ON_LANDING) {
  const found: { file: string; source: string }[] = [];
  for (const { file } of set.files) {
    const mapFile = path.join(dist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
    for (const source of sources) {
      const hit = forbidden.find((part) => source.includes(part));
      if (hit) {
        found.push({ file, source: hit });
        break;
      }
    }
  }
  return found;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Prints the figures; answers whether the build is within the budget. */
export function checkBudget(dist: string, log: (line: string) => void = console.log): boolean {
  const paint = jsBeforeFirstPaint(dist);
  const hydrate = jsToHydrateLanding(dist);
  const forbidden = forbiddenSources(dist, hydrate);
  log(
    `[js budget] JavaScript before the first paint of / (gzip): ${kB(paint.gzipBytes)} of ${kB(BUDGET_BYTES)}`,
  );
  for (const f of paint.files) log(`[js budget]   ${f.file} ${kB(f.gzipBytes)}`);
  log(
    `[js budget] JavaScript to hydrate / after the paint (gzip, all files): ${kB(hydrate.gzipBytes)}`,
  );
  let ok = true;
  if (paint.gzipBytes > BUDGET_BYTES) {
    log(
      `[js budget] FAILED: ${kB(paint.gzipBytes)} before the first paint is over ${kB(BUDGET_BYTES)}`,
    );
    ok = false;
  }
  for (const { file, source } of forbidden) {
    log(`[js budget] FAILED: ${file} (loaded for /) contains ${source}`);
    ok = false;
  }
  return ok;
}

// `tsx scripts/jsBudget.ts [dist]` (the last step of the web build).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  if (!checkBudget(dist)) process.exit(1);
}

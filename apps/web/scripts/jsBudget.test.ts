import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BUDGET_BYTES,
  checkBudget,
  forbiddenSources,
  jsBeforeFirstPaint,
  jsToHydrateLanding,
  scriptsOfHtml,
  withStaticImports,
} from './jsBudget.ts';

// The budget check runs on every web build (package.json); here its counting is checked on
// small builds made up on the spot.

let dist = '';
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = '';
});

/** `bytes` bytes that gzip cannot shrink (a hash chain: the same for every run). */
function incompressible(bytes: number, seed = 1): Buffer {
  const parts: Buffer[] = [];
  let block = createHash('sha256').update(String(seed)).digest();
  for (let length = 0; length < bytes; length += block.length) {
    parts.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(parts).subarray(0, bytes);
}

function fakeBuild(files: Record<string, string | Buffer>, manifest: object, html: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fk-budget-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}

const HTML = `<html><head>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/pre.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><div id="root"><!--ssr-outlet--></div></body></html>`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['_app.js'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  '_pre.js': { file: 'assets/pre.js' },
  '_app.js': { file: 'assets/app.js', imports: ['_react.js', 'index.html'] },
  '_react.js': { file: 'assets/react.js' },
  'src/features/landing/routes/landing.route.tsx': {
    file: 'assets/landing.js',
    imports: ['_app.js'],
  },
  'src/locales/de/common.json': { file: 'assets/common.js' },
  'src/features/landing/locales/de.json': { file: 'assets/landingTexts.js' },
};

function standardBuild(sizes: { index?: number; react?: number } = {}) {
  const content = {
    'assets/index.js': incompressible(sizes.index ?? 2000, 1),
    'assets/shared.js': incompressible(1000, 2),
    'assets/pre.js': incompressible(500, 3),
    'assets/app.js': incompressible(3000, 4),
    'assets/react.js': incompressible(sizes.react ?? 4000, 5),
    'assets/landing.js': incompressible(700, 6),
    'assets/common.js': incompressible(300, 7),
    'assets/landingTexts.js': incompressible(300, 8),
    'assets/index.css': 'body{}',
  };
  dist = fakeBuild(content, MANIFEST, HTML);
  return content;
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

describe('the JS budget of the first paint', () => {
  it('reads the entry script and the module preloads from index.html', () => {
    expect(scriptsOfHtml(HTML)).toEqual(['assets/index.js', 'assets/pre.js']);
  });

  it('follows static imports, not dynamic ones', () => {
    expect(withStaticImports(MANIFEST, ['assets/index.js'])).toEqual([
      'assets/index.js',
      'assets/shared.js',
    ]);
  });

  it('counts the entry, its static imports and the preloads, gzip-compressed', () => {
    const content = standardBuild();
    const paint = jsBeforeFirstPaint(dist);
    expect(paint.files.map((f) => f.file)).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/pre.js',
    ]);
    expect(paint.gzipBytes).toBe(
      gz(content['assets/index.js']) +
        gz(content['assets/shared.js']) +
        gz(content['assets/pre.js']),
    );
  });

  it('adds the app, the landing route and its texts for the hydration figure', () => {
    standardBuild();
    expect(
      jsToHydrateLanding(dist)
        .files.map((f) => f.file)
        .sort(),
    ).toEqual(
      [
        'assets/app.js',
        'assets/common.js',
        'assets/index.js',
        'assets/landing.js',
        'assets/landingTexts.js',
        'assets/pre.js',
        'assets/react.js',
        'assets/shared.js',
      ].sort(),
    );
  });

  it('passes a build within the budget, however large the code loaded after the paint', () => {
    standardBuild({ react: 150 * 1024 });
    const lines: string[] = [];
    expect(checkBudget(dist, (line) => lines.push(line))).toBe(true);
    expect(lines[0]).toMatch(/before the first paint of \/ \(gzip\): \d+\.\d kB of 100\.0 kB/);
  });

  it('fails a build whose entry is over the budget', () => {
    standardBuild({ index: BUDGET_BYTES + 1 });
    const lines: string[] = [];
    expect(checkBudget(dist, (line) => lines.push(line))).toBe(false);
    expect(lines.join('\n')).toMatch(/FAILED: .* before the first paint is over 100\.0 kB/);
  });

  it("fails when React Router's development build is among the files loaded for /", () => {
    standardBuild();
    writeFileSync(
      path.join(dist, 'assets', 'app.js.map'),
      JSON.stringify({
        sources: ['../../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs'],
      }),
    );
    expect(forbiddenSources(dist, jsToHydrateLanding(dist))).toEqual([
      { file: 'assets/app.js', source: 'node_modules/react-router/dist/development/' },
    ]);
  });

  it('fails when swell-js is among the files loaded for /', () => {
    standardBuild();
    writeFileSync(
      path.join(dist, 'assets', 'app.js.map'),
      JSON.stringify({
        sources: ['../../src/app/start.tsx', '../../node_modules/swell-js/dist/api.mjs'],
      }),
    );
    const hydrate = jsToHydrateLanding(dist);
    expect(forbiddenSources(dist, hydrate)).toEqual([
      { file: 'assets/app.js', source: 'node_modules/swell-js/' },
    ]);
    expect(checkBudget(dist, () => {})).toBe(false);
  });
});

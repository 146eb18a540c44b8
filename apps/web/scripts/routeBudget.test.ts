import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRouteBudgets, fileOf, routeChunk, sharedFiles } from './routeBudget.ts';

// The route budgets run on every web build (package.json); here their counting is checked on
// a small build made up on the spot.

let dist = '';
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = '';
});

/** `bytes` bytes that gzip cannot shrink (the same for every run). */
function incompressible(bytes: number, seed: number): Buffer {
  const parts: Buffer[] = [];
  let block = createHash('sha256').update(String(seed)).digest();
  for (let length = 0; length < bytes; length += block.length) {
    parts.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(parts).subarray(0, bytes);
}

const FILES: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/start.js': 3000,
  'assets/react.js': 4000,
  'assets/route.js': 2000,
  'assets/store.js': 5000,
  'assets/later.js': 6000,
  'assets/layout.js': 700,
};

// The entry loads the app (start, react); the route imports the app's react and its own
// store statically and a later part dynamically; the layout route is a shared chunk without src.
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['_start.js'] },
  '_start.js': { file: 'assets/start.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_store.js': { file: 'assets/store.js' },
  'src/features/shop/routes/shop.route.tsx': {
    file: 'assets/route.js',
    src: 'src/features/shop/routes/shop.route.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_store.js', '_start.js', 'index.html'],
    dynamicImports: ['src/features/shop/Later.tsx'],
  },
  'src/features/shop/Later.tsx': { file: 'assets/later.js', imports: ['_store.js'] },
  '_layout.route-x.js': { file: 'assets/layout.js', name: 'layout.route', isDynamicEntry: true },
};

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fk-route-budget-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  Object.entries(FILES).forEach(([file, bytes], seed) =>
    writeFileSync(path.join(dir, file), incompressible(bytes, seed)),
  );
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

const gz = (file: string) =>
  gzipSync(incompressible(FILES[file] ?? 0, Object.keys(FILES).indexOf(file)), { level: 9 }).length;

const shop = 'src/features/shop/routes/shop.route.tsx';
const layout = 'src/features/shop/routes/layout.route.tsx';

describe('route budgets', () => {
  it('counts the route and its static imports, not the shared start nor later parts', () => {
    dist = fakeBuild();
    expect([...sharedFiles(MANIFEST)].sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/start.js',
    ]);
    const chunk = routeChunk(dist, MANIFEST, { path: '/shop', modules: [shop], budgetBytes: 1 });
    expect(chunk.files.map((f) => f.file)).toEqual(['assets/store.js', 'assets/route.js']);
    expect(chunk.gzipBytes).toBe(gz('assets/route.js') + gz('assets/store.js'));
  });

  it('finds a route module that became a shared chunk by its unique name', () => {
    expect(fileOf(MANIFEST, layout)).toBe('assets/layout.js');
    expect(() => fileOf(MANIFEST, 'src/features/shop/routes/gone.route.tsx')).toThrow(
      /not in the build's manifest/,
    );
  });

  it('fails a route over its budget and passes one within', () => {
    dist = fakeBuild();
    const size = gz('assets/route.js') + gz('assets/store.js') + gz('assets/layout.js');
    const lines: string[] = [];
    const budget = (budgetBytes: number) => [
      { path: '/shop', modules: [layout, shop], budgetBytes },
    ];
    expect(checkRouteBudgets(dist, (line) => lines.push(line), budget(size))).toBe(true);
    expect(checkRouteBudgets(dist, (line) => lines.push(line), budget(size - 1))).toBe(false);
    expect(lines[1]).toMatch(/FAILED \/shop/);
  });
});

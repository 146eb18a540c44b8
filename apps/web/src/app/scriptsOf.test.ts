import { describe, expect, it } from 'vitest';
import { manifestKey, prefetchedScripts, scriptsOf } from './renderOnServer.tsx';

const manifest = {
  'index.html': { file: 'assets/index.js', dynamicImports: ['_start.js'] },
  '_start.js': { file: 'assets/start.js', imports: ['_react.js', 'index.html'] },
  '_react.js': { file: 'assets/react.js' },
  'page.tsx': {
    file: 'assets/page.js',
    imports: ['_react.js', '_shared.js', 'index.html'],
    dynamicImports: ['_later.js'],
    css: ['assets/page.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_start.js'] },
  '_later.js': { file: 'assets/later.js' },
};

describe('scriptsOf (modulepreload hints of a server-rendered page)', () => {
  it('lists the whole static import graph once, without the entry or lazy imports', () => {
    expect(scriptsOf(manifest, ['_start.js', 'page.tsx'])).toEqual([
      'assets/start.js',
      'assets/react.js',
      'assets/page.js',
      'assets/shared.js',
    ]);
  });

  it('skips keys the build does not have', () => {
    expect(scriptsOf(manifest, ['missing.tsx'])).toEqual([]);
  });
});

describe('prefetchedScripts (the configurator ahead of /products and /)', () => {
  const built = {
    'index.html': { file: 'assets/index.js', dynamicImports: ['_start.js'] },
    '_start.js': { file: 'assets/start.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js' },
    'src/features/products/routes/products.route.tsx': {
      file: 'assets/products.route.js',
      imports: ['_shared.js'],
    },
    'src/features/landing/routes/landing.route.tsx': { file: 'assets/landing.route.js' },
    'src/features/mobile-notice/routes/desktopOnly.route.tsx': {
      file: 'assets/desktopOnly.route.js',
    },
    'src/features/configurator/routes/configurator.route.tsx': {
      file: 'assets/configurator.route.js',
      imports: ['_shared.js', '_react.js'],
    },
    'src/features/configurator/components/ConfiguratorPage.tsx': {
      file: 'assets/ConfiguratorPage.js',
    },
  };

  it('names the configurator’s scripts the page does not load itself', () => {
    expect(prefetchedScripts(built, '/products')).toEqual([
      'assets/desktopOnly.route.js',
      'assets/configurator.route.js',
      'assets/ConfiguratorPage.js',
    ]);
    expect(prefetchedScripts(built, '/')).toContain('assets/shared.js');
  });

  it('names nothing for the configurator itself or a page not rendered on the server', () => {
    expect(prefetchedScripts(built, '/configurator')).toEqual([]);
    expect(prefetchedScripts(built, '/checkout')).toEqual([]);
  });
});

describe('manifestKey (a route module in the manifest)', () => {
  it('finds a lazy route Rollup keyed by its chunk, by its name, and keeps source keys', () => {
    const built = {
      ...manifest,
      '_checkout.route-X1.js': {
        file: 'assets/checkout.route-X1.js',
        name: 'checkout.route',
        isDynamicEntry: true,
        css: ['assets/checkout.css'],
      },
    };
    expect(manifestKey(built, 'src/features/checkout/routes/checkout.route.tsx')).toBe(
      '_checkout.route-X1.js',
    );
    expect(manifestKey(built, 'page.tsx')).toBe('page.tsx');
    expect(manifestKey(built, 'src/unknown.route.tsx')).toBe('src/unknown.route.tsx');
  });
});

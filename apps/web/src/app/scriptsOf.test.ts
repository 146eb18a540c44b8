import { describe, expect, it } from 'vitest';
import { scriptsOf } from './renderOnServer.tsx';

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

import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The German postcode data is a chunk of its own that the configurator fetches on demand
// (issue 42): its budget is 300 kB gzip, measured as the browser gets it (minified).

const BUDGET_BYTES = 300 * 1024;

describe('postcode data chunk', () => {
  it('stays within 300 kB gzip', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./dePostcodeData.ts', import.meta.url))],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
    });
    const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
    expect(bytes.length).toBeGreaterThan(50_000); // the data is there
    expect(gzipSync(bytes, { level: 9 }).length).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('is loaded by a dynamic import only', async () => {
    // Nothing but the loader imports the data module, and it imports it dynamically: a
    // static import would pull the data into the configurator's first chunk.
    const { readFile, readdir } = await import('node:fs/promises');
    const dir = fileURLToPath(new URL('.', import.meta.url));
    for (const file of await readdir(dir)) {
      if (!file.endsWith('.ts') || file === 'dePostcodeData.ts') continue;
      const text = await readFile(`${dir}/${file}`, 'utf8');
      expect(text, file).not.toMatch(/^import[^;]*dePostcodeData/m);
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createFakeCms, FAKE_CMS_URL } from '../lib/cms/testing/fakeCms.ts';
import { PAGE_SCRIPTS_ID } from '../lib/pageScripts.ts';
import { SERVER_RENDER_APP_CONFIG } from '../test/serverRenderKit.ts';
import { renderOnServer } from './renderOnServer.tsx';

// Issue #44: fetched with the HTML, a page's app and route chunks held its first paint back
// on a phone (LCP 2.4–3.6 s); the server names them for after the paint instead.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fk-manifest-'));
const manifestFile = path.join(dir, 'manifest.json');
fs.writeFileSync(
  manifestFile,
  JSON.stringify({
    'index.html': { file: 'assets/index.js', dynamicImports: ['src/app/start.tsx'] },
    'src/app/start.tsx': { file: 'assets/start.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/features/products/routes/products.route.tsx': {
      file: 'assets/products.route.js',
      imports: ['_react.js'],
    },
    'src/features/auth/routes/signin.route.tsx': {
      file: 'assets/signin.route.js',
      imports: ['_react.js'],
      css: ['assets/signin.css'],
    },
  }),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function headOf(url: string) {
  const cms = createFakeCms({});
  const result = await renderOnServer(
    {
      url,
      consent: 'restricted',
      appConfig: SERVER_RENDER_APP_CONFIG,
      cmsFetch: async (p) => (await cms.fetch(`${FAKE_CMS_URL}${p}`)).json(),
    },
    { manifestUrl: pathToFileURL(manifestFile) },
  );
  return result?.head ?? '';
}

describe('a server-rendered page names its scripts for after the paint', () => {
  it('/signin: its CSS in the head, no modulepreload, the app and route chunks in the data block', async () => {
    const head = await headOf('/signin');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/signin.css">');
    expect(head).not.toContain('modulepreload');
    const block = new RegExp(
      `<script type="application/json" id="${PAGE_SCRIPTS_ID}">(.*?)</script>`,
    ).exec(head);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual([
      'assets/start.js',
      'assets/react.js',
      'assets/signin.route.js',
    ]);
  });

  it('/products: its route chunk named with the app, so the route import finds it hinted', async () => {
    const head = await headOf('/products');
    expect(head).not.toContain('modulepreload');
    const block = new RegExp(
      `<script type="application/json" id="${PAGE_SCRIPTS_ID}">(.*?)</script>`,
    ).exec(head);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(
      expect.arrayContaining(['assets/start.js', 'assets/react.js', 'assets/products.route.js']),
    );
  });
});

// The machine visualizer (issue #14) is only in builds with MACHINE_INSPECTOR=on, and the
// stack serves the normal build (apps/web/dist, without it). Its browser test builds the
// web app once more with the flag into a folder of its own and has the browser load pages
// and assets from there; API, CMS and store requests still go to the running stack.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { webDir } from '../../scripts/lib/paths.ts';

export interface InspectorBuild {
  dir: string;
  remove: () => void;
}

/**
 * `vite build` with MACHINE_INSPECTOR=on into a temporary folder (about a minute), or the
 * folder named by E2E_INSPECTOR_DIST when it already holds such a build (repeated runs).
 */
export async function buildWithInspector(): Promise<InspectorBuild> {
  const given = process.env.E2E_INSPECTOR_DIST;
  if (given && existsSync(path.join(given, 'index.html'))) return { dir: given, remove: () => {} };
  const dir = given ?? mkdtempSync(path.join(tmpdir(), 'federkiel-inspector-dist-'));
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir'], {
      cwd: webDir,
      env: { ...process.env, MACHINE_INSPECTOR: 'on' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${errors}`)),
    );
  });
  return { dir, remove: () => (given ? undefined : rmSync(dir, { recursive: true, force: true })) };
}

/** Pages and /assets/* of the context come from `dir`; everything else from the stack. */
export async function serveBuild(context: BrowserContext, baseURL: string, dir: string) {
  const origin = new URL(baseURL).origin;
  const indexHtml = readFileSync(path.join(dir, 'index.html'));
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      const request = route.request();
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'document') {
        // The stack's answer for its headers (the Content-Security-Policy above all).
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-length'];
        delete headers['content-encoding'];
        headers['content-type'] = 'text/html; charset=utf-8';
        return route.fulfill({ status: response.status(), headers, body: indexHtml });
      }
      if (pathname.startsWith('/assets/')) {
        const file = path.join(dir, pathname);
        if (existsSync(file)) return route.fulfill({ path: file });
      }
      return route.continue();
    },
  );
}

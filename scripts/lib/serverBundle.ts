import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { repoRoot, serverDir } from './paths.ts';

// The server as `npm start` runs it (docs/operations.md, „Server-Bundle“): one JavaScript file,
// apps/server/dist/main.mjs, bundled by esbuild from apps/server/src/main.ts and the
// workspace's TypeScript (@federkiel/machines); every npm package stays an import of its own.
// Running the TypeScript through tsx instead kept a module-hooks thread with an isolate of its
// own in the server process: 38 MB of the 300 MB the production ZIP may take (issue 38,
// docs/pen-fonts.md „Sixth round“). `npm run dev` and the tests still run the sources.

export const serverBundle = path.join(serverDir, 'dist', 'main.mjs');

/**
 * Each module's `import.meta.url` stays its source file's URL, so paths the server finds next
 * to its sources (the repository root, the drawing threads' entry, packages resolved from
 * there) are the same bundled or not.
 */
const sourceUrls: Plugin = {
  name: 'source-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
        loader: 'ts',
      };
    });
  },
};

/** A bare import of an npm package (not a workspace's, not a relative path or `node:`). */
const npmPackages: Plugin = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@federkiel/') ? undefined : { path: specifier, external: true },
    );
  },
};

/** Writes apps/server/dist/main.mjs (and its source map). */
export async function buildServerBundle(): Promise<void> {
  await build({
    entryPoints: [path.join(serverDir, 'src', 'main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    sourcesContent: false,
    sourceRoot: repoRoot,
    plugins: [sourceUrls, npmPackages],
    logLevel: 'warning',
  });
}

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// Everything the browser asks the shop server for goes through the dev proxy, so the
// dev build talks to the same origin as production (see docs/foundation.md).
const SERVER = 'http://localhost:8080';
const proxied = ['/api', '/vault', '/swell', '/content', '/healthz', '/app-config.json'];

// React Router's package exports name only its development build (dev warnings on, extra
// checks per render); its production build sits next to it. The browser bundle takes that
// one — both entry points, so the app keeps a single router (issue #13).
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  define: {
    // Issue #14: the machine visualizer (/dev/machines) is in dev always, in a production build
    // only with MACHINE_INSPECTOR=on; otherwise the literal `false` makes its route and the
    // actors' inspection bridge dead code, left out of the bundle (docs/visualizer.md).
    'import.meta.env.MACHINE_INSPECTOR': JSON.stringify(
      command === 'serve' || process.env.MACHINE_INSPECTOR === 'on',
    ),
  },
  resolve: { alias: command === 'build' && !isSsrBuild ? productionRouter : [] },
  plugins: [
    react(),
    // Issue #13: every text file of the build also as .br and .gz, made once here at the
    // highest levels, served by the shop server by negotiation (@fastify/static preCompressed).
    // Not for the server-rendering bundle: the server process reads it, browsers never get it.
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
        threshold: 512,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: SERVER, changeOrigin: false }]),
    ),
  },
  preview: {
    port: 4173,
  },
  // Issue #13: `npm run build` also runs `vite build --ssr src/entry-server.tsx --outDir
  // dist/server` (package.json): the server renders `/` and `/products` with it. Packages stay
  // external there (Node loads them from node_modules); the machines workspace is bundled.
  build: isSsrBuild
    ? { sourcemap: true, assetsInlineLimit: 0, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        assetsDir: 'assets',
        // Maps are written (to decode reported stack traces) but not linked from the bundles.
        sourcemap: 'hidden',
        // dist/.vite/manifest.json: which CSS a server-rendered page links (entry-server.tsx)
        // and which files the JS budget counts (scripts/jsBudget.ts).
        manifest: true,
        rollupOptions: {
          output: {
            // React and the router change less often than the app: their own chunk stays cached
            // across deploys. Everything else is split by Vite along the lazy routes, so the
            // configurator's libraries (opentype.js, cropping, spreadsheets) load only there.
            manualChunks(id) {
              if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) {
                return 'react';
              }
              return undefined;
            },
          },
        },
        // The server's CSP allows images and fonts only from 'self' and the CMS: never
        // inline assets as data: URLs, keep every asset a real file under assets/.
        assetsInlineLimit: 0,
      },
}));

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readManifest, withStaticImports, type Manifest } from './jsBudget.ts';

// Issue #44: each route's first chunk — the lazy route modules a page needs (its layouts and
// its screen) and every file they import statically — has a budget in gzip bytes. The app's
// shared start (the entry script and app/start.tsx with what they import) is not counted
// here: jsBudget.ts holds the JavaScript before the first paint, and every route pays the
// shared start alike. What a route loads later (React.lazy, dynamic import on intent or when
// idle) is not in its first chunk. Sizes of a build are deterministic: this runs as a step
// of `npm run build` (package.json) and fails the build; the figures are in docs/web.md.

const KB = 1024;

export interface RouteBudget {
  /** The page, as in the router (`app/router.tsx`). */
  path: string;
  /** Its lazy route modules from the outer layout in, as the manifest names them. */
  modules: string[];
  /** At most this many gzip bytes. */
  budgetBytes: number;
}

const route = (name: string) => `src/features/${name}.route.tsx`;
const signedIn = [route('auth/routes/signedInOnly'), route('profile/routes/profile')];
const staff = [route('dashboard/routes/layout')];

/** The spec's routes (issue #44) and their budgets: a little above the build that split them. */
export const ROUTE_BUDGETS: RouteBudget[] = [
  { path: '/', modules: [route('landing/routes/landing')], budgetBytes: 12 * KB },
  { path: '/products', modules: [route('products/routes/products')], budgetBytes: 10 * KB },
  {
    path: '/configurator',
    modules: [route('mobile-notice/routes/desktopOnly'), route('configurator/routes/configurator')],
    budgetBytes: 4 * KB,
  },
  { path: '/cart', modules: [route('cart/routes/cart')], budgetBytes: 18 * KB },
  { path: '/checkout', modules: [route('checkout/routes/checkout')], budgetBytes: 48 * KB },
  { path: '/signin', modules: [route('auth/routes/signin')], budgetBytes: 12 * KB },
  { path: '/signup', modules: [route('auth/routes/signup')], budgetBytes: 13 * KB },
  { path: '/contact', modules: [route('contact/routes/contact')], budgetBytes: 38 * KB },
  {
    path: '/profile/orders',
    modules: [...signedIn, route('orders/routes/orderHistory')],
    budgetBytes: 13 * KB,
  },
  { path: '/dashboard/login', modules: [route('dashboard/routes/login')], budgetBytes: 8 * KB },
  {
    path: '/dashboard',
    modules: [...staff, route('dashboard/routes/overview')],
    budgetBytes: 41 * KB,
  },
  {
    path: '/dashboard/orders',
    modules: [...staff, route('dashboard/routes/orders')],
    budgetBytes: 45 * KB,
  },
  {
    path: '/dashboard/wunderlinks',
    modules: [...staff, route('dashboard/routes/wunderlinks')],
    budgetBytes: 50 * KB,
  },
  {
    path: '/dashboard/staff',
    modules: [...staff, route('dashboard/routes/staff')],
    budgetBytes: 43 * KB,
  },
  {
    path: '/dashboard/invoices',
    modules: [...staff, route('dashboard/invoices/invoices')],
    budgetBytes: 41 * KB,
  },
  {
    path: '/dashboard/shipping',
    modules: [...staff, route('dashboard/shipping/shipping')],
    budgetBytes: 42 * KB,
  },
];

/** The shared start: the entry (index.html) and its dynamic imports (the app), with imports. */
export function sharedFiles(manifest: Manifest): Set<string> {
  const entry = manifest['index.html'];
  if (!entry) throw new Error("the build's manifest has no index.html entry");
  const app = (entry.dynamicImports ?? []).flatMap((key) => manifest[key]?.file ?? []);
  return new Set(withStaticImports(manifest, [entry.file, ...app]));
}

export interface RouteChunk {
  path: string;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  budgetBytes: number;
}

/**
 * The output file of a source module. A module that parts loaded later import from (a route
 * whose later parts use its state) becomes a shared chunk, which the manifest keys by its file
 * (`_checkout.route-….js`) without `src`: then found by its name, if that is unique.
 */
export function fileOf(manifest: Manifest, module: string): string {
  const direct = manifest[module];
  if (direct) return direct.file;
  const name = path.basename(module).replace(/\.[jt]sx?$/, '');
  const named = Object.entries(manifest).filter(
    ([key, chunk]) => key.startsWith('_') && chunk.name === name && chunk.file.endsWith('.js'),
  );
  if (named.length === 1 && named[0]) return named[0][1].file;
  throw new Error(`not in the build's manifest: ${module}`);
}

/** A route's first chunk: its modules' files and their static imports, minus the shared start. */
export function routeChunk(dist: string, manifest: Manifest, budget: RouteBudget): RouteChunk {
  const shared = sharedFiles(manifest);
  const roots = budget.modules.map((module) => fileOf(manifest, module));
  const files = withStaticImports(manifest, roots)
    .filter((file) => file.endsWith('.js') && !shared.has(file))
    .map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return { path: budget.path, files, gzipBytes, budgetBytes: budget.budgetBytes };
}

const kB = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Prints each route's first chunk next to its budget; answers whether all are within. */
export function checkRouteBudgets(
  dist: string,
  log: (line: string) => void = console.log,
  budgets = ROUTE_BUDGETS,
): boolean {
  const manifest = readManifest(dist);
  let ok = true;
  for (const budget of budgets) {
    const chunk = routeChunk(dist, manifest, budget);
    const within = chunk.gzipBytes <= chunk.budgetBytes;
    const largest = chunk.files
      .slice(0, 3)
      .map((f) => `${path.basename(f.file)} ${kB(f.gzipBytes)}`)
      .join(', ');
    log(
      `[route budget] ${within ? 'ok' : 'FAILED'} ${chunk.path.padEnd(24)} ${kB(chunk.gzipBytes).padStart(9)} of ${kB(chunk.budgetBytes)} (largest: ${largest})`,
    );
    if (!within) ok = false;
  }
  return ok;
}

// `tsx scripts/routeBudget.ts [dist]` (a step of the web build).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  if (!checkRouteBudgets(dist)) process.exit(1);
}

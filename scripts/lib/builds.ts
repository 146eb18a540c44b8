import path from 'node:path';
import { cmsDir, repoRoot, webDir } from './paths.ts';
import { isBuildCurrent, stampBuild } from './fingerprint.ts';
import { run } from './run.ts';
import { buildServerBundle, serverBundle } from './serverBundle.ts';

interface BuildTarget {
  name: string;
  inputs: string[];
  output: string;
  stamp: string;
  /** Settings from the environment that change the output, so a change rebuilds too. */
  settings?: () => string;
  build: () => Promise<void>;
}

export const buildTargets: BuildTarget[] = [
  {
    name: 'Shop (apps/web)',
    inputs: [
      path.join(webDir, 'src'),
      path.join(webDir, 'public'),
      path.join(webDir, 'index.html'),
      path.join(webDir, 'vite.config.ts'),
      // The JS budget check that ends the web build (issue #13).
      path.join(webDir, 'scripts'),
      path.join(webDir, 'package.json'),
      path.join(repoRoot, 'machines', 'src'),
      // Its `sideEffects: false` decides what the routes' chunks carry (issue #44).
      path.join(repoRoot, 'machines', 'package.json'),
    ],
    // Written last (after index.html): a build without it is not complete.
    output: path.join(webDir, 'dist', 'server', 'entry-server.js'),
    stamp: path.join(webDir, 'dist', '.fingerprint'),
    // The machine visualizer is in the build only with MACHINE_INSPECTOR=on (issue #14).
    settings: () => (process.env.MACHINE_INSPECTOR === 'on' ? 'MACHINE_INSPECTOR=on' : ''),
    // Client build, server-rendering build (dist/server/entry-server.js) and the JS budget
    // check (apps/web/package.json); one fingerprint covers all three.
    build: () => run('npm', ['run', 'build', '--workspace', '@federkiel/web'], { cwd: repoRoot }),
  },
  {
    // One JavaScript file instead of the TypeScript through tsx (serverBundle.ts).
    name: 'Server (apps/server)',
    inputs: [
      path.join(repoRoot, 'apps', 'server', 'src'),
      path.join(repoRoot, 'apps', 'server', 'package.json'),
      path.join(repoRoot, 'machines', 'src'),
      path.join(repoRoot, 'machines', 'package.json'),
      path.join(repoRoot, 'scripts', 'lib', 'serverBundle.ts'),
    ],
    output: serverBundle,
    stamp: path.join(repoRoot, 'apps', 'server', 'dist', '.fingerprint'),
    build: buildServerBundle,
  },
  {
    name: 'CMS (Strapi admin and server)',
    inputs: [
      path.join(cmsDir, 'src'),
      path.join(cmsDir, 'config'),
      path.join(cmsDir, 'package.json'),
      path.join(cmsDir, 'tsconfig.json'),
    ],
    output: path.join(cmsDir, 'dist', 'src', 'index.js'),
    stamp: path.join(cmsDir, 'dist', '.fingerprint'),
    build: () =>
      run('npm', ['run', 'build'], {
        cwd: cmsDir,
        env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
      }),
  },
];

/** Builds every target whose inputs changed since its last build (or that was never built). */
export async function buildWhatIsMissing(
  options: { force?: boolean; only?: BuildTarget[] } = {},
): Promise<string[]> {
  const built: string[] = [];
  for (const target of options.only ?? buildTargets) {
    if (
      !options.force &&
      isBuildCurrent(target.stamp, target.inputs, target.output, target.settings?.())
    )
      continue;
    console.log(`[federkiel] building ${target.name} …`);
    const started = Date.now();
    await target.build();
    stampBuild(target.stamp, target.inputs, target.settings?.());
    console.log(
      `[federkiel] ${target.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    built.push(target.name);
  }
  return built;
}

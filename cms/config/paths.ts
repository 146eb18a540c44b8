import path from 'node:path';
import fs from 'node:fs';

/**
 * The CMS project root (the folder with package.json).
 * Config files run compiled from `dist/config/`, so `__dirname` alone would point into
 * `dist/`, which `strapi build` wipes. Walk up until the package.json is found.
 */
export function cmsRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 5; i += 1) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/** Resolve a path given in the environment: absolute stays, relative is taken from the CMS root. */
export function fromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(cmsRoot(), p);
}

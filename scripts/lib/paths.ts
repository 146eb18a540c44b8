import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(repoRoot, 'cms');
export const webDir = path.join(repoRoot, 'apps', 'web');
export const serverDir = path.join(repoRoot, 'apps', 'server');
export const envFile = path.join(repoRoot, '.env');

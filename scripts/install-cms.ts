// The CMS keeps its own dependency tree (Strapi's admin needs React 18, the shop uses React 19),
// so the root install installs it as a second npm project.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/paths.ts';

const cmsDir = path.join(repoRoot, 'cms');
if (
  process.env.FEDERKIEL_SKIP_CMS_INSTALL === '1' ||
  !existsSync(path.join(cmsDir, 'package.json'))
) {
  process.exit(0);
}
const isCi = process.env.npm_command === 'ci' || process.env.CI === 'true';
const hasLock = existsSync(path.join(cmsDir, 'package-lock.json'));
const args = isCi && hasLock ? ['ci'] : ['install'];
console.log(`[federkiel] installing the CMS (npm ${args.join(' ')} in cms/) …`);
const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], {
  cwd: cmsDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

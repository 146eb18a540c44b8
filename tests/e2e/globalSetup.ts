// Starts the real stack (built Strapi + server) on free ports with throw-away databases, so
// the browser tests never touch the developer's data.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { startStack } from '../../scripts/lib/stack.ts';
import { throwAwayStackEnv } from '../../scripts/lib/throwAwayStack.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { dataDir, port, cmsPort, secrets, env } = await throwAwayStackEnv('e2e');
  console.log(`[e2e] starting the stack (shop :${port}, cms :${cmsPort}) …`);
  const started = Date.now();
  const stack = await startStack({
    env,
    port,
    cmsPort,
    output: {
      kind: 'files',
      dir: path.join(
        process.env.E2E_RESULTS_DIR ?? path.join(repoRoot, 'var', 'test-results'),
        'stack-logs',
      ),
    },
  });
  console.log(`[e2e] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.env.E2E_BASE_URL = stack.shopUrl;
  process.env.E2E_CMS_URL = stack.cmsUrl;
  process.env.E2E_OUTBOX_DIR = env.OUTBOX_DIR;
  process.env.E2E_ADMIN_KEY = secrets.ADMIN_KEY;
  process.env.E2E_CMS_EDITOR_EMAIL = secrets.CMS_ADMIN_EMAIL;
  process.env.E2E_CMS_EDITOR_PASSWORD = secrets.CMS_ADMIN_PASSWORD;
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

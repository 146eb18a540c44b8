// Starts the real stack (built Strapi + server) on free ports with throw-away databases, so
// the browser tests never touch the developer's data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatedDefaults } from '../../scripts/lib/dotenv.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { startStack } from '../../scripts/lib/stack.ts';
import { freePort } from '../support/freePort.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'federkiel-e2e-'));
  const [port, cmsPort] = [await freePort(), await freePort()];
  const secrets = generatedDefaults();
  const env: Record<string, string | undefined> = {
    ...process.env,
    ...secrets,
    PUBLIC_URL: `http://localhost:${port}`,
    CMS_URL: `http://localhost:${cmsPort}`,
    SQLITE_FILE: path.join(dataDir, 'federkiel.db'),
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    CMS_DATABASE_CLIENT: 'sqlite',
    CMS_DATABASE_FILENAME: path.join(dataDir, 'cms.db'),
    CMS_PUBLIC_DIR: path.join(dataDir, 'cms-public'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.CMS_DATABASE_URL;
  delete env.SMTP_URL;
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

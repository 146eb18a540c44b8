import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/freePort.ts';
import { generatedDefaults } from './dotenv.ts';

/**
 * The environment of a stack that touches none of the developer's data: fresh secrets, free
 * ports, SQLite files and media in a new temporary folder (the browser tests and the web
 * bench). Remove `dataDir` when done.
 */
export async function throwAwayStackEnv(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `federkiel-${name}-`));
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
  // A developer's PostgreSQL or SMTP settings must not leak into a throw-away stack.
  delete env.DATABASE_URL;
  delete env.CMS_DATABASE_URL;
  delete env.SMTP_URL;
  return { dataDir, port, cmsPort, secrets, env };
}

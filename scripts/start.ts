// `npm start`: the whole shop on one machine. First run writes `.env`, builds, seeds; later runs
// reuse all of it. Ctrl-C stops both processes.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildWhatIsMissing } from './lib/builds.ts';
import { ensureEnvFile } from './lib/dotenv.ts';
import { cmsDir, envFile, repoRoot } from './lib/paths.ts';
import { startStack } from './lib/stack.ts';

const startedAt = Date.now();
const dotenv = ensureEnvFile(envFile);
if (dotenv.created) console.log('[federkiel] wrote .env with fresh secrets for this installation');
else if (dotenv.added.length) console.log(`[federkiel] added to .env: ${dotenv.added.join(', ')}`);

// The environment wins over .env; builds and both processes see the merged values.
for (const [key, value] of Object.entries(dotenv.values)) process.env[key] ??= value;
const env: Record<string, string | undefined> = { ...process.env };
const port = Number(env.PORT ?? 8080);
const cmsPort = Number(env.CMS_PORT ?? 1337);
env.PUBLIC_URL ??= `http://localhost:${port}`;
env.CMS_URL ??= `http://localhost:${cmsPort}`;
// SERVER_PROCESSES > 1: the server forks that many processes itself (docs/operations.md).
const serverProcesses = Number(env.SERVER_PROCESSES ?? 1);

mkdirSync(path.join(repoRoot, 'var'), { recursive: true });
mkdirSync(path.join(cmsDir, 'public', 'uploads'), { recursive: true });

try {
  await buildWhatIsMissing();
  const stack = await startStack({ env, port, cmsPort, output: { kind: 'console' } });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`
  ✒  Federkiel läuft (gestartet in ${seconds} s)

     Shop:            ${stack.shopUrl}${serverProcesses > 1 ? `   (${serverProcesses} Server-Prozesse)` : ''}
     Dashboard:       ${stack.shopUrl}/dashboard/login   Admin-Schlüssel: ${env.ADMIN_KEY}
     CMS (Redaktion): ${stack.cmsUrl}/admin   ${env.CMS_ADMIN_EMAIL} / ${env.CMS_ADMIN_PASSWORD}

     Logins stehen in .env (Super-Admin für Entwickler: CMS_SUPERADMIN_EMAIL). Beenden mit Strg+C.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[federkiel] stopping …');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  const crashed = await stack.firstExit;
  if (!stopping) {
    console.error(`[federkiel] ${crashed} stopped unexpectedly; stopping the rest.`);
    await stack.stop();
    process.exit(1);
  }
} catch (error) {
  console.error(
    `[federkiel] start failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

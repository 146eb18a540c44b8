// `npm run dev`: Strapi and the server as `npm start` runs them, plus Vite's dev server on 5173
// with hot reload (it proxies the API paths to the server).
import path from 'node:path';
import { buildTargets, buildWhatIsMissing } from './lib/builds.ts';
import { ensureEnvFile } from './lib/dotenv.ts';
import { envFile, repoRoot } from './lib/paths.ts';
import { run } from './lib/run.ts';
import { startStack } from './lib/stack.ts';

for (const [key, value] of Object.entries(ensureEnvFile(envFile).values))
  process.env[key] ??= value;
const env: Record<string, string | undefined> = { ...process.env };
const port = Number(env.PORT ?? 8080);
const cmsPort = Number(env.CMS_PORT ?? 1337);
// The browser runs on Vite's origin in development; links and CORS must name it.
env.PUBLIC_URL ??= 'http://localhost:5173';
env.CMS_URL ??= `http://localhost:${cmsPort}`;

// Strapi runs from its build; the shop itself is served by Vite, so only the CMS is built here.
await buildWhatIsMissing({ only: buildTargets.filter((t) => t.name.startsWith('CMS')) });
// The server from its sources: a change shows at the next start without a bundle step.
const stack = await startStack({
  env,
  port,
  cmsPort,
  output: { kind: 'console' },
  server: 'sources',
});
console.log(
  '\n  Entwicklung: http://localhost:5173 (Vite)  ·  Server: http://localhost:%d\n',
  port,
);
const stopAll = () => void stack.stop().then(() => process.exit(0));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
await run('npm', ['run', 'dev', '--workspace', '@federkiel/web'], {
  cwd: path.join(repoRoot),
}).catch(() => undefined);
await stack.stop();

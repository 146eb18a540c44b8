import crypto from 'node:crypto';

// Config files may be evaluated more than once per process (e.g. during `strapi build`); keep the
// generated fallbacks on globalThis so every evaluation sees the same value and warns once.
const holder = globalThis as typeof globalThis & { __federkielSecrets?: Map<string, string> };
const generated = (holder.__federkielSecrets ??= new Map<string, string>());

/**
 * Secrets come from the environment (the root start script writes them into `.env` and
 * passes them on). When one is missing — a bare `npm run develop` in cms/ — a random value
 * for this process is used and a warning printed, instead of crashing. Sessions and API
 * tokens then do not survive a restart, so real deployments must set them.
 */
export function secret(env: (key: string) => string | undefined, key: string): string {
  const value = env(key);
  if (value) return value;
  let fallback = generated.get(key);
  if (!fallback) {
    fallback = crypto.randomBytes(16).toString('base64');
    generated.set(key, fallback);
    // eslint-disable-next-line no-console
    console.warn(`[federkiel-cms] ${key} is not set; using a random value for this process only.`);
  }
  return fallback;
}

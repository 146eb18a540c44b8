import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

const secret = (bytes = 16) => randomBytes(bytes).toString('base64');
const token = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** Values generated fresh for every installation; nothing secret is ever committed. */
export function generatedDefaults(): Record<string, string> {
  return {
    ADMIN_KEY: token(24),
    STORE_ID: 'federkiel',
    STORE_PUBLIC_KEY: `pk_${token(18)}`,
    // Demo coupons (WILLKOMMEN10, …) for trying the shop out; `false` for a live shop.
    DEMO_PROMOTIONS: 'true',
    // Origins besides PUBLIC_URL whose pages may call the store API and read the CMS (CORS),
    // comma-separated, e.g. `https://federkiel.de`; empty = only PUBLIC_URL (docs/server.md).
    CORS_EXTRA_ORIGINS: '',
    CMS_ADMIN_EMAIL: 'redaktion@federkiel.local',
    // Strapi wants 8+ characters with lower, upper case and a digit.
    CMS_ADMIN_PASSWORD: `Fk-${token(9)}a1A`,
    // The developers' Super Admin (the login above is the editors' „Redaktion“ role).
    CMS_SUPERADMIN_EMAIL: 'entwicklung@federkiel.local',
    CMS_SUPERADMIN_PASSWORD: `Fk-${token(9)}b2B`,
    // Signs the CMS's preview links; the shop's server checks them (docs/cms.md, Vorschau).
    CMS_PREVIEW_SECRET: secret(24),
    // The CMS's webhook sends it; the shop's server then renews its copy of the CMS content.
    CMS_WEBHOOK_SECRET: token(24),
    APP_KEYS: [secret(), secret(), secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}

export interface EnsureEnvResult {
  values: Record<string, string>;
  created: boolean;
  added: string[];
}

/**
 * Creates `.env` with fresh secrets on the first run; on later runs only appends keys that a
 * newer version needs, so existing secrets (and the sessions signed with them) survive.
 */
export function ensureEnvFile(file: string): EnsureEnvResult {
  const created = !existsSync(file);
  const text = created ? '' : readFileSync(file, 'utf8');
  const current = parseEnv(text) as Record<string, string>;
  const missing = Object.entries(generatedDefaults()).filter(([key]) => !(key in current));
  if (missing.length > 0) {
    const header = created
      ? '# Written by `npm start` on first run. Secrets for this installation only — never commit.\n'
      : '';
    const lines = missing.map(([key, value]) => `${key}=${value}`).join('\n');
    const separator = text === '' || text.endsWith('\n') ? '' : '\n';
    writeFileSync(file, `${text}${separator}${header}${lines}\n`, { mode: 0o600 });
  }
  return {
    values: { ...Object.fromEntries(missing), ...current },
    created,
    added: missing.map(([key]) => key),
  };
}

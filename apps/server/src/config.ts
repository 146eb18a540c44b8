import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

// The server's whole configuration, read once from the environment at start.
// `loadConfig` is pure (env in, config out) so tests can build any configuration
// without touching process.env.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const PAYMENT_GATEWAYS = ['sandbox'] as const;

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  /** poolSize: connections per server process (DATABASE_POOL_SIZE, docs/operations.md). */
  | { kind: 'postgres'; url: string; poolSize: number };

export interface ServerConfig {
  isProduction: boolean;
  /** Write the demo coupons and gift cards at start (DEMO_PROMOTIONS). */
  demoPromotions: boolean;
  port: number;
  host: string;
  /** Origin the shop is reached at, without a trailing slash (links in e-mails). */
  publicUrl: string;
  /**
   * The origins whose browser pages may call the store API cross-origin (CORS): the origin
   * of PUBLIC_URL, then those in CORS_EXTRA_ORIGINS.
   */
  corsOrigins: string[];
  /** Strapi's base URL without a trailing slash, as the browser reaches it. */
  cmsUrl: string;
  /** `scheme://host[:port]` of cmsUrl, for the CSP. */
  cmsOrigin: string;
  /** Checks the CMS's preview links (CMS_PREVIEW_SECRET, shared with the CMS); null: no preview. */
  cmsPreviewSecret: string | null;
  /**
   * Where this server itself reads the CMS (server rendering, cms/cmsCache.ts), without a
   * trailing slash: CMS_INTERNAL_URL, else cmsUrl.
   */
  cmsInternalUrl: string;
  /** The secret the CMS's webhook sends (CMS_WEBHOOK_SECRET); null: every webhook call is 401. */
  cmsWebhookSecret: string | null;
  database: DatabaseConfig;
  /** null outside production when unset: the dashboard API then refuses every request. */
  adminKey: string | null;
  /** ADMIN_KEY_LOGIN (default on): off stops the key once an owner account exists (staff/keyLogin.ts). */
  adminKeyLogin: boolean;
  /** null = write e-mails as .eml files to the outbox folder. */
  smtpUrl: string | null;
  /** Where e-mails are written as .eml files when no SMTP_URL is set. */
  outboxDir: string;
  /** The From header of every e-mail the shop sends. */
  mailFrom: string;
  /** Where contact-form inquiries are e-mailed (CONTACT_TO; default: MAIL_FROM). */
  contactTo: string;
  uploadDir: string;
  /** Spec §5 "at most {{maxCards}} cards" in one order configuration (issue 4). */
  maxCards: number;
  paymentGateway: (typeof PAYMENT_GATEWAYS)[number];
  storeId: string;
  storePublicKey: string;
  /**
   * Amazon Pay's merchant keys (AMAZON_PAY_MERCHANT_ID, AMAZON_PAY_PUBLIC_KEY_ID; spec §5:
   * Amazon Pay only with both). The sandbox gateway has its own test keys by default; another
   * gateway offers Amazon Pay only once both are set. The private key never goes to the shop's
   * pages, so it is not read here.
   */
  amazonPay: { merchantId: string; publicKeyId: string } | null;
  trackingId: string | null;
  logLevel: (typeof LOG_LEVELS)[number];
  webDist: string;
  /**
   * Per-IP limits on login, recovery, codes, card tokens and admin keys (RATE_LIMITS, on by
   * default; `off` only for load tests). The numbers are in http/rateLimits.ts.
   */
  rateLimits: boolean;
  /**
   * Which proxies may name the client (`X-Forwarded-For`, `-Proto`, `-Host`): false (none,
   * the TCP peer is the client), a number of hops, or addresses / CIDR ranges / `loopback`,
   * `linklocal`, `uniquelocal` (TRUST_PROXY). Rate limits count `request.ip`.
   */
  trustProxy: false | number | string;
  /**
   * How many server processes `main.ts` runs on one port (SERVER_PROCESSES, node:cluster;
   * default 1). Several need a database every process shares: PostgreSQL, or one SQLite
   * file on one machine (docs/operations.md).
   */
  serverProcesses: number;
  /**
   * BUSINESS_WEBHOOKS_ALLOW_PRIVATE (default false): webhook URLs may be http and reach
   * loopback or private addresses — only for local development and tests (SSRF guard,
   * business/webhooks/urlGuard.ts).
   */
  businessWebhooksAllowPrivate: boolean;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `Invalid server configuration (environment or .env):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

// Values that may carry passwords are never echoed back in error messages.
const SECRET_VARIABLES = new Set([
  'ADMIN_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'CMS_PREVIEW_SECRET',
  'CMS_WEBHOOK_SECRET',
]);

function hasProtocol(value: string, protocols: string[]): boolean {
  if (!URL.canParse(value)) return false;
  return protocols.includes(new URL(value).protocol);
}

const httpUrl = z
  .string()
  .refine((v) => hasProtocol(v, ['http:', 'https:']), {
    error: 'expected an absolute http:// or https:// URL',
  })
  .transform((v) => v.replace(/\/+$/, ''));

/** `https://host[:port]` exactly: no path, query, credentials or wildcard. */
/** The sandbox's Amazon Pay test keys (not secret: the sandbox moves no money). */
export const SANDBOX_AMAZON_PAY = {
  merchantId: 'A2FEDERKIELSBX',
  publicKeyId: 'SANDBOX-FEDERKIEL-AMZN',
};

function amazonPayKeys(
  gateway: (typeof PAYMENT_GATEWAYS)[number],
  merchantId: string | undefined,
  publicKeyId: string | undefined,
): ServerConfig['amazonPay'] {
  if (merchantId && publicKeyId) return { merchantId, publicKeyId };
  return gateway === 'sandbox' ? SANDBOX_AMAZON_PAY : null;
}

function isOrigin(value: string): boolean {
  if (!hasProtocol(value, ['http:', 'https:'])) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}

const originList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .refine((origins) => origins.every(isOrigin), {
    error:
      'expected origins such as https://www.federkiel.de or http://localhost:5173, comma-separated (no paths, no "*")',
  })
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

const nonEmptyPath = z.string().min(1, { error: 'expected a file or folder path' });

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z
    .string()
    .refine((v) => /^\d{1,5}$/.test(v) && Number(v) <= 65535, {
      error: 'expected a port number between 0 and 65535',
    })
    .transform(Number)
    .optional(),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: httpUrl.optional(),
  CORS_EXTRA_ORIGINS: originList.optional(),
  CMS_URL: httpUrl.optional(),
  CMS_PREVIEW_SECRET: z.string().min(16, { error: 'expected at least 16 characters' }).optional(),
  CMS_INTERNAL_URL: httpUrl.optional(),
  CMS_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'expected at least 16 characters (npm start writes one to .env)' })
    .optional(),
  DATABASE_URL: z
    .string()
    .refine((v) => hasProtocol(v, ['postgres:', 'postgresql:']), {
      error: 'expected a postgres:// or postgresql:// URL (leave it unset to use the SQLite file)',
    })
    .optional(),
  DATABASE_POOL_SIZE: z
    .string()
    .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 200, {
      error: 'expected a whole number of connections between 1 and 200',
    })
    .transform(Number)
    .default(10),
  SQLITE_FILE: nonEmptyPath.default('var/federkiel.db'),
  ADMIN_KEY: z
    .string()
    .min(16, { error: 'expected at least 16 characters (the start script generates one)' })
    .optional(),
  ADMIN_KEY_LOGIN: z.enum(['on', 'off']).default('on'),
  SMTP_URL: z
    .string()
    .refine((v) => hasProtocol(v, ['smtp:', 'smtps:']), {
      error: 'expected an smtp:// or smtps:// URL (leave it unset to write e-mails to var/outbox)',
    })
    .optional(),
  OUTBOX_DIR: nonEmptyPath.default('var/outbox'),
  MAIL_FROM: z
    .string()
    .refine((v) => /^[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>$|^[^<>\s@]+@[^<>\s@]+$/.test(v), {
      error: 'expected an address such as "Federkiel <hallo@federkiel.de>"',
    })
    .default('Federkiel <hallo@federkiel.de>'),
  CONTACT_TO: z
    .string()
    .refine((v) => /^[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>$|^[^<>\s@]+@[^<>\s@]+$/.test(v), {
      error: 'expected an address such as "Federkiel <hallo@federkiel.de>"',
    })
    .optional(),
  UPLOAD_DIR: nonEmptyPath.default('var/uploads'),
  MAX_CARDS: z
    .string()
    .refine((v) => /^\d{1,6}$/.test(v) && Number(v) >= 1 && Number(v) <= 100_000, {
      error: 'expected a whole number of cards between 1 and 100000',
    })
    .transform(Number)
    .default(10_000),
  PAYMENT_GATEWAY: z
    .enum(PAYMENT_GATEWAYS, { error: `expected one of: ${PAYMENT_GATEWAYS.join(', ')}` })
    .default('sandbox'),
  STORE_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'expected lower-case letters, digits and dashes' })
    .default('federkiel'),
  STORE_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'expected letters, digits, "_" and "-" only' })
    .default('pk_federkiel_local'),
  DEMO_PROMOTIONS: z.enum(['true', 'false'], { error: 'expected true or false' }).optional(),
  AMAZON_PAY_MERCHANT_ID: z
    .string()
    .regex(/^[A-Z0-9]{6,30}$/, {
      error: 'expected an Amazon merchant id (capital letters, digits)',
    })
    .optional(),
  AMAZON_PAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]{6,80}$/, {
      error: 'expected an Amazon public key id (letters, digits, "-")',
    })
    .optional(),
  TRACKING_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'expected letters, digits, "_" and "-" only' })
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `expected one of: ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  WEB_DIST: nonEmptyPath.default('apps/web/dist'),
  RATE_LIMITS: z
    .enum(['on', 'off'], { error: 'expected on or off (off only for load tests)' })
    .default('on'),
  SERVER_PROCESSES: z
    .string()
    .refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 64, {
      error: 'expected a whole number of processes between 1 and 64',
    })
    .transform(Number)
    .default(1),
  BUSINESS_WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { error: 'expected true or false' })
    .default('false'),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|[0-9A-Za-z.:/]+(\s*,\s*[0-9A-Za-z.:/]+)*)$/, {
      error:
        'expected the proxies to trust: a hop count (1), or addresses / CIDR ranges / loopback, comma-separated',
    })
    .refine((v) => !/^(true|\*)$/i.test(v), {
      error: 'trusting every proxy lets any client choose its own address; name the proxies',
    })
    .optional(),
});

type EnvName = keyof typeof envSchema.shape;
const ENV_NAMES = Object.keys(envSchema.shape) as EnvName[];

/** Reads and validates the configuration; throws ConfigError listing every bad variable. */
export function loadConfig(
  env: Record<string, string | undefined>,
  rootDir: string = REPO_ROOT,
): ServerConfig {
  // An empty assignment in .env (`TRACKING_ID=`) means "unset", not "empty string".
  const raw: Partial<Record<EnvName, string>> = {};
  for (const name of ENV_NAMES) {
    const value = env[name]?.trim();
    if (value) raw[name] = value;
  }

  const parsed = envSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = raw[name as EnvName];
        const shown = value !== undefined && !SECRET_VARIABLES.has(name) ? `, got "${value}"` : '';
        return `${name}: ${issue.message}${shown}`;
      });

  const productionWithoutKey = (env.NODE_ENV ?? '').trim() === 'production' && !raw.ADMIN_KEY;
  if (productionWithoutKey) {
    problems.push('ADMIN_KEY: required when NODE_ENV=production (npm start writes one to .env)');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const e = parsed.data;
  const port = e.PORT ?? 8080;
  const cmsUrl = e.CMS_URL ?? 'http://localhost:1337';
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${port}`;
  const fromRoot = (p: string) => path.resolve(rootDir, p);

  return {
    isProduction: e.NODE_ENV === 'production',
    port,
    host: e.HOST,
    publicUrl,
    corsOrigins: [...new Set([new URL(publicUrl).origin, ...(e.CORS_EXTRA_ORIGINS ?? [])])],
    cmsUrl,
    cmsOrigin: new URL(cmsUrl).origin,
    cmsPreviewSecret: e.CMS_PREVIEW_SECRET ?? null,
    cmsInternalUrl: e.CMS_INTERNAL_URL ?? cmsUrl,
    cmsWebhookSecret: e.CMS_WEBHOOK_SECRET ?? null,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'sqlite', file: fromRoot(e.SQLITE_FILE) },
    adminKey: e.ADMIN_KEY ?? null,
    adminKeyLogin: e.ADMIN_KEY_LOGIN === 'on',
    smtpUrl: e.SMTP_URL ?? null,
    outboxDir: fromRoot(e.OUTBOX_DIR),
    mailFrom: e.MAIL_FROM,
    contactTo: e.CONTACT_TO ?? e.MAIL_FROM,
    uploadDir: fromRoot(e.UPLOAD_DIR),
    maxCards: e.MAX_CARDS,
    paymentGateway: e.PAYMENT_GATEWAY,
    storeId: e.STORE_ID,
    storePublicKey: e.STORE_PUBLIC_KEY,
    amazonPay: amazonPayKeys(
      e.PAYMENT_GATEWAY,
      e.AMAZON_PAY_MERCHANT_ID,
      e.AMAZON_PAY_PUBLIC_KEY_ID,
    ),
    trackingId: e.TRACKING_ID ?? null,
    // The demo coupons and gift cards (store/demoSeed.ts): on by default outside production;
    // `npm start` writes DEMO_PROMOTIONS=true so a local shop can be tried out with them.
    demoPromotions: e.DEMO_PROMOTIONS ? e.DEMO_PROMOTIONS === 'true' : e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    webDist: fromRoot(e.WEB_DIST),
    rateLimits: e.RATE_LIMITS === 'on',
    trustProxy: !e.TRUST_PROXY
      ? false
      : /^\d+$/.test(e.TRUST_PROXY)
        ? Number(e.TRUST_PROXY)
        : e.TRUST_PROXY,
    serverProcesses: e.SERVER_PROCESSES,
    businessWebhooksAllowPrivate: e.BUSINESS_WEBHOOKS_ALLOW_PRIVATE === 'true',
  };
}

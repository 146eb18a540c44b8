import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const ROOT = '/srv/federkiel';

function problemsFor(env: Record<string, string>): string[] {
  try {
    loadConfig(env, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected loadConfig to fail');
}

describe('loadConfig', () => {
  it('trusts only the proxies TRUST_PROXY names, never every proxy', () => {
    expect(loadConfig({}, ROOT).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, ROOT).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, ROOT).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, ROOT)).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '*' }, ROOT)).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1; rm' }, ROOT)).toThrow(/TRUST_PROXY/);
  });

  it('writes demo promotions when DEMO_PROMOTIONS says so, whatever NODE_ENV is', () => {
    const production = { NODE_ENV: 'production', ADMIN_KEY: 'a'.repeat(24) };
    expect(loadConfig({ ...production, DEMO_PROMOTIONS: 'true' }, ROOT).demoPromotions).toBe(true);
    expect(loadConfig({ DEMO_PROMOTIONS: 'false' }, ROOT).demoPromotions).toBe(false);
    expect(() => loadConfig({ DEMO_PROMOTIONS: 'yes' }, ROOT)).toThrow(/DEMO_PROMOTIONS/);
  });

  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toEqual({
      isProduction: false,
      demoPromotions: true,
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      corsOrigins: ['http://localhost:8080'],
      cmsUrl: 'http://localhost:1337',
      cmsOrigin: 'http://localhost:1337',
      cmsPreviewSecret: null,
      cmsInternalUrl: 'http://localhost:1337',
      cmsWebhookSecret: null,
      database: { kind: 'sqlite', file: path.join(ROOT, 'var/federkiel.db') },
      adminKey: null,
      adminKeyLogin: true,
      smtpUrl: null,
      outboxDir: path.join(ROOT, 'var/outbox'),
      mailFrom: 'Federkiel <hallo@federkiel.de>',
      contactTo: 'Federkiel <hallo@federkiel.de>',
      uploadDir: path.join(ROOT, 'var/uploads'),
      maxCards: 10_000,
      paymentGateway: 'sandbox',
      storeId: 'federkiel',
      storePublicKey: 'pk_federkiel_local',
      // The sandbox's Amazon Pay test keys (issue #41).
      amazonPay: { merchantId: 'A2FEDERKIELSBX', publicKeyId: 'SANDBOX-FEDERKIEL-AMZN' },
      trackingId: null,
      logLevel: 'info',
      webDist: path.join(ROOT, 'apps/web/dist'),
      rateLimits: true,
      trustProxy: false,
      serverProcesses: 1,
      businessWebhooksAllowPrivate: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '3000',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://shop.example.de/',
        CMS_URL: 'https://cms.example.de/strapi/',
        CMS_INTERNAL_URL: 'http://cms:1337/',
        CMS_WEBHOOK_SECRET: 'w'.repeat(32),
        DATABASE_URL: 'postgres://shop:pw@db:5432/federkiel',
        ADMIN_KEY: 'a'.repeat(32),
        SMTP_URL: 'smtps://mail:pw@smtp.example.de:465',
        UPLOAD_DIR: '/data/uploads',
        MAX_CARDS: '500',
        PAYMENT_GATEWAY: 'sandbox',
        STORE_ID: 'federkiel-test',
        STORE_PUBLIC_KEY: 'pk_abc123',
        TRACKING_ID: 'G-ABC123',
        AMAZON_PAY_MERCHANT_ID: 'A1B2C3D4E5F6G7',
        AMAZON_PAY_PUBLIC_KEY_ID: 'LIVE-AHXXA7SZ2WQT2V',
        LOG_LEVEL: 'warn',
        WEB_DIST: 'build/web',
        RATE_LIMITS: 'off',
        CORS_EXTRA_ORIGINS: 'https://federkiel.de, https://admin.example.de:8443/',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      isProduction: true,
      demoPromotions: false,
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'https://shop.example.de',
      corsOrigins: [
        'https://shop.example.de',
        'https://federkiel.de',
        'https://admin.example.de:8443',
      ],
      cmsUrl: 'https://cms.example.de/strapi',
      cmsOrigin: 'https://cms.example.de',
      cmsInternalUrl: 'http://cms:1337',
      cmsWebhookSecret: 'w'.repeat(32),
      database: { kind: 'postgres', url: 'postgres://shop:pw@db:5432/federkiel', poolSize: 10 },
      adminKey: 'a'.repeat(32),
      smtpUrl: 'smtps://mail:pw@smtp.example.de:465',
      uploadDir: '/data/uploads',
      maxCards: 500,
      storeId: 'federkiel-test',
      storePublicKey: 'pk_abc123',
      amazonPay: { merchantId: 'A1B2C3D4E5F6G7', publicKeyId: 'LIVE-AHXXA7SZ2WQT2V' },
      trackingId: 'G-ABC123',
      logLevel: 'warn',
      webDist: path.join(ROOT, 'build/web'),
      rateLimits: false,
      trustProxy: false,
    });
  });

  it('derives PUBLIC_URL from PORT and accepts postgresql://', () => {
    const config = loadConfig({ PORT: '9000', DATABASE_URL: 'postgresql://localhost/db' }, ROOT);
    expect(config.publicUrl).toBe('http://localhost:9000');
    expect(config.database.kind).toBe('postgres');
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig({ TRACKING_ID: '', DATABASE_URL: '  ', PORT: '' }, ROOT);
    expect(config.trackingId).toBeNull();
    expect(config.database.kind).toBe('sqlite');
    expect(config.port).toBe(8080);
  });

  it.each([
    ['PORT', 'abc', 'PORT: expected a port number between 0 and 65535, got "abc"'],
    ['PORT', '70000', 'PORT: expected a port number between 0 and 65535, got "70000"'],
    [
      'PUBLIC_URL',
      'shop.example.de',
      'PUBLIC_URL: expected an absolute http:// or https:// URL, got "shop.example.de"',
    ],
    [
      'CMS_URL',
      'ftp://cms',
      'CMS_URL: expected an absolute http:// or https:// URL, got "ftp://cms"',
    ],
    ['MAX_CARDS', '0', 'MAX_CARDS: expected a whole number of cards between 1 and 100000, got "0"'],
    [
      'MAX_CARDS',
      '1e4',
      'MAX_CARDS: expected a whole number of cards between 1 and 100000, got "1e4"',
    ],
    [
      'RATE_LIMITS',
      'false',
      'RATE_LIMITS: expected on or off (off only for load tests), got "false"',
    ],
    ['PAYMENT_GATEWAY', 'stripe', 'PAYMENT_GATEWAY: expected one of: sandbox, got "stripe"'],
    [
      'STORE_ID',
      'Federkiel Shop',
      'STORE_ID: expected lower-case letters, digits and dashes, got "Federkiel Shop"',
    ],
    [
      'STORE_PUBLIC_KEY',
      'pk live',
      'STORE_PUBLIC_KEY: expected letters, digits, "_" and "-" only, got "pk live"',
    ],
    [
      'TRACKING_ID',
      '<script>',
      'TRACKING_ID: expected letters, digits, "_" and "-" only, got "<script>"',
    ],
    [
      'LOG_LEVEL',
      'verbose',
      'LOG_LEVEL: expected one of: fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ],
  ])('rejects %s=%s with a message naming the variable', (name, value, message) => {
    expect(problemsFor({ [name]: value })).toEqual([message]);
  });

  it.each([
    [
      'DATABASE_URL',
      'mysql://user:secret@db/shop',
      'DATABASE_URL: expected a postgres:// or postgresql:// URL (leave it unset to use the SQLite file)',
    ],
    [
      'SMTP_URL',
      'http://user:secret@mail',
      'SMTP_URL: expected an smtp:// or smtps:// URL (leave it unset to write e-mails to var/outbox)',
    ],
    [
      'ADMIN_KEY',
      'secret',
      'ADMIN_KEY: expected at least 16 characters (the start script generates one)',
    ],
    [
      'CMS_WEBHOOK_SECRET',
      'secret',
      'CMS_WEBHOOK_SECRET: expected at least 16 characters (npm start writes one to .env)',
    ],
  ])('rejects %s without echoing the secret value', (name, value, message) => {
    const problems = problemsFor({ [name]: value });
    expect(problems).toEqual([message]);
    expect(problems.join('\n')).not.toContain('secret');
  });

  it('reads the outbox folder and the sender of e-mails', () => {
    const config = loadConfig(
      { OUTBOX_DIR: 'mail/out', MAIL_FROM: 'Shop <post@shop.example>' },
      ROOT,
    );
    expect(config.outboxDir).toBe(path.join(ROOT, 'mail/out'));
    expect(config.mailFrom).toBe('Shop <post@shop.example>');
    expect(loadConfig({ MAIL_FROM: 'post@shop.example' }, ROOT).mailFrom).toBe('post@shop.example');
    // Contact inquiries go to MAIL_FROM unless CONTACT_TO names another address.
    expect(loadConfig({ MAIL_FROM: 'post@shop.example' }, ROOT).contactTo).toBe(
      'post@shop.example',
    );
    expect(loadConfig({ CONTACT_TO: 'Anfragen <kontakt@shop.example>' }, ROOT).contactTo).toBe(
      'Anfragen <kontakt@shop.example>',
    );
    expect(() => loadConfig({ CONTACT_TO: 'kein-mail' }, ROOT)).toThrow(/CONTACT_TO/);
    expect(problemsFor({ MAIL_FROM: 'Shop <kein-at>' })).toEqual([
      'MAIL_FROM: expected an address such as "Federkiel <hallo@federkiel.de>", got "Shop <kein-at>"',
    ]);
  });

  it('requires ADMIN_KEY in production', () => {
    expect(problemsFor({ NODE_ENV: 'production' })).toEqual([
      'ADMIN_KEY: required when NODE_ENV=production (npm start writes one to .env)',
    ]);
  });

  it('refuses a malformed Amazon Pay key', () => {
    expect(() => loadConfig({ AMAZON_PAY_MERCHANT_ID: 'not a merchant' }, ROOT)).toThrow(
      /AMAZON_PAY_MERCHANT_ID: expected an Amazon merchant id/,
    );
  });

  it('lists every bad variable at once in a readable message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud', NODE_ENV: 'production' }, ROOT);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toBe(
      [
        'Invalid server configuration (environment or .env):',
        '  - PORT: expected a port number between 0 and 65535, got "x"',
        '  - LOG_LEVEL: expected one of: fatal, error, warn, info, debug, trace, silent, got "loud"',
        '  - ADMIN_KEY: required when NODE_ENV=production (npm start writes one to .env)',
      ].join('\n'),
    );
  });
});

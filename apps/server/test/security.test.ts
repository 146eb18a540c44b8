import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
afterEach(async () => server.close());

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  // Content comes through the shop's /content (issue #31): the CMS origin is not needed.
  it('sends a CSP that allows the app itself only, not the CMS', async () => {
    server = await startTestServer({ CMS_URL: 'https://cms.example.de:8443/strapi' });
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    const csp = directives(res.headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'connect-src': "'self'",
      'media-src': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
  });

  it('allows the analytics hosts only when a tracking id is configured', async () => {
    server = await startTestServer({ TRACKING_ID: 'G-TEST123' });
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self' https://www.googletagmanager.com");
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(csp.get('default-src')).toBe("'self'");
  });

  it('sets the other protective headers, and no HSTS on plain http', async () => {
    server = await startTestServer();
    const res = await server.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the shop is public over https', async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://shop.example.de' });
    const res = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

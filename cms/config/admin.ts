import type { Core } from '@strapi/strapi';
import { makePreviewToken, previewSecret } from '../src/lib/preview';
import { secret } from './secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: secret(env, 'ADMIN_JWT_SECRET') },
  apiToken: { salt: secret(env, 'API_TOKEN_SALT') },
  transfer: { token: { salt: secret(env, 'TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret(env, 'ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // Strapi's Preview (issue #20): a template opens in the shop's configurator, a text on the
  // landing page — the draft, with a short-lived signed token (src/lib/preview.ts).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [shopOrigin(env)],
      async handler(uid: string, { documentId, status }: { documentId: string; status?: string }) {
        const shop = shopOrigin(env);
        const token = makePreviewToken(previewSecret());
        const version = status === 'published' ? 'published' : 'draft';
        if (uid === 'api::template.template')
          return `${shop}/vorschau?vorlage=${encodeURIComponent(documentId)}&status=${version}&token=${token}`;
        if (uid === 'api::text-content.text-content')
          return `${shop}/vorschau?status=${version}&token=${token}`;
        return null;
      },
    },
  },
});

/** The shop's origin (as in middlewares.ts: PUBLIC_URL, else the default port). */
function shopOrigin(env: Core.Config.Shared.ConfigParams['env']): string {
  const url = env('PUBLIC_URL') || `http://localhost:${env('PORT') || '8080'}`;
  try {
    return new URL(url).origin;
  } catch {
    return 'http://localhost:8080';
  }
}

export default config;

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { previewTokenExpiry } from '../../cmsPreview/previewToken.ts';
import { limitedBy } from '../../http/rateLimits.ts';

// GET /swell/preview?token=… — is this a valid preview link of the CMS (docs/cms.md,
// „Vorschau“)? The shop's `/vorschau` page asks before it shows drafts.

const query = z.strictObject({ token: z.string().max(80) });

export const cmsPreviewRoutes: FastifyPluginAsync = async (app) => {
  app.get('/preview', { onRequest: limitedBy(app.limits.login) }, async (request, reply) => {
    const parsed = query.safeParse(request.query);
    const secret = app.config.cmsPreviewSecret;
    const expires = parsed.success && secret ? previewTokenExpiry(secret, parsed.data.token) : null;
    if (expires === null) {
      return reply.code(401).send({
        error: {
          code: 'preview_invalid',
          message:
            'Dieser Vorschau-Link ist abgelaufen oder ungültig. Bitte in der Redaktion erneut auf „Vorschau“ klicken.',
        },
      });
    }
    return { valid: true, expires: new Date(expires).toISOString() };
  });
};

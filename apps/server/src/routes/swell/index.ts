import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { cmsWebhookRoutes } from '../../cms/cmsWebhook.ts';
import { jsonNotFound } from '../../http/errors.ts';
import { cmsPreviewRoutes } from './cmsPreview.ts';
import { configurationRoutes } from './configurations.ts';
import { contactRoutes } from './contact.ts';
import { draftRoutes } from './drafts.ts';
import { listRoutes } from './lists.ts';
import { recipientTemplateRoutes } from './recipientTemplates.ts';
import { uploadRoutes } from './uploads.ts';
import { wunderlinkRoutes } from './wunderlink.ts';
import { invoiceFileRoutes } from './invoiceFiles.ts';

// The shop backend under /swell: what Swell itself does not model and the shop needs —
// uploads, drafts, order configurations and recipients, recipient lists, WunderLinks,
// contact inquiries, the CMS's webhook. Same origin as the web app, so no CORS. The
// dashboard API lives under /swell/admin in its own plugin (routes/admin) with its own lock.

export const swellRoutes: FastifyPluginAsync = async (app) => {
  app.decorateRequest('sessionId', '');
  // Limits are set per request (routes/swell/uploads.ts); nothing is written to disk here.
  await app.register(multipart);

  await app.register(uploadRoutes);
  await app.register(configurationRoutes);
  await app.register(recipientTemplateRoutes);
  await app.register(draftRoutes);
  await app.register(listRoutes);
  await app.register(contactRoutes);
  await app.register(cmsPreviewRoutes);
  await app.register(cmsWebhookRoutes);
  await app.register(wunderlinkRoutes);
  await app.register(invoiceFileRoutes);

  app.setNotFoundHandler(jsonNotFound);
};

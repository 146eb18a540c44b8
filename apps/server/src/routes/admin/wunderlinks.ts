import {
  createWunderlinkBodySchema,
  isWunderlinkId,
  type CmsRef,
} from '@federkiel/machines/wunderlink/wunderlinkApi';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Staff } from '../../dashboard/staffSessions.ts';
import { parseBody } from '../../drafts/accountBody.ts';
import { sendError } from '../../http/errors.ts';
import { createCmsRefs } from '../../wunderlinks/cmsRefs.ts';
import {
  adminWunderlink,
  deactivateWunderlink,
  insertWunderlink,
  listWunderlinks,
} from '../../wunderlinks/wunderlinkRecords.ts';

// WunderLinks for staff (docs/wunderlink.md), behind the dashboard's lock like every route
// under /swell/admin (staffAuth.ts): list, create, deactivate. Creating a link restricted to
// a template or group asks the CMS for it (it must exist and, for a template, be sellable)
// and keeps its name and slug for the landing page.

function staffOf(request: FastifyRequest): Staff {
  // The lock (staffAuth.ts) ran before every route here.
  return request.staff ?? { name: 'API', sessionHash: null };
}

const NOT_FOUND = 'Diesen WunderLink gibt es nicht.';

export const wunderlinkAdminRoutes: FastifyPluginAsync = async (app) => {
  const cms = createCmsRefs({ cmsUrl: app.config.cmsUrl });
  const { clock } = app.store;
  const view = (row: Parameters<typeof adminWunderlink>[0]) =>
    adminWunderlink(row, app.config.publicUrl, clock.now());

  app.get('/wunderlinks', async () => ({
    results: (await listWunderlinks(app.db)).map(view),
  }));

  app.post('/wunderlinks', async (request, reply) => {
    const body = parseBody(createWunderlinkBodySchema, request.body, 'Der WunderLink');
    let template: CmsRef | null = null;
    let group: CmsRef | null = null;
    if (body.template_id) {
      template = await cms.template(body.template_id);
      if (!template) {
        return sendError(
          reply,
          422,
          'TEMPLATE_NOT_FOUND',
          `Die Vorlage ${body.template_id} gibt es im CMS nicht (oder sie ist nicht veröffentlicht).`,
          'template_id',
        );
      }
      template = { id: template.id, slug: template.slug, name: template.name };
    }
    if (body.group_id) {
      group = await cms.group(body.group_id);
      if (!group) {
        return sendError(
          reply,
          422,
          'GROUP_NOT_FOUND',
          `Die Gruppe ${body.group_id} gibt es im CMS nicht.`,
          'group_id',
        );
      }
    }
    const row = await insertWunderlink(app.db, {
      body,
      template,
      group,
      staffName: staffOf(request).name,
      now: clock.now(),
    });
    return reply.code(201).send(view(row));
  });

  app.post('/wunderlinks/:id/deactivate', async (request, reply) => {
    const { id } = request.params as { id?: unknown };
    const row = isWunderlinkId(id)
      ? await deactivateWunderlink(app.db, id, staffOf(request).name, clock.now())
      : undefined;
    if (!row) return sendError(reply, 404, 'not_found', NOT_FOUND);
    return view(row);
  });
};

import { factories } from '@strapi/strapi';
import { resolveNumericId } from '../../../lib/numericId';
import {
  mergeFilters,
  parseTemplateFilter,
  templateFilterToStrapi,
} from '../../../lib/templateFilter';
import { guardDraftStatus } from '../../../lib/preview';
import { isUsableTemplate, USABLE_TEMPLATE_FILTERS } from '../../../lib/usableTemplates';

/**
 * GET /api/templates accepts, besides Strapi's own query parameters, `filter=<value>` with the
 * forms `g_<groupId>`, `ng_<groupId>` and `<canvasId>` (see lib/templateFilter.ts). It is
 * translated into Strapi filters and combined with any `filters[...]` already given, then the
 * core `find` runs as usual (populate, sort, pagination).
 */
export default factories.createCoreController('api::template.template', ({ strapi }) => ({
  async find(ctx) {
    guardDraftStatus(ctx);
    const query = ctx.query as Record<string, unknown>;
    if (Object.prototype.hasOwnProperty.call(query, 'filter')) {
      const parsed = parseTemplateFilter(query.filter);
      if (!parsed) {
        return ctx.badRequest(
          'Invalid filter: use g_<groupId>, ng_<groupId> or a positive canvas id, e.g. filter=g_3, filter=ng_3, filter=2',
          { filter: query.filter },
        );
      }
      const extra = await templateFilterToStrapi(parsed, async (groupId) => {
        const rows = (await strapi.db.query('api::template.template').findMany({
          select: ['id'],
          where: { groups: { id: groupId } },
        })) as Array<{ id: number }>;
        return rows.map((row) => row.id);
      });
      const { filter: _filter, ...rest } = query;
      ctx.query = { ...rest, filters: mergeFilters(rest.filters, extra) };
    }
    // Only templates the shop can sell (lib/usableTemplates.ts).
    ctx.query = {
      ...ctx.query,
      filters: mergeFilters(
        (ctx.query as Record<string, unknown>).filters,
        USABLE_TEMPLATE_FILTERS,
      ),
    };
    // Without a sort the list comes in the editors' order (spec §7: default `order` ascending).
    if (ctx.query.sort === undefined || ctx.query.sort === '') {
      ctx.query = { ...ctx.query, sort: ['order:asc', 'id:asc'] };
    }
    return super.find(ctx);
  },

  /** GET /api/templates/:id — numeric id or documentId (see lib/numericId.ts). */
  async findOne(ctx) {
    guardDraftStatus(ctx);
    if (!(await resolveNumericId(strapi, 'api::template.template', ctx.params)))
      return ctx.notFound();
    const status = ctx.query.status === 'draft' ? 'draft' : 'published';
    if (!(await isUsableTemplate(strapi, String(ctx.params.id), status))) return ctx.notFound();
    return super.findOne(ctx);
  },
}));

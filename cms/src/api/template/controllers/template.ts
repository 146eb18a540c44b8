import { factories } from '@strapi/strapi';
import {
  mergeFilters,
  parseTemplateFilter,
  templateFilterToStrapi,
} from '../../../lib/templateFilter';

/**
 * GET /api/templates accepts, besides Strapi's own query parameters, `filter=<value>` with the
 * forms `g_<groupId>`, `ng_<groupId>` and `<canvasId>` (see lib/templateFilter.ts). It is
 * translated into Strapi filters and combined with any `filters[...]` already given, then the
 * core `find` runs as usual (populate, sort, pagination).
 */
export default factories.createCoreController('api::template.template', ({ strapi }) => ({
  async find(ctx) {
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
    return super.find(ctx);
  },
}));

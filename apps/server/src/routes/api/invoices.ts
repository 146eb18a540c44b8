import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.ts';
import { apiInvoice, invoicesOfOrder, LIST_COLUMNS } from '../../invoices/invoiceRecords.ts';
import { invoiceDb } from '../../invoices/invoiceTables.ts';
import { DEFAULT_LIMIT, listPage, listQuerySchema } from '../../store/lists.ts';
import { ownsOrder } from '../../store/orders/checkoutOrder.ts';
import { inSession } from '../../store/sessionScope.ts';

// Invoices in the store API (issue 29): `invoices.list` / `invoices.get` of swell-js answer
// the signed-in account's invoices and credit notes; `?order_id=` answers one order's to the
// session that may see that order (a guest's own session, docs/store.md "Orders"). The
// files are served as stored by the link each record carries (routes/swell/invoiceFiles.ts).

const listQuery = listQuerySchema.extend({
  order_id: z.string().min(1).max(200).optional(),
});
const idParam = z.object({ id: z.string().min(1).max(200) });

export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/invoices', async (request) => {
    const query = parseInput(listQuery, request.query, 'query');
    const limit = query.limit ?? DEFAULT_LIMIT;
    const page = query.page ?? 1;
    return inSession(app, request, async (scope) => {
      if (query.order_id) {
        const order = await scope.db
          .selectFrom('orders')
          .select(['id', 'account_id', 'session_id'])
          .where('id', '=', query.order_id)
          .executeTakeFirst();
        const rows =
          order && ownsOrder(order, scope.sessionId, scope.account?.id ?? null)
            ? await invoicesOfOrder(scope.db, order.id)
            : [];
        return listPage(
          rows.length,
          limit,
          page,
          rows.slice((page - 1) * limit, page * limit).map(apiInvoice),
        );
      }
      // Signed out there is no account and so no invoice to list (Swell answers empty).
      if (!scope.account) return listPage(0, limit, page, []);
      const mine = invoiceDb(scope.db)
        .selectFrom('invoices')
        .where('account_id', '=', scope.account.id);
      const { count } = await mine
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await mine
        .select(LIST_COLUMNS)
        .orderBy('issued_at', 'desc')
        .orderBy('number', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return listPage(Number(count), limit, page, rows.map(apiInvoice));
    });
  });

  app.get('/invoices/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return inSession(app, request, async (scope) => {
      if (!scope.account) return null;
      const row = await invoiceDb(scope.db)
        .selectFrom('invoices')
        .select(LIST_COLUMNS)
        .where('id', '=', id)
        .where('account_id', '=', scope.account.id)
        .executeTakeFirst();
      return row ? apiInvoice(row) : null;
    });
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.ts';
import type { AccountAddressesTable, AccountCardsTable } from '../../db/schema.ts';
import {
  addressProblems,
  addressSchema,
  cleanAddress,
  mergeAddress,
} from '../../store/addresses.ts';
import type { AddressData } from '../../store/cart/cartData.ts';
import { fieldErrors } from '../../store/fieldErrors.ts';
import { newId } from '../../store/ids.ts';
import { DEFAULT_LIMIT, listOf, listPage, listQuerySchema } from '../../store/lists.ts';
import { orderViews } from '../../store/orders/orderRecords.ts';
import { inSession, queued, Refusal, transact } from '../../store/sessionScope.ts';
import { requireAccount } from './account.ts';
import { deleteOwned, findOwned, listOwned } from './ownedRecords.ts';

// What a logged-in customer keeps: addresses, saved cards and orders. Every query is
// scoped to the session's account, so another customer's id answers as missing (null).

const idParam = z.object({ id: z.string().min(1).max(200) });
const cardCreate = z.object({ token: z.string().min(1).max(200) });
const cardUpdate = z.object({ billing: addressSchema.nullish() });

function apiAddress(row: AccountAddressesTable) {
  return {
    id: row.id,
    account_id: row.account_id,
    ...(JSON.parse(row.data) as AddressData),
    date_created: row.date_created,
    date_updated: row.date_updated,
  };
}

function apiCard(row: AccountCardsTable) {
  return {
    id: row.id,
    account_id: row.account_id,
    token: row.token,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    billing: row.billing ? (JSON.parse(row.billing) as AddressData) : null,
    date_created: row.date_created,
    date_updated: row.date_updated,
  };
}

/** A saved address is for shipping: it needs what a parcel needs. */
function checkedAddress(input: z.output<typeof addressSchema>): AddressData {
  const address = cleanAddress(input);
  const problems = addressProblems('', address, true);
  if (Object.keys(problems).length > 0) {
    throw new Refusal(
      fieldErrors(
        Object.fromEntries(Object.entries(problems).map(([k, v]) => [k.replace(/^\./, ''), v])),
      ),
    );
  }
  return address;
}

export const accountRecordRoutes: FastifyPluginAsync = async (app) => {
  // ---- addresses ----

  app.get('/account/addresses', async (request) => {
    const query = parseInput(listQuerySchema, request.query, 'query');
    return inSession(app, request, async (scope) => {
      const account = requireAccount(scope);
      const rows = await listOwned(scope, 'account_addresses', account.id);
      return listOf(rows.map(apiAddress), query.limit, query.page);
    });
  });

  app.post('/account/addresses', async (request) => {
    const input = parseInput(addressSchema, request.body);
    return inSession(app, request, async (scope) => {
      const account = requireAccount(scope);
      const at = scope.now.toISOString();
      const row = {
        id: newId('adr'),
        account_id: account.id,
        data: JSON.stringify(checkedAddress(input)),
        date_created: at,
        date_updated: at,
      };
      await scope.db.insertInto('account_addresses').values(row).execute();
      return apiAddress(row);
    });
  });

  app.put('/account/addresses/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(addressSchema, request.body ?? {});
    return inSession(app, request, async (scope) => {
      const account = requireAccount(scope);
      const row = await findOwned(scope, 'account_addresses', id, account.id);
      if (!row) return null;
      const merged = mergeAddress(JSON.parse(row.data) as AddressData, input);
      const updated = {
        ...row,
        data: JSON.stringify(checkedAddress(merged)),
        date_updated: scope.now.toISOString(),
      };
      await scope.db.updateTable('account_addresses').set(updated).where('id', '=', id).execute();
      return apiAddress(updated);
    });
  });

  app.delete('/account/addresses/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return inSession(app, request, async (scope) => {
      const account = requireAccount(scope);
      const row = await deleteOwned(scope, 'account_addresses', id, account.id);
      return row ? apiAddress(row) : null;
    });
  });

  // ---- saved cards (a vault token becomes a saved card; the number is never here) ----

  app.get('/account/cards', async (request) => {
    const query = parseInput(listQuerySchema, request.query, 'query');
    return inSession(app, request, async (scope) => {
      const account = requireAccount(scope);
      const rows = await listOwned(scope, 'account_cards', account.id);
      return listOf(rows.map(apiCard), query.limit, query.page);
    });
  });

  app.post('/account/cards', async (request) => {
    const { token } = parseInput(cardCreate, request.body);
    return queued(app, request, async () => {
      const card = await app.store.gateway.cardToken(token);
      return transact(app, request, async (scope) => {
        const account = requireAccount(scope);
        if (!card) {
          throw new Refusal(
            fieldErrors({
              token: {
                code: 'INVALID',
                message: 'Die Karte konnte nicht gespeichert werden. Bitte gib sie erneut ein.',
              },
            }),
          );
        }
        const existing = await scope.db
          .selectFrom('account_cards')
          .selectAll()
          .where('account_id', '=', account.id)
          .where('token', '=', token)
          .executeTakeFirst();
        if (existing) return apiCard(existing);
        const at = scope.now.toISOString();
        const row: AccountCardsTable = {
          id: newId('crd'),
          account_id: account.id,
          token,
          ...card,
          billing: null,
          date_created: at,
          date_updated: at,
        };
        await scope.db.insertInto('account_cards').values(row).execute();
        return apiCard(row);
      });
    });
  });

  app.put('/account/cards/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(cardUpdate, request.body ?? {});
    return inSession(app, request, async (scope) => {
      const account = requireAccount(scope);
      const row = await findOwned(scope, 'account_cards', id, account.id);
      if (!row) return null;
      const updated = {
        ...row,
        ...(input.billing !== undefined
          ? { billing: input.billing ? JSON.stringify(cleanAddress(input.billing)) : null }
          : {}),
        date_updated: scope.now.toISOString(),
      };
      await scope.db.updateTable('account_cards').set(updated).where('id', '=', id).execute();
      return apiCard(updated);
    });
  });

  app.delete('/account/cards/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return inSession(app, request, async (scope) => {
      const account = requireAccount(scope);
      const row = await deleteOwned(scope, 'account_cards', id, account.id);
      return row ? apiCard(row) : null;
    });
  });

  // ---- orders ----

  app.get('/account/orders', async (request) => {
    const query = parseInput(listQuerySchema, request.query, 'query');
    return inSession(app, request, async (scope) => {
      const account = requireAccount(scope);
      const limit = query.limit ?? DEFAULT_LIMIT;
      const page = query.page ?? 1;
      const { count } = await scope.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('account_id', '=', account.id)
        .executeTakeFirstOrThrow();
      const rows = await scope.db
        .selectFrom('orders')
        .selectAll()
        .where('account_id', '=', account.id)
        .orderBy('date_created', 'desc')
        .orderBy('number', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      return listPage(Number(count), limit, page, await orderViews(scope.db, rows));
    });
  });

  app.get('/account/orders/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return inSession(app, request, async (scope) => {
      const account = requireAccount(scope);
      const row = await scope.db
        .selectFrom('orders')
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', id), eb('number', '=', id)]))
        .where('account_id', '=', account.id)
        .executeTakeFirst();
      if (!row) return null;
      const [view] = await orderViews(scope.db, [row]);
      return view ?? null;
    });
  });
};

import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import { grantProblems } from '@federkiel/machines/wunderlink/grant';
import { wunderlinkStatus } from '@federkiel/machines/wunderlink/status';
import {
  WUNDERLINK_MESSAGES_DE,
  type RedeemWunderlinkBody,
  type WunderlinkErrorCode,
} from '@federkiel/machines/wunderlink/wunderlinkApi';
import type { FastifyInstance } from 'fastify';
import { cartConfigurationProblem } from '../configurations/cartConfigurations.ts';
import { ownConfiguration, type Owner } from '../configurations/configurationRecords.ts';
import type { Db } from '../db/database.ts';
import type { WunderlinksTable } from '../db/schema.ts';
import type { AccountRow } from '../store/accounts/accountRecords.ts';
import { addressProblems, cleanAddress } from '../store/addresses.ts';
import { emptyCartData, type AddressData, type CartItemData } from '../store/cart/cartData.ts';
import { newCart } from '../store/cart/cartRecords.ts';
import { newId } from '../store/ids.ts';
import { sendOrderConfirmation, writeOrder } from '../store/orders/writeOrder.ts';
import { announcePlacedOrder } from '../business/webhooks/orderHooks.ts';
import type { CmsRefs } from './cmsRefs.ts';
import { grantTotals, shippingModeOf } from './grantTotals.ts';
import { findWunderlink, publicWunderlink } from './wunderlinkRecords.ts';

// `POST /swell/wunderlink/{id}/redeem` (docs/wunderlink.md): a signed-in customer orders the
// granted cards of one stored configuration, without paying. Everything is checked again
// here — the link, the customer's earlier redemption, the configuration (the caller's own,
// the same check as a cart line), the grant (template or group, number of cards) — and the
// totals are computed here (all 0). Then one transaction:
//   1. take a redemption: `UPDATE wunderlinks SET redemptions = redemptions + 1 WHERE … AND
//      redemptions < max_redemptions AND not deactivated AND inside the window` — 0 rows: the
//      link was used up or ended meanwhile (404);
//   2. write the order with the store's own `writeOrder` (number, order, list row);
//   3. insert the redemption — (link_id, account_id) is the primary key, so a second one of
//      the same account (another tab, another device) fails and rolls everything back (409).
// 50 concurrent redemptions of a link with 10 left therefore make exactly 10 orders. The
// customer's cart is not touched: the order gets its own one-line cart, stored converted.

export interface RedeemedOrder {
  id: string;
  number: string;
}

export class RedeemRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: WunderlinkErrorCode,
    message: string,
    readonly param?: string,
    readonly order?: RedeemedOrder,
  ) {
    super(message);
    this.name = 'RedeemRefused';
  }
}

export const notFound = () =>
  new RedeemRefused(404, 'WUNDERLINK_NOT_FOUND', WUNDERLINK_MESSAGES_DE.notFound);

/** The account's earlier redemption of the link, with its order's number. */
async function earlierRedemption(
  db: Db,
  linkId: string,
  accountId: string,
): Promise<RedeemedOrder | null> {
  const row = await db
    .selectFrom('wunderlink_redemptions')
    .innerJoin('orders', 'orders.id', 'wunderlink_redemptions.order_id')
    .select(['orders.id as id', 'orders.number as number'])
    .where('wunderlink_redemptions.link_id', '=', linkId)
    .where('wunderlink_redemptions.account_id', '=', accountId)
    .executeTakeFirst();
  return row ?? null;
}

const alreadyRedeemed = (order: RedeemedOrder) =>
  new RedeemRefused(
    409,
    'ALREADY_REDEEMED',
    WUNDERLINK_MESSAGES_DE.alreadyRedeemed,
    undefined,
    order,
  );

function parseAddress(json: string | null): AddressData {
  if (!json) return {};
  try {
    return JSON.parse(json) as AddressData;
  } catch {
    return {};
  }
}

const hasAddress = (a: AddressData) => Boolean(a.address1 || a.zip || a.city);

/** The account holder as the billing name, or the saved billing address. */
function billingOf(account: AccountRow): AddressData {
  const saved = parseAddress(account.billing);
  if (hasAddress(saved)) return saved;
  return cleanAddress({ first_name: account.first_name, last_name: account.last_name });
}

/**
 * Where a link without postage sends the cards: the address in the request, else the
 * account's saved delivery address; it must be complete enough for a parcel.
 */
function customerAddress(account: AccountRow, body: RedeemWunderlinkBody): AddressData {
  const given = body.shipping ? cleanAddress(body.shipping) : null;
  const address =
    given && hasAddress(given)
      ? {
          ...cleanAddress({ first_name: account.first_name, last_name: account.last_name }),
          ...given,
        }
      : parseAddress(account.shipping);
  const problems = Object.entries(addressProblems('shipping', address, true));
  const first = problems[0];
  if (first) {
    const [param, problem] = first;
    const message =
      problem.code === 'REQUIRED' && !hasAddress(address)
        ? WUNDERLINK_MESSAGES_DE.addressRequired
        : problem.message;
    throw new RedeemRefused(422, 'ADDRESS_REQUIRED', message, param);
  }
  return address;
}

interface Checked {
  link: WunderlinksTable;
  item: CartItemData;
  shipping: AddressData;
}

async function check(
  app: FastifyInstance,
  cms: CmsRefs,
  linkId: string,
  body: RedeemWunderlinkBody,
  owner: Owner,
  account: AccountRow,
): Promise<Checked> {
  const { db } = app;
  const now = app.store.clock.now();
  const link = await findWunderlink(db, linkId);
  if (!link || wunderlinkStatus(link, now) !== 'aktiv') {
    // An account that already redeemed a link that is used up now still learns its order.
    const earlier = link ? await earlierRedemption(db, link.id, account.id) : null;
    if (earlier) throw alreadyRedeemed(earlier);
    throw notFound();
  }
  const earlier = await earlierRedemption(db, link.id, account.id);
  if (earlier) throw alreadyRedeemed(earlier);

  // The configuration: the caller's own (session or account), else "not found".
  const row = await ownConfiguration(db, body.configuration_id, owner);
  if (!row) {
    throw new RedeemRefused(
      404,
      'CONFIGURATION_NOT_FOUND',
      WUNDERLINK_MESSAGES_DE.configurationNotFound,
      'configuration_id',
    );
  }
  // One line of its cards, checked exactly like a configured cart line at checkout.
  const item: CartItemData = {
    id: newId('itm'),
    product_id: row.product_id,
    variant_id: null,
    options: [],
    quantity: row.card_count,
    metadata: { configurationId: row.id },
  };
  const lineProblem = await cartConfigurationProblem(db, [item], owner);
  if (lineProblem) {
    throw new RedeemRefused(422, 'CONFIGURATION_INVALID', lineProblem.message, 'configuration_id');
  }
  if (!app.store.catalogue.product(row.product_id)) {
    throw new RedeemRefused(
      422,
      'CONFIGURATION_INVALID',
      WUNDERLINK_MESSAGES_DE.productUnavailable,
      'configuration_id',
    );
  }

  // The grant: the number of cards first (no need to read a huge configuration to refuse
  // it), then the template — for a group link the CMS says which groups it is in.
  const terms = publicWunderlink(link);
  const tooMany = grantProblems(terms, {
    templateId: null,
    cardCount: row.card_count,
  }).find((p) => p.code === 'TOO_MANY_CARDS');
  if (tooMany) throw new RedeemRefused(422, 'TOO_MANY_CARDS', tooMany.message, 'configuration_id');
  const configuration = JSON.parse(row.data) as OrderConfiguration;
  const templateId = String(configuration.template.id);
  const templateGroupIds = link.group_id ? ((await cms.template(templateId))?.groupIds ?? []) : [];
  const problem = grantProblems(terms, {
    templateId,
    templateGroupIds,
    cardCount: row.card_count,
  })[0];
  if (problem) {
    const code = problem.code === 'TOO_MANY_CARDS' ? 'TOO_MANY_CARDS' : 'TEMPLATE_NOT_ALLOWED';
    throw new RedeemRefused(422, code, problem.message, 'configuration_id');
  }

  const mode = shippingModeOf(link.postage_included === 1);
  if (mode === 'to_recipients' && configuration.shipping.envelope === 'blank') {
    throw new RedeemRefused(
      422,
      'CONFIGURATION_INVALID',
      WUNDERLINK_MESSAGES_DE.blankEnvelopeWithPostage,
      'configuration_id',
    );
  }
  const shipping =
    mode === 'to_customer'
      ? customerAddress(account, body)
      : cleanAddress({ first_name: account.first_name, last_name: account.last_name });
  return { link, item, shipping };
}

/** Redeems the link for the signed-in account; throws `RedeemRefused` with the reason. */
export async function redeemWunderlink(
  app: FastifyInstance,
  cms: CmsRefs,
  input: { linkId: string; body: RedeemWunderlinkBody; owner: Owner; account: AccountRow },
): Promise<RedeemedOrder> {
  const { owner, account } = input;
  const { link, item, shipping } = await check(app, cms, input.linkId, input.body, owner, account);
  const product = app.store.catalogue.product(item.product_id);
  if (!product) throw notFound();
  const mode = shippingModeOf(link.postage_included === 1);
  const totals = grantTotals(item, product, mode);
  const now = app.store.clock.now();
  const at = now.toISOString();

  const cart = newCart(account.id, now);
  cart.status = 'converted';
  cart.data = {
    ...emptyCartData(),
    items: [item],
    shipping: { ...shipping, service: mode },
    billing: billingOf(account),
    // The customer's order pages can say where the free cards came from.
    metadata: { wunderlink: { id: link.id, campaign: link.campaign } },
  };

  let written;
  try {
    written = await app.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('wunderlinks')
        .set((eb) => ({ redemptions: eb('redemptions', '+', 1) }))
        .where('id', '=', link.id)
        .where((eb) => eb('redemptions', '<', eb.ref('max_redemptions')))
        .where('deactivated_at', 'is', null)
        .where('valid_from', '<=', at)
        .where('valid_until', '>', at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw notFound();

      const order = await writeOrder(trx, {
        cart,
        totals,
        sessionId: owner.sessionId,
        account,
        email: account.email,
        payments: [],
        wunderlinkId: link.id,
        now,
      });
      await trx
        .insertInto('carts')
        .values({
          id: cart.id,
          checkout_id: cart.checkout_id,
          account_id: account.id,
          status: 'converted',
          data: JSON.stringify(cart.data),
          order_id: order.row.id,
          date_created: at,
          date_updated: at,
        })
        .execute();
      await trx
        .insertInto('wunderlink_redemptions')
        .values({
          link_id: link.id,
          account_id: account.id,
          order_id: order.row.id,
          date_created: at,
        })
        .execute();
      return order;
    });
  } catch (error) {
    if (error instanceof RedeemRefused) throw error;
    // The same account redeemed in parallel (another tab or device) and got there first:
    // its redemption row made this one fail, and nothing of this order was kept.
    const earlier = await earlierRedemption(app.db, link.id, account.id);
    if (earlier) throw alreadyRedeemed(earlier);
    throw error;
  }

  // Issue 43: the account's webhooks hear of the order.
  await announcePlacedOrder(app, written.view);
  await sendOrderConfirmation(app, {
    order: written.view,
    totals,
    email: account.email,
    giftCampaign: link.campaign,
  });
  return { id: written.row.id, number: written.row.number };
}

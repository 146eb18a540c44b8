import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unwritableDesign } from '../../configurations/cartDesignChecks.ts';
import { loadConfigurations } from '../../configurations/configurationSummary.ts';
import { limitedBy } from '../../http/rateLimits.ts';
import { parseInput } from '../../http/validate.ts';
import { accountByEmail } from '../../store/accounts/accountRecords.ts';
import * as edits from '../../store/cart/cartEdits.ts';
import {
  cartUpdateSchema,
  codeSchema,
  itemInputSchema,
  itemListSchema,
  itemUpdateSchema,
} from '../../store/cart/cartInput.ts';
import { registerApproval } from '../../payments/approvals.ts';
import { amazonTotalChanged, amazonUndeliverable } from '../../store/cart/amazonAddress.ts';
import { billingIntentId } from '../../store/cart/cartData.ts';
import { fieldErrors, isFieldErrors } from '../../store/fieldErrors.ts';
import type { Intent } from '../../payments/gateway.ts';
import { lateIntent, releaseLateIntent, type LateIntent } from '../../store/orders/lateIntent.ts';
import { priceCartData } from '../../store/cart/cartPricing.ts';
import { loadCart, newCart, type CartRecord } from '../../store/cart/cartRecords.ts';
import { apiCart } from '../../store/cart/cartView.ts';
import { inSession, queued, transact, type SessionScope } from '../../store/sessionScope.ts';

// The cart calls of the contract (store-api.md "Endpoints"). Each one runs in the
// session's queue and one transaction: load the cart, apply the change, store it, answer
// the whole cart with server-computed totals.

const idParam = z.object({ id: z.string().min(1).max(200) });

/** Whether a cart update (before validation) carries a coupon code to apply. */
function hasCouponCode(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('coupon_code' in body)) return false;
  return typeof body.coupon_code === 'string' && body.coupon_code.trim() !== '';
}

export async function renderCart(app: FastifyInstance, scope: SessionScope, cart: CartRecord) {
  const { owner } = scope;
  const totals = await priceCartData(scope.db, cart.data, app.store.catalogue, scope.now, owner);
  const configurations = await loadConfigurations(
    scope.db,
    totals.items.map((p) => p.item),
  );
  return apiCart(cart, totals, scope.account, (item) => configurations(item, owner));
}

export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { catalogue } = app.store;

  /** Applies `change` to the session's cart (created if needed) and answers the cart. */
  function changeCart(
    request: FastifyRequest,
    change: (cart: CartRecord, scope: SessionScope) => void | Promise<void>,
  ) {
    return inSession(app, request, async (scope) => {
      const cart = await scope.cartForWriting();
      await change(cart, scope);
      await scope.storeCart(cart);
      return renderCart(app, scope, cart);
    });
  }

  app.get('/cart', async (request) =>
    inSession(app, request, async (scope) => {
      const cart = await scope.currentCart();
      return cart ? renderCart(app, scope, cart) : null;
    }),
  );

  // A design goes into the cart only when the pen fonts of now write every card (issue 26);
  // checked before the session's queue and transaction (the fonts may need the CMS), a
  // refusal is the 422 of storing a design and leaves the cart as it was.
  app.post('/cart/items', async (request, reply) => {
    const input = parseInput(itemInputSchema, request.body);
    const refused = await unwritableDesign(app, request, [input]);
    if (refused) return reply.code(422).send(refused);
    return changeCart(request, (cart) => edits.addItem(cart, input, catalogue));
  });

  app.put('/cart/items', async (request, reply) => {
    const items = parseInput(itemListSchema, request.body);
    const refused = await unwritableDesign(app, request, items);
    if (refused) return reply.code(422).send(refused);
    return changeCart(request, (cart) => edits.setItems(cart, items, catalogue));
  });

  app.put('/cart/items/:id', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    const update = parseInput(itemUpdateSchema, request.body ?? {});
    const refused = await unwritableDesign(app, request, [update]);
    if (refused) return reply.code(422).send(refused);
    return changeCart(request, (cart) => edits.updateItem(cart, id, update));
  });

  app.delete('/cart/items/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return changeCart(request, (cart) => edits.removeItem(cart, id));
  });

  app.put('/cart/recover/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return inSession(app, request, async (scope) => {
      const cart = await loadCart(scope.db, { checkoutId: id });
      if (!cart || cart.status !== 'active') return null;
      // The checkout id recovers a guest's cart anywhere (Swell's abandoned-cart links), but
      // a cart that belongs to an account — by its account, or by a guest e-mail that is an
      // account's — only in a session signed in to that account (issue #17).
      const owner = cart.account_id
        ? cart.account_id
        : cart.data.guest_email
          ? ((await accountByEmail(scope.db, cart.data.guest_email))?.id ?? null)
          : null;
      if (owner !== null && owner !== scope.account?.id) return null;
      if (scope.account && !cart.account_id) cart.account_id = scope.account.id;
      await scope.storeCart(cart);
      return renderCart(app, scope, cart);
    });
  });

  // Coupon and gift card codes share one per-IP budget against guessing (http/rateLimits.ts).
  // A coupon code sent with a cart update is the same guess by another door, so such an update
  // counts too (checked once the body is parsed); updates without one are not limited.
  const codeGuess = limitedBy(app.limits.codes);
  const couponUpdate = limitedBy(app.limits.codes, {
    when: (request) => hasCouponCode(request.body),
  });

  app.put('/cart', { preHandler: couponUpdate }, async (request, reply) => {
    const update = parseInput(cartUpdateSchema, request.body ?? {});
    const refused = update.items ? await unwritableDesign(app, request, update.items) : null;
    if (refused) return reply.code(422).send(refused);
    // The gateway is asked before the transaction (it has its own records).
    return queued(app, request, async () => {
      const lookups = await edits.billingLookups(app.store.gateway, update.billing);
      const intentId = billingIntentId(update.billing?.intent);
      const intent = intentId ? await app.store.gateway.intent(intentId) : null;
      let late: LateIntent | null = null;
      let cartId: string | null = null;
      const answer = await transact(app, request, async (scope) => {
        // An intent for a cart this session has just ordered (another tab won): released
        // below, and no new cart opened for it (issue #40, store/orders/lateIntent.ts).
        late = intent ? await lateIntent(scope, intent, app.store.gateway.name) : null;
        if (late) return renderCart(app, scope, newCart(scope.account?.id ?? null, scope.now));
        const cart = await scope.cartForWriting();
        cartId = cart.id;
        await edits.updateCart(scope, cart, update, lookups, catalogue);
        await scope.storeCart(cart);
        // An approval on the cart is the cart's until it is settled (issue 33).
        if (intent) {
          const ref = { intentId: intent.id, cartId: cart.id, method: intent.method };
          await registerApproval(scope.db, { ...ref, gateway: app.store.gateway.name }, scope.now);
        }
        return renderCart(app, scope, cart);
      });
      // An Amazon Pay address the shop cannot deliver to refuses the update: the approval
      // is released at once (nothing stays held, issue 41), as a late intent is.
      if (intentId && cartId && isFieldErrors(answer) && amazonUndeliverable(lookups.amazon))
        await releaseLateIntent(app, { intentId, cartId });
      if (late) await releaseLateIntent(app, late);
      // The Amazon address changed the total (postage by destination): the approval covers
      // the old one, so it is released and the buyer sees and confirms the new total first.
      const total = amazonNewTotal(answer, intent);
      if (intentId && cartId && total !== null && lookups.amazon) {
        await releaseLateIntent(app, { intentId, cartId });
        return fieldErrors({
          'billing.amazon': amazonTotalChanged(
            lookups.amazon.shippingAddress,
            intent?.amountCents ?? 0,
            total,
          ),
        });
      }
      return answer;
    });
  });

  /** The cart's new total in cents when an Amazon approval no longer covers it, else null. */
  function amazonNewTotal(answer: unknown, intent: Intent | null): number | null {
    if (!intent || intent.method !== 'amazon' || isFieldErrors(answer)) return null;
    const total = (answer as { capture_total?: unknown }).capture_total;
    if (typeof total !== 'number') return null;
    const cents = Math.round(total * 100);
    return cents === intent.amountCents ? null : cents;
  }

  app.put('/cart/coupon', { onRequest: codeGuess }, async (request) => {
    const { code } = parseInput(codeSchema, request.body);
    return changeCart(request, (cart, scope) => edits.applyCoupon(scope, cart, code, catalogue));
  });

  app.delete('/cart/coupon', async (request) =>
    changeCart(request, (cart) => {
      cart.data.coupon_code = null;
    }),
  );

  app.post('/cart/giftcards', { onRequest: codeGuess }, async (request) => {
    const { code } = parseInput(codeSchema, request.body);
    return changeCart(request, (cart, scope) => edits.applyGiftcard(scope, cart, code));
  });

  app.delete('/cart/giftcards/:id', async (request) => {
    const { id } = parseInput(idParam, request.params);
    return changeCart(request, (cart) => edits.removeGiftcard(cart, id));
  });

  // The whole cart with its shipping rates; without a cart, an empty one that is not stored.
  app.get('/cart/shipment-rating', async (request) =>
    inSession(app, request, async (scope) => {
      const cart = (await scope.currentCart()) ?? newCart(scope.account?.id ?? null, scope.now);
      return renderCart(app, scope, cart);
    }),
  );
};

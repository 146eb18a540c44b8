import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.ts';
import { REDIRECT_METHODS } from '../../payments/gateway.ts';
import { STORE_SETTINGS } from '../../store/cart/cartView.ts';
import { SHIPPING_COUNTRIES } from '../../store/cart/shipping.ts';
import { CURRENCY } from '../../store/money.ts';
import { inSession } from '../../store/sessionScope.ts';
import type { SessionState } from '../../store/sessions/sessionRecord.ts';

// Store settings as swell-js loads them (settings.js): the store block with locales and
// currencies, menus (an array), payment method settings, subscriptions, and the session.
// Payment methods name the configured gateway — never 'stripe', so swell-js does not try
// to load Stripe.js and the shop uses the vault path (store-api.md "Card payments").

/** The Google Pay merchant id /settings/payments names in the sandbox. */
export const SANDBOX_GOOGLE_MERCHANT_ID = 'federkiel-sandbox';

const LOCALES = [{ code: 'de-DE', name: 'Deutsch', fallback: null }];
const CURRENCIES = [
  { code: CURRENCY, symbol: '€', name: 'Euro', decimals: 2, rate: 1, type: 'base', priced: true },
];

const sessionUpdate = z.strictObject({
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: 'expected a locale code such as de-DE' })
    .optional(),
  currency: z.enum([CURRENCY], { error: `the store sells in ${CURRENCY} only` }).optional(),
});

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const gateway = app.store.gateway.name;
  const mode = gateway === 'sandbox' ? 'test' : 'live';

  const store = {
    store: {
      id: app.config.storeId,
      name: STORE_SETTINGS.name,
      url: app.config.publicUrl,
      country: STORE_SETTINGS.country,
      locale: STORE_SETTINGS.locale,
      locales: LOCALES,
      currency: CURRENCY,
      currencies: CURRENCIES,
      tax_included: false,
      tax_rate: 19,
    },
    accounts: { enabled: true, required_for_checkout: false },
  };

  const payments: Record<string, unknown> = {
    card: { enabled: true, gateway, mode },
    ...Object.fromEntries(REDIRECT_METHODS.map((m) => [m, { enabled: true, gateway, mode }])),
    // Wallets (docs/checkout.md "Wallets in the sandbox"): the sandbox's merchant id stands in
    // for the Google merchant id a real gateway's account would have (spec §5: none, no
    // Google Pay). A real gateway has none configured yet, so it offers Apple Pay only.
    google: {
      enabled: true,
      gateway,
      mode,
      ...(gateway === 'sandbox' ? { merchant_id: SANDBOX_GOOGLE_MERCHANT_ID } : {}),
    },
    apple: { enabled: true, gateway, mode },
  };
  // Spec §5: Amazon Pay only with merchant_id and public_key_id (config.ts: the sandbox's test
  // keys by default, a real gateway's from AMAZON_PAY_*); without them the entry stays
  // incomplete and the checkout leaves the method out.
  const amazonPay = app.config.amazonPay;
  payments.amazon = {
    enabled: true,
    gateway,
    mode,
    ...(amazonPay
      ? {
          merchant_id: amazonPay.merchantId,
          public_key_id: amazonPay.publicKeyId,
          region: 'eu',
          ledger_currency: CURRENCY,
          button_color: 'Gold',
          placement: 'Checkout',
        }
      : {}),
  };
  const subscriptions = { enabled: false };

  function apiSession(id: string, state: SessionState, accountId: string | null) {
    return {
      id,
      locale: state.locale ?? STORE_SETTINGS.locale,
      currency: state.currency ?? CURRENCY,
      account_id: accountId,
      cart_id: state.cart_id,
    };
  }

  app.get('/settings', async () => store);
  app.get('/settings/menus', async () => []);
  app.get('/settings/payments', async () => payments);
  app.get('/settings/subscriptions', async () => subscriptions);
  app.get('/payment/methods', async () => payments);

  app.get('/settings/all', async (request) =>
    inSession(app, request, async (scope) => ({
      settings: store,
      menus: [],
      payments,
      subscriptions,
      session: apiSession(scope.sessionId, scope.session, scope.account?.id ?? null),
    })),
  );

  app.get('/cart/settings', async () => ({
    name: STORE_SETTINGS.name,
    country: STORE_SETTINGS.country,
    locale: STORE_SETTINGS.locale,
    currency: CURRENCY,
    currencies: CURRENCIES,
    accounts: 'optional',
    email_optin: true,
    countries: [...SHIPPING_COUNTRIES],
    payment_methods: Object.keys(payments),
    coupons: true,
    giftcards: true,
    shipping_services: ['to_customer', 'to_recipients'],
  }));

  app.get('/session', async (request) =>
    inSession(app, request, async (scope) =>
      apiSession(scope.sessionId, scope.session, scope.account?.id ?? null),
    ),
  );

  app.put('/session', async (request) => {
    const body = parseInput(sessionUpdate, request.body ?? {});
    return inSession(app, request, async (scope) => {
      const patch: Partial<SessionState> = {};
      if (body.locale) patch.locale = body.locale;
      if (body.currency) patch.currency = body.currency;
      if (Object.keys(patch).length > 0) await scope.updateSession(patch);
      return apiSession(scope.sessionId, scope.session, scope.account?.id ?? null);
    });
  });
};

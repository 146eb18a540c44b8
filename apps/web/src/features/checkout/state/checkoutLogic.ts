import {
  amazonPaymentMachine,
  applePayPaymentMachine,
  bancontactPaymentMachine,
  cardPaymentMachine,
  checkoutMachine,
  googlePayPaymentMachine,
  idealPaymentMachine,
  klarnaPaymentMachine,
  paypalPaymentMachine,
  paysafecardPaymentMachine,
  savedCardPaymentMachine,
  type AddressesRequest,
  type BillingUpdate,
  type CardDetails,
  type CardToken,
  type CartRefresh,
  type CartResult,
  type CheckoutCart,
  type CheckoutData,
  type CheckoutUser,
  type CreateIntentRequest,
  type FetchIntentRequest,
  type LoadRequest,
  type PaymentIntent,
  type PaymentMethodId,
  type PaymentSettlement,
  type SettleRequest,
  type SubmitResult,
  type WalletAddressResult,
  type WalletAddressUpdate,
  type WalletCartUpdate,
  type WalletOptionResult,
} from '@federkiel/machines';
import { lazyLogic } from '@federkiel/machines/payments/lazyLogic';
import { fromPromise } from 'xstate';
import {
  createApprovalRequests,
  openApproval,
  settlementOf,
  type ApprovalRequests,
} from '../api/approvalRequests.ts';
import type { CheckoutRequests } from '../api/checkoutRequests.ts';
import type { PaymentRequests } from '../api/paymentRequests.ts';
import { usesSandboxSheet, walletCapable, type WalletId } from '../wallet/walletCapability.ts';
import { openWalletSheet, type WalletSheetBridge } from '../wallet/walletSheetBridge.ts';

export interface CheckoutServices {
  requests: CheckoutRequests;
  payments: PaymentRequests;
  /** The signed-in customer (the machine's `user`), read when loading. */
  user: () => CheckoutUser | null;
  /** Leaves the shop for an approval page (3-D Secure, PayPal, …). */
  leaveFor: (url: string, method: PaymentMethodId) => void;
  /** Where the wallet machines show their sheet (WalletSheet.tsx). */
  walletSheet: WalletSheetBridge;
  /** The cart's payment approvals on the server (issue #33). */
  approvals?: ApprovalRequests;
}

/** The machines' checkout with this app's store requests, vault calls and redirects. */
export function createCheckoutLogic({
  requests,
  payments,
  user,
  leaveFor,
  walletSheet,
  approvals = createApprovalRequests(),
}: CheckoutServices) {
  const intents = {
    createIntent: fromPromise<PaymentIntent, CreateIntentRequest>(async ({ input }) => {
      const intent = await payments.createIntent(input);
      // Leaving for an approval page: the server keeps the intent by the cart first, so a
      // reload, another tab or the release job finds it (issue #33). Not fatal: the approval
      // is written down again when it goes on the cart and when the order is submitted.
      if (intent.redirectUrl) await approvals.register(intent.id).catch(() => undefined);
      return intent;
    }),
    fetchIntent: fromPromise<PaymentIntent, FetchIntentRequest>(({ input }) =>
      payments.fetchIntent(input),
    ),
    applyPayment: fromPromise<null, BillingUpdate>(({ input }) => payments.applyPayment(input)),
  };
  const leave = (method: PaymentMethodId) => (_: unknown, params: { url: string }) =>
    leaveFor(params.url, method);
  const redirectMethod = <M extends typeof paypalPaymentMachine>(
    machine: M,
    method: PaymentMethodId,
  ) => lazyLogic(() => machine.provide({ actors: intents, actions: { redirect: leave(method) } }));

  // Google Pay / Apple Pay: capability through the same seam as when loading; the sheet is
  // the sandbox's own (docs/checkout.md "Wallets in the sandbox").
  const walletMachine = <M extends typeof googlePayPaymentMachine>(machine: M, wallet: WalletId) =>
    lazyLogic(() =>
      machine.provide({
        actors: {
          checkDevice: fromPromise<boolean, { method: PaymentMethodId }>(async () =>
            walletCapable(await requests.paymentSettings(), wallet),
          ),
          // Apple's merchant validation belongs to a real gateway; the sandbox sheet needs none.
          verifyDomain: fromPromise<{ verified: boolean; host: string }, undefined>(async () => ({
            verified: usesSandboxSheet(await requests.paymentSettings(), wallet),
            host: window.location.host,
          })),
          openWallet: openWalletSheet(walletSheet, wallet, {
            opened: () => payments.rememberShipping(),
            abandoned: () => void payments.restoreShipping(),
          }),
          updateShippingAddress: fromPromise<WalletAddressResult, WalletAddressUpdate>(
            ({ input }) => payments.updateWalletAddress(input),
          ),
          updateShippingOption: fromPromise<WalletOptionResult, { service: string }>(({ input }) =>
            payments.updateWalletOption(input),
          ),
          applyWalletPayment: fromPromise<null, WalletCartUpdate>(({ input }) =>
            payments.applyWalletPayment(input),
          ),
        },
      }),
    );

  return checkoutMachine.provide({
    actors: {
      // No user: a guest checkout (an e-mail address instead of an account).
      // With an approved payment of this cart another tab or a restarted browser left to
      // settle (the machine then settles it, issue #33).
      loadCheckout: fromPromise<CheckoutData, LoadRequest>(async ({ input }) => {
        const data = await requests.loadCheckout(user(), input.checkoutId);
        if (!data.cart && data.ordered) return data;
        if (!data.cart) {
          // A tab without the cart's checkout id (opened after another tab came back from
          // PayPal or Klarna and ordered): the server knows the session's fresh order by the
          // cart's approval, so this tab shows that order, not an empty cart (issue #40).
          const approval = await approvals.read().catch(() => null);
          return approval?.order ? { ...data, ordered: approval.order } : data;
        }
        const approval = await approvals.read().catch(() => null);
        return { ...data, approval: openApproval(approval) };
      }),
      settlePayment: fromPromise<PaymentSettlement, SettleRequest>(async ({ input }) =>
        settlementOf(
          await approvals.read(input.pending.intentId),
          input.pending.intentId,
          input.ordered,
        ),
      ),
      refreshCart: fromPromise<CartRefresh, { cart: CheckoutCart | null }>(({ input }) =>
        requests.refreshCart(input.cart),
      ),
      saveAddresses: fromPromise<CartResult, AddressesRequest>(({ input }) =>
        requests.saveAddresses(input),
      ),
      chooseShipping: fromPromise<CartResult, { service: string }>(({ input }) =>
        requests.chooseShipping(input.service),
      ),
      applyCoupon: fromPromise<CartResult, { code: string }>(({ input }) =>
        requests.applyCoupon(input.code),
      ),
      removeCoupon: fromPromise<CartResult, undefined>(() => requests.removeCoupon()),
      submitOrder: fromPromise<SubmitResult, undefined>(() => requests.submitOrder()),
      // Each method's machine is built when a customer first pays with it (lazyLogic.ts).
      card: lazyLogic(() =>
        cardPaymentMachine.provide({
          actors: {
            ...intents,
            tokenizeCard: fromPromise<CardToken, CardDetails>(({ input }) =>
              payments.tokenizeCard(input),
            ),
            // The sandbox answers a card intent's state right away; reading it confirms it.
            confirmIntent: fromPromise<PaymentIntent, FetchIntentRequest>(({ input }) =>
              payments.fetchIntent(input),
            ),
            saveCard: fromPromise<null, { token: string }>(({ input }) => payments.saveCard(input)),
          },
          actions: { redirect: leave('card') },
        }),
      ),
      savedCard: lazyLogic(() =>
        savedCardPaymentMachine.provide({
          actors: { applyPayment: intents.applyPayment },
        }),
      ),
      paypal: redirectMethod(paypalPaymentMachine, 'paypal'),
      klarna: redirectMethod(klarnaPaymentMachine, 'klarna'),
      ideal: redirectMethod(idealPaymentMachine, 'ideal'),
      bancontact: redirectMethod(bancontactPaymentMachine, 'bancontact'),
      paysafecard: redirectMethod(paysafecardPaymentMachine, 'paysafecard'),
      amazon: redirectMethod(amazonPaymentMachine, 'amazon'),
      googlePay: walletMachine(googlePayPaymentMachine, 'googlePay'),
      applePay: walletMachine(applePayPaymentMachine, 'applePay'),
    },
  });
}

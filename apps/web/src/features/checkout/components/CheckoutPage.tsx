import type { CheckoutStep } from '@federkiel/machines';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { FullScreenSpinner } from '../../../components/FullScreenSpinner.tsx';
import { trackPurchase } from '../../../lib/analytics/analytics.ts';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { lazyPart, usePreloadWhenIdle } from '../../../lib/lazyPart.ts';
import { invalidateCart } from '../../../lib/store/cartQuery.ts';
import { ACCOUNT_QUERY_ROOT } from '../../../lib/store/queryKeys.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import {
  useCheckoutSelector,
  useCheckoutSend,
  usePlacedOrder,
  useWalletSheetOpen,
} from '../state/checkoutContext.ts';
import { AddressStep } from './AddressStep.tsx';
import { AddressSummary } from './AddressSummary.tsx';
import { OrderedNotice } from './OrderedNotice.tsx';
import { CheckoutSkeleton } from './CheckoutSkeleton.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentSummary } from './PaymentSummary.tsx';
import { ShippingStep, ShippingSummary } from './ShippingStep.tsx';
import { StepSection, type StepState } from './StepSection.tsx';
import styles from './Checkout.module.css';

const STEPS = ['addresses', 'shipping', 'payment', 'review'] as const;

// The payment methods' form (card fields, saved cards) and the review with the wallet buttons
// are not on the first screen of a checkout: they load apart from the route's chunk, when the
// browser is idle or their step opens, so the page hydrates with less code (issue #44).
const paymentStep = lazyPart(() => import('./PaymentStep.tsx').then((m) => m.PaymentStep));
const reviewStep = lazyPart(() => import('./ReviewStep.tsx').then((m) => m.ReviewStep));
/** The parts the checkout loads after its first screen (CheckoutProvider adds the wallet sheet). */
export const CHECKOUT_LATER_PARTS = [paymentStep, reviewStep];
type Step = (typeof STEPS)[number];

/** The open step; while paying and submitting the review stays open under the overlay. */
function useCurrentStep(): Step | null {
  return useCheckoutSelector((s) => {
    if (s.hasTag('paying') || s.hasTag('submitting') || s.hasTag('complete') || s.hasTag('ordered'))
      return 'review';
    return STEPS.find((step) => s.hasTag(step)) ?? null;
  });
}

/** After "Zahlungspflichtig bestellen": count the purchase, refresh the history, move on. */
function useCompletion() {
  const complete = useCheckoutSelector((s) => s.hasTag('complete'));
  const order = useCheckoutSelector((s) => s.context.order);
  const method = useCheckoutSelector((s) => s.context.choice?.method ?? 'card');
  const placed = usePlacedOrder();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!complete || !order) return;
    if (placed) trackPurchase(placed, method);
    void queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
    void invalidateCart(queryClient);
    navigate('/order/complete', { replace: true, state: { orderId: order.id } });
  }, [complete, order, placed, method, navigate, queryClient]);
}

/** A lazy step while its code loads: as tall as its form, so the steps below stay put. */
function PartFallback({ label }: { label: string }) {
  return (
    <div className={styles.partFallback}>
      <LoadingState label={label} />
    </div>
  );
}

function Steps() {
  const { t } = useT('checkout');
  const send = useCheckoutSend();
  const current = useCurrentStep();
  const busy = useCheckoutSelector((s) => s.hasTag('busy'));
  const index = current ? STEPS.indexOf(current) : -1;
  const stateOf = (step: Step): StepState => {
    const at = STEPS.indexOf(step);
    return at === index ? 'open' : at < index ? 'done' : 'upcoming';
  };
  const edit = (step: CheckoutStep) => () => send({ type: 'EDIT', step });

  return (
    <ol className={styles.steps}>
      <li>
        <StepSection
          number={1}
          title={t('steps.addresses')}
          state={stateOf('addresses')}
          summary={<AddressSummary />}
          onEdit={edit('addresses')}
          busy={busy}
        >
          <AddressStep />
        </StepSection>
      </li>
      <li>
        <StepSection
          number={2}
          title={t('steps.shipping')}
          state={stateOf('shipping')}
          summary={<ShippingSummary />}
          onEdit={edit('shipping')}
          busy={busy}
        >
          <ShippingStep />
        </StepSection>
      </li>
      <li>
        <StepSection
          number={3}
          title={t('steps.payment')}
          state={stateOf('payment')}
          summary={<PaymentSummary />}
          onEdit={edit('payment')}
          busy={busy}
        >
          <Suspense fallback={<PartFallback label={t('loading')} />}>
            <paymentStep.Component />
          </Suspense>
        </StepSection>
      </li>
      <li>
        <StepSection number={4} title={t('steps.review')} state={stateOf('review')}>
          <Suspense fallback={<PartFallback label={t('loading')} />}>
            <reviewStep.Component />
          </Suspense>
        </StepSection>
      </li>
    </ol>
  );
}

/** `/checkout`: addresses (a guest's e-mail), shipping, payment, review — then the order. */
export function CheckoutPage() {
  const { t } = useT('checkout');
  const send = useCheckoutSend();
  useDocumentTitle(t('documentTitle'));
  useCompletion();
  usePreloadWhenIdle(...CHECKOUT_LATER_PARTS);
  // A returning customer's known addresses are saved by the checkout itself: still loading.
  const loadingNow = useCheckoutSelector((s) => s.hasTag('loading') || s.context.express);
  // The steps and the summary behind the skeleton are the checkout's largest render: once
  // loaded, React renders them in a transition, in slices the browser can paint and answer
  // between, instead of one long task (issue #44). Back to loading at once.
  const loading = useDeferredValue(loadingNow) || loadingNow;
  const loadFailed = useCheckoutSelector((s) => s.hasTag('load-failed'));
  const empty = useCheckoutSelector((s) => s.hasTag('empty'));
  // While a wallet sheet is open the shop waits for the customer, not the other way round.
  const sheetOpen = useWalletSheetOpen();
  const paying = useCheckoutSelector((s) => s.hasTag('paying')) && !sheetOpen;
  const submitting = useCheckoutSelector((s) => s.hasTag('submitting'));
  const complete = useCheckoutSelector((s) => s.hasTag('complete'));
  const resuming = useCheckoutSelector((s) => s.context.resume !== null);
  // Ordered elsewhere before this page had a cart (a reload): only the notice.
  const orderedOnLoad = useCheckoutSelector((s) => s.hasTag('ordered') && s.context.cart === null);

  let body;
  if (loading && resuming) {
    body = <LoadingState label={t('resuming')} />;
  } else if (loading) {
    body = <CheckoutSkeleton />;
  } else if (loadFailed) {
    body = (
      <div className={styles.stack}>
        <Alert tone="error">{t('loadFailed')}</Alert>
        <div>
          <Button variant="ghost" bordered onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  } else if (orderedOnLoad) {
    body = <OrderedNotice />;
  } else if (empty) {
    body = (
      <EmptyState
        level={2}
        icon={
          <svg viewBox="0 0 24 24" width="48" height="48" fill="none" strokeWidth="1.5">
            <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
            <circle cx="10" cy="20" r="1.2" />
            <circle cx="17" cy="20" r="1.2" />
          </svg>
        }
        title={t('empty.title')}
        text={t('empty.text')}
        action={<Button to="/products">{t('empty.action')}</Button>}
      />
    );
  } else {
    body = (
      <div className={styles.layout}>
        <Steps />
        <OrderSummary />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      {body}
      {paying || submitting || complete ? (
        <FullScreenSpinner label={submitting || complete ? t('submitting') : t('paying')} />
      ) : null}
    </div>
  );
}

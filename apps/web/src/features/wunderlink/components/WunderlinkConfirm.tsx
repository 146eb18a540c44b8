import type { WunderlinkShipping } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AddressFields } from '../../../components/AddressFields.tsx';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import {
  fromAddressValues,
  isEmptyAddress,
  toAddressValues,
  validateAddress,
  type AddressValues,
} from '../../../lib/forms/addressValues.ts';
import { useForm } from '../../../lib/forms/useForm.ts';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { accountQueryKey } from '../../../lib/store/queryKeys.ts';
import {
  useSessionStatus,
  useSessionUser,
  type SessionStatus,
} from '../../../lib/store/session.ts';
import { getStore } from '../../../lib/store/store.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import {
  clearGrant,
  readGrant,
  rememberRedemption,
  type GrantDesign,
  type WunderlinkGrant,
} from '../../../lib/wunderlink/grant.ts';
import {
  wunderlinkCompletePath,
  wunderlinkConfirmPath,
  wunderlinkLandingPath,
} from '../../../lib/wunderlink/paths.ts';
import { useWunderlinkFlow, type WunderlinkFlowOptions } from '../state/useWunderlinkFlow.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { grantProblemText, refusalText } from './refusalText.ts';
import { WunderlinkNotFound } from './WunderlinkNotFound.tsx';
import styles from './Wunderlink.module.css';

/** Where "Karten anpassen" goes: the configurator's summary, the grant's design restored. */
const EDIT_PATH = '/configurator/summary';

export interface WunderlinkConfirmProps {
  linkId: string;
  /** Tests: other calls than the shop backend's. */
  loadLink?: WunderlinkFlowOptions['loadLink'];
  redeem?: WunderlinkFlowOptions['redeem'];
}

/**
 * `/wunderlink/{link}/confirm`, after "Gratis bestellen" in the configurator: signed out, the
 * customer signs in or registers first (and comes back here); then "Jetzt gratis bestellen"
 * places the free order and leads to `/order/wunderlink-complete`. The `wunderlink` machine
 * checks the link again, the design against the grant, and turns the server's refusals into
 * where the customer can fix them.
 */
export function WunderlinkConfirm(props: WunderlinkConfirmProps) {
  const { t } = useT('wunderlink');
  useDocumentTitle(t('confirm.documentTitle'));
  const status = useSessionStatus();
  // Read once: after the order the grant is cleared while this page leaves.
  const [grant] = useState(() => readGrant());
  const design = grant && grant.link.id === props.linkId ? grant.design : null;

  if (!grant || !design) return <NothingToConfirm linkId={props.linkId} />;
  if (status === 'restoring') return <LoadingState centered label={t('confirm.checking')} />;
  return <ConfirmFlow {...props} grant={grant} design={design} status={status} />;
}

function NothingToConfirm({ linkId }: { linkId: string }) {
  const { t } = useT('wunderlink');
  return (
    <div className={styles.page}>
      <EmptyState
        level={1}
        icon={
          <svg viewBox="0 0 24 24">
            <rect x="4" y="6" width="16" height="12" rx="1.5" />
            <path d="M4 8l8 5 8-5" />
          </svg>
        }
        title={t('confirm.nothing.title')}
        text={t('confirm.nothing.text')}
        action={
          <Button to={wunderlinkLandingPath(linkId)} variant="primary">
            {t('confirm.nothing.start')}
          </Button>
        }
      />
    </div>
  );
}

type View =
  | 'loading'
  | 'notFound'
  | 'loadFailed'
  | 'invalid'
  | 'needsAccount'
  | 'confirming'
  | 'placing'
  | 'complete'
  | 'fixable'
  | 'final';

interface ConfirmFlowProps extends WunderlinkConfirmProps {
  grant: WunderlinkGrant;
  design: GrantDesign;
  status: Exclude<SessionStatus, 'restoring'>;
}

function ConfirmFlow({ linkId, grant, design, status, loadLink, redeem }: ConfirmFlowProps) {
  const { t, i18n } = useT('wunderlink');
  const navigate = useNavigate();
  const actor = useWunderlinkFlow({
    linkId,
    status,
    signedIn: status === 'signedIn',
    onComplete: (order) => {
      rememberRedemption({ order, campaign: grant.link.campaign, cards: design.cardCount });
      clearGrant();
      void navigate(wunderlinkCompletePath(order.id), { replace: true });
    },
    ...(loadLink ? { loadLink } : {}),
    ...(redeem ? { redeem } : {}),
  });
  const view = useSelector(actor, (s): View => {
    if (s.hasTag('notFound')) return 'notFound';
    if (s.hasTag('loadFailed')) return 'loadFailed';
    if (s.hasTag('invalid')) return 'invalid';
    if (s.hasTag('needsAccount')) return 'needsAccount';
    if (s.hasTag('confirming')) return 'confirming';
    if (s.hasTag('placing')) return 'placing';
    if (s.hasTag('complete')) return 'complete';
    if (s.hasTag('fixable')) return 'fixable';
    if (s.hasTag('refused')) return 'final';
    return 'loading';
  });
  const readyToOrder = useSelector(actor, (s) => s.hasTag('ready') && !s.hasTag('invalid'));
  const link = useSelector(actor, (s) => s.context.link) ?? grant.link;
  const problems = useSelector(actor, (s) => s.context.problems);
  const error = useSelector(actor, (s) => s.context.error);
  const order = useSelector(actor, (s) => s.context.order);
  const ordered = useRef(false);

  // The link is still active: ask the machine whether the grant covers the stored design.
  useEffect(() => {
    if (!readyToOrder || ordered.current) return;
    ordered.current = true;
    actor.send({
      type: 'ORDER',
      design: {
        configurationId: design.configurationId,
        cardCount: design.cardCount,
        templateId: design.templateId,
        templateGroupIds: design.templateGroupIds,
      },
    });
  }, [readyToOrder, actor, design]);

  // Nothing more to redeem with this grant: the link ended, or the account has its order.
  const ended = view === 'notFound' || view === 'final';
  useEffect(() => {
    if (ended) clearGrant();
  }, [ended]);

  const edit = () => {
    actor.send({ type: 'EDIT' });
    void navigate(EDIT_PATH);
  };

  if (view === 'notFound') return <WunderlinkNotFound />;
  if (view === 'final' && error?.code === 'WUNDERLINK_NOT_FOUND') return <WunderlinkNotFound />;
  if (view === 'loadFailed') return <LoadFailed onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (view === 'loading' || view === 'complete') {
    return <LoadingState centered label={t('confirm.checking')} />;
  }

  const returnTo = wunderlinkConfirmPath(linkId);
  const authLink = (path: string) => `${path}?${new URLSearchParams({ returnTo }).toString()}`;

  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('confirm.title')}</h1>

      <div className={styles.confirmLayout}>
        <OrderSummary grant={grant} design={design} />

        <div className={styles.confirmMain}>
          {view === 'final' ? (
            <Alert tone="error" title={t('errors.refusedTitle')}>
              <p>{error ? refusalText(t, error, link, i18n.language) : t('errors.generic')}</p>
              {order ? (
                <p>
                  <Link to={`/order/${encodeURIComponent(order.id)}`}>
                    {t('errors.alreadyRedeemedOrder', { number: order.number })}
                  </Link>
                </p>
              ) : null}
            </Alert>
          ) : null}

          {view === 'invalid' || view === 'fixable' ? (
            <>
              <Alert tone="error" title={t('errors.refusedTitle')}>
                {view === 'invalid' ? (
                  <ul className={styles.problemList}>
                    {problems.map((problem) => (
                      <li key={problem.code}>{grantProblemText(t, problem, link)}</li>
                    ))}
                  </ul>
                ) : (
                  <p>{error ? refusalText(t, error, link, i18n.language) : t('errors.generic')}</p>
                )}
              </Alert>
              <div className={styles.actions}>
                <Button variant="primary" onClick={edit}>
                  {t('confirm.edit')}
                </Button>
              </div>
            </>
          ) : null}

          {view === 'needsAccount' ? (
            <section className={styles.card} aria-labelledby="wunderlink-account">
              <h2 id="wunderlink-account" className={styles.sectionTitle}>
                {t('confirm.account.title')}
              </h2>
              <p className={styles.text}>{t('confirm.account.text')}</p>
              {error && error.code !== 'SIGN_IN_REQUIRED' ? (
                <Alert tone="error">{refusalText(t, error, link, i18n.language)}</Alert>
              ) : null}
              <div className={styles.actions}>
                <Button to={authLink('/signup')} variant="primary">
                  {t('confirm.account.signup')}
                </Button>
                <span className={styles.or}>{t('confirm.account.signinHint')}</span>
                <Button to={authLink('/signin')} variant="ghost" bordered>
                  {t('confirm.account.signin')}
                </Button>
              </div>
              <p>
                <button type="button" className={styles.linkButton} onClick={edit}>
                  {t('confirm.edit')}
                </button>
              </p>
            </section>
          ) : null}

          {view === 'confirming' || view === 'placing' ? (
            <PlaceOrder
              postageIncluded={link.postage_included}
              placing={view === 'placing'}
              errorText={error ? refusalText(t, error, link, i18n.language) : null}
              onConfirm={(shipping) =>
                actor.send({ type: 'CONFIRM', ...(shipping ? { shipping } : {}) })
              }
              onEdit={edit}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

function OrderSummary({ grant, design }: { grant: WunderlinkGrant; design: GrantDesign }) {
  const { t } = useT('wunderlink');
  const { money } = useFormat();
  const { link } = grant;
  return (
    <section className={styles.card} aria-labelledby="wunderlink-summary">
      <h2 id="wunderlink-summary" className={styles.sectionTitle}>
        {t('confirm.summary')}
      </h2>
      <ul className={styles.summaryList}>
        <li>{t('confirm.campaign', { campaign: link.campaign })}</li>
        <li>{t('confirm.cards', { count: design.cardCount })}</li>
        {design.templateName ? (
          <li>{t('confirm.template', { name: design.templateName })}</li>
        ) : null}
        <li>
          {link.postage_included
            ? t('confirm.shippingToRecipients')
            : t('confirm.shippingToCustomer')}
        </li>
      </ul>
      <p className={styles.total}>
        <span>{t('confirm.total')}</span> <strong>{money(0)}</strong>
      </p>
      <p className={styles.hint}>{t('confirm.noPayment')}</p>
    </section>
  );
}

interface PlaceOrderProps {
  postageIncluded: boolean;
  placing: boolean;
  errorText: string | null;
  onConfirm: (shipping: WunderlinkShipping | null) => void;
  onEdit: () => void;
}

/** "Jetzt gratis bestellen"; a link without postage asks where the cards should go. */
function PlaceOrder({ postageIncluded, placing, errorText, onConfirm, onEdit }: PlaceOrderProps) {
  const { t } = useT('wunderlink');
  const user = useSessionUser();
  const account = useQuery({
    queryKey: accountQueryKey(user?.id ?? ''),
    queryFn: async () => {
      const answer = await getStore().account.get();
      if (!answer) throw new Error('Not signed in');
      return answer;
    },
    enabled: !postageIncluded && Boolean(user),
  });
  const form = useForm<AddressValues>({
    initial: toAddressValues({ first_name: user?.firstName, last_name: user?.lastName }),
    validate: validateAddress,
  });
  const { reset } = form;
  const prefilled = useRef(false);
  const saved = account.data?.shipping;
  // The account's saved delivery address, once it has loaded.
  useEffect(() => {
    if (prefilled.current || !saved || isEmptyAddress(saved)) return;
    prefilled.current = true;
    reset(toAddressValues(saved));
  }, [saved, reset]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (placing) {
      event.preventDefault();
      return;
    }
    if (postageIncluded) {
      event.preventDefault();
      onConfirm(null);
      return;
    }
    form.handleSubmit((values) => onConfirm(fromAddressValues(values)))(event);
  };

  return (
    <form className={styles.card} noValidate onSubmit={submit} aria-labelledby="wunderlink-place">
      <h2 id="wunderlink-place" className={styles.sectionTitle}>
        {postageIncluded ? t('confirm.order') : t('confirm.address.title')}
      </h2>
      {postageIncluded ? null : (
        <>
          <p className={styles.text}>{t('confirm.address.text')}</p>
          <AddressFields form={form} kind="shipping" idPrefix="wunderlink-shipping" />
        </>
      )}
      {errorText ? <Alert tone="error">{errorText}</Alert> : null}
      <div className={styles.actions}>
        <SubmitButton pending={placing} pendingLabel={t('confirm.ordering')} size="lg">
          {t('confirm.order')}
        </SubmitButton>
        <Button variant="ghost" bordered onClick={onEdit} disabled={placing}>
          {t('confirm.edit')}
        </Button>
      </div>
    </form>
  );
}

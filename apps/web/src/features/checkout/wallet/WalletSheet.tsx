import type { CardDetails, CardToken, WalletAddress, WalletAnswer } from '@federkiel/machines';
import type { StoreTotals } from '@federkiel/machines/pricing/priceBreakdown';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import type { StoreCart } from '../../../lib/store/types.ts';
import { useValue, type ValueStore } from '../../../lib/valueStore.ts';
import type { WalletSheetBridge, WalletSheetSession } from './walletSheetBridge.ts';
import {
  SANDBOX_WALLET_ADDRESSES,
  SANDBOX_WALLET_CARDS,
  WALLET_ACCOUNT_EMAIL,
} from './sandboxWallet.ts';
import { walletLines } from './walletLines.ts';
import styles from './WalletSheet.module.css';

// The sandbox's stand-in for the Google Pay / Apple Pay payment sheet (docs/checkout.md
// "Wallets in the sandbox"): the wallet machine opens it through the bridge, every choice
// here goes to the machine as a WalletEvent, and the machine's answers come back.

/** The cart fields the sheet shows (the store's cart, loosely typed in lib/store). */
interface SheetCart extends StoreTotals {
  sub_total?: number;
  tax_total?: number;
  shipment_total?: number;
  grand_total?: number;
  shipping?: (WalletAddress & { service?: string | null }) | null;
  shipment_rating?: { services?: { id: string; name: string; price?: number }[] } | null;
  account?: { email?: string } | null;
}

export interface WalletSheetProps {
  bridge: WalletSheetBridge;
  cart: ValueStore<StoreCart | null>;
  /** The vault: the chosen test card becomes the wallet's token. */
  tokenizeCard: (card: CardDetails) => Promise<CardToken>;
}

/** Renders the open sheet, if any; a new session (another attempt) starts afresh. */
export function WalletSheet({ bridge, cart, tokenizeCard }: WalletSheetProps) {
  const { t } = useT('checkout');
  const session = useValue(bridge.session);
  const completion = useValue(bridge.completion);
  const current = useValue(cart) as SheetCart | null;
  return (
    <>
      {/* Apple Pay's completion status outlives the sheet (walletSheetBridge.ts). */}
      <p role="status" className="fk-visually-hidden" data-complete-status={completion?.status}>
        {completion
          ? t(
              completion.status === 'success' ? 'wallet.completeSuccess' : 'wallet.completeFailure',
              {
                wallet: t(`methods.${completion.wallet}`),
              },
            )
          : ''}
      </p>
      {session ? (
        <Sheet key={session.id} session={session} cart={current} tokenizeCard={tokenizeCard} />
      ) : null}
    </>
  );
}

/** The newest answer of a kind since `since` answers (earlier ones belong to older changes). */
function answerAfter<T extends WalletAnswer['type']>(
  answers: readonly WalletAnswer[],
  since: number,
  type: T,
): Extract<WalletAnswer, { type: T }> | undefined {
  return answers
    .slice(since)
    .filter((a): a is Extract<WalletAnswer, { type: T }> => a.type === type)
    .at(-1);
}

function addressLine(address: WalletAddress): string {
  return [address.name, address.address1, `${address.zip ?? ''} ${address.city ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
}

function Sheet({
  session,
  cart,
  tokenizeCard,
}: {
  session: WalletSheetSession;
  cart: SheetCart | null;
  tokenizeCard: WalletSheetProps['tokenizeCard'];
}) {
  const { t } = useT('checkout');
  const { t: tPrices } = useT('prices');
  const { money } = useFormat();
  const name = useId();
  const apple = session.wallet === 'applePay';
  const sheetLines = walletLines(cart ?? {});

  // The cart's own delivery address first, as a wallet offers the one last used.
  const [addresses] = useState<WalletAddress[]>(() => {
    const own = cart?.shipping;
    const first: WalletAddress[] =
      own?.address1 && own.country
        ? [
            {
              name: own.name,
              address1: own.address1,
              address2: own.address2,
              city: own.city,
              zip: own.zip,
              country: own.country,
            },
          ]
        : [];
    return [...first, ...SANDBOX_WALLET_ADDRESSES];
  });
  const [addressIndex, setAddressIndex] = useState(0);
  const [cardIndex, setCardIndex] = useState(0);
  // Which change waits for the machine's answer, and how many answers there were then.
  const [pending, setPending] = useState<{ kind: 'address' | 'option'; since: number } | null>(
    null,
  );
  const [addressResult, setAddressResult] = useState<'success' | 'invalid_shipping_address'>(
    'success',
  );
  const [optionFailed, setOptionFailed] = useState(false);
  // The option the customer picked, shown at once (the cart's service follows the answer).
  const [chosenService, setChosenService] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  useEffect(() => {
    if (!pending) return;
    if (pending.kind === 'address') {
      const answer = answerAfter(session.answers, pending.since, 'SHIPPING_ADDRESS_RESULT');
      if (answer) {
        setAddressResult(answer.result);
        setPending(null);
      }
    } else {
      const answer = answerAfter(session.answers, pending.since, 'SHIPPING_OPTION_RESULT');
      if (answer) {
        setOptionFailed(answer.result === 'fail');
        if (answer.result === 'fail') setChosenService(null);
        setPending(null);
      }
    }
  }, [pending, session.answers]);

  const services = cart?.shipment_rating?.services ?? [];
  const service = chosenService ?? cart?.shipping?.service ?? null;
  const address = addresses[addressIndex];
  const canPay =
    !pending && !paying && addressResult === 'success' && !optionFailed && !!address && !!service;

  const chooseAddress = (index: number) => {
    const chosen = addresses[index];
    if (!chosen) return;
    setAddressIndex(index);
    // A new address resets the service (spec §4): the customer chooses again.
    setChosenService(null);
    setPending({ kind: 'address', since: session.answers.length });
    session.send({ type: 'SHIPPING_ADDRESS_CHANGED', address: chosen });
  };

  const chooseOption = (id: string) => {
    setChosenService(id);
    setPending({ kind: 'option', since: session.answers.length });
    session.send({ type: 'SHIPPING_OPTION_CHANGED', service: id });
  };

  // The chosen test card is tokenized as soon as it is chosen: a real wallet hands over its
  // token at once, so „Bezahlen“ must not wait for the vault (issue #27: 5–7 s to register).
  const token = useRef<{ index: number; promise: Promise<CardToken> } | null>(null);
  const tokenFor = (index: number) => {
    const card = SANDBOX_WALLET_CARDS[index];
    if (!card) return null;
    if (token.current?.index !== index) {
      const promise = tokenizeCard(card.details);
      promise.catch(() => {}); // answered when paying
      token.current = { index, promise };
    }
    return token.current.promise;
  };
  useEffect(() => {
    tokenFor(cardIndex);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per chosen card
  }, [cardIndex]);

  const pay = async () => {
    const tokenOf = tokenFor(cardIndex);
    if (!canPay || !tokenOf || !address) return;
    setPaying(true);
    setCardError(null);
    // A token is used once: another attempt tokenizes again.
    token.current = null;
    try {
      const { token: cardToken } = await tokenOf;
      session.send({
        type: 'AUTHORIZED',
        payment: {
          token: cardToken,
          email: cart?.account?.email ?? WALLET_ACCOUNT_EMAIL,
          billing: address,
          shipping: address,
        },
      });
    } catch (error) {
      // A declined test card stays in the sheet, as the wallet asks for another card.
      setCardError(error instanceof Error ? error.message : t('wallet.cardFailed'));
      setPaying(false);
    }
  };

  const walletName = t(`methods.${session.wallet}`);
  return (
    <Modal
      open
      onClose={() => session.send({ type: 'CANCEL' })}
      title={
        <span className={styles.title}>
          {walletName}
          <span className={styles.badge}>{t('wallet.testMode')}</span>
        </span>
      }
      size="md"
      closeOnBackdrop={!paying}
      className={apple ? styles.apple : styles.google}
      footer={
        <div className={styles.footer}>
          <button
            type="button"
            className={styles.cancel}
            onClick={() => session.send({ type: 'CANCEL' })}
            disabled={paying}
          >
            {t('wallet.cancel')}
          </button>
          <button
            type="button"
            className={apple ? styles.payApple : styles.payGoogle}
            onClick={() => void pay()}
            disabled={!canPay}
            aria-describedby={`${name}-total`}
          >
            {paying ? t('wallet.paying') : t('wallet.pay')}
          </button>
        </div>
      }
    >
      <div className={styles.sheet} data-wallet={session.wallet}>
        <fieldset className={styles.group}>
          <legend>{t('wallet.card')}</legend>
          {SANDBOX_WALLET_CARDS.map((card, index) => (
            <label key={card.details.number} className={styles.choice}>
              <input
                type="radio"
                name={`${name}-card`}
                checked={index === cardIndex}
                onChange={() => setCardIndex(index)}
                disabled={paying}
              />
              <span>{t(card.label)}</span>
            </label>
          ))}
          {cardError ? <Alert tone="error">{cardError}</Alert> : null}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('wallet.address')}</legend>
          {addresses.map((option, index) => (
            <label key={addressLine(option)} className={styles.choice}>
              <input
                type="radio"
                name={`${name}-address`}
                checked={index === addressIndex}
                onChange={() => chooseAddress(index)}
                disabled={paying || !!pending}
              />
              <span>{addressLine(option)}</span>
            </label>
          ))}
          {addressResult === 'invalid_shipping_address' && !pending ? (
            <Alert tone="error">{t('wallet.invalidAddress')}</Alert>
          ) : null}
        </fieldset>

        {addressResult === 'success' ? (
          <fieldset className={styles.group}>
            <legend>{t('wallet.shipping')}</legend>
            {services.map((option) => (
              <label key={option.id} className={styles.choice}>
                <input
                  type="radio"
                  name={`${name}-service`}
                  checked={option.id === service}
                  onChange={() => chooseOption(option.id)}
                  disabled={paying || !!pending}
                />
                <span>
                  {option.name} · {money(option.price ?? 0)}
                </span>
              </label>
            ))}
            {optionFailed && !pending ? (
              <Alert tone="error">{t('wallet.optionFailed')}</Alert>
            ) : null}
          </fieldset>
        ) : null}

        {/* Spec §9's display items, gross with every discount, adding up to the total. */}
        <dl className={styles.items} aria-busy={!!pending} data-testid="wallet-lines">
          {sheetLines.lines.map((line) => (
            <div key={line.id} className={styles.line} data-line={line.id}>
              <dt>
                {tPrices(`lines.${line.id}`)}
                {line.id === 'coupon' && line.detail ? ` (${line.detail})` : ''}
              </dt>
              <dd>{line.cents < 0 ? `−${money(-line.cents / 100)}` : money(line.cents / 100)}</dd>
            </div>
          ))}
          <div className={styles.line}>
            <dt className={styles.total}>{t('wallet.total')}</dt>
            <dd className={styles.total} id={`${name}-total`} data-testid="wallet-total">
              {money(sheetLines.totalCents / 100)}
            </dd>
          </div>
          <div className={styles.line}>
            <dt className={styles.muted}>{tPrices('lines.vatIncluded')}</dt>
            <dd className={styles.muted}>{money(sheetLines.vatCents / 100)}</dd>
          </div>
        </dl>
        {pending ? (
          <p role="status" className={styles.muted}>
            {t('wallet.updating')}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

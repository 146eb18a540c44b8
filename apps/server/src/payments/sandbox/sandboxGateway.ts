import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { SandboxIntentsTable } from '../../db/schema.ts';
import { newId, newSecret } from '../../store/ids.ts';
import { cardBrand, cardDigits } from '../cardInput.ts';
import type {
  CardInput,
  CardSummary,
  CardToken,
  ChargeRequest,
  ChargeResult,
  Decline,
  Intent,
  IntentRequest,
  CheckoutSessionDetails,
  IntentStatus,
  PaymentGateway,
  PaymentMethod,
} from '../gateway.ts';
import { amazonInstrument } from './amazonSandbox.ts';
import {
  amazonSessionComplete,
  checkoutSessionDetails,
  readAmazonSession,
  recordAmazonStep,
  type AmazonSession,
  type AmazonStep,
} from './amazonSessions.ts';
import { DECLINE_MESSAGES, SANDBOX_CARDS, type CardBehaviour } from './sandboxCards.ts';
import type { Decision } from './returnUrl.ts';

/** Where the approval pages live (routes/vault/sandboxPages.ts). */
export const APPROVAL_PATH = '/vault/sandbox';

function decline(code: keyof typeof DECLINE_MESSAGES, param = 'gateway'): Decline {
  return { declined: true, param, code, message: DECLINE_MESSAGES[code] };
}

/**
 * A payment gateway that moves no money and behaves like Stripe's test mode: test card
 * numbers, declines, 3-D Secure and redirect methods confirmed on a local approval page.
 * Its records live in the server's database (sandbox_* tables).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async tokenizeCard(card: CardInput): Promise<CardToken | Decline> {
    const digits = cardDigits(card.number);
    const known = SANDBOX_CARDS.find((c) => c.number === digits);
    if (!known) return decline('sandbox_unknown_card', 'number');
    if (known.behaviour === null) return decline('card_declined');

    const token = newId('tok');
    const summary: CardSummary = {
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      exp_month: card.exp_month,
      exp_year: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
    };
    await this.db
      .insertInto('sandbox_card_tokens')
      .values({ token, ...summary, behaviour: known.behaviour, date_created: this.now() })
      .execute();
    return {
      token,
      ...summary,
      cvc_check: 'pass',
      zip_check: 'unchecked',
      address_check: 'unchecked',
    };
  }

  async cardToken(token: string): Promise<CardSummary | null> {
    const row = await this.tokenRow(token);
    return row
      ? { brand: row.brand, last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year }
      : null;
  }

  async createIntent(request: IntentRequest): Promise<Intent | Decline> {
    let status: IntentStatus = 'requires_action';
    if (request.method === 'card') {
      const behaviour = request.cardToken ? await this.behaviour(request.cardToken) : null;
      if (!behaviour) return decline('card_declined', 'payment_method');
      if (behaviour === 'insufficient_funds') return decline('insufficient_funds');
      // An ordinary card is authorised at once; a 3-D Secure card waits for the page.
      status = behaviour === 'approve' ? 'requires_capture' : 'requires_action';
    }
    const id = newId('pi');
    const row: SandboxIntentsTable = {
      id,
      client_secret: `${id}_secret_${newSecret(12)}`,
      method: request.method,
      status,
      amount_cents: request.amountCents,
      currency: request.currency,
      card_token: request.cardToken,
      return_url: request.returnUrl,
      charge_id: null,
      date_created: this.now(),
      date_updated: this.now(),
    };
    await this.db.insertInto('sandbox_intents').values(row).execute();
    return this.intentFromRow(row, request.pageOrigin);
  }

  async intent(idOrSecret: string, pageOrigin = ''): Promise<Intent | null> {
    const row = await this.db
      .selectFrom('sandbox_intents')
      .selectAll()
      .where((eb) => eb.or([eb('id', '=', idOrSecret), eb('client_secret', '=', idOrSecret)]))
      .executeTakeFirst();
    return row ? this.intentFromRow(row, pageOrigin) : null;
  }

  /**
   * The customer's choice on the approval page. Only a waiting intent changes. Amazon Pay is
   * approved only once the buyer signed in and chose an address and an instrument (else it
   * keeps waiting); an instrument Amazon declines makes the approval a refusal.
   */
  async decide(intentId: string, decision: Decision): Promise<Intent | null> {
    let next: IntentStatus =
      decision === 'approve'
        ? 'requires_capture'
        : decision === 'cancel'
          ? 'canceled'
          : 'requires_payment_method';
    const waiting = await this.intent(intentId);
    if (waiting?.method === 'amazon' && decision === 'approve') {
      const session = await readAmazonSession(this.db, intentId);
      if (!amazonSessionComplete(session)) return waiting;
      if (amazonInstrument(session.instrument_id)?.declines) next = 'requires_payment_method';
    }
    await this.db
      .updateTable('sandbox_intents')
      .set({ status: next, date_updated: this.now() })
      .where('id', '=', intentId)
      .where('status', '=', 'requires_action')
      .execute();
    return this.intent(intentId);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const previous = await this.db
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('idempotency_key', '=', request.idempotencyKey)
      .where('status', '=', 'succeeded')
      .executeTakeFirst();
    if (previous) {
      const card = previous.card_token ? await this.cardToken(previous.card_token) : null;
      return { ok: true, chargeId: previous.id, card };
    }

    const { source } = request;
    let cardToken: string | null = null;
    let intentId: string | null = null;
    let method: PaymentMethod = 'card';

    if (source.kind === 'card') {
      const behaviour = await this.behaviour(source.token);
      if (!behaviour) return refused('card_declined');
      if (behaviour === 'insufficient_funds') return refused('insufficient_funds');
      if (behaviour === 'requires_3ds') return refused('authentication_required', true);
      cardToken = source.token;
    } else {
      const intent = await this.intent(source.intentId);
      if (
        !intent ||
        intent.method !== source.method ||
        intent.status !== 'requires_capture' ||
        (source.cardToken !== null && intent.cardToken !== source.cardToken)
      ) {
        return refused('authentication_failed');
      }
      if (intent.amountCents !== request.amountCents || intent.currency !== request.currency) {
        return {
          ok: false,
          code: 'amount_mismatch',
          message:
            'Der Betrag hat sich seit der Bestätigung geändert. Bitte die Zahlung erneut bestätigen.',
          requiresAction: false,
        };
      }
      cardToken = intent.cardToken;
      intentId = intent.id;
      method = intent.method;
    }

    const newChargeId = newId('ch');
    const chargeId = await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sandbox_charges')
        .values({
          id: newChargeId,
          idempotency_key: request.idempotencyKey,
          method,
          amount_cents: request.amountCents,
          currency: request.currency,
          card_token: cardToken,
          intent_id: intentId,
          status: 'succeeded',
          date_created: this.now(),
        })
        // A refunded charge keeps its key; a new attempt replaces it. A succeeded one is
        // kept: two processes charging the same key at once get one charge, the first
        // writer's, like a real gateway's idempotency key (issue 16).
        .onConflict((oc) =>
          oc
            .column('idempotency_key')
            .doUpdateSet({
              id: newChargeId,
              method,
              amount_cents: request.amountCents,
              card_token: cardToken,
              intent_id: intentId,
              status: 'succeeded',
            })
            .where('sandbox_charges.status', '=', 'refunded'),
        )
        .execute();
      const stored = await trx
        .selectFrom('sandbox_charges')
        .select('id')
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      if (stored.id !== newChargeId) return stored.id;
      if (intentId) {
        await trx
          .updateTable('sandbox_intents')
          .set({ status: 'succeeded', charge_id: newChargeId, date_updated: this.now() })
          .where('id', '=', intentId)
          .execute();
      }
      return newChargeId;
    });
    return { ok: true, chargeId, card: cardToken ? await this.cardToken(cardToken) : null };
  }

  async refund(chargeId: string, amountCents?: number): Promise<void> {
    const charge = await this.db
      .selectFrom('sandbox_charges')
      .select(['amount_cents', 'status'])
      .where('id', '=', chargeId)
      .executeTakeFirst();
    if (!charge) throw new Error(`unknown charge ${chargeId}`);
    if (amountCents !== undefined && (amountCents <= 0 || amountCents > charge.amount_cents)) {
      throw new Error('refund amount outside the charge');
    }
    // A part given back keeps the charge (and its idempotency key) taken.
    const partial = amountCents !== undefined && amountCents < charge.amount_cents;
    await this.db
      .updateTable('sandbox_charges')
      .set({ status: partial ? 'partially_refunded' : 'refunded' })
      .where('id', '=', chargeId)
      .execute();
  }

  async release(intentId: string): Promise<void> {
    await this.db
      .updateTable('sandbox_intents')
      .set({ status: 'canceled', date_updated: this.now() })
      .where('id', '=', intentId)
      .where('status', 'in', ['requires_capture', 'requires_action'])
      .execute();
  }

  async openIntentsBefore(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sandbox_intents')
      .select('id')
      .where('status', 'in', ['requires_capture', 'requires_action'])
      .where('date_created', '<', cutoff.toISOString())
      .orderBy('date_created')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Amazon Pay page: what the buyer did so far in this checkout session. */
  async amazonSession(intentId: string): Promise<AmazonSession> {
    return readAmazonSession(this.db, intentId);
  }

  /** Amazon Pay page: signing in, choosing an address or an instrument (while waiting). */
  async amazonStep(intentId: string, step: AmazonStep): Promise<void> {
    const intent = await this.intent(intentId);
    if (intent?.method !== 'amazon' || intent.status !== 'requires_action') return;
    await recordAmazonStep(this.db, intentId, step, this.now());
  }

  async checkoutSession(intentId: string): Promise<CheckoutSessionDetails | null> {
    const intent = await this.intent(intentId);
    if (intent?.method !== 'amazon') return null;
    return checkoutSessionDetails(await readAmazonSession(this.db, intentId));
  }

  private async tokenRow(token: string) {
    return this.db
      .selectFrom('sandbox_card_tokens')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
  }

  private async behaviour(token: string): Promise<CardBehaviour | null> {
    const row = await this.tokenRow(token);
    return row ? (row.behaviour as CardBehaviour) : null;
  }

  private intentFromRow(row: SandboxIntentsTable, pageOrigin: string): Intent {
    return {
      id: row.id,
      clientSecret: row.client_secret,
      method: row.method as PaymentMethod,
      status: row.status as IntentStatus,
      amountCents: row.amount_cents,
      currency: row.currency,
      cardToken: row.card_token,
      returnUrl: row.return_url,
      redirectUrl:
        row.status === 'requires_action' ? `${pageOrigin}${APPROVAL_PATH}/${row.id}` : null,
    };
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

function refused(code: keyof typeof DECLINE_MESSAGES, requiresAction = false): ChargeResult {
  return { ok: false, code, message: DECLINE_MESSAGES[code], requiresAction };
}

import type { EditEvent, TemplateChoice } from './edits.ts';
import type { FitCheckResult, FitSettings } from './fitCheck.ts';
import type { EditorState, SavedProgress } from './progress.ts';
import type { Recipient } from './recipientSchema.ts';
import type { RecipientValidation } from './recipientValidation.ts';
import type { Canvas, FontRef, IsoDate } from './schema.ts';
import type { RuleSettings, StepProblems } from './stepProblems.ts';
import type { VariantOffer } from './variants.ts';
import type { AddressForm, ShippingMode, StepId } from './vocabulary.ts';

// The configurator machine's types: its input, context, events, tags and the requests its
// app-supplied actors receive.

export interface ConfiguratorInput {
  /** Today in Germany (`isoDateInBerlin(new Date())`): the machine never reads a clock. */
  today: IsoDate;
  /** Progress from localStorage (object or JSON text); unreadable progress is ignored. */
  saved?: unknown;
  /** Spec §5 maxCards; default 10,000. */
  maxCards?: number;
  /** Working days before the first possible shipping day; default 1 (next working day). */
  leadWorkingDays?: number;
  /** Preselection from a link (product list, template page), applied over saved progress. */
  start?: { canvas?: Canvas; template?: TemplateChoice };
}

/** The store's price answer for the summary (Swell cart amounts, EUR, decimal euros). */
export interface PriceQuote {
  currency: string;
  quantity: number;
  /** Net price per card before discounts. */
  price: number;
  volumeDiscountPercent: number;
  discountTotal: number;
  shipmentTotal: number;
  taxTotal: number;
  grandTotal: number;
}

export interface AddToCartResult {
  configurationId: string;
}

export interface ConfiguratorContext extends EditorState {
  settings: RuleSettings;
  /** The step on screen (mirrors the state, for persistence and guards). */
  step: StepId;
  /** Steps the customer has completed with "Weiter"; they may jump back to these. */
  finishedSteps: StepId[];
  /** Why each step cannot be left yet (derived after every change). */
  problems: StepProblems;
  /** The recipient table's per-card problems (derived after every change). */
  recipientValidation: RecipientValidation;
  /** Open "copy previous variant or start fresh?" question. */
  variantOffer: VariantOffer | null;
  /** Counts edits; the summary's checks are current when `checkedRevision` equals it. */
  revision: number;
  checkingRevision: number;
  checkedRevision: number;
  fit: FitCheckResult | null;
  fitFailed: boolean;
  quote: PriceQuote | null;
  quoteFailed: boolean;
  saveFailed: boolean;
  /** What replaces the progress once "discard?" is confirmed (null = a new, empty order). */
  pendingReplacement: SavedProgress | null;
  configurationId: string | null;
}

export type ConfiguratorEvent =
  | EditEvent
  | { type: 'EDIT_VARIANT'; variant: AddressForm }
  | { type: 'COPY_PREVIOUS_VARIANT' }
  | { type: 'START_VARIANT_FRESH' }
  | { type: 'CANCEL_VARIANT_SWITCH' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'GO_TO_STEP'; step: StepId }
  | { type: 'RETRY_CHECKS' }
  | { type: 'ADD_TO_CART' }
  | { type: 'NEW_ORDER' }
  | { type: 'LOAD_DRAFT'; progress: unknown }
  | { type: 'CONFIRM_DISCARD' }
  | { type: 'CANCEL_DISCARD' };

export type ConfiguratorTag =
  | `step:${StepId}`
  | 'can-continue'
  | 'variant-offer'
  | 'checking'
  | 'saving'
  | 'confirm-discard'
  | 'done';

/** What the app's `checkFit` actor gets: it loads `font` and runs `checkFit` (maybe in a worker). */
export interface FitCheckRequest {
  font: FontRef;
  settings: FitSettings;
  recipients: Recipient[];
}

/** What the app's `quotePrice` actor gets: the store prices the cards (never the browser). */
export interface PriceQuoteRequest {
  canvasKey: string;
  quantity: number;
  shippingMode: ShippingMode;
  /** The recipients' countries, one per card: postage is priced by destination (issue 38). */
  countries: string[];
}

import { z } from 'zod';
import {
  type CardText,
  type ConfigurationDraft,
  type IsoDate,
  configurationDraftSchema,
  type VariantTexts,
} from './schema.ts';
import { earliestShippingDate } from './shippingDate.ts';
import { ADDRESS_FORMS, type AddressForm, STEPS, type StepId } from './vocabulary.ts';

// Saved progress (spec §3 "order data saved locally"): what the app keeps in localStorage
// through the `persistProgress` action and gives back as input after a reload. It is our
// own versioned JSON rather than XState's persisted snapshot, so a new release of the
// machine can still read what an older one saved; anything unreadable is ignored.

export const PROGRESS_VERSION = 1;

/** What the customer is editing, besides the draft itself. */
export interface EditorState {
  draft: ConfigurationDraft;
  /** The text variant (du/sie/ihr) the text editor shows. */
  activeVariant: AddressForm;
  /** Variants the customer has typed in (a template change leaves these alone). */
  editedVariants: AddressForm[];
  /** Recipient ids are `r1`, `r2`, …: pure, stable and unique within the order. */
  nextRecipientNumber: number;
}

export const savedProgressSchema = z.object({
  version: z.literal(PROGRESS_VERSION),
  step: z.enum(STEPS),
  finishedSteps: z.array(z.enum(STEPS)),
  activeVariant: z.enum(ADDRESS_FORMS),
  editedVariants: z.array(z.enum(ADDRESS_FORMS)),
  nextRecipientNumber: z.number().int().positive(),
  draft: configurationDraftSchema,
});
export type SavedProgress = z.infer<typeof savedProgressSchema>;

/** Reads saved progress (object or JSON text); null when absent, corrupt or from elsewhere. */
export function parseSavedProgress(value: unknown): SavedProgress | null {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = savedProgressSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function emptyCardText(): CardText {
  return {
    pages: [
      { heading: '', body: '' },
      { heading: '', body: '' },
    ],
  };
}

export function emptyVariantTexts(): VariantTexts {
  return { du: emptyCardText(), sie: emptyCardText(), ihr: emptyCardText() };
}

/** A new order: nothing chosen, medium text, closed envelope to the recipients. */
export function emptyDraft(shippingDate: IsoDate | null = null): ConfigurationDraft {
  return {
    canvas: null,
    template: null,
    templateTexts: null,
    personalisation: null,
    font: null,
    textSize: 'medium',
    texts: emptyVariantTexts(),
    customSalutation: null,
    customVariables: [],
    images: { logo: null, outerBackground: null, innerBackground: null },
    recipients: [],
    shipping: { mode: 'to_recipients', date: shippingDate, envelope: 'closed' },
  };
}

export function emptyEditorState(today: IsoDate, leadWorkingDays: number): EditorState {
  return {
    draft: emptyDraft(earliestShippingDate(today, leadWorkingDays)),
    activeVariant: 'du',
    editedVariants: [],
    nextRecipientNumber: 1,
  };
}

/**
 * The editor state of saved progress. A shipping date that has become too early while the
 * progress waited is moved to the earliest possible day (the summary shows it anyway).
 */
export function editorStateFrom(
  saved: SavedProgress,
  today: IsoDate,
  leadWorkingDays: number,
): EditorState {
  const earliest = earliestShippingDate(today, leadWorkingDays);
  const date = saved.draft.shipping.date;
  return {
    draft: {
      ...saved.draft,
      shipping: {
        ...saved.draft.shipping,
        date: date === null || date < earliest ? earliest : date,
      },
    },
    activeVariant: saved.activeVariant,
    editedVariants: saved.editedVariants,
    nextRecipientNumber: saved.nextRecipientNumber,
  };
}

export function toSavedProgress(
  editor: EditorState,
  step: StepId,
  finishedSteps: readonly StepId[],
): SavedProgress {
  return {
    version: PROGRESS_VERSION,
    step,
    finishedSteps: [...finishedSteps],
    activeVariant: editor.activeVariant,
    editedVariants: editor.editedVariants,
    nextRecipientNumber: editor.nextRecipientNumber,
    draft: editor.draft,
  };
}

/** Has the customer entered anything worth a "discard?" question? */
export function hasProgress(draft: ConfigurationDraft): boolean {
  return (
    draft.canvas !== null ||
    draft.template !== null ||
    draft.recipients.length > 0 ||
    draft.font !== null ||
    draft.personalisation !== null
  );
}

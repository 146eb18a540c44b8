// The configurator's vocabulary: one English code name per thing, mapped once to the German
// words the shop shows (architecture.md, "one name per thing"). Every other file imports
// these lists instead of repeating string literals.

/** Spec §3 canvas kinds, as the CMS stores them (`kind`). */
export const CANVAS_KINDS = ['postcard', 'folded_card', 'letter'] as const;
export type CanvasKind = (typeof CANVAS_KINDS)[number];

/** Spec §1 personalisation types. `invitation` is shown as "demnächst" and never selectable. */
export const PERSONALISATIONS = ['salutation_address', 'variable_blocks', 'free_text'] as const;
export type Personalisation = (typeof PERSONALISATIONS)[number];

export interface PersonalisationOption {
  id: Personalisation | 'invitation';
  label: string;
  description: string;
  available: boolean;
}

/** What the path step lists, in this order (the UI shows `invitation` greyed out). */
export const PERSONALISATION_OPTIONS: readonly PersonalisationOption[] = [
  {
    id: 'salutation_address',
    label: 'Persönliche Anrede und Adresse',
    description: 'Ein Text für alle, mit Anrede und Namen für jede Karte.',
    available: true,
  },
  {
    id: 'variable_blocks',
    label: 'Persönlich mit variablen Textbausteinen',
    description: 'Eigene Platzhalter wie {{Geschenk}}, für jede Karte anders gefüllt.',
    available: true,
  },
  {
    id: 'free_text',
    label: 'Eigener Text für jede Karte',
    description: 'Jede Karte bekommt ihren ganz eigenen Text.',
    available: true,
  },
  {
    id: 'invitation',
    label: 'Einladung (demnächst)',
    description: 'Einladungen mit Antwortkarte – kommen bald.',
    available: false,
  },
];

export function isPersonalisation(value: unknown): value is Personalisation {
  return (PERSONALISATIONS as readonly unknown[]).includes(value);
}

/** Spec "text template variants du, sie and ihr" = the recipient's address form. */
export const ADDRESS_FORMS = ['du', 'sie', 'ihr'] as const;
export type AddressForm = (typeof ADDRESS_FORMS)[number];
export const ADDRESS_FORM_LABELS: Record<AddressForm, string> = {
  du: 'Du',
  sie: 'Sie',
  ihr: 'Ihr',
};

/**
 * Spec "gender (feminine/masculine)" plus `neutral` for people who should not be addressed
 * as Frau or Herr ("Guten Tag Alex Kim,"). A company-only recipient is not a gender: it is a
 * recipient with a company and no names (see `isCompanyOnly`).
 */
export const GENDERS = ['female', 'male', 'neutral'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  female: 'Frau',
  male: 'Herr',
  neutral: 'Neutral',
};

/** Spec §9 text sizes. */
export const TEXT_SIZES = ['small', 'medium', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const TEXT_SIZE_LABELS: Record<TextSize, string> = {
  small: 'Klein',
  medium: 'Mittel',
  large: 'Groß',
};

/** Same ids as the store's shipping services (docs/store.md), so nothing needs mapping. */
export const SHIPPING_MODES = ['to_customer', 'to_recipients'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];
export const SHIPPING_MODE_LABELS: Record<ShippingMode, string> = {
  to_customer: 'Versand an mich',
  to_recipients: 'Versand direkt an die Empfänger',
};

/** Spec §1: envelope closed or open, or `blank` = no address printed. */
export const ENVELOPES = ['closed', 'open', 'blank'] as const;
export type Envelope = (typeof ENVELOPES)[number];
export const ENVELOPE_LABELS: Record<Envelope, string> = {
  closed: 'Umschlag verschlossen',
  open: 'Umschlag offen (zum Beilegen)',
  blank: 'Umschlag ohne Adresse',
};

/** The three optional customer images (spec §3: logo, customBg, customInnerBg). */
export const IMAGE_SLOTS = ['logo', 'outerBackground', 'innerBackground'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];
export const IMAGE_SLOT_LABELS: Record<ImageSlot, string> = {
  logo: 'Logo',
  outerBackground: 'Hintergrund außen',
  innerBackground: 'Hintergrund innen',
};

/** The configurator's steps in order (spec §2); checkout is the next issue. */
export const STEPS = ['path', 'content', 'data', 'summary'] as const;
export type StepId = (typeof STEPS)[number];
export const STEP_LABELS: Record<StepId, string> = {
  path: 'Produkt & Vorlage',
  content: 'Text & Gestaltung',
  data: 'Empfänger',
  summary: 'Versand & Übersicht',
};

/** Our default for spec §5 "at most {{maxCards}} cards" (the store's cart limit too). */
export const DEFAULT_MAX_CARDS = 10_000;

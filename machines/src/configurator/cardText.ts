import { PRIMARY_PAGE, pageIndexes } from './canvasGeometry.ts';
import type { Recipient } from './recipientSchema.ts';
import { customSalutationForm, nameVariables, salutationFor } from './salutation.ts';
import type { CustomSalutation, PageIndex, VariantTexts } from './schema.ts';
import {
  findVariables,
  isSenderVariable,
  senderValues,
  substituteVariables,
  variableKey,
  type Sender,
} from './variables.ts';
import type { AddressForm, CanvasKind, Personalisation } from './vocabulary.ts';

// What one card says: the recipient's text variant, with `{{Anrede}}` and every other
// variable filled in. The preview, the fit check and the server all compose cards here.

/** The parts of a configuration that decide a card's text. */
export interface CardTextSettings {
  kind: CanvasKind;
  personalisation: Personalisation | null;
  texts: VariantTexts;
  customSalutation: CustomSalutation | null;
  /** The sender placeholders' values (the same on every card); unset = empty. */
  sender?: Sender | null;
}

export interface ComposedPage {
  index: PageIndex;
  heading: string;
  body: string;
}

export interface ComposedCard {
  pages: ComposedPage[];
  /** Variables that have no value source (typos); they stay visible in the text. */
  unknown: string[];
  /** Variables that are empty for this recipient. */
  empty: string[];
}

/** Every variable value of one card, keyed by `variableKey`, `{{Anrede}}` included. */
export function cardVariables(
  recipient: Recipient,
  customSalutation: CustomSalutation | null,
  sender?: Sender | null,
): Map<string, string> {
  const custom = new Map<string, string>();
  for (const [name, value] of Object.entries(recipient.variables))
    custom.set(variableKey(name), value);
  const values = new Map([...custom, ...senderValues(sender), ...nameVariables(recipient)]);
  values.set(variableKey('Anrede'), salutationFor(recipient, customSalutation, custom));
  return values;
}

/** The raw (unsubstituted) heading and body of each used page for one address form. */
export function rawPages(
  settings: CardTextSettings,
  form: AddressForm,
  freeText = '',
): ComposedPage[] {
  const primary = PRIMARY_PAGE[settings.kind];
  return pageIndexes(settings.kind).map((index) => {
    const page = settings.texts[form].pages[index];
    const body =
      settings.personalisation === 'free_text' && index === primary ? freeText : page.body;
    return { index, heading: page.heading, body };
  });
}

/** The finished text of one recipient's card. */
export function composeCard(settings: CardTextSettings, recipient: Recipient): ComposedCard {
  const values = cardVariables(recipient, settings.customSalutation, settings.sender);
  const unknown = new Set<string>();
  const empty = new Set<string>();
  const fill = (text: string) => {
    const result = substituteVariables(text, values);
    result.unknown.forEach((name) => unknown.add(name));
    result.empty.forEach((name) => empty.add(name));
    return result.text;
  };
  const pages = rawPages(settings, recipient.addressForm, recipient.freeText).map((page) => ({
    index: page.index,
    heading: fill(page.heading),
    body: fill(page.body),
  }));
  return { pages, unknown: [...unknown], empty: [...empty] };
}

/**
 * The variables one recipient's card needs filled: those in its variant's text (and free
 * text), plus, where the text says `{{Anrede}}` and a custom salutation applies, those in it.
 */
export function variablesNeededBy(settings: CardTextSettings, recipient: Recipient): string[] {
  const used = new Map<string, string>();
  const add = (text: string) => {
    for (const name of findVariables(text)) used.set(variableKey(name), name);
  };
  for (const page of rawPages(settings, recipient.addressForm, recipient.freeText)) {
    add(page.heading);
    add(page.body);
  }
  if (used.has(variableKey('Anrede'))) {
    const form = customSalutationForm(recipient, settings.customSalutation);
    if (form) add(form);
  }
  used.delete(variableKey('Anrede'));
  // The sender's placeholders are the order's, not each card's (contentProblems checks them).
  return [...used.values()].filter((name) => !isSenderVariable(name));
}

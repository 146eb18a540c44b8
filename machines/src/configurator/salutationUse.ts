import { type CardTextSettings, rawPages } from './cardText.ts';
import type { Recipient } from './recipientSchema.ts';
import { findVariables, variableKey } from './variables.ts';

// Issue 27: the salutation (Frau/Herr/neutral) is asked for only where a card writes it. The
// gender reaches the paper through `{{Anrede}}` alone: it is the only variable derived from it
// (`cardVariables`), the envelope's address block is DIN 5008 without "Frau"/"Herr"
// (`addressLines`) and the sender's fields are plain text, never substituted. So a card needs
// a salutation exactly when one of its pages (heading, body or its own free text) says
// `{{Anrede}}`.

const ANREDE = variableKey('Anrede');

export type SalutationCard = Pick<Recipient, 'addressForm' | 'freeText'>;

/** Does this card's text write the salutation? */
export function writesSalutation(settings: CardTextSettings, card: SalutationCard): boolean {
  return rawPages(settings, card.addressForm, card.freeText).some(
    (page) => mentionsAnrede(page.heading) || mentionsAnrede(page.body),
  );
}

/**
 * `writesSalutation` for many cards: without free texts the answer depends only on the
 * address form, so 10,000 cards cost three text scans.
 */
export function salutationWriter(settings: CardTextSettings): (card: SalutationCard) => boolean {
  if (settings.personalisation === 'free_text') return (card) => writesSalutation(settings, card);
  const byForm = new Map<SalutationCard['addressForm'], boolean>();
  return (card) => {
    let writes = byForm.get(card.addressForm);
    if (writes === undefined) {
      writes = writesSalutation(settings, card);
      byForm.set(card.addressForm, writes);
    }
    return writes;
  };
}

/**
 * Does any card of the list write the salutation (the table then shows its column)? An empty
 * list is judged by the card the customer adds first (Sie, like `createRecipient`).
 */
export function listWritesSalutation(
  settings: CardTextSettings,
  cards: readonly SalutationCard[],
): boolean {
  const writes = salutationWriter(settings);
  return cards.length === 0 ? writes(NEW_CARD) : cards.some(writes);
}

const NEW_CARD: SalutationCard = { addressForm: 'sie', freeText: '' };

function mentionsAnrede(text: string): boolean {
  return text.includes('{{') && findVariables(text).some((name) => variableKey(name) === ANREDE);
}

import type { CardDetails, WalletAddress } from '@federkiel/machines';

// What the sandbox's wallet sheet offers, standing in for the cards and addresses a
// customer keeps in Google Pay / Apple Pay. The cards are the sandbox gateway's test cards
// (apps/server/src/payments/sandbox/sandboxCards.ts): a real wallet would hand over a
// gateway token the same way.

export interface SandboxWalletCard {
  /** i18n key of the card's label. */
  label: string;
  details: CardDetails;
}

const card = (number: string): CardDetails => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });

export const SANDBOX_WALLET_CARDS: readonly SandboxWalletCard[] = [
  { label: 'wallet.cards.visa', details: card('4242424242424242') },
  { label: 'wallet.cards.mastercard', details: card('5555555555554444') },
  { label: 'wallet.cards.declined', details: card('4000000000000002') },
];

/**
 * Further addresses "in the wallet": one the shop delivers to, and one it does not (the
 * United States are not among the countries in lib/forms/addressValues.ts), so the sheet can
 * show `invalid_shipping_address`.
 */
export const SANDBOX_WALLET_ADDRESSES: readonly WalletAddress[] = [
  {
    name: 'Erika Mustermann',
    address1: 'Mariahilfer Straße 10',
    zip: '1070',
    city: 'Wien',
    country: 'AT',
  },
  {
    name: 'Erika Mustermann',
    address1: '350 Fifth Avenue',
    zip: '10118',
    city: 'New York',
    state: 'NY',
    country: 'US',
  },
];

/** The wallet account's e-mail when the cart has none yet. */
export const WALLET_ACCOUNT_EMAIL = 'wallet-test@federkiel.example';

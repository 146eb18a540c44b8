// The sandbox's test cards, modelled on Stripe's test mode (store-api.md). Only these
// numbers work: any other number is refused, so a real card typed into the sandbox by
// mistake is never accepted (nor stored — the number is never kept at all).

export type CardBehaviour = 'approve' | 'insufficient_funds' | 'requires_3ds';

export interface SandboxCard {
  number: string;
  description: string;
  /** null: declined already when tokenised (the vault's verification fails). */
  behaviour: CardBehaviour | null;
}

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4242424242424242', description: 'Visa – wird belastet', behaviour: 'approve' },
  { number: '5555555555554444', description: 'Mastercard – wird belastet', behaviour: 'approve' },
  {
    number: '4000000000000002',
    description: 'Visa – wird abgelehnt (card_declined)',
    behaviour: null,
  },
  {
    number: '4000000000009995',
    description: 'Visa – nicht gedeckt beim Belasten (insufficient_funds)',
    behaviour: 'insufficient_funds',
  },
  {
    number: '4000002760003184',
    description: 'Visa – verlangt 3-D Secure (Bestätigungsseite)',
    behaviour: 'requires_3ds',
  },
];

// Shown to customers as they are: phrased without du or Sie, so they suit both forms.
export const DECLINE_MESSAGES = {
  card_declined: 'Die Karte wurde abgelehnt. Bitte eine andere Karte verwenden.',
  insufficient_funds: 'Die Karte ist nicht ausreichend gedeckt. Bitte eine andere Karte verwenden.',
  authentication_required:
    'Die Bank verlangt eine Bestätigung mit 3-D Secure. Bitte die Zahlung bestätigen.',
  authentication_failed:
    'Die Zahlung konnte nicht bestätigt werden. Bitte eine andere Zahlungsart wählen.',
  sandbox_unknown_card: 'Im Testmodus funktionieren nur die Testkarten, z. B. 4242 4242 4242 4242.',
} as const;

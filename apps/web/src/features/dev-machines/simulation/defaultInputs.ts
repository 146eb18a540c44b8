// The input a simulated machine starts with (issue #14): what a fresh visitor's page would
// pass. Editable in the visualizer before starting; machines not listed start without input.

const origin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

const payment = (method: string) => ({
  // The choice as the checkout passes it: a typed card, a saved card's id, or just the method.
  choice:
    method === 'card'
      ? { method, card: CARD, saveCard: false }
      : method === 'savedCard'
        ? { method, accountCardId: 'card_beispiel' }
        : { method },
  amount: 24.9,
  currency: 'EUR',
  returnUrl: `${origin()}/checkout`,
  // Enough settings for every method to start (Amazon and the wallets need merchant keys).
  settings: { enabled: true, merchant_id: 'beispiel', public_key_id: 'beispiel' },
  subscription: false,
  cartPaymentId: null,
  resume: null,
});

const today = () => new Date().toISOString().slice(0, 10);

export function defaultInput(name: string): unknown {
  if (name.startsWith('payments/')) return payment(name.slice('payments/'.length));
  switch (name) {
    case 'configurator':
      return { today: today(), saved: null };
    case 'checkout':
      return {
        user: null,
        returnUrl: `${origin()}/checkout`,
        resume: null,
        restore: null,
        interrupted: false,
      };
    case 'cookieConsent':
    case 'session':
      return { stored: null };
    case 'draft':
      return { signedIn: true, draftId: null, revision: null, customization: null };
    case 'wunderlink':
      return { linkId: 'beispiel', signedIn: false };
    default:
      return undefined;
  }
}

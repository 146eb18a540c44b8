import { formatEuros } from '../../store/money.ts';
import type { Intent, PaymentMethod } from '../gateway.ts';

// The page a redirect flow (and a card's 3-D Secure check) opens: it stands in for the
// bank's or PayPal's page. Plain links, no script (the CSP allows none inline); each link
// records the decision and sends the customer back to the shop.

const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Kreditkarte – 3-D Secure',
  paypal: 'PayPal',
  klarna: 'Klarna',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  paysafecard: 'paysafecard',
  amazon: 'Amazon Pay',
  // Wallets pay with a token from their sheet and never open an approval page.
  google: 'Google Pay',
  apple: 'Apple Pay',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function approvalPage(intent: Intent, basePath: string): string {
  const label = escapeHtml(METHOD_LABELS[intent.method]);
  const amount = escapeHtml(formatEuros(intent.amountCents));
  const link = (decision: string, text: string, style: string) =>
    `<a href="${escapeHtml(`${basePath}/${intent.id}/${decision}`)}" style="${style}">${text}</a>`;
  const button =
    'display:inline-block;margin:.5rem;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none;font-weight:600;';
  return sandboxPage(
    label,
    `<p>Federkiel möchte <strong>${amount}</strong> abbuchen.</p>
<p>
${link('approve', 'Zahlung bestätigen', `${button}background:#1b5e20;color:#fff`)}
${link('fail', 'Zahlung ablehnen', `${button}background:#b71c1c;color:#fff`)}
${link('cancel', 'Abbrechen', `${button}background:#eee;color:#222`)}
</p>`,
  );
}

/** The frame of every sandbox page: the test-mode notice and the provider's name. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – Zahlungs-Sandbox</title>
</head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222">
<p style="font-size:.85rem;color:#a15c00;border:1px solid #f0c36d;background:#fff8e1;padding:.5rem .75rem;border-radius:.5rem">Testmodus: Hier wird kein echtes Geld bewegt.</p>
<h1 style="font-size:1.4rem">${title}</h1>
${body}
</body>
</html>
`;
}

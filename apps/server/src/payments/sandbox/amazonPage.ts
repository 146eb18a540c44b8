import { formatEuros } from '../../store/money.ts';
import type { Intent } from '../gateway.ts';
import {
  AMAZON_TEST_ADDRESSES,
  AMAZON_TEST_BUYER,
  AMAZON_TEST_INSTRUMENTS,
} from './amazonSandbox.ts';
import { amazonSessionComplete, type AmazonSession } from './amazonSessions.ts';
import { escapeHtml, sandboxPage } from './approvalPage.ts';

// The sandbox's stand-in for Amazon Pay's hosted checkout (issue 41): sign in with the test
// account (shown on the page), choose one of its delivery addresses and a payment instrument,
// then continue to the shop — or cancel. Plain links, like the other approval pages (no
// script, no forms: see routes/vault/sandboxPages.ts); each choice reloads the page.

const BUTTON =
  'display:inline-block;margin:.5rem 0;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none;font-weight:600;';
const GOLD = `${BUTTON}background:#f0c14b;border:1px solid #a88734;color:#111`;
const PLAIN = `${BUTTON}background:#eee;color:#222`;

function choiceList(
  title: string,
  base: string,
  entries: readonly { id: string; label: string }[],
  chosen: string | null,
): string {
  const items = entries
    .map((entry) => {
      const label = escapeHtml(entry.label);
      if (entry.id === chosen)
        return `<li><strong aria-current="true">${label}</strong> <span>(ausgewählt)</span></li>`;
      return `<li><a href="${escapeHtml(`${base}/${entry.id}`)}">${label}</a></li>`;
    })
    .join('\n');
  return `<h2 style="font-size:1.1rem">${title}</h2>\n<ul style="line-height:2">\n${items}\n</ul>`;
}

export function amazonPage(intent: Intent, session: AmazonSession, basePath: string): string {
  const root = `${basePath}/${intent.id}`;
  const amount = escapeHtml(formatEuros(intent.amountCents));
  const cancel = `<a href="${escapeHtml(`${root}/cancel`)}" style="${PLAIN}">Abbrechen und zurück zu Federkiel</a>`;
  let body: string;
  if (!session.signed_in) {
    body = `<h2 style="font-size:1.1rem">Anmelden</h2>
<p>Melde dich mit dem Testkonto an:</p>
<dl>
<dt>E-Mail-Adresse</dt><dd><code>${escapeHtml(AMAZON_TEST_BUYER.email)}</code></dd>
<dt>Passwort</dt><dd><code>${escapeHtml(AMAZON_TEST_BUYER.password)}</code></dd>
</dl>
<p><a href="${escapeHtml(`${root}/amazon/sign-in`)}" style="${GOLD}">Mit dem Testkonto anmelden</a></p>`;
  } else {
    const ready = amazonSessionComplete(session);
    const next = ready
      ? `<a href="${escapeHtml(`${root}/approve`)}" style="${GOLD}">Weiter zu Federkiel</a>`
      : '<p>Bitte wähle eine Lieferadresse und eine Zahlungsart.</p>';
    body = `<p>Angemeldet als ${escapeHtml(AMAZON_TEST_BUYER.name)} (${escapeHtml(AMAZON_TEST_BUYER.email)})</p>
${choiceList('Lieferadresse', `${root}/amazon/address`, AMAZON_TEST_ADDRESSES, session.address_id)}
${choiceList('Zahlungsart', `${root}/amazon/instrument`, AMAZON_TEST_INSTRUMENTS, session.instrument_id)}
<p>${next}</p>`;
  }
  return sandboxPage(
    'Amazon Pay',
    `<p>Federkiel möchte <strong>${amount}</strong> abbuchen.</p>
${body}
<p>${cancel}</p>`,
  );
}

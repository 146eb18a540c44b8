import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { KLM } from '../tests/support/interactions.ts';
import { buildWhatIsMissing } from './lib/builds.ts';
import { repoRoot } from './lib/paths.ts';
import { startStack } from './lib/stack.ts';
import { throwAwayStackEnv } from './lib/throwAwayStack.ts';

// `npm run bench -- journey` (issue #27 item 7): on the whole stack (built, started on free
// ports with throw-away databases) in a real Chromium, the moments a customer waits for in
// the 100-card journey, each timed from the click to what the customer waits to see:
// - configurator entry: template link → the configurator's first step shows its choices,
//   clicked as a person would (the keystroke-level model's find-and-point time after the
//   page loaded) and, for information, the moment /products has loaded;
// - fit check: „Weiter“ to the summary → „Der Text passt auf alle 100 Karten.“;
// - order placement: „Zahlungspflichtig bestellen“ → the order-complete page;
// - wallet payment: „Bezahlen“ in the Google Pay sheet → the order-complete page.
// Each run is two journeys (card, Google Pay), so entry and fit check are timed twice.
// Prints p50 and p95 of each next to its goal (< 1 s at p95; a wallet payment ≤ 2 s). BENCH_JOURNEY_RUNS (default
// 10) sets the number of runs; measure on an idle machine.

const RUNS = Math.max(1, Number(process.env.BENCH_JOURNEY_RUNS ?? 10));
/** Issue #27: entry and order under 1 s at p95; a wallet payment completes within 2 s. */
const GOALS_MS: Partial<Record<Measure, number>> = {
  entry: 1000,
  fitCheck: 1000,
  order: 1000,
  wallet: 2000,
};
const WAIT = { timeout: 60_000 };
const YY = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

type Measure = 'entry' | 'entryAtLoad' | 'fitCheck' | 'order' | 'wallet';
const LABELS: Record<Measure, string> = {
  entry: 'configurator entry (template → first step)',
  entryAtLoad: '  the same, clicked the moment /products loaded',
  fitCheck: 'summary fit check for 100 cards',
  order: 'order placement (bestellen → complete)',
  wallet: 'wallet payment (Bezahlen → complete)',
};
const times: Record<Measure, number[]> = {
  entry: [],
  entryAtLoad: [],
  fitCheck: [],
  order: [],
  wallet: [],
};
/** Keystroke-level model: mental preparation + pointing before a click (2.45 s). */
const KLM_FIND_AND_POINT_MS = (KLM.M + KLM.P) * 1000;

async function timed(measure: Measure, act: () => Promise<unknown>, done: () => Promise<unknown>) {
  const started = performance.now();
  await act();
  await done();
  times[measure].push(performance.now() - started);
}

// The spreadsheet of tests/e2e/journey.spec.ts (its helpers need the test runner's fixtures).
const HEADER = ['Anrede', 'Titel', 'Vorname', 'Nachname', 'Firma', 'Ansprache'].concat([
  'Straße und Hausnummer',
  'Adresszusatz',
  'PLZ',
  'Ort',
  'Land',
]);

function windows1252Csv(rows: string[][]): Buffer {
  const text = rows.map((row) => row.join(';')).join('\r\n') + '\r\n';
  return Buffer.from(Array.from(text, (char) => char.charCodeAt(0) & 0xff));
}

function hundredRecipients(): string[][] {
  return Array.from({ length: 100 }, (_, i) => [
    i % 2 === 0 ? 'Frau' : 'Herr',
    '',
    `Vorname${i + 1}`,
    `Nachname${i + 1}`,
    '',
    'Sie',
    `Hauptstraße ${i + 1}`,
    '',
    '10115',
    'Berlin',
    'DE',
  ]);
}

/** The guest journey: entry, fit check, then a card order or a Google Pay payment. */
async function journey(page: Page, run: number, method: 'card' | 'wallet') {
  const template = page.getByRole('link', { name: 'Vorlage „Konfetti-Geburtstag“ gestalten' });
  const firstStep = page.getByText('Persönliche Anrede und Adresse');
  // Once a robot's click the moment the page has loaded (before the app has hydrated it):
  // the worst case, shown beside the goal's figure.
  await page.goto('/products');
  await timed(
    'entryAtLoad',
    () => template.click(),
    () => firstStep.waitFor(WAIT),
  );
  // As a person: the page is on screen, they find the template and point at it (KLM M + P).
  await page.goto('/products');
  await page.waitForTimeout(KLM_FIND_AND_POINT_MS);
  await timed(
    'entry',
    () => template.click(),
    () => firstStep.waitFor(WAIT),
  );
  await page.getByText('Persönliche Anrede und Adresse').click();
  const next = page.getByRole('button', { name: /^Weiter/ });
  await next.click();
  await page.waitForURL(/\/configurator\/content$/);
  await next.click();
  await page.waitForURL(/\/configurator\/data$/);
  await page.getByTestId('recipient-file-input').setInputFiles({
    name: 'empfänger.csv',
    mimeType: 'text/csv',
    buffer: windows1252Csv([HEADER, ...hundredRecipients()]),
  });
  await page.getByRole('button', { name: /Karten? übernehmen/ }).click();
  await timed(
    'fitCheck',
    () => next.click(),
    () => page.getByText('Der Text passt auf alle 100 Karten.').waitFor(WAIT),
  );
  await page.getByRole('button', { name: 'In den Warenkorb (100 Karten)' }).click();
  await page.getByRole('link', { name: 'Zur Kasse' }).first().click();
  const addresses = page.getByRole('region', { name: 'Adressen' });
  await addresses.getByLabel(/E-Mail-Adresse/).fill(`bench-${Date.now()}-${run}@example.de`);
  await addresses.getByLabel('Vorname').fill('Bea');
  await addresses.getByLabel('Nachname').fill('Bench');
  await addresses.getByLabel('Straße und Hausnummer').fill('Musterstraße 1');
  await addresses.getByLabel('PLZ').fill('10115');
  await addresses.getByLabel('Ort').fill('Berlin');
  await addresses.getByRole('button', { name: 'Weiter zum Versand' }).click();
  const payment = page.getByRole('region', { name: 'Zahlungsart' });
  if (method === 'wallet') {
    await payment.getByRole('radio', { name: /^Google Pay/ }).check();
    await payment.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
    await page.getByRole('button', { name: 'Kaufen mit Google Pay' }).click();
    const pay = page.getByRole('dialog', { name: /Google Pay/ }).getByRole('button', {
      name: 'Bezahlen',
    });
    await pay.waitFor(WAIT);
    await timed(
      'wallet',
      () => pay.click(),
      () => page.waitForURL(/\/order\/complete/, WAIT),
    );
    return;
  }
  await payment.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await payment.getByLabel('Ablaufdatum').fill(`12/${YY}`);
  await payment.getByLabel('Prüfnummer').fill('123');
  await payment.getByRole('button', { name: 'Weiter zur Prüfung' }).click();
  await timed(
    'order',
    () => page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click(),
    () => page.waitForURL(/\/order\/complete/, WAIT),
  );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

await buildWhatIsMissing();
const { dataDir, port, cmsPort, env } = await throwAwayStackEnv('bench-journey');
env.NODE_ENV = 'production';
const stack = await startStack({
  env,
  port,
  cmsPort,
  output: { kind: 'files', dir: path.join(repoRoot, 'var', 'bench-journey-logs') },
});
// The test helpers (store client, cart) find the stack by this variable.
process.env.E2E_BASE_URL = stack.shopUrl;
let browser: Browser | undefined;
let failed = false;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  for (let run = 1; run <= RUNS; run++) {
    for (const method of ['card', 'wallet'] as const) {
      const context = await browser.newContext({ baseURL: stack.shopUrl, locale: 'de-DE' });
      // A returning visitor's cookie decision, so the prompt covers nothing (as in the tests).
      await context.addCookies([{ name: 'fk_consent', value: 'restricted', url: stack.shopUrl }]);
      await context.addInitScript({
        content:
          "if (!localStorage.getItem('cookieSettings')) localStorage.setItem('cookieSettings', 'restricted');",
      });
      const page = await context.newPage();
      try {
        await journey(page, run, method);
      } catch (error) {
        // One failed journey does not lose the others' figures; it is shown and counted.
        failed = true;
        const shot = path.join(repoRoot, 'var', 'bench-journey-logs', `run-${run}-${method}.png`);
        await page.screenshot({ path: shot }).catch(() => {});
        console.error(
          `  run ${run} (${method}) failed: ${(error as Error).message.split('\n')[0]} — ${shot}`,
        );
      } finally {
        await context.close();
      }
    }
    console.log(`  run ${run}/${RUNS} done`);
  }
  console.log(
    `\n${RUNS} runs (${times.order.length} card orders, ${times.wallet.length} wallet payments), goals at p95 (issue #27)`,
  );
  for (const measure of Object.keys(times) as Measure[]) {
    const p50 = percentile(times[measure], 50);
    const p95 = percentile(times[measure], 95);
    const goal = GOALS_MS[measure];
    const informational = goal === undefined;
    const ok = informational || p95 < goal;
    if (!ok) failed = true;
    console.log(
      `${informational ? ' ' : ok ? '✓' : '✗'} ${LABELS[measure].padEnd(46)} p50 ${Math.round(p50)
        .toString()
        .padStart(5)} ms   p95 ${Math.round(p95).toString().padStart(5)} ms   ${
        informational ? '(no goal)' : `(goal < ${goal} ms)`
      }`,
    );
    // Every run in order, so a slow first run (cold caches) is told from a slow tail.
    console.log(`    runs: ${times[measure].map((ms) => Math.round(ms)).join(', ')}`);
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await browser?.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

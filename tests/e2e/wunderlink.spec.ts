// WunderLink (issue 11, docs/wunderlink.md): staff create a link in the dashboard, a new
// customer opens it, designs two free cards in the real configurator, registers on the way
// and orders without any payment; the order is in the dashboard (marked "WunderLink") and in
// the customer's history. A link that is switched off or has expired shows the spec's
// not-found screen.
import type { Page } from '@playwright/test';
import { next, uploadRecipients } from '../support/configurator.ts';
import { expect, test } from '../support/fixtures.ts';
import { baseUrl, PASSWORD, uniqueEmail } from '../support/shop.ts';

const NOT_FOUND = 'Dieser WunderLink wurde nicht gefunden oder ist abgelaufen.';

function adminKey(): string {
  const key = process.env.E2E_ADMIN_KEY;
  if (!key) throw new Error('E2E_ADMIN_KEY is not set: run the tests through playwright.config.ts');
  return key;
}

/** The dashboard API as a script uses it (bearer key). */
async function admin<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/swell/admin${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${adminKey()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function staffLogin(page: Page) {
  await page.goto('/dashboard/wunderlinks');
  await expect(page).toHaveURL(/\/dashboard\/login\?returnTo=%2Fdashboard%2Fwunderlinks/);
  await page.getByRole('radio', { name: 'Schlüssel' }).check();
  await page.getByLabel('Admin-Schlüssel').fill(adminKey());
  await page.getByLabel('Name').fill('Wanda Werbung');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard\/wunderlinks$/);
}

test.describe('WunderLink', () => {
  test('staff create a link, a new customer orders two free cards without paying', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const campaign = `Sommer ${Date.now().toString(36)}`;
    const email = uniqueEmail('wunder');

    // Staff: a link for 3 cards of the birthday postcard, postage included.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staffLogin(staff);
    await expect(staff.getByRole('heading', { level: 1, name: 'WunderLinks' })).toBeVisible();
    const form = staff.getByRole('region', { name: 'Neuen WunderLink anlegen' });
    await form.getByLabel('Kampagne').fill(campaign);
    await form.getByLabel('Gratis-Karten pro Einlösung').fill('3');
    await form.getByRole('radio', { name: 'Nur eine Vorlage' }).check();
    const select = form.getByLabel('Vorlage', { exact: true });
    const option = select.locator('option', { hasText: 'Konfetti-Geburtstag' }).first();
    await expect(option).toBeAttached();
    await select.selectOption((await option.getAttribute('value')) as string);
    await form.getByLabel('Einlösungen höchstens').fill('10');
    await expect(form.getByRole('checkbox', { name: /Porto enthalten/ })).toBeChecked();
    await form.getByRole('button', { name: 'WunderLink anlegen' }).click();
    const created = form.getByRole('status').filter({ hasText: 'angelegt' });
    await expect(created).toContainText(`WunderLink „${campaign}“ angelegt`);
    const url = ((await created.locator('code').textContent()) ?? '').trim();
    expect(url).toMatch(/\/wunderlink\/[A-Za-z0-9_-]{22}$/);
    const linkId = url.split('/').pop() as string;
    const row = staff.getByRole('row').filter({ hasText: campaign });
    await expect(row).toContainText('Aktiv');
    await expect(row).toContainText('0 von 10');

    // A new customer opens the link: the landing page in the shop's layout.
    await page.goto(`/wunderlink/${linkId}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: '3 Karten gratis – von Federkiel' }),
    ).toBeVisible();
    await expect(page.getByText(`Ein Geschenk aus unserer Aktion „${campaign}“.`)).toBeVisible();
    await expect(page.getByText('„Konfetti-Geburtstag“')).toBeVisible();
    await expect(page.getByText('Porto inklusive', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Karten gestalten' }).click();

    // The configurator with the grant: the allowed template is chosen.
    await expect(page).toHaveURL(/\/configurator\/path$/);
    await expect(page.getByRole('region', { name: 'WunderLink' })).toContainText(
      `WunderLink „${campaign}“: bis zu 3 Karten gratis`,
    );
    await expect(page.getByRole('button', { name: /Konfetti-Geburtstag/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByText('Persönliche Anrede und Adresse').click();
    await next(page).click();
    await expect(page).toHaveURL(/\/configurator\/content$/);
    await next(page).click();
    await expect(page).toHaveURL(/\/configurator\/data$/);
    await expect(page.getByText('0 von 3 Karten')).toBeVisible();
    await uploadRecipients(page, [
      ['Frau', '', 'Lena', 'Vogel', '', 'Du', 'Lindenweg 7', '', '04109', 'Leipzig', 'DE'],
      ['Herr', '', 'Tom', 'Weiß', '', 'Sie', 'Bahnhofstraße 5', '', '80331', 'München', 'DE'],
    ]);
    await expect(page.getByText('2 von 3 Karten')).toBeVisible();
    await next(page).click();
    await expect(page).toHaveURL(/\/configurator\/summary$/);
    const price = page.getByRole('region', { name: 'Preis' });
    await expect(price).toContainText(`2 Karten gratis (WunderLink „${campaign}“)`);
    await expect(price).toContainText('0,00 €');
    await expect(page.getByText('Der Text passt auf alle 2 Karten.')).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Gratis bestellen' }).click();

    // Signed out: register first, then back to the confirm step.
    await expect(page).toHaveURL(new RegExp(`/wunderlink/${linkId}/confirm$`));
    await expect(
      page.getByRole('heading', { level: 2, name: 'Fast geschafft: Bitte melde dich an' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Registrieren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
    await page.getByLabel('Vorname').fill('Wilma');
    await page.getByLabel('Nachname').fill('Wunder');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page).toHaveURL(new RegExp(`/wunderlink/${linkId}/confirm$`));
    const summary = page.getByRole('region', { name: 'Deine Bestellung' });
    await expect(summary).toContainText('2 Karten gratis');
    await expect(summary).toContainText('0,00 €');

    // No payment method anywhere: the free order is placed at once.
    await page.getByRole('button', { name: 'Jetzt gratis bestellen' }).click();
    await expect(page).toHaveURL(/\/order\/wunderlink-complete\?order=/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Danke – deine Gratis-Karten sind bestellt!',
    );
    const numberText =
      (await page
        .getByText(/FK-\d{6}/)
        .first()
        .textContent()) ?? '';
    const number = /FK-\d{6}/.exec(numberText)?.[0] as string;
    expect(number).toBeTruthy();
    const orderId = new URL(page.url()).searchParams.get('order') as string;

    // The customer's history has it.
    await page.getByRole('link', { name: 'Alle Bestellungen' }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByRole('main')).toContainText(number);

    // The dashboard: the order is marked as a WunderLink order, and the link counts it.
    await staff.getByRole('link', { name: 'Bestellungen', exact: true }).click();
    await staff.getByLabel('Suche').fill(number);
    await expect(staff).toHaveURL(new RegExp(`search=${number}`));
    const orderRow = staff.getByRole('row').filter({ hasText: number });
    await expect(orderRow).toHaveCount(1);
    await expect(orderRow).toContainText('WunderLink');
    await expect(orderRow).toContainText('Kostenlos');
    const detail = await admin<{ grand_total: number; wunderlink: { campaign: string } | null }>(
      `/orders/${orderId}`,
    );
    expect(detail.grand_total).toBe(0);
    expect(detail.wunderlink?.campaign).toBe(campaign);
    await staff.getByRole('link', { name: 'WunderLinks', exact: true }).click();
    await expect(staff.getByRole('row').filter({ hasText: campaign })).toContainText('1 von 10');

    // Staff switch the link off: the customer now sees the not-found screen.
    await staff
      .getByRole('row')
      .filter({ hasText: campaign })
      .getByRole('button', { name: `WunderLink „${campaign}“ deaktivieren` })
      .click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Deaktivieren' }).click();
    await expect(staff.getByRole('row').filter({ hasText: campaign })).toContainText('Deaktiviert');
    await page.goto(`/wunderlink/${linkId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'WunderLink nicht gefunden' }),
    ).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await page.getByRole('link', { name: 'Zum Shop' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await staffContext.close();
  });

  test('an expired link shows the not-found screen', async ({ page }) => {
    const expired = await admin<{ id: string; status: string }>('/wunderlinks', {
      campaign: 'Winter vorbei',
      free_cards: 2,
      valid_from: '2020-01-01',
      valid_until: '2020-01-31',
      max_redemptions: 5,
      postage_included: true,
    });
    expect(expired.status).toBe('abgelaufen');
    await page.goto(`/wunderlink/${expired.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'WunderLink nicht gefunden' }),
    ).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Shop' })).toHaveAttribute('href', '/products');
  });
});

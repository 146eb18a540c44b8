// Issue 40: Produktion and Büro each take a paid parcel order from „Bestellung eingegangen“ to
// „Versendet“ in at most 8 interactions, the robot's files included: one click on the row
// opens the order, the ZIP, four steps, the parcel's tracking number typed in the „Versendet“
// step and that step. Afterwards the order names the day it was really sent, and the
// customer's e-mail carries the number. Counted with the journeys' interaction counter.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { Customer } from '../support/interactions.ts';
import { readOutbox } from '../support/outbox.ts';
import {
  adminKey,
  baseUrl,
  createAccount,
  placePaidOrder,
  storeClient,
  uniqueEmail,
} from '../support/shop.ts';

const STAFF_PASSWORD = 'Werkstatt-Feder-2026';

/** Invites a staff member with `role` (admin key = owner), sets the password, signs in. */
async function signInAs(request: APIRequestContext, role: 'production' | 'office', name: string) {
  const email = uniqueEmail(role);
  const headers = { origin: baseUrl() };
  const invited = await request.post(`${baseUrl()}/swell/admin/staff`, {
    data: { email, name, role },
    headers: { authorization: `Bearer ${adminKey()}` },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = ((await invited.json()) as { link: string }).link.split('#')[1];
  const accepted = await request.post(`${baseUrl()}/swell/admin/invitations/accept`, {
    data: { token, password: STAFF_PASSWORD },
    headers,
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const login = await request.post(`${baseUrl()}/swell/admin/login`, {
    data: { email, password: STAFF_PASSWORD },
    headers,
  });
  expect(login.ok(), await login.text()).toBe(true);
}

const ROLES = [
  { role: 'production', name: 'Paula Produktion' },
  { role: 'office', name: 'Bea Büro' },
] as const;

for (const { role, name } of ROLES) {
  test(`${name} sends a parcel out in at most 8 interactions`, async ({ page }) => {
    test.setTimeout(120_000);
    const swell = await storeClient();
    const email = uniqueEmail('grace');
    await createAccount(swell, email);
    const order = await placePaidOrder(swell, { cards: 2, service: 'to_customer' });
    await signInAs(page.request, role, name);
    await page.goto(`/dashboard/orders?search=${order.number}`);

    const staff = new Customer(page);
    const row = page.getByRole('row').filter({ hasText: order.number });
    // Anywhere on the row, not only its number.
    await staff.click(row.getByRole('cell').nth(2), 'the order’s row');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);

    const download = page.waitForEvent('download');
    await staff.click(page.getByRole('link', { name: 'Dateien für den Roboter (ZIP)' }), 'ZIP');
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);

    const production = page.getByRole('group', { name: 'Produktionsstatus' });
    for (const step of [
      'Material bestellt',
      'Material vorhanden',
      'In Produktion',
      'Qualitätskontrolle',
    ]) {
      await staff.click(production.getByRole('button', { name: `Weiter: ${step}` }), step);
      await expect(production.getByText(step, { exact: true })).toBeVisible();
    }
    await staff.fill(
      production.getByLabel('Sendungsnummer'),
      '00340434123456789' + (role === 'office' ? '1' : '0'),
      'tracking number',
    );
    await staff.click(production.getByRole('button', { name: 'Weiter: Versendet' }), 'Versendet');
    await expect(production.getByText('Versendet', { exact: true })).toBeVisible();

    console.log(staff.report(`fulfilment as ${role}`));
    expect(staff.total).toBeLessThanOrEqual(8);

    // The day it really went out, not the planned date.
    const today = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    const sentOn = page.locator('dt', { hasText: 'Versendet am' });
    await expect(sentOn.first()).toBeVisible();
    for (const dd of await sentOn.locator('xpath=following-sibling::dd[1]').all()) {
      await expect(dd).toHaveText(today);
    }
    await expect(page.locator('dt', { hasText: 'Versanddatum' })).toHaveCount(0);
    const outbox = process.env.E2E_OUTBOX_DIR as string;
    await expect
      .poll(async () =>
        (await readOutbox(outbox)).some(
          (mail) =>
            mail.to === email && mail.text.includes('Sendungsnummer (DHL): 00340434123456789'),
        ),
      )
      .toBe(true);
  });
}

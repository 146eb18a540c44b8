// The customer's account in the browser (issue 3 "Browser tests"): sign up, sign out, sign
// in, change name and address, recover the password through the outbox e-mail, and see an
// order placed through the store API (swell-js in Node) in the order history.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { readOutbox } from '../support/outbox.ts';
import {
  createAccount,
  baseUrl,
  PASSWORD,
  storeClient,
  uniqueEmail,
  placePaidOrder,
} from '../support/shop.ts';

/** Waits for the password-recovery e-mail to `email` in the outbox and returns its link. */
async function recoveryLink(email: string): Promise<string> {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir)
    throw new Error('E2E_OUTBOX_DIR is not set: run the tests through playwright.config.ts');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await readOutbox(dir)) {
          if (mail.to !== email || !mail.file.includes('password-recovery')) continue;
          link = /https?:\/\/\S+\/forgot\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
        }
        return link;
      },
      { message: `recovery e-mail to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

const accountButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: `Konto von ${name}` });

test.describe('customer account', () => {
  test('sign up, stay signed in after a reload, sign out, sign in again', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('ada');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).click();
    await page.getByRole('link', { name: 'Jetzt registrieren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();

    // Spec §5 first: nothing is sent while the form is wrong.
    await page.getByLabel('Vorname').fill('Ada');
    await page.getByLabel('Nachname').fill('Lovelace');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('kurz');
    await page.getByLabel('Passwort wiederholen').fill('anders');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByText('Das Passwort muss mindestens 6 Zeichen lang sein.')).toBeVisible();
    await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();

    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page).toHaveURL(/\/profile\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    await expect(accountButton(page, 'Ada')).toBeVisible();

    // Spec §4: the login survives a reload (localStorage userInfo + the store session).
    await page.reload();
    await expect(accountButton(page, 'Ada')).toBeVisible();
    const userInfo = await page.evaluate(() => localStorage.getItem('userInfo'));
    expect(JSON.parse(userInfo ?? '{}')).toMatchObject({ user: { email, firstName: 'Ada' } });

    // The same e-mail cannot register twice.
    const other = await browser.newContext({ baseURL: baseUrl(), locale: 'de-DE' });
    await other.addInitScript(() => localStorage.setItem('cookieSettings', 'restricted'));
    const second = await other.newPage();
    await second.goto('/signup');
    await second.getByLabel('Vorname').fill('Ada');
    await second.getByLabel('Nachname').fill('Zwei');
    await second.getByLabel('E-Mail-Adresse').fill(email);
    await second.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await second.getByLabel('Passwort wiederholen').fill(PASSWORD);
    await second.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(second.getByRole('alert')).toContainText(
      'Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto.',
    );
    await other.close();

    // Sign out through the account menu.
    await accountButton(page, 'Ada').click();
    await page.getByRole('banner').getByRole('link', { name: 'Abmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Du bist abgemeldet' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

    // A signed-in-only page sends to the sign-in page and back.
    await page.goto('/profile/orders');
    await expect(page).toHaveURL(/\/signin\?returnTo=%2Fprofile%2Forders$/);
    await signIn(page, email, 'falsches-passwort');
    await expect(page.getByRole('alert')).toHaveText(
      'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    );
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Bestellungen' })).toBeVisible();
    await expect(accountButton(page, 'Ada')).toBeVisible();
  });

  test('change the name and the delivery address', async ({ page }) => {
    const email = uniqueEmail('grace');
    await createAccount(await storeClient(), email);
    await page.goto('/profile');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/profile\/account$/);

    const name = page.getByRole('region', { name: 'Name' });
    await name.getByLabel('Vorname').fill('Grace Brewster');
    await name.getByLabel('Nachname').fill('Murray Hopper');
    await name.getByRole('button', { name: 'Name speichern' }).click();
    await expect(name.getByRole('status')).toHaveText('Dein Name wurde geändert.');
    await expect(accountButton(page, 'Grace Brewster')).toBeVisible();

    const shipping = page.getByRole('region', { name: 'Lieferadresse' });
    await shipping.getByLabel('Vorname').fill('Grace');
    await shipping.getByLabel('Nachname').fill('Hopper');
    await shipping.getByLabel('Straße und Hausnummer').fill('Am Federkiel 7');
    await shipping.getByLabel('PLZ').fill('1010');
    await shipping.getByLabel('Ort').fill('Wien');
    await shipping.getByRole('button', { name: 'Lieferadresse speichern' }).click();
    // Spec §5: the postal code must fit the country (Germany is preselected).
    await expect(
      shipping.getByText('Diese Postleitzahl passt nicht zum gewählten Land.'),
    ).toBeVisible();
    await shipping.getByLabel('Land').selectOption('AT');
    await shipping.getByRole('button', { name: 'Lieferadresse speichern' }).click();
    await expect(shipping.getByRole('status')).toHaveText('Deine Lieferadresse wurde geändert.');

    // Stored at the store: a reload shows what was saved.
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Lieferadresse' });
    await expect(reloaded.getByLabel('Straße und Hausnummer')).toHaveValue('Am Federkiel 7');
    await expect(reloaded.getByLabel('Land')).toHaveValue('AT');
    await expect(page.getByRole('region', { name: 'Name' }).getByLabel('Nachname')).toHaveValue(
      'Murray Hopper',
    );
  });

  test('recover the password with the link from the e-mail', async ({ page }) => {
    const email = uniqueEmail('margaret');
    await createAccount(await storeClient(), email, 'Margaret', 'Hamilton');
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Wir haben dir eine E-Mail geschickt.',
    );

    const link = await recoveryLink(email);
    const { pathname } = new URL(link);
    await page.goto(pathname);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' }),
    ).toBeVisible();
    const newPassword = 'neue-tinte-42';
    await page.getByLabel('Neues Passwort').fill(newPassword);
    await page.getByLabel('Passwort wiederholen').fill(newPassword);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(
      page.getByText(
        'Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt mit dem neuen Passwort anmelden.',
      ),
    ).toBeVisible();

    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(
      'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    );
    await page.getByLabel('Passwort', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(accountButton(page, 'Margaret')).toBeVisible();

    // The link works once: used again, it says the password is already new.
    await page.goto(pathname);
    await page.getByLabel('Neues Passwort').fill('noch-ein-passwort');
    await page.getByLabel('Passwort wiederholen').fill('noch-ein-passwort');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Dieser Link gilt nicht mehr: Das Passwort wurde inzwischen neu gesetzt.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
  });

  test('an order placed through the store API shows in the order history', async ({ page }) => {
    const email = uniqueEmail('katherine');
    const swell = await storeClient();
    await createAccount(swell, email, 'Katherine', 'Johnson');
    const order = await placePaidOrder(swell);

    await page.goto('/profile/orders');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/profile\/orders$/);
    const table = page.getByRole('table', { name: 'Deine Bestellungen' });
    const row = table.getByRole('row').filter({ hasText: order.number });
    await expect(row).toBeVisible();
    await expect(row).toContainText('In Vorbereitung');
    const amount = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(
      order.grand_total,
    );
    await expect(row).toContainText(`${amount}`);
    await expect(row).toContainText('€');
    await expect(row).toContainText(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' }).format(new Date()),
    );

    await row.getByRole('link', { name: order.number, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: `Bestellung ${order.number}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: order.productName }).first(),
    ).toContainText('60');
    const delivery = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Lieferadresse' }),
    });
    await expect(delivery).toContainText('Musterstraße 1');
    await expect(delivery).toContainText('10115 Berlin');
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();

    // The same order on its own page, and another id is not this customer's.
    await page.goto(`/order/${order.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Bestellung ${order.number}` }),
    ).toBeVisible();
    await page.goto('/order/ord_gibt_es_nicht');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diese Bestellung gibt es nicht' }),
    ).toBeVisible();
  });
});

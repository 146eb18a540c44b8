// The cart (issue 19) against the real stack: lines from the store, remove and undo, the
// header badge and the page following cart writes of another tab, "Bearbeiten" replacing a
// line.
import type { Page } from '@playwright/test';
import {
  HEADER,
  next,
  startWithBirthdayCard,
  uploadRecipients,
  windows1252Csv,
} from '../support/configurator.ts';
import { cmsGet, expect, test } from '../support/fixtures.ts';
import {
  createAccount,
  handOver,
  storeClient,
  testCardToken,
  uniqueEmail,
  type Swell,
} from '../support/shop.ts';

const badge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Warenkorb/ });
const lines = (page: Page) =>
  page.getByRole('list', { name: 'Karten im Warenkorb' }).getByRole('article');

/** Two plain lines (two products) in a fresh store session, continued in the browser. */
async function twoLines(page: Page): Promise<{ swell: Swell; names: [string, string] }> {
  const swell = await storeClient();
  const products = (await swell.products.list({ limit: 2 })).results as {
    id: string;
    name: string;
  }[];
  const [a, b] = products;
  if (!a || !b) throw new Error('the store has fewer than two products');
  await swell.cart.addItem({ product_id: a.id, quantity: 3 } as never);
  await swell.cart.addItem({ product_id: b.id, quantity: 2 } as never);
  await handOver(page.context(), swell);
  return { swell, names: [a.name, b.name] };
}

/** The birthday postcard for one recipient, into the cart, in `page`. */
async function designOneCard(page: Page, firstName = 'Lena') {
  await startWithBirthdayCard(page);
  await next(page).click();
  await uploadRecipients(page, [
    ['Frau', '', firstName, 'Vogel', '', 'Du', 'Lindenweg 7', '', '04109', 'Leipzig', 'DE'],
  ]);
  await next(page).click();
  await expect(page.getByText(/Der Text passt auf (alle 1 Karten|die Karte)/)).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: /^In den Warenkorb \(1 Karte\)/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Im Warenkorb!' })).toBeVisible({
    timeout: 15_000,
  });
}

test.describe('cart', () => {
  test('the header opens the cart; a line is removed and put back with "Rückgängig"', async ({
    page,
  }) => {
    const { swell, names } = await twoLines(page);
    await page.goto('/');
    await expect(badge(page)).toHaveAccessibleName('Warenkorb, 5 Karten');
    await badge(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).first()).toContainText('inkl. 19 % MwSt., zzgl. Versand');

    await page.getByRole('button', { name: `„${names[0]}“ entfernen` }).click();
    await expect(page.getByText(`„${names[0]}“ wurde entfernt.`)).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await expect(badge(page)).toHaveAccessibleName('Warenkorb, 2 Karten');
    // The store agrees.
    const after = (await swell.cart.get()) as { items: unknown[] };
    expect(after.items).toHaveLength(1);

    await page.getByRole('button', { name: `„${names[0]}“ wieder in den Warenkorb legen` }).click();
    await expect(lines(page)).toHaveCount(2);
    await expect(page.getByText(`„${names[0]}“ wurde entfernt.`)).toHaveCount(0);
    await expect(badge(page)).toHaveAccessibleName('Warenkorb, 5 Karten');
    const restored = (await swell.cart.get()) as { items: { quantity: number }[] };
    expect(restored.items.map((item) => item.quantity).sort()).toEqual([2, 3]);

    // Both removed: the empty state with a way to design a card.
    for (const name of names)
      await page.getByRole('button', { name: `„${name}“ entfernen` }).click();
    // The undo notices can be closed; the last removal may already have replaced them.
    const closeNotice = page.getByRole('button', { name: 'Hinweis schließen' });
    while ((await closeNotice.count()) > 0) await closeNotice.first().click();
    await expect(page.getByRole('heading', { name: 'Dein Warenkorb ist leer' })).toBeVisible();
    await expect(badge(page)).toHaveAccessibleName('Warenkorb');
  });

  test('a card added in a second tab shows in the first tab at once; "Bearbeiten" replaces its line', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await twoLines(page);
    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(2);
    await expect(badge(page)).toHaveAccessibleName('Warenkorb, 5 Karten');

    const second = await context.newPage();
    await designOneCard(second);
    // No reload, no focus change in the first tab: the second tab's write reached it.
    await expect(badge(page)).toHaveAccessibleName('Warenkorb, 6 Karten');
    await expect(lines(page)).toHaveCount(3);
    const card = lines(page).filter({ hasText: 'Konfetti-Geburtstag' });
    await expect(card).toContainText('A6 Postkarte');
    await expect(card).toContainText('1 Karte');
    await expect(card.locator('img')).toHaveCount(1);
    await second.close();

    // "Bearbeiten": the configurator opens the card on its summary; saving replaces the line.
    await page.getByRole('link', { name: '„Konfetti-Geburtstag“ bearbeiten' }).click();
    await expect(page).toHaveURL(/\/configurator\/summary$/);
    await expect(
      page.getByText(/Du änderst „Konfetti-Geburtstag“ aus dem Warenkorb/),
    ).toBeVisible();
    await expect(page.getByText(/Der Text passt auf (alle 1 Karten|die Karte)/)).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: /^In den Warenkorb \(1 Karte\)/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Im Warenkorb!' })).toBeVisible({
      timeout: 15_000,
    });
    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(3);
    await expect(lines(page).filter({ hasText: 'Konfetti-Geburtstag' })).toHaveCount(1);
    await expect(badge(page)).toHaveAccessibleName('Warenkorb, 6 Karten');
  });

  test('one shipping mode: changed in the cart for every card, and the order shows only that one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const swell = await storeClient();
    await createAccount(swell, uniqueEmail('mode'));
    await handOver(page.context(), swell);
    await designOneCard(page, 'Lena');
    await designOneCard(page, 'Tom');

    await page.goto('/cart');
    await expect(lines(page)).toHaveCount(2);
    for (const line of await lines(page).all())
      await expect(line).toContainText('Versand an die Empfänger');
    await page.getByRole('button', { name: 'Versandart ändern' }).click();
    await page.getByRole('radio', { name: /Versand an dich/ }).click();
    await expect(page.getByRole('complementary', { name: 'Zusammenfassung' })).toContainText(
      'Versand · Versand an dich',
    );
    for (const line of await lines(page).all()) {
      await expect(line).toContainText('Versand an dich');
      await expect(line).not.toContainText('Empfänger');
    }

    // A third card opens on the cart's mode ("An mich") instead of resetting it.
    await startWithBirthdayCard(page);
    await next(page).click();
    await uploadRecipients(page, [
      ['Herr', '', 'Max', 'Kern', '', 'Du', 'Lindenweg 9', '', '04109', 'Leipzig', 'DE'],
    ]);
    await next(page).click();
    await expect(page.getByTestId('cart-shipping-notice')).toContainText(
      'Eine Bestellung hat eine Versandart',
    );
    await expect(page.getByRole('radio', { name: /^An mich/ })).toBeChecked();
    await page.getByRole('button', { name: /^In den Warenkorb \(1 Karte\)/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Im Warenkorb!' })).toBeVisible({
      timeout: 15_000,
    });
    const cart = (await swell.cart.get()) as { shipping: { service: string } };
    expect(cart.shipping.service).toBe('to_customer');

    // The order, placed from the same session, shows one mode: the one charged.
    await swell.cart.update({
      shipping: {
        name: 'Grace Hopper',
        address1: 'Musterstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    } as never);
    await swell.cart.update({
      billing: { method: 'card', card: { token: await testCardToken(swell) } },
    } as never);
    const order = (await swell.cart.submitOrder()) as { id?: string; errors?: unknown };
    expect(order.errors, 'order placed').toBeUndefined();
    await page.goto(`/order/${order.id}`);
    await expect(page.getByText('Versandart')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main')).toContainText('An dich – alle Karten in einem Paket');
    await expect(page.getByRole('main')).not.toContainText('Direkt an die Empfänger');
    await expect(page.getByRole('main')).not.toContainText('Versand an die Empfänger');
  });
});

test.describe('words (issue 19)', () => {
  test('the Sie-only business template opens on "Sie" with its salutation example and the sender; the header says "Ansprache"', async ({
    page,
  }) => {
    await page.goto('/products');
    const address = page.getByRole('banner').getByRole('group', { name: 'Ansprache' });
    await expect(address.getByRole('button', { name: 'du' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // "Gestalten" of the template (the product list's link, without paging to it).
    const found = await cmsGet<{ id: number }>(
      '/api/templates?filters[slug][$eq]=danke-fuer-ihren-auftrag',
    );
    const template = found.data[0];
    expect(template, 'the seeded business template').toBeTruthy();
    await page.goto(`/configurator?template=${template?.id}`);
    await expect(page).toHaveURL(/\/configurator\/path$/);
    await page.getByText('Persönliche Anrede und Adresse').click();
    await next(page).click();
    await expect(page).toHaveURL(/\/configurator\/content$/);
    // The shop speaks "du", the card's text opens on its own form of address.
    await expect(page.getByRole('tab', { name: /^Sie/ })).toHaveAttribute('aria-selected', 'true');
    await page
      .getByRole('button', { name: /Platzhalter einfügen/ })
      .last()
      .click();
    const menu = page.getByRole('menu', { name: 'Platzhalter' });
    await expect(menu).toContainText('„Sehr geehrte Frau Schmidt,“');
    await expect(menu).not.toContainText('Liebe Anna');
    await page.keyboard.press('Escape');
    // The sender's company, not the recipient's.
    const sender = page.getByRole('region', { name: 'Absender' });
    await expect(sender).toBeVisible();
    await expect(page.getByText(/Bitte den Absender eintragen/).first()).toBeVisible();
    await sender.getByRole('textbox', { name: /Firma \(Absender\)/ }).fill('Papeterie Kern');
    await sender.getByRole('textbox', { name: /Name \(Absender\)/ }).fill('Jana Kern');
    await expect(page.getByText(/Bitte den Absender eintragen/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Vorschau' })).toContainText('Papeterie Kern');
  });

  test('at 1440 × 900 the import dialog keeps "… Karten übernehmen" in view and the table uses the window`s height', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await startWithBirthdayCard(page);
    await next(page).click();
    await expect(page).toHaveURL(/\/configurator\/data$/);
    // Extra columns the importer does not know make the mapping list long.
    const extra = Array.from({ length: 14 }, (_, i) => `Notiz ${i + 1}`);
    const rows = Array.from({ length: 40 }, (_, i) => [
      'Frau',
      '',
      `Anna${String.fromCharCode(97 + (i % 26))}`,
      `Schmidt${i + 1}`,
      '',
      'Du',
      `Lindenweg ${i + 1}`,
      '',
      '04109',
      'Leipzig',
      'DE',
      ...extra.map(() => 'x'),
    ]);
    await page.getByTestId('recipient-file-input').setInputFiles({
      name: 'empfänger.csv',
      mimeType: 'text/csv',
      buffer: windows1252Csv([[...HEADER, ...extra], ...rows]),
    });
    const confirm = page.getByRole('button', { name: '40 Karten übernehmen' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toBeInViewport({ ratio: 1 });
    await confirm.click();

    const grid = page.getByRole('grid', { name: 'Empfängerliste' });
    await expect(grid).toBeVisible();
    const height = () => grid.evaluate((element) => element.getBoundingClientRect().height);
    // 900 px window − 12 rem: taller than the old cap of 680 px — once the rows are laid out
    // (right after the dialog closes the grid may still be measuring itself).
    await expect.poll(height).toBeGreaterThan(690);
    expect(await height()).toBeLessThanOrEqual(900 - 192 + 1);
  });
});

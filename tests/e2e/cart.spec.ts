// The cart (issue 19) against the real stack: lines from the store, remove and undo, the
// header badge and the page following cart writes of another tab, "Bearbeiten" replacing a
// line.
import type { Page } from '@playwright/test';
import { next, startWithBirthdayCard, uploadRecipients } from '../support/configurator.ts';
import { expect, test } from '../support/fixtures.ts';
import { handOver, storeClient, type Swell } from '../support/shop.ts';

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
    for (let i = 0; i < names.length; i += 1)
      await page.getByRole('button', { name: 'Hinweis schließen' }).first().click();
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
});

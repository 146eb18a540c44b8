import { expect, type Page } from '@playwright/test';
import { createAccount, fillCart, handOver, storeClient, uniqueEmail, type Swell } from './shop.ts';

// The start of a checkout in the browser, shared by the checkout and wallet specs.

/** A signed-in customer with 60 cards in the cart, continued in the browser. */
export async function shopperWithCart(page: Page, name = 'grace'): Promise<Swell> {
  const swell = await storeClient();
  await createAccount(swell, uniqueEmail(name));
  await fillCart(swell);
  await handOver(page.context(), swell);
  return swell;
}

/** One step of the checkout page, by its heading. */
export const step = (page: Page, name: string) => page.getByRole('region', { name });

/** Addresses (only street, postal code and city are missing) and shipping to the customer. */
export async function throughShipping(page: Page): Promise<void> {
  await page.goto('/checkout');
  const addresses = step(page, 'Adressen');
  await expect(addresses.getByLabel('Vorname')).toHaveValue('Grace');
  await addresses.getByLabel('Straße und Hausnummer').fill('Musterstraße 1');
  await addresses.getByLabel('PLZ').fill('10115');
  await addresses.getByLabel('Ort').fill('Berlin');
  await addresses.getByRole('button', { name: 'Weiter zum Versand' }).click();

  const shipping = step(page, 'Versand');
  await shipping.getByText('Versand an dich').click();
  await expect(shipping.getByRole('radio', { name: /Versand an dich/ })).toBeChecked();
  await shipping.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
}

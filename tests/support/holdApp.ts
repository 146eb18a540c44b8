import type { Page } from '@playwright/test';

/**
 * Holds back the app of a server-rendered page — every script its HTML does not name (the
 * entry script and its module preloads load) — until the returned `release` is called. A
 * test's clicks then land before the hydration for certain, however fast the machine
 * (issue #32).
 */
export async function holdApp(page: Page, serverHtml: string): Promise<() => void> {
  const named = new Set(serverHtml.match(/\/assets\/[^"'\s]+\.js/g) ?? []);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return release;
}

/** Whether the app has hydrated the page (`<html data-hydrated>`, app/App.tsx). */
export const isHydrated = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

import type { Page } from '@playwright/test';

/**
 * Holds back the app of a server-rendered page — every script its HTML does not name (the
 * entry script and its module preloads load) — until the returned `release` is called. A
 * test's clicks then land before the hydration for certain, however fast the machine
 * (issue #32).
 */
export async function holdApp(page: Page, serverHtml: string): Promise<() => void> {
  // Scripts the HTML loads itself (its script tags and module preloads), not the ones it only
  // names for after the paint (lib/pageScripts.ts).
  const named = new Set(
    [...serverHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
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

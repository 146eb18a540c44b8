import { test as playwrightTest, expect, type Page } from '@playwright/test';

/**
 * React's words for a server-rendered page that the browser could not hydrate as it was
 * (issue #13): development warnings, the "Hydration failed" error, and the production
 * build's minified hydration errors (#418 text, #419/#421/#422/#423 boundaries, #425 text).
 */
export const HYDRATION_PROBLEM =
  /hydrat|did not match|Minified React error #(?:418|419|421|422|423|425)\b/i;

/**
 * The browser refused something the page tried against the shop's Content Security Policy
 * (an eval, a foreign script or image): a bug in the page, and Lighthouse's best-practices
 * score counts it (issue #13).
 */
export const CSP_VIOLATION = /Content Security Policy/i;

/**
 * A server-rendered page (`/`, `/products`) shows its controls before the app has loaded;
 * until React has hydrated them, a click does nothing. A person waits for the page to
 * settle; a test acts at once, so `goto` and `reload` wait for the app's mark
 * (`<html data-hydrated>`, app/App.tsx) when the page came server-rendered.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () =>
        !document.getElementById('fk-ssr-state') ||
        document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: 15_000 },
    );
  } catch (error) {
    // The page went on elsewhere meanwhile (a redirect): nothing to wait for there.
    if (!/context was destroyed|navigation/i.test(String(error))) throw error;
  }
}

/** `goto` and `reload` of `page` wait for hydration afterwards. */
function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

/**
 * Every spec's pages are watched: a hydration error or warning on the console, or as an
 * uncaught error (React 19 reports a mismatch through `reportError`), fails the test; so
 * does a Content Security Policy violation on the console.
 * Their `goto` and `reload` wait for hydration (see `waitForHydration`).
 */
export const hydrationWatchedTest = playwrightTest.extend<{ hydrationProblems: string[] }>({
  hydrationProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        waitForHydrationOnNavigation(page);
        page.on('console', (message) => {
          if (!['error', 'warning'].includes(message.type())) return;
          if (HYDRATION_PROBLEM.test(message.text()) || CSP_VIOLATION.test(message.text()))
            problems.push(`${page.url()} console.${message.type()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => {
          const text = `${error.name}: ${error.message}`;
          if (HYDRATION_PROBLEM.test(text)) problems.push(`${page.url()} uncaught ${text}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      expect(problems, 'React hydration problems or CSP violations on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Pages that are not about the cookie prompt start with a decision already stored, as a
 * returning visitor's would be, so the prompt does not cover what the test looks at.
 */
export const test = hydrationWatchedTest.extend({
  page: async ({ page, baseURL }, use) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('cookieSettings'))
        localStorage.setItem('cookieSettings', 'restricted');
    });
    // The same choice as the cookie the server reads (`fk_consent`, issue #13): its pages
    // come without the prompt, as a returning visitor's do.
    if (baseURL)
      await page.context().addCookies([{ name: 'fk_consent', value: 'restricted', url: baseURL }]);
    await use(page);
  },
});

export { expect };

/**
 * The server's HTML of `path` as a page request gets it (with the request's cookies), once
 * the server renders it: its render warms up as it starts (issue #13).
 */
export async function serverRenderedHtml(page: Page, path: string): Promise<string> {
  const html = () =>
    page.request
      .get(path, { headers: { accept: 'text/html' } })
      .then((response) => response.text());
  await expect.poll(html, { timeout: 15_000 }).toContain('id="fk-ssr-state"');
  return html();
}

export function cmsUrl(): string {
  const url = process.env.E2E_CMS_URL;
  if (!url) throw new Error('E2E_CMS_URL is not set: run the tests through playwright.config.ts');
  return url;
}

interface StrapiList<T> {
  data: T[];
  meta: { pagination: { total: number } };
}

/** Reads the CMS directly, so a test can compare the page with the content behind it. */
export async function cmsGet<T>(pathAndQuery: string): Promise<StrapiList<T>> {
  const response = await fetch(`${cmsUrl()}${pathAndQuery}`);
  if (!response.ok) throw new Error(`CMS ${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as StrapiList<T>;
}

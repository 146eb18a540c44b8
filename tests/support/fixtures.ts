import { test as base, expect } from '@playwright/test';

/**
 * Pages that are not about the cookie prompt start with a decision already stored, as a
 * returning visitor's would be, so the prompt does not cover what the test looks at.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('cookieSettings'))
        localStorage.setItem('cookieSettings', 'restricted');
    });
    await use(page);
  },
});

export { expect };

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

import { cmsGet, expect, test } from '../support/fixtures.ts';

interface TextContent {
  key: string;
  content: string | null;
}
interface Font {
  name: string;
}

async function texts(): Promise<Map<string, string>> {
  const list = await cmsGet<TextContent>(
    '/api/text-contents?sort=key:asc&pagination[pageSize]=100',
  );
  return new Map(list.data.map((entry) => [entry.key, entry.content ?? '']));
}

test.describe('landing page', () => {
  test('shows the hero, the sections and the FAQ from the CMS', async ({ page }) => {
    const content = await texts();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      (content.get('hero.title') ?? '').replace(/\s+/g, ' ').trim(),
    );
    for (const key of ['how.title', 'benefits.title', 'fonts.title', 'faq.title']) {
      await expect(page.getByRole('heading', { name: content.get(key) ?? key })).toBeVisible();
    }
    for (const n of [1, 2, 3, 4]) {
      await expect(
        page.getByRole('heading', { name: content.get(`benefit${n}.title`) ?? `benefit${n}` }),
      ).toBeVisible();
    }
  });

  test('renders every global font from the CMS by name', async ({ page }) => {
    const fonts = await cmsGet<Font>(
      '/api/fonts?fields[0]=name&sort=name:asc&pagination[pageSize]=100&filters[accountId][$null]=true',
    );
    expect(fonts.data.length).toBeGreaterThanOrEqual(6);
    await page.goto('/');
    for (const font of fonts.data) {
      await expect(page.getByText(font.name, { exact: true }).first()).toBeAttached();
    }
  });

  test('the FAQ accordion opens with the keyboard', async ({ page }) => {
    const content = await texts();
    const question = content.get('faq1.question');
    const answer = content.get('faq1.answer');
    if (!question || !answer) throw new Error('the seed has no faq1');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: question });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(answer.split('\n')[0] ?? answer).first()).toBeVisible();
  });

  test('the Sie switch changes the address and is remembered', async ({ page }) => {
    const content = await texts();
    const sieText = content.get('hero.text@sie');
    if (!sieText) throw new Error('the seed has no hero.text@sie');
    await page.goto('/');
    await page.getByRole('button', { name: 'Sie', exact: true }).click();
    await expect(page.getByText(sieText.split('\n')[0] ?? sieText).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText(sieText.split('\n')[0] ?? sieText).first()).toBeVisible();
  });
});

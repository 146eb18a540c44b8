import { expect, serverRenderedHtml, test } from '../support/fixtures.ts';
import { holdApp, isHydrated } from '../support/holdApp.ts';

// Issue #44: a server-rendered page paints its forms before any of its code runs, and on a
// slow phone the app takes over a second or two later. What a customer types into the
// sign-in form meanwhile must stay in the fields and be what the form sends (React replays
// the change of a field filled before its hydration). The app is held back until the
// typing is done, so it lands before the hydration for certain.

test('what is typed into the sign-in form before hydration stays and is sent', async ({ page }) => {
  test.slow();
  const release = await holdApp(page, await serverRenderedHtml(page, '/signin'));
  const opened = page.goto('/signin'); // resolves once hydrated (fixtures.ts)
  const email = page.getByLabel('E-Mail-Adresse');
  const password = page.getByLabel('Passwort', { exact: true });
  await email.fill('frueh@example.com');
  await password.fill('nicht-das-passwort');
  expect(await isHydrated(page)).toBe(false);

  release();
  await opened;
  await expect(email).toHaveValue('frueh@example.com');
  await expect(password).toHaveValue('nicht-das-passwort');
  // The form's own state has them: sent as typed, the store answers that they do not match
  // (an empty state would be refused by the form's own check instead).
  await page.locator('form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    page.getByText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.'),
  ).toBeVisible();
});

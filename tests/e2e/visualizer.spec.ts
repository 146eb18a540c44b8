import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { webDir } from '../../scripts/lib/paths.ts';
import config from '../playwright.config.ts';
import { next } from '../support/configurator.ts';
import { expect, test } from '../support/fixtures.ts';
import { buildWithInspector, serveBuild, type InspectorBuild } from '../support/inspectorBuild.ts';

// The machine visualizer at /dev/machines (issue #14, docs/visualizer.md).

/** Words only the visualizer's code and texts contain. */
const VISUALIZER_MARKERS = [
  'federkiel-machine-inspector', // the BroadcastChannel of the inspection bridge
  'Maschinen-Visualizer',
  'dev/machines',
  'org.eclipse.elk', // the layout library
  'createBrowserInspector', // @statelyai/inspect
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

// The pages come from the inspector build through Playwright (serveBuild); Chromium does
// not know such a page's address and counts it as public, and would then refuse its
// requests to the CMS on localhost (Local Network Access). A real page is not affected.
// (A worker-wide option: Playwright allows it only for the whole file.)
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
  },
});

test.describe('machine visualizer', () => {
  test('a production build without MACHINE_INSPECTOR ships none of it; /dev/machines is not found', async ({
    page,
  }) => {
    const dist = path.join(webDir, 'dist');
    // Every file the build wrote for browsers and the server (not the source maps, which
    // name the sources of everything and are not served; not the compressed copies).
    const files = filesUnder(dist).filter((file) => /\.(js|mjs|html|css|json)$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return VISUALIZER_MARKERS.filter((marker) => text.includes(marker)).map(
        (marker) => `${path.relative(dist, file)}: ${marker}`,
      );
    });
    expect(found, 'visualizer code in the production build').toEqual([]);
    const manifest = readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8');
    expect(manifest).not.toContain('features/dev-machines');
    expect(manifest).not.toContain('machineInspector');

    await page.goto('/dev/machines');
    await expect(page.getByRole('heading', { name: /Seite nicht gefunden/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maschinen-Visualizer' })).toHaveCount(0);
  });

  test.describe('with MACHINE_INSPECTOR=on', () => {
    let build: InspectorBuild;
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      build = await buildWithInspector();
    });
    test.afterAll(() => build?.remove());

    test('shows the configurator of a second tab live: its state highlighted, its events logged', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const context = page.context();
      await serveBuild(context, baseURL ?? '', build.dir);

      const visualizer = await context.newPage();
      await visualizer.goto('/dev/machines?machine=configurator');
      await expect(visualizer.getByRole('heading', { name: 'Maschinen-Visualizer' })).toBeVisible();
      const chart = visualizer.getByRole('region', { name: 'Zustandsdiagramm configurator' });
      const state = (id: string) => chart.locator(`[data-state-id="configurator.editing.${id}"]`);
      await expect(state('content')).toBeVisible();
      await expect(visualizer.getByText(/Kein laufender Aktor dieser Maschine/)).toBeVisible();

      // The shop in the other tab: the configurator's first step.
      await page.goto('/products');
      await page.getByRole('link', { name: 'Vorlage „Konfetti-Geburtstag“ gestalten' }).click();
      await expect(page).toHaveURL(/\/configurator\/path$/);
      await expect(state('path')).toHaveAttribute('data-active', 'true');
      await expect(visualizer.getByTestId('live-state')).toContainText('editing.path');

      // One step on.
      await page.getByText('Persönliche Anrede und Adresse').click();
      await next(page).click();
      await expect(page).toHaveURL(/\/configurator\/content$/);

      await expect(state('content')).toHaveAttribute('data-active', 'true');
      await expect(state('path')).not.toHaveAttribute('data-active', 'true');
      await expect(visualizer.getByTestId('live-state')).toContainText('editing.content');
      const log = visualizer.getByTestId('live-log');
      await expect(log.getByText('NEXT', { exact: true })).toBeVisible();
      await expect(log.getByText('CHOOSE_PERSONALISATION', { exact: true })).toBeVisible();
      // Keyboard zoom on the chart.
      await chart.focus();
      await visualizer.keyboard.press('+');
      await expect(visualizer.getByText('125 %')).toBeVisible();

      // Stepping back in time shows the path step again.
      await visualizer.getByRole('button', { name: /Schritt zurück/ }).click();
      await expect(visualizer.getByRole('checkbox', { name: 'Live folgen' })).not.toBeChecked();
    });
  });
});

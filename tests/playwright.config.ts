import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_RESULTS_DIR lets two runs on one machine keep their artifacts apart.
const resultsDir =
  process.env.E2E_RESULTS_DIR ?? path.resolve(import.meta.dirname, '..', 'var', 'test-results');

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/globalSetup.ts',
  outputDir: path.join(resultsDir, 'playwright-artifacts'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Long journeys took up to 29 s on a slow shared machine (2026-11-28): room, not a goal.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(resultsDir, 'e2e.json') }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'de-DE',
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
});

import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_LINK_SECRET } from './e2e/fixtures/link-codes.ts';
import { VISUAL_CLOCK } from './e2e/visual/clock.ts';

const PORT = Number(process.env['E2E_PORT'] ?? 4400);
const baseURL = `http://127.0.0.1:${PORT}`;
// The screenshot baselines run against a second server whose clock starts at one fixed moment
// (libfaketime), so the seeded stays, prices and dates look the same every day.
const visualURL = `http://127.0.0.1:${PORT + 1}`;
// The built server (`npm run serve`), without npm in between.
const SERVE =
  'node --experimental-strip-types --disable-warning=ExperimentalWarning src/entry/serve.ts';
const VISUAL_VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};
// A system Chromium when there is one (Playwright cannot download its own browsers here).
const executablePath =
  process.env['CHROMIUM_PATH'] ??
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // A few anti-aliased pixels may differ between runs; a moved or missing element never does.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide' },
  },
  reporter: process.env['CI'] ? [['list']] : [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  snapshotPathTemplate: '{testDir}/visual/baselines/{arg}-{projectName}{ext}',
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testIgnore: /visual\//,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      grep: /@phone/,
      testIgnore: /visual\//,
    },
    {
      name: 'visual-phone',
      testMatch: /visual\/.*\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        viewport: VISUAL_VIEWPORTS.phone,
        deviceScaleFactor: 1,
        baseURL: visualURL,
        launchOptions,
      },
    },
    {
      name: 'visual-desktop',
      testMatch: /visual\/.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: VISUAL_VIEWPORTS.desktop,
        baseURL: visualURL,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: SERVE,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATA_DIR: 'memory://',
        LINK_SECRET: E2E_LINK_SECRET,
        // Every spec books from this one address with the same cards and emails: the booking limits
        // would refuse them part-way through a run. Their own tests are in the unit suite.
        RATE_LIMITS: 'off',
        // Every answer the pages take from the API in-process is checked against its contract and frozen.
        API_ANSWER_CHECKS: 'on',
      },
    },
    {
      command: `faketime -f '@${VISUAL_CLOCK.replace('T', ' ').replace('Z', '')}' ${SERVE}`,
      url: `${visualURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        HOST: '127.0.0.1',
        PORT: String(PORT + 1),
        DATA_DIR: 'memory://',
        LINK_SECRET: E2E_LINK_SECRET,
        TZ: 'UTC',
        // The journeys hold several unpaid bookings (3-D Secure, Paystack) from one address.
        RATE_LIMITS: 'off',
        // Timers keep the machine's own clock; only the date and time of day are moved.
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
      },
    },
  ],
});

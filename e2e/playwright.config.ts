import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './support/freePort';

// Evaluated by the runner and again by each worker: the env var keeps one port for all of them.
process.env.E2E_PORT ??= String(freePort());

// Playwright cannot download its browsers here: use the system Chromium when there is one.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => existsSync(file));
const runningAsRoot = process.getuid?.() === 0;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: systemChromium,
      args: [
        ...(runningAsRoot ? ['--no-sandbox'] : []),
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Keyboard scrolling jumps at once: a smooth scroll still running on a busy machine makes scroll tests flaky.
        '--disable-smooth-scrolling',
      ],
    },
    trace: 'retain-on-failure',
  },
});

// Browser tests of the built page (tests/web/), on Debian's Chromium: never download a browser.
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';

const chromium = {
  browserName: 'chromium',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

// Always test a fresh build, on a server of the tests' own: a free port the system gives (never
// `npm start`'s 4173, which may be serving the page meanwhile), and a build directory of their own
// (build-web-test/, not the dist/ that `npm start` serves). TAPIS_TEST_PORT forces a port. The
// config is read again by every worker: the port chosen first travels to them in the environment.
function freePort() {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.TAPIS_TEST_PORT ||= freePort();
const port = Number(process.env.TAPIS_TEST_PORT);
const outDir = 'build-web-test';

export default defineConfig({
  testDir: 'tests/web',
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: a test that passes only on retry is reported as "flaky", not hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    // A trace costs every test its snapshots: it is recorded for a failed test's retry only.
    trace: 'on-first-retry',
    // The service worker precaches the whole app (1.3 MB, both .wasm) in every fresh context:
    // only offline.spec.js, which tests it, lets it register.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...chromium, viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1 },
    },
    {
      name: 'phone',
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `npx vite build --logLevel warn --outDir ${outDir} && npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    env: { TAPIS_TEST_FIXTURES: '1' }, // tests/web/fixtures/ at /__tests__/ (vite/test-fixtures.js)
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

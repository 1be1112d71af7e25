// `npm test` beside `npm start` (issue 11, point 13): the browser tests serve their own build on a
// port of their own, so a preview already listening on 4173 (npm start's) is left alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Listens on `port` if it is free (npm start may hold it already: that is the case tested). */
function hold(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function readConfig(env) {
  const script =
    "import('./playwright.config.js').then((c) => process.stdout.write(JSON.stringify({ url: c.default.use.baseURL, command: c.default.webServer.command, env: process.env.TAPIS_TEST_PORT })))";
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TAPIS_TEST_PORT: '', ...env },
    }),
  );
}

test('with 4173 taken, the Playwright config picks another free port and its own build directory', async () => {
  const server = await hold(4173);
  try {
    const config = readConfig({});
    const port = Number(new URL(config.url).port);
    assert.notEqual(port, 4173);
    assert.ok(port > 0);
    // The port travels to the workers in the environment, and the server is started on it.
    assert.equal(config.env, String(port));
    assert.match(config.command, new RegExp(`--port ${port} --strictPort`));
    // Its own build: `npm start` keeps serving dist/ while the tests rebuild.
    assert.match(config.command, /vite build [^&]*--outDir build-web-test/);
    assert.match(config.command, /vite preview --outDir build-web-test/);
    assert.doesNotMatch(config.command, /--outDir dist\b/);
    // Two runs get ports of their own too.
    assert.notEqual(Number(new URL(readConfig({}).url).port), 4173);
  } finally {
    server?.close();
  }
});

test('TAPIS_TEST_PORT still forces a port', () => {
  const config = readConfig({ TAPIS_TEST_PORT: '4391' });
  assert.equal(config.url, 'http://127.0.0.1:4391/');
});

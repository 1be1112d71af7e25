// Test pages for the browser tests only: with TAPIS_TEST_FIXTURES=1 (set by playwright.config.js
// for its preview server), `vite preview` also serves tests/web/fixtures/*.html at /__tests__/.
// They stand for other sites' articles: the tests open them at http://localhost:PORT/ while Tapis
// is at http://127.0.0.1:PORT/, a different origin. "%TAPIS%" in a fixture becomes Tapis's
// address. Never part of a build, and off unless asked for.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../tests/web/fixtures/', import.meta.url));

export function testFixtures() {
  return {
    name: 'tapis-test-fixtures',
    configurePreviewServer(server) {
      if (process.env.TAPIS_TEST_FIXTURES !== '1') return;
      server.middlewares.use((req, res, next) => {
        const m = /^\/__tests__\/([a-z0-9-]+\.html)(?:[?#].*)?$/.exec(req.url ?? '');
        if (!m || !existsSync(dir + m[1])) return next();
        const port = /:(\d+)$/.exec(req.headers.host ?? '')?.[1] ?? '4173';
        const body = readFileSync(dir + m[1], 'utf8').replaceAll('%TAPIS%', `http://127.0.0.1:${port}/`);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      });
    },
  };
}

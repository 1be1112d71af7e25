// Vite builds the page (index.html at the repo root) into dist/.
// The page runs under a strict CSP (no inline script or style), so nothing may be inlined:
// no modulepreload polyfill, no inlined assets (the .wasm stays a file next to the JS).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import { tapisPWA } from './vite/pwa.js';
import { testFixtures } from './vite/test-fixtures.js';
import { wasmPreload } from './vite/wasm-preload.js';
import { splitCatalogues } from './vite/catalogue-split.js';
import { firstPaintStrings } from './vite/first-paint-strings.js';
import { renderBlockingEntry } from './vite/render-blocking.js';
import { sharedCssFirst } from './vite/css-order.js';
import { languageButtons } from './vite/language-buttons.js';
import { chunkGroups } from './vite/chunk-groups.js';

function wasmMime() {
  const setType = (req, res, next) => {
    if (req.url && req.url.split('?')[0].endsWith('.wasm')) res.setHeader('Content-Type', 'application/wasm');
    next();
  };
  return {
    name: 'tapis-wasm-mime',
    configureServer(server) {
      server.middlewares.use(setType);
    },
    configurePreviewServer(server) {
      server.middlewares.use(setType);
      server.middlewares.use(gzipWasm(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}

// `vite preview` gzips JS, CSS and HTML but not the .wasm (application/wasm is not in its list),
// where the static hosts Tapis is meant for (Netlify, Cloudflare Pages, GitHub Pages) do: the
// preview does it too, so that `npm start`, the tests and Lighthouse load what a reader loads
// (the page's first load is 75 KB of gzipped rules core, not 190 KB).
function gzipWasm(outDir) {
  const cache = new Map(); // file -> {mtime, body}
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (!path.endsWith('.wasm') || !['GET', 'HEAD'].includes(req.method) || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return next();
    const file = resolve(outDir, `.${decodeURIComponent(path)}`);
    if (!file.startsWith(outDir + sep) || !existsSync(file)) return next();
    const mtime = statSync(file).mtimeMs;
    let entry = cache.get(file);
    if (!entry || entry.mtime !== mtime) {
      entry = { mtime, body: gzipSync(readFileSync(file), { level: 9 }) };
      cache.set(file, entry);
    }
    const etag = `W/"gz-${entry.body.length}-${Math.round(mtime)}"`;
    res.setHeader('Content-Type', 'application/wasm');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'no-cache'); // as vite preview's other files: revalidated
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(entry.body.length));
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  };
}

// lib/api/tapis.js reads the .wasm with node:fs only under Node; in the browser that branch never runs.
function noNodeInBrowser() {
  const id = '\0tapis-no-node-fs';
  return {
    name: 'tapis-no-node-fs',
    enforce: 'pre',
    resolveId(source) {
      return source === 'node:fs/promises' ? id : null;
    },
    load(loaded) {
      if (loaded !== id) return null;
      return "export function readFile() { throw new Error('node:fs is not available in the browser'); }";
    },
  };
}

// Only for `vite` (dev server): its CSS hot reload injects <style> elements, which the page's
// policy forbids. The built page (vite build / vite preview, and the tests) keeps the strict policy.
function devStyleHotReload() {
  return {
    name: 'tapis-dev-csp',
    apply: 'serve',
    transformIndexHtml(html) {
      return html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
    },
  };
}

export default defineConfig({
  root: '.',
  base: './',
  // public/: embed.js (the article's resize helper), icons, _headers; copied as they are.
  publicDir: 'public',
  plugins: [
    wasmMime(),
    noNodeInBrowser(),
    devStyleHotReload(),
    languageButtons(),
    tapisPWA(),
    testFixtures(),
    wasmPreload(),
    renderBlockingEntry(),
    sharedCssFirst(),
    splitCatalogues(),
    firstPaintStrings(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Each page its own CSS; hand mode's (hand.css) comes with its module, after the first load.
    cssCodeSplit: true,
    rollupOptions: {
      // The page, the embed (embed.html), the embed builder, the practice (practice.html), and <tapis-calculator> for other
      // sites' pages: one build, shared chunks, one .wasm. The element keeps a fixed name.
      input: {
        index: 'index.html',
        embed: 'embed.html',
        'embed-builder': 'embed-builder.html',
        practice: 'practice.html',
        'tapis-element': 'web/embed/tapis-element.js',
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'tapis-element' ? 'tapis-element.js' : 'assets/[name]-[hash].js'),
        codeSplitting: chunkGroups, // vite/chunk-groups.js: the first load in few files
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  // cors: the embed runs in sandboxed iframes (origin "null") and <tapis-calculator> on other
  // sites: both fetch the JS and the .wasm cross-origin (see public/_headers for a static host).
  preview: { host: '127.0.0.1', port: 4173, cors: true },
});

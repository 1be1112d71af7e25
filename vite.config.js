// Vite builds the page (index.html at the repo root) into dist/.
// The page runs under a strict CSP (no inline script or style), so nothing may be inlined:
// no modulepreload polyfill, no inlined assets (the .wasm stays a file next to the JS).
import { defineConfig } from 'vite';
import { tapisPWA } from './vite/pwa.js';
import { testFixtures } from './vite/test-fixtures.js';
import { wasmPreload } from './vite/wasm-preload.js';
import { renderBlockingEntry } from './vite/render-blocking.js';

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
    },
  };
}

// web/api/tapis.js reads the .wasm with node:fs only under Node; in the browser that branch never runs.
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
  plugins: [wasmMime(), noNodeInBrowser(), devStyleHotReload(), tapisPWA(), testFixtures(), wasmPreload(), renderBlockingEntry()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    rollupOptions: {
      // The page, the embed (embed.html), the embed builder, and <tapis-calculator> for other
      // sites' pages: one build, shared chunks, one .wasm. The element keeps a fixed name.
      input: {
        index: 'index.html',
        embed: 'embed.html',
        'embed-builder': 'embed-builder.html',
        'tapis-element': 'web/embed/tapis-element.js',
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'tapis-element' ? 'tapis-element.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  // cors: the embed runs in sandboxed iframes (origin "null") and <tapis-calculator> on other
  // sites: both fetch the JS and the .wasm cross-origin (see public/_headers for a static host).
  preview: { host: '127.0.0.1', port: 4173, cors: true },
});

// Installable and offline: the web app manifest and a Workbox service worker (generateSW) that
// precaches the pages, JS, CSS and the .wasm, each versioned by its content hash. The page
// registers it from an external module (web/page/pwa-register.js: the CSP forbids inline script), never
// when framed, and asks before switching to a new version.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { LANGUAGE_CODES } from '../lib/i18n/languages.js';
import { manifestFile } from '../web/page/manifest-file.js';

export const THEME_COLOR = '#0d5c44';

// The manifest in each of the page's languages. A manifest holds one `lang` and one name, and no
// translation member works in browsers yet; the page's language is the reader's choice (the link,
// ?lang=, the saved choice, the browser's), so the page points its <link rel="manifest"> at the
// manifest of the language it shows (web/page/app.js): installed in French, Tapis is named in
// French. Same id, start_url and scope: one app whichever manifest installed it.
const common = {
  id: './',
  short_name: 'Tapis',
  dir: 'ltr',
  start_url: './',
  scope: './',
  display: 'standalone',
  orientation: 'any',
  background_color: '#fbfaf6',
  theme_color: THEME_COLOR,
  categories: ['games', 'utilities'],
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
const screenshots = (ui) => [
  { src: 'screenshots/wide.png', sizes: '1200x900', type: 'image/png', form_factor: 'wide', label: ui['manifest.screenshotWide'] },
  { src: 'screenshots/narrow.png', sizes: '780x1688', type: 'image/png', form_factor: 'narrow', label: ui['manifest.screenshotNarrow'] },
];
const catalogue = (lang) => JSON.parse(readFileSync(fileURLToPath(new URL(`../lib/i18n/${lang}.json`, import.meta.url)), 'utf8'));

/** The manifest of each language in lib/i18n/languages.js, worded by its catalogue's "manifest.*". */
export const manifests = Object.fromEntries(
  LANGUAGE_CODES.map((lang) => {
    const { ui } = catalogue(lang);
    return [lang, { ...common, name: ui['manifest.name'], description: ui['manifest.description'], lang, screenshots: screenshots(ui) }];
  }),
);
/** The other languages' manifests, written next to the English one that vite-plugin-pwa writes. */
const others = LANGUAGE_CODES.filter((lang) => lang !== 'en').map((lang) => ({ fileName: manifestFile(lang), source: JSON.stringify(manifests[lang]) }));

function otherManifestFiles() {
  return {
    name: 'tapis-manifests',
    apply: 'build',
    generateBundle() {
      for (const { fileName, source } of others) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

export function tapisPWA() {
  return [otherManifestFiles(), pwa()];
}

function pwa() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false, // web/page/pwa-register.js registers it, with the browser's API
    filename: 'sw.js',
    manifestFilename: manifestFile('en'),
    includeManifestIcons: false, // the OS keeps the icons once installed; offline use does not need them
    manifest: manifests.en,
    workbox: {
      globPatterns: ['**/*.{html,js,css,wasm,svg,json}'], // + the manifest and its icons (added by the plugin)
      // embed.js and tapis-element.js are for other sites' pages, not for the app itself.
      globIgnores: ['embed.js', 'tapis-element.js', 'screenshots/**', 'sw.js', 'workbox-*.js'],
      // The English manifest is added by the plugin; the others as well, offline too.
      additionalManifestEntries: others.map(({ fileName, source }) => ({ url: fileName, revision: createHash('md5').update(source).digest('hex') })),
      // The .wasm (~300 KB at -O3) is well under this; the cap only guards against a surprise.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // ?lang=fr, ?example=002-ex2: the same precached page.
      ignoreURLParametersMatching: [/./],
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      clientsClaim: true, // the first install controls the page at once; updates still wait (prompt)
      skipWaiting: false,
    },
  });
}

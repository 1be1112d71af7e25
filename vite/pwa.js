// Installable and offline: the web app manifest and a Workbox service worker (generateSW) that
// precaches the pages, JS, CSS and the .wasm, each versioned by its content hash. The page
// registers it from an external module (web/page/pwa-register.js: the CSP forbids inline script), never
// when framed, and asks before switching to a new version.
import { createHash } from 'node:crypto';
import { VitePWA } from 'vite-plugin-pwa';

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
const screenshots = (wide, narrow) => [
  { src: 'screenshots/wide.png', sizes: '1200x900', type: 'image/png', form_factor: 'wide', label: wide },
  { src: 'screenshots/narrow.png', sizes: '780x1688', type: 'image/png', form_factor: 'narrow', label: narrow },
];
export const manifests = {
  en: {
    ...common,
    name: 'Tapis: all-in and side-pot calculator',
    description: 'Who can win what, pot by pot, as the poker rules guides draw it. Works offline; nothing is sent anywhere.',
    lang: 'en',
    screenshots: screenshots('Guide 002, example 2: the main pot, two side pots and the chips returned to D', 'The same hand on a phone'),
  },
  fr: {
    ...common,
    name: 'Tapis : calculateur de tapis et de pots secondaires',
    description: 'Qui peut gagner quoi, pot par pot, comme le dessinent les guides de règles du poker. Fonctionne hors ligne ; rien n’est envoyé.',
    lang: 'fr',
    screenshots: screenshots('Guide 002, exemple 2 : le pot principal, deux pots secondaires et les jetons rendus à D', 'Le même coup sur un téléphone'),
  },
};
/** The page's <link rel="manifest"> for each language (web/page/app.js switches it). */
export const MANIFEST_FILES = { en: 'manifest.webmanifest', fr: 'manifest-fr.webmanifest' };
const frenchManifest = JSON.stringify(manifests.fr);

/** The French manifest, written next to the English one that vite-plugin-pwa writes. */
function frenchManifestFile() {
  return {
    name: 'tapis-manifest-fr',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILES.fr, source: frenchManifest });
    },
  };
}

export function tapisPWA() {
  return [frenchManifestFile(), pwa()];
}

function pwa() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false, // web/page/pwa-register.js imports virtual:pwa-register itself
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false, // the OS keeps the icons once installed; offline use does not need them
    manifest: manifests.en,
    workbox: {
      globPatterns: ['**/*.{html,js,css,wasm,svg,json}'], // + the manifest and its icons (added by the plugin)
      // embed.js and tapis-element.js are for other sites' pages, not for the app itself.
      globIgnores: ['embed.js', 'tapis-element.js', 'screenshots/**', 'sw.js', 'workbox-*.js'],
      // The English manifest is added by the plugin; the French one as well, offline too.
      additionalManifestEntries: [{ url: MANIFEST_FILES.fr, revision: createHash('md5').update(frenchManifest).digest('hex') }],
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

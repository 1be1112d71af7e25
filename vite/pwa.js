// Installable and offline: the web app manifest and a Workbox service worker (generateSW) that
// precaches the pages, JS, CSS and the .wasm, each versioned by its content hash. The page
// registers it from an external module (web/page/pwa-register.js: the CSP forbids inline script), never
// when framed, and asks before switching to a new version.
import { VitePWA } from 'vite-plugin-pwa';

export const THEME_COLOR = '#0d5c44';

export function tapisPWA() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false, // web/page/pwa-register.js imports virtual:pwa-register itself
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false, // the OS keeps the icons once installed; offline use does not need them
    manifest: {
      id: './',
      name: 'Tapis: all-in and side-pot calculator',
      short_name: 'Tapis',
      description: 'Who can win what, pot by pot, as the poker rules guides draw it. Works offline; nothing is sent anywhere.',
      lang: 'en',
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
      screenshots: [
        {
          src: 'screenshots/wide.png',
          sizes: '1200x900',
          type: 'image/png',
          form_factor: 'wide',
          label: 'Guide 002, example 2: the main pot, two side pots and the chips returned to D',
        },
        {
          src: 'screenshots/narrow.png',
          sizes: '780x1688',
          type: 'image/png',
          form_factor: 'narrow',
          label: 'The same hand on a phone',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{html,js,css,wasm,svg,json}'], // + the manifest and its icons (added by the plugin)
      // embed.js and tapis-element.js are for other sites' pages, not for the app itself.
      globIgnores: ['embed.js', 'tapis-element.js', 'screenshots/**', 'sw.js', 'workbox-*.js'],
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

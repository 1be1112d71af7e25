// Registers the service worker (vite-plugin-pwa, Workbox generateSW: the page, its JS, CSS and
// the .wasm are precached, versioned by content hash) so that Tapis opens offline. With the
// browser's own API: workbox-window did the same for 2 KB gzip of the first load (issue 31).
// Never inside a frame (an article's embed) nor where the document may not use one (a sandboxed
// iframe's opaque origin): there it does nothing.
// A new version waits until the user says so: "new version: reload". Reloading keeps the address,
// and the hand is in the address (#spec=…), so nothing typed is lost.
import { t } from '../../lib/i18n/i18n.js';
import { isFramed } from '../share/share-state.js';
import { h } from '../dom.js';

function serviceWorkerAllowed() {
  if (isFramed()) return false;
  try {
    return 'serviceWorker' in navigator && !!navigator.serviceWorker && window.isSecureContext;
  } catch {
    return false; // sandboxed: reading navigator.serviceWorker throws
  }
}

/**
 * @param {{lang?: string | (() => string), prompt?: boolean, beforeReload?: () => void}} options
 *   prompt: show the "new version" bar (the main page); beforeReload: write the hand into the
 *   address first.
 */
export function registerServiceWorker({ lang = 'en', prompt = true, beforeReload } = {}) {
  if (!serviceWorkerAllowed()) return false;
  const langNow = () => (typeof lang === 'function' ? lang() : lang);
  let bar = null;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    beforeReload?.();
    window.location.reload();
  };
  let waiting = null; // the new version, installed, waiting to be let in
  const offlineReady = () => {
    document.documentElement.dataset.offlineReady = 'true';
  };
  const needRefresh = (worker) => {
    waiting = worker;
    // Whichever tab lets it in, this one reloads on the takeover (the address keeps the hand).
    navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
    if (!prompt || bar) return;
    const reload = h('button', { type: 'button', class: 'small' }, t(langNow(), 'updateReload'));
    const later = h('button', { type: 'button', class: 'small secondary' }, t(langNow(), 'updateLater'));
    bar = h(
      'div',
      { class: 'update-bar', role: 'region', 'aria-label': t(langNow(), 'updateRegion') },
      h('p', { role: 'status' }, t(langNow(), 'updateReady')),
      reload,
      later,
    );
    reload.addEventListener('click', () => {
      beforeReload?.();
      reload.disabled = true;
      // Workbox's generateSW worker (skipWaiting: false) takes over when told so.
      waiting?.postMessage({ type: 'SKIP_WAITING' });
    });
    later.addEventListener('click', () => {
      bar.remove();
      bar = null;
    });
    document.body.prepend(bar);
  };
  // A worker done installing: the first one makes the page work offline (clientsClaim: it
  // controls the page at once); any later one is a new version, and waits until asked.
  const whenInstalled = (worker) => {
    const settle = () => {
      if (worker.state !== 'installed' && worker.state !== 'activated') return false;
      if (navigator.serviceWorker.controller && worker.state === 'installed') needRefresh(worker);
      else offlineReady();
      return true;
    };
    if (!settle())
      worker.addEventListener('statechange', function onState() {
        if (settle()) worker.removeEventListener('statechange', onState);
      });
  };
  navigator.serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .then((registration) => {
      if (registration.waiting && navigator.serviceWorker.controller) needRefresh(registration.waiting);
      else if (registration.active && !registration.installing) offlineReady();
      if (registration.installing) whenInstalled(registration.installing);
      registration.addEventListener('updatefound', () => {
        if (registration.installing) whenInstalled(registration.installing);
      });
    })
    .catch(() => {
      document.documentElement.dataset.swError = 'true';
    });
  return true;
}

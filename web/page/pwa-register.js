// Registers the service worker (vite-plugin-pwa, Workbox generateSW: the page, its JS, CSS and
// the .wasm are precached, versioned by content hash) so that Tapis opens offline.
// Never inside a frame (an article's embed) nor where the document may not use one (a sandboxed
// iframe's opaque origin): there it does nothing.
// A new version waits until the user says so: "new version: reload". Reloading keeps the address,
// and the hand is in the address (#spec=…), so nothing typed is lost.
import { registerSW } from 'virtual:pwa-register';
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
  const updateSW = registerSW({
    immediate: true,
    // The new version took over: reload once (the address, hence the hand, is kept).
    onNeedReload: reloadOnce,
    onNeedRefresh() {
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
        // workbox-window only reports the takeover as an update when the page was already
        // controlled at load; after a first install in this same visit it would not reload.
        navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
        reload.disabled = true;
        updateSW(true);
      });
      later.addEventListener('click', () => {
        bar.remove();
        bar = null;
      });
      document.body.prepend(bar);
    },
    onOfflineReady() {
      document.documentElement.dataset.offlineReady = 'true';
    },
    onRegisterError() {
      document.documentElement.dataset.swError = 'true';
    },
  });
  return true;
}

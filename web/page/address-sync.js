// The page's address: the only code that reads or writes location's hash and search. The hash
// holds the whole hand (#spec=<base64url JSON>&lang=fr, &mode=hand in hand mode: share-state.js);
// it follows the store (web/page/store.js) through one debounce, with history.replaceState (no
// new history entry), so reloading or sending the link gives the same table; the Share button
// sends exactly that address. A link is untrusted: see share-state.js for its caps and checks.
import { buildFragment, parseFragment } from '../share/share-state.js';

const WRITE_DELAY_MS = 120;
const WATCHED = ['spec', 'step', 'language', 'mode'];

const currentFragment = () => location.hash.replace(/^#/, '');

/** The fragment of a state; null when there is nothing to publish (state.spec null). */
export function fragmentOf({ spec, language, mode }) {
  if (spec == null) return null;
  return buildFragment(mode === 'hand' ? { spec, lang: language, mode: 'hand' } : { spec, lang: language });
}

/**
 * @param {{store: ReturnType<import('./store.js').createStore>, onLinkChange?: (link: object) => void}} options
 *   onLinkChange: the address was changed by hand (or another Tapis link was opened in this tab)
 */
export function createAddressSync({ store, onLinkChange }) {
  let initial = parseFragment(location.hash);
  const search = new URLSearchParams(location.search);
  let timer = 0;
  let pending = false;
  let armedAt = ''; // the address when the pending write was asked for
  let lastWritten = currentFragment();

  function replace(fragment) {
    lastWritten = fragment;
    try {
      const url = new URL(location.href);
      url.hash = fragment;
      if (url.href !== location.href) history.replaceState(history.state, '', url);
    } catch {
      // an opaque origin cannot rewrite its address: the link is simply not updated
    }
  }

  /** Writes the state's fragment now, if a write is pending. */
  function flush() {
    clearTimeout(timer);
    timer = 0;
    if (!pending) return;
    pending = false;
    // Only the page writes while a write is pending: a different address is one a person opened
    // (its hashchange may not have been read yet). It wins; the edit it replaces is dropped.
    if (location.href !== armedAt) return;
    const fragment = fragmentOf(store.get());
    if (fragment !== null) replace(fragment);
  }

  /** The address follows shortly (typing), or at once with now (a click). */
  function request({ now = false } = {}) {
    pending = true;
    if (!timer) {
      armedAt = location.href;
      timer = setTimeout(flush, WRITE_DELAY_MS);
    }
    if (now) flush();
  }

  store.subscribe((state, _previous, changed) => {
    if (state.spec != null && WATCHED.some((k) => changed.has(k))) request();
  });

  window.addEventListener('hashchange', () => {
    const now = currentFragment();
    if (now === lastWritten) return;
    lastWritten = now;
    initial = parseFragment(location.hash);
    onLinkChange?.(initial);
  });
  // Leaving (or backgrounding on a phone) writes at once: the address is always the latest hand.
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });

  return {
    /** What the address said when the page opened (or last changed by hand). */
    get initial() {
      return initial;
    },
    /** A ?name= parameter of the address the page opened with (lang, example, mode). */
    param: (name) => search.get(name),
    /** The fragment now in the address (without its #). */
    fragment: currentFragment,
    request,
    flush,
    /** Forgets the pending write (a link opened in the tab replaces that hand). */
    drop() {
      clearTimeout(timer);
      timer = 0;
      pending = false;
    },
    /** Puts a fragment in the address at once (quick mode's hand, given back on leaving hand mode). */
    replace,
    /** The address of the current hand, up to date. */
    href() {
      flush();
      return location.href;
    },
  };
}

// The main page's address holds the whole hand: #spec=<base64url JSON>&lang=fr. It is rewritten
// (history.replaceState, no new history entry) after every change, so reloading or sending the
// link gives the same table; the Share button sends exactly that address.
// A link is untrusted: see share-state.js for the caps and checks, and app.js for where its
// error is shown (the page then starts from a clean hand; nothing from the link is run or parsed
// as HTML).
import { buildFragment, parseFragment, checkSharedSpec } from './share-state.js';
import { linkProblem } from './link-problem.js';
import { t } from '../../lib/i18n/i18n.js';

const WRITE_DELAY_MS = 120;

/**
 * @param {{onLinkChange?: (link: object) => void}} hooks onLinkChange: the address was changed by
 *   hand (or another Tapis link was opened in the same tab)
 */
export function createPageLink({ onLinkChange } = {}) {
  let initial = parseFragment(location.hash);
  let pendingFragment = null;
  let timer = 0;
  let armedAt = ''; // the address when the pending write was asked for
  let lastWritten = location.hash.replace(/^#/, '');

  function write() {
    clearTimeout(timer);
    timer = 0;
    if (pendingFragment === null) return;
    const fragment = pendingFragment;
    pendingFragment = null;
    // Only the page writes while a write is pending: a different address is one a person opened
    // (its hashchange may not have been read yet). It wins; the edit it replaces is dropped.
    if (location.href !== armedAt) return;
    if (fragment === lastWritten) return;
    lastWritten = fragment;
    try {
      const url = new URL(location.href);
      url.hash = fragment;
      history.replaceState(history.state, '', url);
    } catch {
      // an opaque origin cannot rewrite its address: the link is simply not updated
    }
  }

  window.addEventListener('hashchange', () => {
    const now = location.hash.replace(/^#/, '');
    if (now === lastWritten) return;
    lastWritten = now;
    initial = parseFragment(location.hash);
    onLinkChange?.(initial);
  });
  // Leaving (or backgrounding on a phone) writes at once: the address is always the latest hand.
  window.addEventListener('pagehide', write);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') write();
  });

  return {
    /** What the address said when the page opened (or last changed by hand). */
    get initial() {
      return initial;
    },
    /** Records the current hand; the address follows shortly (or at once with flush()). */
    update(spec, lang) {
      pendingFragment = buildFragment({ spec, lang });
      if (!timer) {
        armedAt = location.href;
        timer = setTimeout(write, WRITE_DELAY_MS);
      }
    },
    flush: write,
    /** The address of the current hand, up to date. */
    href() {
      write();
      return location.href;
    },
    /**
     * Checks the hand in a link against the core.
     * @returns {{spec?: object, problem?: {lead: string, message: string, code: string}}}
     */
    resolve(link, tapis, lang) {
      if (link.error) return { problem: linkProblem(lang, { code: link.error }) };
      if (!link.spec) return {};
      const checked = checkSharedSpec(tapis, link.specText, link.spec);
      if (!checked.loadable) return { problem: linkProblem(lang, checked.error) };
      return { spec: link.spec };
    },
  };
}

/**
 * Shares an address: the system share sheet where there is one (phones), else the clipboard.
 * @returns {Promise<'shared'|'copied'|'cancelled'|'failed'>}
 */
export async function shareLink(url, lang) {
  const data = { title: t(lang, 'pageTitle'), url };
  try {
    if (navigator.share && (!navigator.canShare || navigator.canShare(data)) && matchMedia('(pointer: coarse)').matches) {
      await navigator.share(data);
      return 'shared';
    }
  } catch (e) {
    if (e?.name === 'AbortError') return 'cancelled';
    // no share sheet after all: fall back to the clipboard
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

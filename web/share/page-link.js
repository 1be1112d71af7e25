// A link's hand, checked, and the Share button. The address itself (reading the link, writing
// the hand back into it) is web/page/address-sync.js's. A link is untrusted: see share-state.js
// for the caps and checks, and app.js for where its error is shown (the page then starts from a
// clean hand; nothing from the link is run or parsed as HTML).
import { checkSharedSpec } from './share-state.js';
import { linkProblem } from './link-problem.js';
import { t } from '../../lib/i18n/i18n.js';

/**
 * Checks the hand in a link against the core.
 * @returns {{spec?: object, problem?: {lead: string, message: string, code: string}}}
 */
export function resolveLink(link, tapis, lang) {
  if (link.error) return { problem: linkProblem(lang, { code: link.error }) };
  if (!link.spec) return {};
  const checked = checkSharedSpec(tapis, link.specText, link.spec);
  if (!checked.loadable) return { problem: linkProblem(lang, checked.error) };
  return { spec: link.spec };
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

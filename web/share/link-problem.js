// What to say about a link (or an element's attribute) that holds no hand Tapis can show.
import { t, say } from '../../lib/i18n/i18n.js';

const LEADS = {
  'link.too_long': 'linkTooLong',
  'link.unreadable': 'linkUnreadable',
  'spec.json': 'linkUnreadable',
  'link.not_a_hand': 'linkNotAHand',
  'link.other_mode': 'linkOtherMode',
  'link.unknown_preset': 'linkUnknownPreset',
};

/**
 * @param {{code: string, params?: object, message?: string}} error a link.* code of the page, or
 *   the core's error that stops the hand (said in the reader's language, capped in length)
 * @returns {{lead: string, message: string, code: string, source: object}}
 */
export function linkProblem(lang, error) {
  const code = error?.code ?? 'link.unreadable';
  const lead = t(lang, LEADS[code] ?? 'linkRejected');
  const message = code.startsWith('link.') || code === 'spec.json' ? '' : say(lang, error).slice(0, 300);
  return { lead, message, code, source: error };
}

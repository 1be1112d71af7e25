// What to say about a link (or an element's attribute) that holds no hand Tapis can show.
import { t } from '../i18n/i18n.js';

/**
 * What to say about a link (or an attribute) that holds no hand this calculator can show.
 * @param {{code: string, message?: string}} error
 */
export function linkProblem(lang, error) {
  const code = error?.code ?? 'link.unreadable';
  let lead;
  if (code === 'link.too_long') lead = t(lang, 'linkTooLong');
  else if (code === 'link.unreadable' || code === 'spec.json') lead = t(lang, 'linkUnreadable');
  else if (code === 'link.not_a_hand') lead = t(lang, 'linkNotAHand');
  else if (code === 'link.other_mode') lead = t(lang, 'linkOtherMode');
  else if (code === 'link.unknown_preset') lead = t(lang, 'linkUnknownPreset');
  else lead = t(lang, 'linkRejected');
  // The core's message names the field and the value; it is shown as text, capped in length.
  const message = code.startsWith('link.') ? '' : String(error?.message ?? '').slice(0, 300);
  return { lead, message, code, source: error };
}

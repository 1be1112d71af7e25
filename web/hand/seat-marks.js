// A seat's button and blind marks, as hand mode draws them (the report's players[i].button and
// .blind): a short badge, its long name for screen readers and on hover.
import { h } from '../dom.js';
import { ht } from './hand-words.js';

/** @returns {HTMLElement[]} */
export function seatMarks(p, lang) {
  const out = [];
  const badge = (cls, short, long) => h('abbr', { class: `seat-mark ${cls}`, title: long }, short, h('span', { class: 'vh' }, ` (${long})`));
  if (p.button) out.push(badge('button', ht(lang, 'markButton'), ht(lang, 'markButtonLong')));
  if (p.blind === 'small') out.push(badge('sb', ht(lang, 'markSmall'), ht(lang, 'markSmallLong')));
  if (p.blind === 'big') out.push(badge('bb', ht(lang, 'markBig'), ht(lang, 'markBigLong')));
  return out;
}

// A hand's name in the reader's language ("Pair of aces", "Full aux rois par les dix"), from the
// category and ranks the core gives (report.hands[name]: category, ranks most significant first),
// with the catalogue's words for each rank: so any catalogue names hands, not only the two the
// core spells out in `description` / `descriptionFr`.
import { t } from '../../lib/i18n/i18n.js';

const FORMS = ['one', 'many', 'of', 'at'];

/** @param {{category: string, ranks?: string[]}} hand */
export function handName(lang, hand) {
  if (!hand) return '';
  const params = {};
  (hand.ranks ?? []).forEach((rank, i) => {
    params[`r${i}`] = rank;
    for (const form of FORMS) params[`${form}${i}`] = t(lang, `rank.${rank}.${form}`);
  });
  return t(lang, `handName.${hand.category ?? 'none'}`, params);
}

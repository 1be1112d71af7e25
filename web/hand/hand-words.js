// Hand mode's UI strings: the catalogue's "hand.*" entries (lib/i18n/<lang>.json, section ui),
// else the page's own ("formatCash", "shareCopied"...).
import { t, hasText } from '../../lib/i18n/i18n.js';

export function ht(lang, key, vars = {}, options = {}) {
  return t(lang, hasText(lang, `hand.${key}`) ? `hand.${key}` : key, vars, options);
}

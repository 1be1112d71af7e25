// The language buttons: one per catalogue (lib/i18n/languages.js). The page's HTML carries the
// usual ones for its first paint; a language added to the list gets its button here.
import { h } from '../dom.js';
import { LANGUAGES } from '../../lib/i18n/languages.js';

/** Adds the missing buttons to a .lang-switch group and marks the current language. */
export function renderLanguageButtons(root, current) {
  if (!root) return;
  for (const [code, name] of Object.entries(LANGUAGES)) {
    let b = root.querySelector(`[data-lang="${code}"]`);
    if (!b) {
      b = h('button', { type: 'button', 'data-lang': code, lang: code }, name);
      root.append(b);
    }
    b.setAttribute('aria-pressed', String(code === current));
  }
}

/** The same for a group of radio buttons (the embed builder's language of the table). */
export function renderLanguageRadios(root, name, current) {
  if (!root) return;
  for (const [code, label] of Object.entries(LANGUAGES)) {
    let input = root.querySelector(`input[name="${name}"][value="${code}"]`);
    if (!input) {
      input = h('input', { type: 'radio', name, value: code });
      root.append(h('label', {}, input, ' ', h('span', { lang: code }, label)));
    }
    input.checked = code === current;
  }
}

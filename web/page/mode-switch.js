// The page's two mode buttons (quick "Pots" / "Hand"), drawn in place so the focus stays on the
// one just pressed. Drawn by web/hand/hand-mode-loader.js until hand mode's module is loaded, then by
// web/hand/hand-mode.js.
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';

export function renderModeSwitch(switchRoot, lang, handActive) {
  switchRoot.hidden = false;
  switchRoot.setAttribute('aria-label', t(lang, 'modeLabel'));
  for (const [mode, name, hint] of [
    ['quick', 'modeQuick', 'modeQuickHint'],
    ['hand', 'modeHand', 'modeHandHint'],
  ]) {
    let b = switchRoot.querySelector(`button[data-mode="${mode}"]`);
    if (!b) {
      b = h('button', { type: 'button', 'data-mode': mode }, h('span', { class: 'mode-name' }), h('span', { class: 'mode-hint' }));
      switchRoot.append(b);
    }
    b.setAttribute('aria-pressed', String(handActive === (mode === 'hand')));
    b.querySelector('.mode-name').textContent = t(lang, name);
    b.querySelector('.mode-hint').textContent = t(lang, hint);
  }
}

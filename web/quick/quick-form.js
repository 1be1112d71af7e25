// The quick-mode form: players (name, chips committed, folded, showdown rank), the money already
// in the middle, button, smallest chip, chips or a currency, cash or tournament, and in a
// tournament each player's bounty (knockouts, progressive or not). It keeps exactly what was typed (even
// when invalid) and reports every change; it never decides a rule.
import { h, fieldId } from '../dom.js';
import { newPlayer } from './spec-builder.js';
import { presetPrizesText } from './prize-presets.js';
import { decimalMarkOf } from '../../lib/i18n/i18n.js';
import { MAX_PLAYERS } from '../../lib/api/limits.js';
import { refreshCardTitles } from '../cards/card-input.js';
import { errorMessages, decimalsForCurrency } from './form-parts.js';
import { formContext, buttonOptions, renderQuickForm } from './quick-form-view.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PLAYER_PATH = /^players\[(\d+)\]\.(name|committed|folded|rank|cards|bounty|stack)$/;
const RUN_PATH = /^runs\[(\d+)\]$/; // run it twice: the cards of each run (web/cards/card-input.js)

/**
 * @param {HTMLFormElement} form
 * @param {{onChange: (state: object, why: {path?: string, structural?: boolean}) => void}} hooks
 */
export function createQuickForm(form, { onChange }) {
  let state = null;
  let lang = 'en';

  form.noValidate = true;
  form.addEventListener('submit', (e) => e.preventDefault());
  form.addEventListener('input', onFieldEvent);
  form.addEventListener('change', onFieldEvent);
  form.addEventListener('click', onClick);

  function onFieldEvent(e) {
    const el = e.target;
    const path = el?.dataset?.field;
    if (!path) return;
    const value = el.type === 'checkbox' ? el.checked : el.value;
    if (read(path) === value) return; // the 'change' that follows an 'input'
    write(path, value);
    if (path === 'currency') state.decimals = decimalsForCurrency(value, state.decimals);
    if (el.dataset.rerender !== undefined) {
      // Ranks / Cards, the variant, how many runs: the fields themselves change.
      render();
      onChange(state, { path, structural: true });
      return;
    }
    if (path.endsWith('.name')) refreshNames();
    onChange(state, { path });
  }

  function onClick(e) {
    const button = e.target.closest?.('button[data-action]');
    if (!button || !form.contains(button)) return;
    const action = button.dataset.action;
    if (action === 'prize-preset') {
      // The pool typed beside the presets, split by the preset's shares (100 when none is typed).
      const text = presetPrizesText(button.dataset.preset, state.prizePool, decimalMarkOf(lang));
      if (text === null) return; // the pool's error is said at its field
      state.prizes = text;
      render();
      form.querySelector(`#${fieldId('prizes')}`)?.focus();
      onChange(state, { path: 'prizes' });
    } else if (action === 'add') {
      if (state.players.length >= MAX_PLAYERS) return; // the core's limit, said beside the button
      const used = new Set(state.players.map((p) => p.name));
      const name = [...LETTERS].find((l) => !used.has(l)) ?? '';
      state.players.push(newPlayer(name));
      render();
      form.querySelector(`#${fieldId(`players[${state.players.length - 1}].committed`)}`)?.focus();
      onChange(state, { structural: true });
    } else if (action === 'remove') {
      const i = Number(button.dataset.index);
      if (state.players.length <= 1) return;
      state.players.splice(i, 1);
      if (state.button !== '') {
        const b = Number(state.button);
        state.button = b === i ? '' : String(b > i ? b - 1 : b);
      }
      render();
      const next = form.querySelector(`button[data-action="remove"][data-index="${Math.min(i, state.players.length - 1)}"]`);
      (next && !next.disabled ? next : form.querySelector('button[data-action="add"]'))?.focus();
      onChange(state, { structural: true });
    }
  }

  function read(path) {
    const m = PLAYER_PATH.exec(path);
    if (m) return state.players[Number(m[1])]?.[m[2]];
    const r = RUN_PATH.exec(path);
    if (r) return state.runs?.[Number(r[1])];
    return state[path];
  }

  function write(path, value) {
    const m = PLAYER_PATH.exec(path);
    const r = RUN_PATH.exec(path);
    if (m) state.players[Number(m[1])][m[2]] = value;
    else if (r) state.runs[Number(r[1])] = value;
    else state[path] = value;
  }

  /** Names show up in the button list and the remove buttons' labels: keep them current. */
  function refreshNames() {
    const { tr, who } = formContext(state, lang);
    const select = form.querySelector(`#${fieldId('button')}`);
    if (select) {
      const value = select.value;
      select.replaceChildren(...buttonOptions({ state, tr, who }).map(([v, text]) => h('option', { value: v }, text)));
      select.value = value;
    }
    state.players.forEach((p, i) => {
      const b = form.querySelector(`button[data-action="remove"][data-index="${i}"]`);
      if (!b) return;
      b.setAttribute('aria-label', tr('removePlayer', { who: `${tr('playerN', { n: i + 1 })} (${who(p, i)})` }));
      b.title = tr('removePlayer', { who: who(p, i) });
    });
    refreshCardTitles(form, state, lang);
  }

  function render() {
    const focusedId = document.activeElement && form.contains(document.activeElement) ? document.activeElement.id : null;
    form.replaceChildren(...renderQuickForm(formContext(state, lang)));
    if (focusedId) document.getElementById(focusedId)?.focus();
  }

  return {
    get state() {
      return state;
    },
    setState(next) {
      // The same hand again (a link's preview, then the same hand once checked): nothing to redraw.
      if (next !== state && state && JSON.stringify(next) === JSON.stringify(state)) return;
      state = next;
      render();
    },
    setLang(next) {
      lang = next;
      if (state) render();
    },
    /**
     * Shows each error under its field; returns those that have no field on the form.
     * @param {Map<string, {message: string, code: string}[]>} errors
     */
    showErrors(errors) {
      const placed = new Set();
      for (const slot of form.querySelectorAll('[data-error-for]')) {
        const path = slot.dataset.errorFor;
        const control = form.querySelector(`[data-field="${CSS.escape(path)}"]`);
        const list = errors.get(path);
        if (list?.length) {
          placed.add(path);
          slot.replaceChildren(...errorMessages(list));
          slot.hidden = false;
          control?.setAttribute('aria-invalid', 'true');
        } else if (!slot.hidden) {
          slot.replaceChildren();
          slot.hidden = true;
          control?.removeAttribute('aria-invalid');
        }
      }
      return [...errors].filter(([path]) => !placed.has(path)).flatMap(([path, list]) => list.map((err) => ({ path, ...err })));
    },
  };
}

// Hand mode's table setup: betting structure, game, blinds (a small blind of 0 is a dead small
// blind), straddles, antes, Limit bets and cap, chips or a currency, the seats (names and stacks,
// added and removed), blinds posted out of position (live and dead), a tournament's bounties and
// the button. It keeps what was typed and reports every change; the core decides whether the
// table is valid.
import { ht } from './hand-words.js';
import { newSeat, freeName } from './hand-spec.js';
import { MAX_PLAYERS } from '../../lib/api/limits.js';
import { errorMessages, decimalsForCurrency } from '../quick/form-parts.js';
import { presetPrizesText } from '../quick/prize-presets.js';
import { decimalMarkOf } from '../../lib/i18n/i18n.js';
import { handFieldId, setupContext, buttonOptions, renderSetup } from './hand-form-view.js';

const SEAT_PATH = /^players\[(\d+)\]\.(name|stack|bounty|post\.live|post\.dead)$/;
const SEAT_KEYS = { name: 'name', stack: 'stack', bounty: 'bounty', 'post.live': 'live', 'post.dead': 'dead' };
const STRADDLE_PATH = /^straddles\[(\d+)\]$/;
/** Changes that redraw the form: the money unit follows the currency, bounties show in a tournament. */
const REDRAW = new Set(['currency', 'format', 'decimals']);
const SETUP_KEYS = {
  betting: 'betting',
  format: 'format',
  'blinds[0]': 'sb',
  'blinds[1]': 'bb',
  ante: 'ante',
  bigBlindAnte: 'bbAnte',
  bigBlindAnteFirst: 'bbAnteFirst',
  'limit.smallBet': 'smallBet',
  'limit.bigBet': 'bigBet',
  'limit.cap': 'cap',
  button: 'button',
  decimals: 'decimals',
  currency: 'currency',
  progressiveBounty: 'progressiveBounty',
  prizes: 'prizes',
  otherStacks: 'otherStacks',
  prizePool: 'prizePool',
};

export { handFieldId }; // where the other hand-mode views find it

/**
 * @param {HTMLElement} root an empty element the form is drawn in
 * @param {{onChange: (why: {structural?: boolean, path?: string}) => void}} hooks
 */
export function createHandForm(root, { onChange }) {
  let setup = null;
  let lang = 'en';
  let errors = new Map();

  root.addEventListener('input', onField);
  root.addEventListener('change', onField);
  root.addEventListener('click', onClick);

  const tr = (key, vars) => ht(lang, key, vars);
  const who = (p, i) => (p.name.trim() ? p.name : tr('seatN', { n: i + 1 }));

  function read(path) {
    const m = SEAT_PATH.exec(path);
    if (m) return setup.players[Number(m[1])]?.[SEAT_KEYS[m[2]]];
    const s = STRADDLE_PATH.exec(path);
    if (s) return setup.straddles?.[Number(s[1])];
    return setup[SETUP_KEYS[path]];
  }

  function write(path, value) {
    const m = SEAT_PATH.exec(path);
    const s = STRADDLE_PATH.exec(path);
    if (m) setup.players[Number(m[1])][SEAT_KEYS[m[2]]] = value;
    else if (s) setup.straddles[Number(s[1])] = value;
    else if (SETUP_KEYS[path]) setup[SETUP_KEYS[path]] = value;
    if (path === 'currency') setup.decimals = decimalsForCurrency(value, setup.decimals);
  }

  function onField(e) {
    const el = e.target;
    const path = el?.dataset?.hfield;
    if (!path) return;
    const value = el.type === 'checkbox' ? el.checked : el.value;
    if (read(path) === value) return;
    write(path, value);
    if (REDRAW.has(path)) render();
    if (path === 'betting' || path === 'bigBlindAnte') syncVisibility();
    if (path.endsWith('.name')) refreshButtonOptions();
    onChange({ path });
  }

  function onStraddle(button) {
    setup.straddles ??= [];
    if (button.dataset.hstraddle === 'add') {
      setup.straddles.push('');
      render();
      root.querySelector(`#${handFieldId(`straddles[${setup.straddles.length - 1}]`)}`)?.focus();
    } else {
      const i = Number(button.dataset.index);
      setup.straddles.splice(i, 1);
      render();
      root.querySelector('button[data-hstraddle="add"]')?.focus();
    }
    onChange({ structural: true });
  }

  function onClick(e) {
    const straddle = e.target.closest?.('button[data-hstraddle]');
    if (straddle && root.contains(straddle)) return onStraddle(straddle);
    const preset = e.target.closest?.('button[data-hprize]');
    if (preset && root.contains(preset)) {
      // The pool typed beside the presets, split by the preset's shares (issue 31).
      const text = presetPrizesText(preset.dataset.hprize, setup.prizePool, decimalMarkOf(lang));
      if (text === null) return; // the pool's error is said at its field
      setup.prizes = text;
      render();
      root.querySelector(`#${handFieldId('prizes')}`)?.focus();
      return onChange({ path: 'prizes' });
    }
    const button = e.target.closest?.('button[data-hseat]');
    if (!button || !root.contains(button)) return;
    if (button.dataset.hseat === 'add') {
      if (setup.players.length >= MAX_PLAYERS) return;
      const last = setup.players[setup.players.length - 1];
      setup.players.push(newSeat(freeName(setup.players), last?.stack ?? '100'));
      render();
      root.querySelector(`#${handFieldId(`players[${setup.players.length - 1}].name`)}`)?.focus();
      onChange({ structural: true });
    } else if (button.dataset.hseat === 'remove') {
      const i = Number(button.dataset.index);
      if (setup.players.length <= 2) return;
      setup.players.splice(i, 1);
      if (setup.button !== '') {
        const b = Number(setup.button);
        setup.button = b === i ? '' : String(b > i ? b - 1 : b);
      }
      render();
      const next = root.querySelector(`button[data-hseat="remove"][data-index="${Math.min(i, setup.players.length - 1)}"]`);
      (next && !next.disabled ? next : root.querySelector('button[data-hseat="add"]'))?.focus();
      onChange({ structural: true });
    }
  }

  function refreshButtonOptions() {
    const select = root.querySelector('[data-hfield="button"]');
    if (!select) return;
    buttonOptions(setupContext(setup, lang)).forEach(([, label], k) => {
      if (select.options[k] && select.options[k].textContent !== label) select.options[k].textContent = label;
    });
    setup.players.forEach((p, i) => {
      const b = root.querySelector(`button[data-hseat="remove"][data-index="${i}"]`);
      if (b) b.setAttribute('aria-label', tr('removeSeat', { who: who(p, i) }));
    });
  }

  function syncVisibility() {
    const limit = root.querySelector('.hand-limit');
    if (limit) limit.hidden = setup.betting !== 'limit';
    const first = root.querySelector('.hand-bbante-first');
    if (first) first.hidden = !(setup.bbAnte ?? '').trim();
  }

  function render() {
    const active = document.activeElement;
    const focusPath = root.contains(active) ? active.dataset?.hfield : null;
    root.replaceChildren(...renderSetup(setupContext(setup, lang)));
    syncVisibility();
    showErrors(errors);
    if (focusPath) root.querySelector(`[data-hfield="${CSS.escape(focusPath)}"]`)?.focus();
  }

  /**
   * Shows errors by field path; returns those that have no field here.
   * @param {Map<string, {message: string, code: string}[]>} map
   */
  function showErrors(map) {
    errors = map;
    const placed = new Set();
    for (const slot of root.querySelectorAll('[data-herror-for]')) {
      const path = slot.dataset.herrorFor;
      const list = map.get(path);
      const input = root.querySelector(`[data-hfield="${CSS.escape(path)}"]`);
      if (list?.length) {
        placed.add(path);
        slot.replaceChildren(...errorMessages(list));
        slot.hidden = false;
        input?.setAttribute('aria-invalid', 'true');
      } else {
        slot.hidden = true;
        slot.replaceChildren();
        input?.removeAttribute('aria-invalid');
      }
    }
    return [...map.entries()].filter(([path]) => !placed.has(path)).flatMap(([path, list]) => list.map((e) => ({ path, ...e })));
  }

  return {
    setState(next) {
      setup = next;
      render();
    },
    setLang(next) {
      lang = next;
      if (setup) render();
    },
    showErrors,
  };
}

// The quick-mode form: players (name, chips committed, folded, showdown rank), the money already
// in the middle, button, smallest chip, chips or a currency, cash or tournament, and in a
// tournament each player's bounty (knockouts, progressive or not). It keeps exactly what was typed (even
// when invalid) and reports every change; it never decides a rule.
import { h, fieldId } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { newPlayer } from './spec-builder.js';
import { MAX_PLAYERS } from '../../lib/api/limits.js';
import { playerCardsField, showdownSwitch, boardFieldset, refreshCardTitles } from '../cards/card-input.js';
import { errorMessages, moneyUnitOptions, currencyOptions, decimalsForCurrency } from './form-parts.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PLAYER_PATH = /^players\[(\d+)\]\.(name|committed|folded|rank|cards|bounty)$/;
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
    if (action === 'add') {
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

  const tr = (key, vars) => t(lang, key, vars);
  const who = (p, i) => (p.name.trim() ? p.name : tr('playerN', { n: i + 1 }));

  function errorSlot(path) {
    return h('p', { class: 'field-error', id: `${fieldId(path)}-error`, 'data-error-for': path, hidden: true });
  }

  function textField(path, labelText, value, { hint, placeholder, numeric = true, cls = '', srPrefix, errorHere = true } = {}) {
    const id = fieldId(path);
    const describedBy = [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
    return h(
      'div',
      { class: `field ${cls}`.trim() },
      h('label', { for: id }, srPrefix ? h('span', { class: 'vh' }, srPrefix + ' ') : null, labelText),
      h('input', {
        id,
        type: 'text',
        // A phone's keyboard with a decimal key once the table counts in cents.
        inputmode: numeric ? ((state.decimals ?? '0') !== '0' ? 'decimal' : 'numeric') : null,
        autocomplete: 'off',
        spellcheck: numeric ? 'false' : null,
        enterkeyhint: 'next',
        placeholder: placeholder ?? null,
        'data-field': path,
        'aria-describedby': describedBy,
        value,
      }),
      hint ? h('p', { class: 'hint', id: `${id}-hint` }, hint) : null,
      errorHere ? errorSlot(path) : null,
    );
  }

  function selectField(path, labelText, value, options, { cls = '', srPrefix, hint, errorHere = true, rerender = false } = {}) {
    const id = fieldId(path);
    const describedBy = [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
    const select = h(
      'select',
      { id, 'data-field': path, 'aria-describedby': describedBy, 'data-rerender': rerender ? '' : null },
      options.map(([v, text]) => h('option', { value: v }, text)),
    );
    select.value = value;
    return h(
      'div',
      { class: `field ${cls}`.trim() },
      h('label', { for: id }, srPrefix ? h('span', { class: 'vh' }, srPrefix + ' ') : null, labelText),
      select,
      hint ? h('p', { class: 'hint', id: `${id}-hint` }, hint) : null,
      errorHere ? errorSlot(path) : null,
    );
  }

  function checkboxField(path, labelText, checked, { cls = '' } = {}) {
    const id = fieldId(path);
    return h(
      'div',
      { class: `field checkbox ${cls}`.trim() },
      h('input', { id, type: 'checkbox', 'data-field': path, checked, 'aria-describedby': `${id}-error` }),
      h('label', { for: id }, labelText),
      errorSlot(path),
    );
  }

  /**
   * Knockouts: a bounty per player in a tournament, and the progressive option. Shown in a cash
   * game too while a bounty is typed (from a link, or before the format changed), so that the
   * core's bounty.cash_game is said at its field.
   */
  function bountyFieldset() {
    const any = state.players.some((p) => String(p.bounty ?? '').trim() !== '');
    if (state.format !== 'tournament' && !any && !state.progressiveBounty) return null;
    return h(
      'fieldset',
      { class: 'bounties' },
      h('legend', {}, tr('bountiesLegend')),
      h('p', { class: 'hint' }, tr('bountiesHint')),
      h(
        'div',
        { class: 'bounty-grid' },
        state.players.map((p, i) => textField(`players[${i}].bounty`, tr('bountyOf', { who: who(p, i) }), p.bounty ?? '', { placeholder: '0', cls: 'bounty' })),
      ),
      checkboxField('progressiveBounty', tr('progressiveBounty'), !!state.progressiveBounty),
    );
  }

  /** "Chips committed", or in a currency "Money put in": the column says what is typed. */
  const committedLabel = () => tr(state.currency ? 'fieldCommittedMoney' : 'fieldCommitted');

  function rankOptions() {
    const highest = Math.max(state.players.length, ...state.players.map((p) => Number(p.rank) || 0));
    const options = [['', tr('rankNone')]];
    for (let r = 1; r <= highest; r++) options.push([String(r), String(r)]);
    return options;
  }

  function buttonOptions() {
    return [['', tr('buttonDefault')], ...state.players.map((p, i) => [String(i), `${i + 1} · ${who(p, i)}`])];
  }

  function playerRow(p, i) {
    const seat = tr('playerN', { n: i + 1 });
    const foldedId = fieldId(`players[${i}].folded`);
    return h(
      'li',
      { class: 'player-row', 'data-index': String(i) },
      h('span', { class: 'seat', 'aria-hidden': 'true' }, String(i + 1)),
      textField(`players[${i}].name`, tr('fieldName'), p.name, { numeric: false, cls: 'name', srPrefix: seat, errorHere: false }),
      textField(`players[${i}].committed`, committedLabel(), p.committed, { placeholder: '0', cls: 'committed', srPrefix: seat, errorHere: false }),
      h(
        'div',
        { class: 'field folded' },
        h('input', { id: foldedId, type: 'checkbox', 'data-field': `players[${i}].folded`, checked: p.folded, 'aria-describedby': `${foldedId}-error` }),
        h('label', { for: foldedId }, h('span', { class: 'vh' }, seat + ' '), tr('fieldFolded')),
      ),
      state.showdown === 'cards'
        ? null
        : selectField(`players[${i}].rank`, tr('fieldRank'), p.rank, rankOptions(), { cls: 'rank', srPrefix: seat, errorHere: false }),
      h(
        'button',
        {
          type: 'button',
          class: 'remove',
          'data-action': 'remove',
          'data-index': String(i),
          'aria-label': tr('removePlayer', { who: `${seat} (${who(p, i)})` }),
          title: tr('removePlayer', { who: who(p, i) }),
          disabled: state.players.length <= 1,
        },
        '×',
      ),
      state.showdown === 'cards' ? playerCardsField(state, i, lang, { srPrefix: seat }) : null,
      // A row's errors sit right under its fields, full width, each tied to its field by aria-describedby.
      h(
        'div',
        { class: 'row-errors' },
        ['name', 'committed', 'folded', 'rank'].map((key) => errorSlot(`players[${i}].${key}`)),
      ),
    );
  }

  /** Names show up in the button list and the remove buttons' labels: keep them current. */
  function refreshNames() {
    const select = form.querySelector(`#${fieldId('button')}`);
    if (select) {
      const value = select.value;
      select.replaceChildren(...buttonOptions().map(([v, text]) => h('option', { value: v }, text)));
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
    const cardsMode = state.showdown === 'cards';
    const full = state.players.length >= MAX_PLAYERS;
    const players = h(
      'fieldset',
      { class: cardsMode ? 'players cards-mode' : 'players' },
      h('legend', {}, tr('playersLegend')),
      showdownSwitch(state, lang),
      h(
        'div',
        { class: 'player-head', 'aria-hidden': 'true' },
        h('span', { class: 'seat' }, '#'),
        h('span', {}, tr('fieldName')),
        h('span', { class: 'num' }, committedLabel()),
        h('span', {}, tr('fieldFolded')),
        cardsMode ? null : h('span', {}, tr('fieldRank')),
        h('span', {}),
      ),
      h('ol', { class: 'player-list' }, state.players.map(playerRow)),
      errorSlot('players'),
      errorSlot('ranking'),
      h(
        'div',
        { class: 'players-actions' },
        h(
          'button',
          {
            type: 'button',
            class: 'add',
            'data-action': 'add',
            disabled: full,
            'aria-describedby': full ? 'players-limit' : null,
          },
          h('span', { 'aria-hidden': 'true' }, '+ '),
          tr('addPlayer'),
        ),
        // The table is full: said where the button is (issue 11).
        full ? h('p', { class: 'limit-note', id: 'players-limit' }, tr('playersLimit', { n: MAX_PLAYERS })) : null,
        h('p', { class: cardsMode ? 'hint cards-hint' : 'hint rank-hint' }, tr(cardsMode ? 'cardsHint' : 'rankHint')),
      ),
    );
    const hand = h(
      'fieldset',
      { class: 'hand' },
      h('legend', {}, tr('tableLegend')),
      h(
        'div',
        { class: 'hand-grid' },
        textField('deadMoney', tr('deadMoney'), state.deadMoney, { placeholder: '0', hint: tr('deadMoneyHint'), cls: 'dead-money' }),
        selectField('button', tr('buttonSeat'), state.button, buttonOptions(), { cls: 'button-seat' }),
        textField('smallestChip', tr('smallestChip'), state.smallestChip, { placeholder: '1', hint: tr('smallestChipHint'), cls: 'smallest-chip' }),
        selectField('currency', tr('money'), state.currency ?? '', currencyOptions(lang, state.currency ?? ''), {
          cls: 'money',
          hint: tr('moneyHint'),
          rerender: true,
        }),
        selectField('decimals', tr('moneyUnit'), state.decimals ?? '0', moneyUnitOptions(lang), {
          cls: 'money-unit',
          hint: tr('moneyUnitHint'),
          rerender: true,
        }),
        selectField(
          'format',
          tr('gameFormat'),
          state.format,
          [
            ['cash', tr('formatCash')],
            ['tournament', tr('formatTournament')],
          ],
          { cls: 'format', rerender: true },
        ),
      ),
    );
    form.replaceChildren(...[players, cardsMode ? boardFieldset(state, lang) : null, hand, bountyFieldset()].filter(Boolean));
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

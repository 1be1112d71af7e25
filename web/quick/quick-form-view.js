// The quick-mode form, drawn: a pure render of the form's state in a language (the players, the
// table, the knockouts). web/quick/quick-form.js keeps the state and the events; every field
// carries its path (data-field) and an error slot (data-error-for).
import { h, fieldId } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { MAX_PLAYERS } from '../../lib/api/limits.js';
import { playerCardsField, showdownSwitch, boardFieldset } from '../cards/card-input.js';
import { moneyUnitOptions, currencyOptions } from './form-parts.js';
import { PRIZE_PRESETS } from './prize-presets.js';

/** What the form's views read: its state, the language, and its words. */
export function formContext(state, lang) {
  const tr = (key, vars) => t(lang, key, vars);
  return { state, lang, tr, who: (p, i) => (p.name.trim() ? p.name : tr('playerN', { n: i + 1 })) };
}

function errorSlot(c, path) {
  return h('p', { class: 'field-error', id: `${fieldId(path)}-error`, 'data-error-for': path, hidden: true });
}

function textField(c, path, labelText, value, { hint, placeholder, numeric = true, cls = '', srPrefix, errorHere = true } = {}) {
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
      inputmode: numeric ? ((c.state.decimals ?? '0') !== '0' ? 'decimal' : 'numeric') : null,
      autocomplete: 'off',
      spellcheck: numeric ? 'false' : null,
      enterkeyhint: 'next',
      placeholder: placeholder ?? null,
      'data-field': path,
      'aria-describedby': describedBy,
      value,
    }),
    hint ? h('p', { class: 'hint', id: `${id}-hint` }, hint) : null,
    errorHere ? errorSlot(c, path) : null,
  );
}

function selectField(c, path, labelText, value, options, { cls = '', srPrefix, hint, errorHere = true, rerender = false } = {}) {
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
    errorHere ? errorSlot(c, path) : null,
  );
}

function checkboxField(c, path, labelText, checked, { cls = '' } = {}) {
  const id = fieldId(path);
  return h(
    'div',
    { class: `field checkbox ${cls}`.trim() },
    h('input', { id, type: 'checkbox', 'data-field': path, checked, 'aria-describedby': `${id}-error` }),
    h('label', { for: id }, labelText),
    errorSlot(c, path),
  );
}

/**
 * Knockouts: a bounty per player in a tournament, and the progressive option. Shown in a cash
 * game too while a bounty is typed (from a link, or before the format changed), so that the
 * core's bounty.cash_game is said at its field.
 */
function bountyFieldset(c) {
  const any = c.state.players.some((p) => String(p.bounty ?? '').trim() !== '');
  if (c.state.format !== 'tournament' && !any && !c.state.progressiveBounty) return null;
  return h(
    'fieldset',
    { class: 'bounties' },
    h('legend', {}, c.tr('bountiesLegend')),
    h('p', { class: 'hint' }, c.tr('bountiesHint')),
    h(
      'div',
      { class: 'bounty-grid' },
      c.state.players.map((p, i) =>
        textField(c, `players[${i}].bounty`, c.tr('bountyOf', { who: c.who(p, i) }), p.bounty ?? '', { placeholder: '0', cls: 'bounty' }),
      ),
    ),
    checkboxField(c, 'progressiveBounty', c.tr('progressiveBounty'), !!c.state.progressiveBounty),
  );
}

/**
 * Prize money (issue 31): the prizes, 1st place first, with presets that split a pool; the other
 * tables' stacks; and each player's stack as the hand began, which prize money needs (and the
 * finishing order of players who bust). Shown in a tournament, and in a cash game while prizes are typed, so that prizes.cash_game is said there.
 */
function prizeFieldset(c) {
  const typed = String(c.state.prizes ?? '').trim() !== '';
  if (c.state.format !== 'tournament' && !typed) return null;
  return h(
    'fieldset',
    { class: 'prize-money' },
    h('legend', {}, c.tr('prizesLegend')),
    h('p', { class: 'hint' }, c.tr('prizesHint')),
    h(
      'div',
      { class: 'prize-grid' },
      textField(c, 'prizes', c.tr('prizesField'), c.state.prizes ?? '', { placeholder: c.tr('prizesPlaceholder'), cls: 'prizes', numeric: false }),
      textField(c, 'otherStacks', c.tr('otherStacksField'), c.state.otherStacks ?? '', {
        placeholder: c.tr('otherStacksPlaceholder'),
        hint: c.tr('otherStacksHint'),
        cls: 'other-stacks',
        numeric: false,
      }),
    ),
    h(
      'div',
      { class: 'prize-presets', role: 'group', 'aria-labelledby': 'prize-presets-label' },
      h('p', { id: 'prize-presets-label', class: 'hint' }, c.tr('prizePresetsLabel')),
      textField(c, 'prizePool', c.tr('prizePool'), c.state.prizePool ?? '', { placeholder: '100', cls: 'prize-pool' }),
      PRIZE_PRESETS.map((p) =>
        h('button', { type: 'button', class: 'secondary', 'data-action': 'prize-preset', 'data-preset': p.id }, c.tr(`prizePreset.${p.id}`)),
      ),
    ),
    h(
      'div',
      { class: 'stack-grid' },
      c.state.players.map((p, i) => textField(c, `players[${i}].stack`, c.tr('stackOf', { who: c.who(p, i) }), p.stack ?? '', { cls: 'stack' })),
    ),
  );
}

/** "Chips committed", or in a currency "Money put in": the column says what is typed. */
const committedLabel = (c) => c.tr(c.state.currency ? 'fieldCommittedMoney' : 'fieldCommitted');

function rankOptions(c) {
  const highest = Math.max(c.state.players.length, ...c.state.players.map((p) => Number(p.rank) || 0));
  const options = [['', c.tr('rankNone')]];
  for (let r = 1; r <= highest; r++) options.push([String(r), String(r)]);
  return options;
}

export function buttonOptions(c) {
  return [['', c.tr('buttonDefault')], ...c.state.players.map((p, i) => [String(i), `${i + 1} · ${c.who(p, i)}`])];
}

function playerRow(c, p, i) {
  const seat = c.tr('playerN', { n: i + 1 });
  const foldedId = fieldId(`players[${i}].folded`);
  return h(
    'li',
    { class: 'player-row', 'data-index': String(i) },
    h('span', { class: 'seat', 'aria-hidden': 'true' }, String(i + 1)),
    textField(c, `players[${i}].name`, c.tr('fieldName'), p.name, { numeric: false, cls: 'name', srPrefix: seat, errorHere: false }),
    textField(c, `players[${i}].committed`, committedLabel(c), p.committed, { placeholder: '0', cls: 'committed', srPrefix: seat, errorHere: false }),
    h(
      'div',
      { class: 'field folded' },
      h('input', { id: foldedId, type: 'checkbox', 'data-field': `players[${i}].folded`, checked: p.folded, 'aria-describedby': `${foldedId}-error` }),
      h('label', { for: foldedId }, h('span', { class: 'vh' }, seat + ' '), c.tr('fieldFolded')),
    ),
    c.state.showdown === 'cards'
      ? null
      : selectField(c, `players[${i}].rank`, c.tr('fieldRank'), p.rank, rankOptions(c), { cls: 'rank', srPrefix: seat, errorHere: false }),
    h(
      'button',
      {
        type: 'button',
        class: 'remove',
        'data-action': 'remove',
        'data-index': String(i),
        'aria-label': c.tr('removePlayer', { who: `${seat} (${c.who(p, i)})` }),
        title: c.tr('removePlayer', { who: c.who(p, i) }),
        disabled: c.state.players.length <= 1,
      },
      '×',
    ),
    c.state.showdown === 'cards' ? playerCardsField(c.state, i, c.lang, { srPrefix: seat }) : null,
    // A row's errors sit right under its fields, full width, each tied to its field by aria-describedby.
    h(
      'div',
      { class: 'row-errors' },
      ['name', 'committed', 'folded', 'rank'].map((key) => errorSlot(c, `players[${i}].${key}`)),
    ),
  );
}

/** The whole form's children. */
export function renderQuickForm(c) {
  const cardsMode = c.state.showdown === 'cards';
  const full = c.state.players.length >= MAX_PLAYERS;
  const players = h(
    'fieldset',
    { class: cardsMode ? 'players cards-mode' : 'players' },
    h('legend', {}, c.tr('playersLegend')),
    showdownSwitch(c.state, c.lang),
    h(
      'div',
      { class: 'player-head', 'aria-hidden': 'true' },
      h('span', { class: 'seat' }, '#'),
      h('span', {}, c.tr('fieldName')),
      h('span', { class: 'num' }, committedLabel(c)),
      h('span', {}, c.tr('fieldFolded')),
      cardsMode ? null : h('span', {}, c.tr('fieldRank')),
      h('span', {}),
    ),
    h(
      'ol',
      { class: 'player-list' },
      c.state.players.map((p, i) => playerRow(c, p, i)),
    ),
    errorSlot(c, 'players'),
    errorSlot(c, 'ranking'),
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
        c.tr('addPlayer'),
      ),
      // The table is full: said where the button is (issue 11).
      full ? h('p', { class: 'limit-note', id: 'players-limit' }, c.tr('playersLimit', { n: MAX_PLAYERS })) : null,
      h('p', { class: cardsMode ? 'hint cards-hint' : 'hint rank-hint' }, c.tr(cardsMode ? 'cardsHint' : 'rankHint')),
    ),
  );
  const hand = h(
    'fieldset',
    { class: 'hand' },
    h('legend', {}, c.tr('tableLegend')),
    h(
      'div',
      { class: 'hand-grid' },
      textField(c, 'deadMoney', c.tr('deadMoney'), c.state.deadMoney, { placeholder: '0', hint: c.tr('deadMoneyHint'), cls: 'dead-money' }),
      selectField(c, 'button', c.tr('buttonSeat'), c.state.button, buttonOptions(c), { cls: 'button-seat' }),
      textField(c, 'smallestChip', c.tr('smallestChip'), c.state.smallestChip, { placeholder: '1', hint: c.tr('smallestChipHint'), cls: 'smallest-chip' }),
      selectField(c, 'currency', c.tr('money'), c.state.currency ?? '', currencyOptions(c.lang, c.state.currency ?? ''), {
        cls: 'money',
        hint: c.tr('moneyHint'),
        rerender: true,
      }),
      selectField(c, 'decimals', c.tr('moneyUnit'), c.state.decimals ?? '0', moneyUnitOptions(c.lang), {
        cls: 'money-unit',
        hint: c.tr('moneyUnitHint'),
        rerender: true,
      }),
      selectField(
        c,
        'format',
        c.tr('gameFormat'),
        c.state.format,
        [
          ['cash', c.tr('formatCash')],
          ['tournament', c.tr('formatTournament')],
        ],
        { cls: 'format', rerender: true },
      ),
    ),
  );
  return [players, cardsMode ? boardFieldset(c.state, c.lang) : null, hand, bountyFieldset(c), prizeFieldset(c)].filter(Boolean);
}

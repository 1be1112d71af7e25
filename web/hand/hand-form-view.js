// Hand mode's table setup, drawn: a pure render of the setup as typed in a language (the fields,
// the straddles, the seats, the posts, the bounties). web/hand/hand-form.js keeps the state and
// the events; every field carries its path (data-hfield) and an error slot (data-herror-for).
import { h } from '../dom.js';
import { ht } from './hand-words.js';
import { t } from '../../lib/i18n/i18n.js';
import { MAX_PLAYERS } from '../../lib/api/limits.js';
import { moneyUnitOptions, currencyOptions } from '../quick/form-parts.js';
import { PRIZE_PRESETS } from '../quick/prize-presets.js';

/** A DOM id for a setup field path: players[1].stack → hand-players-1-stack. */
export function handFieldId(path) {
  return 'hand-' + path.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '');
}

/** What the setup's views read: the setup, the language, and its words. */
export function setupContext(setup, lang) {
  const tr = (key, vars) => ht(lang, key, vars);
  return { setup, lang, tr, who: (p, i) => (p.name.trim() ? p.name : tr('seatN', { n: i + 1 })) };
}

function errorSlot(c, path) {
  return h('p', { class: 'field-error', id: `${handFieldId(path)}-error`, 'data-herror-for': path, hidden: true });
}

function textField(c, path, label, value, { hint, placeholder, numeric = true, cls = '', srPrefix, errorHere = true } = {}) {
  const id = handFieldId(path);
  return h(
    'div',
    { class: `field ${cls}`.trim(), 'data-hgroup': path },
    h('label', { for: id }, srPrefix ? h('span', { class: 'vh' }, srPrefix + ' ') : null, label),
    h('input', {
      id,
      type: 'text',
      // A phone's keyboard with a decimal key once the table counts in cents.
      inputmode: numeric ? ((c.setup.decimals ?? '0') !== '0' ? 'decimal' : 'numeric') : null,
      autocomplete: 'off',
      spellcheck: numeric ? 'false' : null,
      enterkeyhint: 'next',
      placeholder: placeholder ?? null,
      'data-hfield': path,
      'aria-describedby': [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' '),
      value,
    }),
    hint ? h('p', { class: 'hint', id: `${id}-hint` }, hint) : null,
    errorHere ? errorSlot(c, path) : null,
  );
}

function selectField(c, path, label, value, options, { cls = '' } = {}) {
  const id = handFieldId(path);
  const select = h(
    'select',
    { id, 'data-hfield': path, 'aria-describedby': `${id}-error` },
    options.map(([v, text]) => h('option', { value: v }, text)),
  );
  select.value = value;
  return h('div', { class: `field ${cls}`.trim() }, h('label', { for: id }, label), select, errorSlot(c, path));
}

function checkboxField(c, path, label, checked, { cls = '' } = {}) {
  const id = handFieldId(path);
  return h(
    'div',
    { class: `field checkbox ${cls}`.trim() },
    h('input', { type: 'checkbox', id, 'data-hfield': path, checked: !!checked, 'aria-describedby': `${id}-error` }),
    h('label', { for: id }, label),
    errorSlot(c, path),
  );
}

/** Straddles after the big blind, in order (the core says who posts each and checks the sizes). */
function straddlesBlock(c) {
  const list = c.setup.straddles ?? [];
  return h(
    'div',
    { class: 'hand-straddles' },
    list.length
      ? h(
          'ol',
          { class: 'hand-straddle-list' },
          list.map((v, i) =>
            h(
              'li',
              { class: 'hand-straddle-row' },
              textField(c, `straddles[${i}]`, c.tr('straddleN', { n: i + 1 }), v, { cls: 'straddle' }),
              h(
                'button',
                {
                  type: 'button',
                  class: 'remove',
                  'data-hstraddle': 'remove',
                  'data-index': String(i),
                  'aria-label': c.tr('removeStraddle', { n: i + 1 }),
                  title: c.tr('removeStraddle', { n: i + 1 }),
                },
                '×',
              ),
            ),
          ),
        )
      : null,
    h('button', { type: 'button', class: 'secondary small', 'data-hstraddle': 'add', 'aria-describedby': 'hand-straddle-hint' }, '+ ', c.tr('addStraddle')),
    h('p', { class: 'hint', id: 'hand-straddle-hint' }, c.tr('straddleHint')),
    // The straddles as a whole (too many for the table, none in Limit): said here.
    errorSlot(c, 'straddles'),
  );
}

/** Blinds posted out of position: a new player's live blind, a missed blind's dead chips. */
function postsBlock(c) {
  const any = c.setup.players.some((p) => String(p.live ?? '').trim() || String(p.dead ?? '').trim());
  return h(
    'details',
    { class: 'hand-posts', open: any },
    h('summary', {}, c.tr('postsHeading')),
    h('p', { class: 'hint' }, c.tr('postsHint')),
    h(
      'ol',
      { class: 'hand-post-list' },
      c.setup.players.map((p, i) =>
        h(
          'li',
          { class: 'hand-post-row' },
          h('span', { class: 'hand-post-who' }, c.who(p, i)),
          textField(c, `players[${i}].post.live`, c.tr('postLive'), p.live ?? '', { placeholder: '0', cls: 'post-live', srPrefix: c.who(p, i) }),
          textField(c, `players[${i}].post.dead`, c.tr('postDead'), p.dead ?? '', { placeholder: '0', cls: 'post-dead', srPrefix: c.who(p, i) }),
          // The post as a whole (a player in the blinds posts nothing more): under the row.
          errorSlot(c, `players[${i}].post`),
        ),
      ),
    ),
  );
}

/**
 * A tournament's bounties and the progressive option. Shown in a cash game too while a bounty
 * is typed, so that the core's bounty.cash_game is said at its field.
 */
function bountiesBlock(c) {
  const any = c.setup.players.some((p) => String(p.bounty ?? '').trim() !== '');
  if (c.setup.format !== 'tournament' && !any && !c.setup.progressiveBounty) return null;
  return h(
    'fieldset',
    { class: 'hand-bounties' },
    h('legend', {}, t(c.lang, 'bountiesLegend')),
    h('p', { class: 'hint' }, t(c.lang, 'bountiesHint')),
    h(
      'div',
      { class: 'hand-setup-grid' },
      c.setup.players.map((p, i) =>
        textField(c, `players[${i}].bounty`, t(c.lang, 'bountyOf', { who: c.who(p, i) }), p.bounty ?? '', { placeholder: '0', cls: 'bounty' }),
      ),
    ),
    checkboxField(c, 'progressiveBounty', t(c.lang, 'progressiveBounty'), c.setup.progressiveBounty),
  );
}

/**
 * Prize money (issue 31): the prizes, 1st place first, and the other tables' stacks; the seats'
 * stacks are the stacks valued. Shown in a tournament, and in a cash game while prizes are typed,
 * so that the core's prizes.cash_game is said at its field.
 */
function prizesBlock(c) {
  const typed = String(c.setup.prizes ?? '').trim() !== '';
  if (c.setup.format !== 'tournament' && !typed) return null;
  return h(
    'fieldset',
    { class: 'hand-prizes' },
    h('legend', {}, t(c.lang, 'prizesLegend')),
    h('p', { class: 'hint' }, t(c.lang, 'prizesHint')),
    h(
      'div',
      { class: 'hand-setup-grid' },
      textField(c, 'prizes', t(c.lang, 'prizesField'), c.setup.prizes ?? '', { placeholder: t(c.lang, 'prizesPlaceholder'), cls: 'prizes', numeric: false }),
      textField(c, 'otherStacks', t(c.lang, 'otherStacksField'), c.setup.otherStacks ?? '', {
        placeholder: t(c.lang, 'otherStacksPlaceholder'),
        hint: t(c.lang, 'otherStacksHint'),
        cls: 'other-stacks',
        numeric: false,
      }),
    ),
    h(
      'div',
      { class: 'prize-presets', role: 'group', 'aria-labelledby': 'hand-prize-presets-label' },
      h('p', { id: 'hand-prize-presets-label', class: 'hint' }, t(c.lang, 'prizePresetsLabel')),
      textField(c, 'prizePool', t(c.lang, 'prizePool'), c.setup.prizePool ?? '', { placeholder: '100', cls: 'prize-pool' }),
      PRIZE_PRESETS.map((p) => h('button', { type: 'button', class: 'secondary small', 'data-hprize': p.id }, t(c.lang, `prizePreset.${p.id}`))),
    ),
  );
}

export function buttonOptions(c) {
  return [['', c.tr('buttonLast')], ...c.setup.players.map((p, i) => [String(i), `${i + 1} · ${c.who(p, i)}`])];
}

function seatRow(c, p, i) {
  const seat = c.tr('seatN', { n: i + 1 });
  return h(
    'li',
    { class: 'hand-seat-row', 'data-index': String(i) },
    h('span', { class: 'seat', 'aria-hidden': 'true' }, String(i + 1)),
    textField(c, `players[${i}].name`, c.tr('seatName'), p.name, { numeric: false, cls: 'name', srPrefix: seat, errorHere: false }),
    textField(c, `players[${i}].stack`, c.tr('seatStack'), p.stack, { cls: 'stack', srPrefix: seat, errorHere: false }),
    h(
      'button',
      {
        type: 'button',
        class: 'remove',
        'data-hseat': 'remove',
        'data-index': String(i),
        'aria-label': c.tr('removeSeat', { who: c.who(p, i) }),
        title: c.tr('removeSeat', { who: c.who(p, i) }),
        disabled: c.setup.players.length <= 2,
      },
      '×',
    ),
    // The row's errors under its fields, the row's full width (a phone's narrow columns would
    // break them, and the fields with them: issue 11). Each stays tied to its field.
    h('div', { class: 'row-errors' }, errorSlot(c, `players[${i}].name`), errorSlot(c, `players[${i}].stack`)),
  );
}

/** The whole setup form's children. */
export function renderSetup(c) {
  const full = c.setup.players.length >= MAX_PLAYERS;
  const structures = [
    ['no-limit', c.tr('noLimit')],
    ['pot-limit', c.tr('potLimit')],
    ['limit', c.tr('limit')],
  ];
  const formats = [
    ['cash', ht(c.lang, 'formatCash')],
    ['tournament', ht(c.lang, 'formatTournament')],
  ];
  return [
    h(
      'div',
      { class: 'hand-setup-grid' },
      selectField(c, 'betting', c.tr('structure'), c.setup.betting, structures),
      selectField(c, 'format', c.tr('format'), c.setup.format, formats),
      textField(c, 'blinds[0]', c.tr('smallBlind'), c.setup.sb, { hint: c.tr('smallBlindHint') }),
      textField(c, 'blinds[1]', c.tr('bigBlind'), c.setup.bb),
      textField(c, 'ante', c.tr('ante'), c.setup.ante, { placeholder: c.tr('ante0') }),
      textField(c, 'bigBlindAnte', c.tr('bigBlindAnte'), c.setup.bbAnte, { placeholder: c.tr('ante0') }),
      selectField(c, 'currency', t(c.lang, 'money'), c.setup.currency ?? '', currencyOptions(c.lang, c.setup.currency ?? '')),
      selectField(c, 'decimals', ht(c.lang, 'moneyUnit'), c.setup.decimals ?? '0', moneyUnitOptions(c.lang)),
    ),
    straddlesBlock(c),
    h(
      'div',
      { class: 'field checkbox hand-bbante-first' },
      h('input', { type: 'checkbox', id: handFieldId('bigBlindAnteFirst'), 'data-hfield': 'bigBlindAnteFirst', checked: !!c.setup.bbAnteFirst }),
      h('label', { for: handFieldId('bigBlindAnteFirst') }, c.tr('bigBlindAnteFirst')),
    ),
    h(
      'div',
      { class: 'hand-setup-grid hand-limit' },
      textField(c, 'limit.smallBet', c.tr('limitSmallBet'), c.setup.smallBet, { placeholder: c.setup.bb || '' }),
      textField(c, 'limit.bigBet', c.tr('limitBigBet'), c.setup.bigBet),
      textField(c, 'limit.cap', c.tr('limitCap'), c.setup.cap, { placeholder: '4', hint: c.tr('limitCapHint') }),
    ),
    h(
      'fieldset',
      { class: 'hand-seats-fieldset' },
      h('legend', {}, c.tr('seatsLegend')),
      h(
        'ol',
        { class: 'hand-seat-list' },
        c.setup.players.map((p, i) => seatRow(c, p, i)),
      ),
      h(
        'div',
        { class: 'hand-seat-actions' },
        h(
          'button',
          { type: 'button', class: 'secondary', 'data-hseat': 'add', disabled: full, 'aria-describedby': full ? 'hand-seats-limit' : null },
          '+ ',
          c.tr('addSeat'),
        ),
        // The table is full: said where the button is, as in quick mode (issue 11).
        full ? h('p', { class: 'limit-note', id: 'hand-seats-limit' }, t(c.lang, 'playersLimit', { n: MAX_PLAYERS })) : null,
        selectField(c, 'button', c.tr('buttonSeat'), c.setup.button, buttonOptions(c), { cls: 'hand-button-field' }),
      ),
      postsBlock(c),
    ),
    ...[bountiesBlock(c), prizesBlock(c)].filter(Boolean),
  ];
}

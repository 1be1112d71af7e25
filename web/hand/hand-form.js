// Hand mode's table setup: betting structure, game, blinds (a small blind of 0 is a dead small
// blind), straddles, antes, Limit bets and cap, chips or a currency, the seats (names and stacks,
// added and removed), blinds posted out of position (live and dead), a tournament's bounties and
// the button. It keeps what was typed and reports every change; the core decides whether the
// table is valid.
import { h } from '../dom.js';
import { ht } from './hand-words.js';
import { t } from '../../lib/i18n/i18n.js';
import { newSeat, freeName } from './hand-spec.js';
import { MAX_PLAYERS } from '../../lib/api/limits.js';
import { errorMessages, moneyUnitOptions, currencyOptions, decimalsForCurrency } from '../quick/form-parts.js';

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
};

/** A DOM id for a setup field path: players[1].stack → hand-players-1-stack. */
export function handFieldId(path) {
  return 'hand-' + path.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '');
}

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

  function errorSlot(path) {
    return h('p', { class: 'field-error', id: `${handFieldId(path)}-error`, 'data-herror-for': path, hidden: true });
  }

  function textField(path, label, value, { hint, placeholder, numeric = true, cls = '', srPrefix, errorHere = true } = {}) {
    const id = handFieldId(path);
    return h(
      'div',
      { class: `field ${cls}`.trim(), 'data-hgroup': path },
      h('label', { for: id }, srPrefix ? h('span', { class: 'vh' }, srPrefix + ' ') : null, label),
      h('input', {
        id,
        type: 'text',
        // A phone's keyboard with a decimal key once the table counts in cents.
        inputmode: numeric ? ((setup.decimals ?? '0') !== '0' ? 'decimal' : 'numeric') : null,
        autocomplete: 'off',
        spellcheck: numeric ? 'false' : null,
        enterkeyhint: 'next',
        placeholder: placeholder ?? null,
        'data-hfield': path,
        'aria-describedby': [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' '),
        value,
      }),
      hint ? h('p', { class: 'hint', id: `${id}-hint` }, hint) : null,
      errorHere ? errorSlot(path) : null,
    );
  }

  function selectField(path, label, value, options, { cls = '' } = {}) {
    const id = handFieldId(path);
    const select = h(
      'select',
      { id, 'data-hfield': path, 'aria-describedby': `${id}-error` },
      options.map(([v, text]) => h('option', { value: v }, text)),
    );
    select.value = value;
    return h('div', { class: `field ${cls}`.trim() }, h('label', { for: id }, label), select, errorSlot(path));
  }

  function checkboxField(path, label, checked, { cls = '' } = {}) {
    const id = handFieldId(path);
    return h(
      'div',
      { class: `field checkbox ${cls}`.trim() },
      h('input', { type: 'checkbox', id, 'data-hfield': path, checked: !!checked, 'aria-describedby': `${id}-error` }),
      h('label', { for: id }, label),
      errorSlot(path),
    );
  }

  /** Straddles after the big blind, in order (the core says who posts each and checks the sizes). */
  function straddlesBlock() {
    const list = setup.straddles ?? [];
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
                textField(`straddles[${i}]`, tr('straddleN', { n: i + 1 }), v, { cls: 'straddle' }),
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'remove',
                    'data-hstraddle': 'remove',
                    'data-index': String(i),
                    'aria-label': tr('removeStraddle', { n: i + 1 }),
                    title: tr('removeStraddle', { n: i + 1 }),
                  },
                  '×',
                ),
              ),
            ),
          )
        : null,
      h('button', { type: 'button', class: 'secondary small', 'data-hstraddle': 'add', 'aria-describedby': 'hand-straddle-hint' }, '+ ', tr('addStraddle')),
      h('p', { class: 'hint', id: 'hand-straddle-hint' }, tr('straddleHint')),
      // The straddles as a whole (too many for the table, none in Limit): said here.
      errorSlot('straddles'),
    );
  }

  /** Blinds posted out of position: a new player's live blind, a missed blind's dead chips. */
  function postsBlock() {
    const any = setup.players.some((p) => String(p.live ?? '').trim() || String(p.dead ?? '').trim());
    return h(
      'details',
      { class: 'hand-posts', open: any },
      h('summary', {}, tr('postsHeading')),
      h('p', { class: 'hint' }, tr('postsHint')),
      h(
        'ol',
        { class: 'hand-post-list' },
        setup.players.map((p, i) =>
          h(
            'li',
            { class: 'hand-post-row' },
            h('span', { class: 'hand-post-who' }, who(p, i)),
            textField(`players[${i}].post.live`, tr('postLive'), p.live ?? '', { placeholder: '0', cls: 'post-live', srPrefix: who(p, i) }),
            textField(`players[${i}].post.dead`, tr('postDead'), p.dead ?? '', { placeholder: '0', cls: 'post-dead', srPrefix: who(p, i) }),
            // The post as a whole (a player in the blinds posts nothing more): under the row.
            errorSlot(`players[${i}].post`),
          ),
        ),
      ),
    );
  }

  /**
   * A tournament's bounties and the progressive option. Shown in a cash game too while a bounty
   * is typed, so that the core's bounty.cash_game is said at its field.
   */
  function bountiesBlock() {
    const any = setup.players.some((p) => String(p.bounty ?? '').trim() !== '');
    if (setup.format !== 'tournament' && !any && !setup.progressiveBounty) return null;
    return h(
      'fieldset',
      { class: 'hand-bounties' },
      h('legend', {}, t(lang, 'bountiesLegend')),
      h('p', { class: 'hint' }, t(lang, 'bountiesHint')),
      h(
        'div',
        { class: 'hand-setup-grid' },
        setup.players.map((p, i) =>
          textField(`players[${i}].bounty`, t(lang, 'bountyOf', { who: who(p, i) }), p.bounty ?? '', { placeholder: '0', cls: 'bounty' }),
        ),
      ),
      checkboxField('progressiveBounty', t(lang, 'progressiveBounty'), setup.progressiveBounty),
    );
  }

  function buttonOptions() {
    return [['', tr('buttonLast')], ...setup.players.map((p, i) => [String(i), `${i + 1} · ${who(p, i)}`])];
  }

  function refreshButtonOptions() {
    const select = root.querySelector('[data-hfield="button"]');
    if (!select) return;
    buttonOptions().forEach(([, label], k) => {
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

  function seatRow(p, i) {
    const seat = tr('seatN', { n: i + 1 });
    return h(
      'li',
      { class: 'hand-seat-row', 'data-index': String(i) },
      h('span', { class: 'seat', 'aria-hidden': 'true' }, String(i + 1)),
      textField(`players[${i}].name`, tr('seatName'), p.name, { numeric: false, cls: 'name', srPrefix: seat, errorHere: false }),
      textField(`players[${i}].stack`, tr('seatStack'), p.stack, { cls: 'stack', srPrefix: seat, errorHere: false }),
      h(
        'button',
        {
          type: 'button',
          class: 'remove',
          'data-hseat': 'remove',
          'data-index': String(i),
          'aria-label': tr('removeSeat', { who: who(p, i) }),
          title: tr('removeSeat', { who: who(p, i) }),
          disabled: setup.players.length <= 2,
        },
        '×',
      ),
      // The row's errors under its fields, the row's full width (a phone's narrow columns would
      // break them, and the fields with them: issue 11). Each stays tied to its field.
      h('div', { class: 'row-errors' }, errorSlot(`players[${i}].name`), errorSlot(`players[${i}].stack`)),
    );
  }

  function render() {
    const full = setup.players.length >= MAX_PLAYERS;
    const active = document.activeElement;
    const focusPath = root.contains(active) ? active.dataset?.hfield : null;
    const structures = [
      ['no-limit', tr('noLimit')],
      ['pot-limit', tr('potLimit')],
      ['limit', tr('limit')],
    ];
    const formats = [
      ['cash', ht(lang, 'formatCash')],
      ['tournament', ht(lang, 'formatTournament')],
    ];
    root.replaceChildren(
      h(
        'div',
        { class: 'hand-setup-grid' },
        selectField('betting', tr('structure'), setup.betting, structures),
        selectField('format', tr('format'), setup.format, formats),
        textField('blinds[0]', tr('smallBlind'), setup.sb, { hint: tr('smallBlindHint') }),
        textField('blinds[1]', tr('bigBlind'), setup.bb),
        textField('ante', tr('ante'), setup.ante, { placeholder: tr('ante0') }),
        textField('bigBlindAnte', tr('bigBlindAnte'), setup.bbAnte, { placeholder: tr('ante0') }),
        selectField('currency', t(lang, 'money'), setup.currency ?? '', currencyOptions(lang, setup.currency ?? '')),
        selectField('decimals', ht(lang, 'moneyUnit'), setup.decimals ?? '0', moneyUnitOptions(lang)),
      ),
      straddlesBlock(),
      h(
        'div',
        { class: 'field checkbox hand-bbante-first' },
        h('input', { type: 'checkbox', id: handFieldId('bigBlindAnteFirst'), 'data-hfield': 'bigBlindAnteFirst', checked: !!setup.bbAnteFirst }),
        h('label', { for: handFieldId('bigBlindAnteFirst') }, tr('bigBlindAnteFirst')),
      ),
      h(
        'div',
        { class: 'hand-setup-grid hand-limit' },
        textField('limit.smallBet', tr('limitSmallBet'), setup.smallBet, { placeholder: setup.bb || '' }),
        textField('limit.bigBet', tr('limitBigBet'), setup.bigBet),
        textField('limit.cap', tr('limitCap'), setup.cap, { placeholder: '4', hint: tr('limitCapHint') }),
      ),
      h(
        'fieldset',
        { class: 'hand-seats-fieldset' },
        h('legend', {}, tr('seatsLegend')),
        h('ol', { class: 'hand-seat-list' }, setup.players.map(seatRow)),
        h(
          'div',
          { class: 'hand-seat-actions' },
          h(
            'button',
            { type: 'button', class: 'secondary', 'data-hseat': 'add', disabled: full, 'aria-describedby': full ? 'hand-seats-limit' : null },
            '+ ',
            tr('addSeat'),
          ),
          // The table is full: said where the button is, as in quick mode (issue 11).
          full ? h('p', { class: 'limit-note', id: 'hand-seats-limit' }, t(lang, 'playersLimit', { n: MAX_PLAYERS })) : null,
          selectField('button', tr('buttonSeat'), setup.button, buttonOptions(), { cls: 'hand-button-field' }),
        ),
        postsBlock(),
      ),
      ...[bountiesBlock()].filter(Boolean),
    );
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

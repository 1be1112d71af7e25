// Hand mode's table setup: betting structure, game, blinds and antes, Limit bets and cap, the
// seats (names and stacks, added and removed) and the button. It keeps what was typed and reports
// every change; the core decides whether the table is valid.
import { h } from '../dom.js';
import { ht } from './hand-words.js';
import { t } from '../i18n/i18n.js';
import { newSeat, freeName } from './hand-spec.js';
import { MAX_PLAYERS } from '../api/limits.js';
import { errorMessages, moneyUnitOptions } from '../quick/form-parts.js';
const SEAT_PATH = /^players\[(\d+)\]\.(name|stack)$/;
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
    if (m) return setup.players[Number(m[1])]?.[m[2]];
    return setup[SETUP_KEYS[path]];
  }

  function write(path, value) {
    const m = SEAT_PATH.exec(path);
    if (m) setup.players[Number(m[1])][m[2]] = value;
    else if (SETUP_KEYS[path]) setup[SETUP_KEYS[path]] = value;
  }

  function onField(e) {
    const el = e.target;
    const path = el?.dataset?.hfield;
    if (!path) return;
    const value = el.type === 'checkbox' ? el.checked : el.value;
    if (read(path) === value) return;
    write(path, value);
    if (path === 'betting' || path === 'bigBlindAnte') syncVisibility();
    if (path.endsWith('.name')) refreshButtonOptions();
    onChange({ path });
  }

  function onClick(e) {
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
        inputmode: numeric ? 'numeric' : null,
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
        textField('blinds[0]', tr('smallBlind'), setup.sb),
        textField('blinds[1]', tr('bigBlind'), setup.bb),
        textField('ante', tr('ante'), setup.ante, { placeholder: tr('ante0') }),
        textField('bigBlindAnte', tr('bigBlindAnte'), setup.bbAnte, { placeholder: tr('ante0') }),
        selectField('decimals', ht(lang, 'moneyUnit'), setup.decimals ?? '0', moneyUnitOptions(lang)),
      ),
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
      ),
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

// Hand mode's action panel: for the player to act, one button per distinct legal action of the
// report: fold, check, call, and each street total of legal.sizes (minimum, half pot, pot, the
// Pot-Limit maximum, all-in, the Limit size), with its words ("not a full raise" when the core
// says so). A box takes any other amount inside the core's range; when raising is closed the
// core's reason is said next to the disabled raise. An "advanced" control records chips pushed
// without a word (the core applies the 50% rule and the lone-chip rule). The panel decides no
// rule and computes no size: the sizes, bounds, call and all-in are the report's, every amount
// typed goes through the page's one number reader, and the core accepts or refuses the action.
// Beside the raise controls: the player's effective stack (the core's effectiveStack). A dealer
// also records an action said out of turn (TDA 2024 Rule 53): any other player and any action,
// marked outOfTurn; the core holds it, or refuses it (said under the out-of-turn box), and the
// actions it holds are listed here.
import { h } from '../dom.js';
import { chips, decimalMarkOf } from '../../lib/i18n/i18n.js';
import { parseAmount } from '../../lib/i18n/amount.js';
import { amountErrorText } from '../../lib/i18n/amount-text.js';
import { ht } from './hand-words.js';
import { summaryLine } from '../report/report-view.js';
import { rulingLine } from '../report/ruling-view.js';
import { moneyOf } from '../../lib/report/pot-table.js';

/**
 * The words of one size: "Raise to 400 (min)", "All-in to 1,400 (not a full raise)".
 * @param {{kind: string, to: number, allIn: boolean, full: boolean}} size
 * @param {'bet'|'raise'} action what the size is, as the report offers it (legal.bet or legal.raise)
 */
export function sizeLabel(lang, size, action, money = 0) {
  return ht(lang, 'size', {
    kind: size.allIn ? 'all-in' : size.kind,
    action,
    to: chips(lang, size.to, money),
    full: size.full ? 'yes' : 'no',
  });
}

/**
 * @param {HTMLElement} root
 * @param {{onAction: (action: object) => void, onNewDeal?: () => void}} hooks
 */
export function createActionPanel(root, { onAction, onNewDeal }) {
  let lang = 'en';
  let report = null;
  let summaryOpts = {}; // how the summary line speaks of pots not awarded (report-view.js)
  // The out-of-turn box keeps its choices across redraws; its refusal comes from hand-mode.js.
  const oot = { open: false, player: '', type: 'call', amount: '' };
  let ootRefusal = null; // {text, code}

  const tr = (key, vars) => ht(lang, key, vars);
  const decimals = () => report?.decimals ?? 0;
  const money = () => moneyOf(report);
  const fmt = (n) => chips(lang, n, money());

  function act(type, extra = {}) {
    if (!report?.legal) return;
    onAction({ player: report.legal.player, type, ...extra });
  }

  function bigButton(key, label, type, { cls = '', extra = {}, disabled = false, data = {} } = {}) {
    const b = h('button', { type: 'button', class: `hand-act-btn ${cls}`.trim(), 'data-hact': key, disabled, ...data }, label);
    b.addEventListener('click', () => act(type, extra));
    return b;
  }

  /** A text box read by the page's number reader; `submit(value)` once it reads. */
  function amountField({ id, label, describedBy, errorEl, submit, onRead, initial = '' }) {
    const field = h('input', {
      id,
      type: 'text',
      inputmode: decimals() > 0 ? 'decimal' : 'numeric',
      autocomplete: 'off',
      spellcheck: 'false',
      enterkeyhint: 'done',
      'aria-describedby': describedBy,
      value: initial,
    });
    const read = () => {
      const r = parseAmount(field.value, { decimals: decimals(), decimalMark: decimalMarkOf(lang) });
      if (r.error || r.empty) {
        const error = r.empty ? { code: 'input.required' } : { ...r, code: r.error, text: field.value };
        field.setAttribute('aria-invalid', 'true');
        errorEl.textContent = amountErrorText(lang, error, '', { label });
        errorEl.hidden = false;
        field.focus();
        return;
      }
      field.removeAttribute('aria-invalid');
      errorEl.hidden = true;
      submit(r.value);
    };
    field.addEventListener('input', () => {
      field.removeAttribute('aria-invalid');
      errorEl.hidden = true;
      onRead?.(parseAmount(field.value, { decimals: decimals(), decimalMark: decimalMarkOf(lang) }).value);
    });
    field.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        read();
      }
    });
    return { field, read };
  }

  /** Any other amount inside the core's range (only where the range leaves a choice). */
  function amountBlock(kind, range) {
    const id = 'hand-amount';
    const errorId = 'hand-amount-error';
    const error = h('p', { class: 'field-error', id: errorId, hidden: true, role: 'alert' });
    const label = tr(kind === 'bet' ? 'amountBet' : 'amountRaise');
    const button = h('button', { type: 'button', class: 'hand-act-btn primary', 'data-hact': kind }, tr(kind === 'bet' ? 'actBetPlain' : 'actRaisePlain'));
    // The button says the amount as read (no check: the core accepts or refuses it).
    const say = (to) => {
      button.textContent = to === undefined ? tr(kind === 'bet' ? 'actBetPlain' : 'actRaisePlain') : tr('actBetRaise', { kind, to: fmt(to) });
    };
    const { field, read } = amountField({
      id,
      label: tr('amountFieldName'),
      describedBy: `hand-amount-range ${errorId}`,
      errorEl: error,
      submit: (to) => act(kind, { to }),
      onRead: say,
    });
    field.dataset.hamount = kind;
    button.addEventListener('click', read);
    return h(
      'div',
      { class: 'hand-act-amount' },
      h(
        'div',
        { class: 'hand-amount-row' },
        h(
          'div',
          { class: 'field hand-amount-field' },
          h('label', { for: id }, label),
          field,
          h('p', { class: 'hint', id: 'hand-amount-range' }, tr('amountRange', { min: fmt(range.min), max: fmt(range.max) })),
        ),
        button,
      ),
      error,
    );
  }

  /** Chips pushed without a word: the amount and the lone-chip box; the core reads them. */
  function pushBlock(player) {
    if (Number(player?.stack ?? 0) <= 0) return null;
    const error = h('p', { class: 'field-error', id: 'hand-push-error', hidden: true, role: 'alert' });
    const one = h('input', { type: 'checkbox', id: 'hand-push-one' });
    const { field, read } = amountField({
      id: 'hand-push',
      label: tr('pushFieldName'),
      describedBy: 'hand-push-hint hand-push-error',
      errorEl: error,
      submit: (amount) => act('chips', one.checked ? { amount, oneChip: true } : { amount }),
    });
    const button = h('button', { type: 'button', class: 'hand-act-btn secondary', 'data-hact': 'chips' }, tr('pushButton'));
    button.addEventListener('click', read);
    return h(
      'details',
      { class: 'hand-advanced' },
      h('summary', {}, tr('advanced')),
      h('p', { class: 'hint', id: 'hand-push-hint' }, tr('pushHint')),
      h(
        'div',
        { class: 'hand-push-row' },
        h('div', { class: 'field' }, h('label', { for: 'hand-push' }, tr('pushAmount')), field),
        h('div', { class: 'field checkbox' }, one, h('label', { for: 'hand-push-one' }, tr('pushOneChip'))),
        button,
      ),
      error,
    );
  }

  /** What the core holds, said out of turn and waiting for its player's turn. */
  function heldList() {
    const held = report?.held ?? [];
    if (!held.length) return null;
    return h(
      'div',
      { class: 'hand-held', role: 'status' },
      h('strong', {}, tr('heldHeading')),
      ' ',
      h(
        'ul',
        {},
        held.map((x) =>
          h('li', { 'data-player': x.player, 'data-action': String(x.action) }, tr('heldEntry', { name: x.player, type: x.type, to: fmt(x.to ?? 0) })),
        ),
      ),
    );
  }

  /** An action said before its player's turn: who, what, and for a bet or raise the total. */
  function outOfTurnBlock(legal) {
    const others = (report.players ?? []).filter((p) => p.name !== legal.player);
    if (!others.length) return null;
    if (!others.some((p) => p.name === oot.player)) oot.player = others[0].name;
    const error = h('p', { class: 'field-error', id: 'hand-oot-error', role: 'alert', hidden: !ootRefusal }, ootRefusal?.text ?? '');
    if (ootRefusal?.code) error.dataset.code = ootRefusal.code;
    const who = h(
      'select',
      { id: 'hand-oot-player', 'aria-describedby': 'hand-oot-error' },
      others.map((p) => h('option', { value: p.name }, p.name)),
    );
    who.value = oot.player;
    who.addEventListener('change', () => (oot.player = who.value));
    const types = ['fold', 'check', 'call', 'bet', 'raise'];
    const what = h(
      'select',
      { id: 'hand-oot-type' },
      types.map((k) => h('option', { value: k }, tr('ootType', { type: k }))),
    );
    what.value = oot.type;
    const amountWrap = h('div', { class: 'field hand-oot-amount', hidden: !['bet', 'raise'].includes(oot.type) });
    const errorEl = h('p', { class: 'field-error', id: 'hand-oot-amount-error', hidden: true, role: 'alert' });
    const { field, read } = amountField({
      id: 'hand-oot-to',
      label: tr('ootAmount'),
      describedBy: 'hand-oot-amount-error',
      errorEl,
      initial: oot.amount,
      submit: (to) => onAction({ player: oot.player, type: oot.type, to, outOfTurn: true }),
    });
    field.addEventListener('input', () => (oot.amount = field.value));
    amountWrap.append(h('label', { for: 'hand-oot-to' }, tr('ootAmount')), field);
    what.addEventListener('change', () => {
      oot.type = what.value;
      amountWrap.hidden = !['bet', 'raise'].includes(oot.type);
    });
    const button = h(
      'button',
      { type: 'button', class: 'hand-act-btn secondary', 'data-hact': 'out-of-turn', 'aria-describedby': 'hand-oot-error' },
      tr('ootButton'),
    );
    button.addEventListener('click', () => {
      if (['bet', 'raise'].includes(oot.type)) read();
      else onAction({ player: oot.player, type: oot.type, outOfTurn: true });
    });
    const box = h(
      'details',
      { class: 'hand-oot', open: oot.open || !!ootRefusal },
      h('summary', {}, tr('ootHeading')),
      h('p', { class: 'hint', id: 'hand-oot-hint' }, tr('ootHint', { name: legal.player })),
      h(
        'div',
        { class: 'hand-oot-row' },
        h('div', { class: 'field' }, h('label', { for: 'hand-oot-player' }, tr('ootPlayer')), who),
        h('div', { class: 'field' }, h('label', { for: 'hand-oot-type' }, tr('ootAction')), what),
        amountWrap,
        button,
      ),
      errorEl,
      error,
    );
    box.addEventListener('toggle', () => (oot.open = box.open));
    return box;
  }

  function render() {
    const legal = report?.legal;
    if (report?.over) {
      root.hidden = false;
      const again = h('button', { type: 'button', class: 'hand-act-btn secondary', 'data-hact': 'new-deal' }, tr('newHandSame'));
      again.addEventListener('click', () => onNewDeal?.());
      root.replaceChildren(
        h('h3', { id: 'hand-act-heading', class: 'hand-act-heading', tabindex: '-1' }, tr('handOver')),
        h('p', { class: 'hand-act-facts hand-over-summary' }, summaryLine(report, lang, summaryOpts)),
        h('div', { class: 'hand-act-main' }, again),
      );
      return;
    }
    if (!report || !legal) {
      root.replaceChildren();
      root.hidden = true;
      return;
    }
    root.hidden = false;
    const player = (report.players ?? []).find((p) => p.name === legal.player);
    const facing = legal.call !== null && legal.call !== undefined;
    const head = h('h3', { id: 'hand-act-heading', class: 'hand-act-heading', tabindex: '-1' }, tr('toAct', { name: legal.player }));
    const facts = h(
      'p',
      { class: 'hand-act-facts' },
      tr('facts', {
        facing: facing ? 'yes' : 'no',
        bet: fmt(report.round?.bet ?? 0),
        call: fmt(legal.call ?? 0),
        stack: fmt(player?.stack ?? 0),
        in: fmt(player?.bet ?? 0),
        hasIn: Number(player?.bet ?? 0) > 0 ? 'yes' : 'no',
      }),
    );

    const main = [];
    if (legal.fold) main.push(bigButton('fold', tr('actFold'), 'fold', { cls: 'fold' }));
    if (legal.check) main.push(bigButton('check', tr('actCheck'), 'check', { cls: 'check' }));
    if (facing) main.push(bigButton('call', tr('actCall', { n: fmt(legal.call), allIn: legal.callAllIn ? 'yes' : 'no' }), 'call', { cls: 'call' }));
    // One button per street total the core offers; an all-in size is the all-in action.
    const sizeAction = legal.bet ? 'bet' : 'raise';
    for (const size of legal.sizes ?? []) {
      const label = sizeLabel(lang, size, sizeAction, money());
      const data = { 'data-size': size.kind, 'data-to': String(size.to) };
      if (size.allIn) main.push(bigButton('allin', label, 'allin', { cls: 'allin', data }));
      else main.push(bigButton(`size-${size.kind}`, label, sizeAction, { cls: 'size', extra: { to: size.to }, data }));
    }

    const range = legal.bet ?? legal.raise;
    const amount = range && range.min < range.max ? amountBlock(sizeAction, range) : null;
    // Guide 000: what the player can win or lose against any one opponent, said where a bet is sized.
    const effective =
      player && player.effectiveStack !== null && player.effectiveStack !== undefined
        ? h('p', { class: 'hand-effective', 'data-player': player.name }, tr('effectiveLine', { name: player.name, n: fmt(player.effectiveStack) }))
        : null;

    let closed = null;
    if (legal.raiseClosed && !legal.bet && !legal.raise) {
      closed = h(
        'div',
        { class: 'hand-act-closed' },
        h(
          'button',
          { type: 'button', class: 'hand-act-btn', 'data-hact': 'raise', disabled: true, 'aria-describedby': 'hand-raise-closed' },
          tr(facing ? 'actRaisePlain' : 'actBetPlain'),
        ),
        h('div', { class: 'hand-closed-why', id: 'hand-raise-closed' }, h('strong', {}, tr('raiseClosed')), rulingLine(legal.raiseClosed, lang, money())),
      );
    }

    root.replaceChildren(
      ...[
        head,
        facts,
        effective,
        heldList(),
        h('div', { class: 'hand-act-main' }, main),
        h('p', { class: 'hint hand-act-words' }, tr('amountWords')),
        amount,
        closed,
        pushBlock(player),
        outOfTurnBlock(legal),
      ].filter(Boolean),
    );
  }

  return {
    /**
     * @param {{showdown?: 'cards', pendingText?: string, ootRefusal?: {text: string, code: string} | null}} opts
     *   for the summary once the hand is over; ootRefusal: why the core refused the out-of-turn action
     */
    update(nextReport, nextLang, opts = {}) {
      report = nextReport;
      lang = nextLang;
      const { ootRefusal: refusal = null, ...summary } = opts;
      summaryOpts = summary;
      ootRefusal = refusal;
      render();
    },
    focus() {
      root.querySelector('.hand-act-heading')?.focus({ preventScroll: true });
    },
  };
}

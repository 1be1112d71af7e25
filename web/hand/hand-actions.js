// Hand mode's action panel: for the player to act, a button for each LEGAL action of the report
// (report.legal) and nothing else; the bet or raise amount is a field bounded by the core's
// minimum and maximum, with a slider and quick sizes; when raising is closed the core's reason is
// said next to the disabled raise. An "advanced" control records chips pushed without a word
// (the core applies the 50% rule and the lone-chip rule). The panel decides no rule: the bounds,
// the call and the all-in all come from the report.
import { h } from '../dom.js';
import { ht, raiseClosedText } from '../i18n/hand-i18n.js';
import { numberFormat } from '../report/pot-table.js';
import { summaryLine } from '../report/report-view.js';

/**
 * Quick sizes inside [min, max]: min, half pot, pot, all-in. Sizes only (a convenience); the
 * bounds are the core's, and a size outside them is not offered.
 */
export function quickSizes(report, range, kind) {
  const legal = report.legal;
  const pot = Number(report.pot ?? 0);
  const level = kind === 'raise' ? Number(report.round?.bet ?? 0) : 0;
  const owe = kind === 'raise' ? Number(legal.call ?? 0) : 0;
  let half;
  let full;
  if (report.betting === 'pot-limit') {
    full = range.max; // the core's pot-sized maximum
    half = level + Math.floor((range.max - level) / 2);
  } else {
    const afterCall = pot + owe;
    full = level + afterCall;
    half = level + Math.floor(afterCall / 2);
  }
  const sizes = [
    ['quickMin', range.min],
    ['quickHalf', half],
    ['quickPot', full],
    ['quickMax', range.max],
  ];
  const seen = new Set();
  return sizes.filter(([, v]) => {
    if (!Number.isFinite(v) || v < range.min || v > range.max || seen.has(v)) return false;
    seen.add(v);
    return true;
  });
}

/**
 * @param {HTMLElement} root
 * @param {{onAction: (action: object) => void}} hooks
 */
export function createActionPanel(root, { onAction, onNewDeal }) {
  let lang = 'en';
  let report = null;
  let summaryOpts = {}; // how the summary line speaks of pots not awarded (report-view.js)

  const tr = (key, vars) => ht(lang, key, vars);

  function fmt(n) {
    return numberFormat(lang).format(n);
  }

  function act(type, extra = {}) {
    if (!report?.legal) return;
    onAction({ player: report.legal.player, type, ...extra });
  }

  function bigButton(key, label, type, { cls = '', extra = {}, disabled = false } = {}) {
    const b = h('button', { type: 'button', class: `hand-act-btn ${cls}`.trim(), 'data-hact': key, disabled }, label);
    b.addEventListener('click', () => act(type, extra));
    return b;
  }

  /** The bet / raise block: amount field (bounded), slider, quick sizes, and the button. */
  function amountBlock(kind, range) {
    const id = 'hand-amount';
    const errorId = 'hand-amount-error';
    const fixed = range.min === range.max;
    const button = h('button', { type: 'button', class: 'hand-act-btn primary', 'data-hact': kind }, '');
    const field = h('input', {
      id,
      type: 'number',
      inputmode: 'numeric',
      min: String(range.min),
      max: String(range.max),
      step: '1',
      value: String(range.min),
      autocomplete: 'off',
      enterkeyhint: 'done',
      'aria-describedby': `hand-amount-range ${errorId}`,
      'data-hamount': kind,
    });
    const slider = h('input', {
      type: 'range',
      class: 'hand-slider',
      min: String(range.min),
      max: String(range.max),
      step: '1',
      value: String(range.min),
      'aria-label': tr('amountSlider'),
      'aria-controls': id,
    });
    const error = h('p', { class: 'field-error', id: errorId, hidden: true, role: 'alert' });

    const current = () => {
      const raw = field.value.trim();
      if (raw === '' || !/^\d+$/.test(raw)) return null;
      return Number(raw);
    };
    const valid = (v) => v !== null && v >= range.min && v <= range.max && field.validity.valid;
    const refresh = () => {
      const v = current();
      const ok = valid(v);
      button.disabled = !ok;
      button.textContent = ok ? tr(kind === 'bet' ? 'actBet' : 'actRaise', { n: fmt(v) }) : tr(kind === 'bet' ? 'actBetPlain' : 'actRaisePlain');
      if (ok) {
        field.removeAttribute('aria-invalid');
        error.hidden = true;
        error.textContent = '';
        if (String(v) !== slider.value) slider.value = String(v);
      } else {
        field.setAttribute('aria-invalid', 'true');
        error.textContent = tr('amountOut', { min: fmt(range.min), max: fmt(range.max) });
        error.hidden = false;
      }
    };
    const submit = () => {
      const v = current();
      if (!valid(v)) {
        refresh();
        field.focus();
        return;
      }
      act(kind, { to: v });
    };
    field.addEventListener('input', refresh);
    field.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        submit();
      }
    });
    slider.addEventListener('input', () => {
      field.value = slider.value;
      refresh();
    });
    button.addEventListener('click', submit);

    const quick = fixed
      ? []
      : quickSizes(report, range, kind).map(([key, v]) => {
          const b = h(
            'button',
            { type: 'button', class: 'hand-quick', 'data-hquick': key, 'aria-controls': id },
            h('span', { class: 'q-label' }, tr(key)),
            h('span', { class: 'q-value' }, fmt(v)),
          );
          b.addEventListener('click', () => {
            field.value = String(v);
            refresh();
          });
          return b;
        });

    refresh();
    return h(
      'div',
      { class: `hand-act-amount ${fixed ? 'fixed' : ''}`.trim() },
      h(
        'div',
        { class: 'hand-amount-row' },
        h(
          'div',
          { class: 'field hand-amount-field', hidden: fixed },
          h('label', { for: id }, tr(kind === 'bet' ? 'amountBet' : 'amountRaise')),
          field,
          h(
            'p',
            { class: 'hint', id: 'hand-amount-range' },
            fixed ? tr('amountExact', { n: fmt(range.min) }) : tr('amountRange', { min: fmt(range.min), max: fmt(range.max) }),
          ),
        ),
        button,
      ),
      fixed ? null : slider,
      quick.length ? h('div', { class: 'hand-quick-row', role: 'group', 'aria-label': tr('amountSlider') }, quick) : null,
      error,
    );
  }

  /** Chips pushed without a word: the amount and the lone-chip box; the core reads them. */
  function pushBlock(player) {
    const max = Number(player?.stack ?? 0);
    if (max < 1) return null;
    const field = h('input', {
      id: 'hand-push',
      type: 'number',
      inputmode: 'numeric',
      min: '1',
      max: String(max),
      step: '1',
      autocomplete: 'off',
      'aria-describedby': 'hand-push-hint hand-push-error',
    });
    const one = h('input', { type: 'checkbox', id: 'hand-push-one' });
    const error = h('p', { class: 'field-error', id: 'hand-push-error', hidden: true, role: 'alert' });
    const button = h('button', { type: 'button', class: 'hand-act-btn secondary', 'data-hact': 'chips' }, tr('pushButton'));
    const submit = () => {
      const raw = field.value.trim();
      const v = /^\d+$/.test(raw) ? Number(raw) : null;
      if (v === null || v < 1 || v > max) {
        field.setAttribute('aria-invalid', 'true');
        error.textContent = tr('pushOut', { max: fmt(max) });
        error.hidden = false;
        field.focus();
        return;
      }
      act('chips', one.checked ? { amount: v, oneChip: true } : { amount: v });
    };
    field.addEventListener('input', () => {
      field.removeAttribute('aria-invalid');
      error.hidden = true;
    });
    field.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        submit();
      }
    });
    button.addEventListener('click', submit);
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
      facing ? tr('facing', { bet: fmt(report.round?.bet ?? 0), call: fmt(legal.call) }) : tr('facingNone'),
      ' ',
      tr('stackLine', { stack: fmt(player?.stack ?? 0) }),
    );

    const main = [];
    if (legal.fold) main.push(bigButton('fold', tr('actFold'), 'fold', { cls: 'fold' }));
    if (legal.check) main.push(bigButton('check', tr('actCheck'), 'check', { cls: 'check' }));
    if (facing) main.push(bigButton('call', tr(legal.callAllIn ? 'actCallAllIn' : 'actCall', { n: fmt(legal.call) }), 'call', { cls: 'call' }));
    if (legal.allIn && !(legal.allIn.as === 'call' && legal.callAllIn)) {
      main.push(bigButton('allin', tr('actAllIn', { n: fmt(legal.allIn.to) }), 'allin', { cls: 'allin' }));
    }

    let amount = null;
    if (legal.bet) amount = amountBlock('bet', legal.bet);
    else if (legal.raise) amount = amountBlock('raise', legal.raise);

    let closed = null;
    if (legal.raiseClosed && !legal.bet && !legal.raise) {
      const why = raiseClosedText(legal.raiseClosed, lang);
      closed = h(
        'div',
        { class: 'hand-act-closed' },
        h(
          'button',
          { type: 'button', class: 'hand-act-btn', 'data-hact': 'raise', disabled: true, 'aria-describedby': 'hand-raise-closed' },
          tr(facing ? 'actRaisePlain' : 'actBetPlain'),
        ),
        h(
          'p',
          { class: 'hand-closed-why', id: 'hand-raise-closed' },
          h('strong', {}, tr('raiseClosed')),
          ' ',
          h('span', { class: 'hand-closed-text' }, why.text),
          ' ',
          h('span', { class: 'rule-ref' }, why.rule),
        ),
      );
    }

    root.replaceChildren(...[head, facts, h('div', { class: 'hand-act-main' }, main), amount, closed, pushBlock(player)].filter(Boolean));
  }

  return {
    /** @param {{showdown?: 'cards', pendingText?: string}} opts for the summary once the hand is over */
    update(nextReport, nextLang, opts = {}) {
      report = nextReport;
      lang = nextLang;
      summaryOpts = opts;
      render();
    },
    focus() {
      root.querySelector('.hand-act-heading')?.focus({ preventScroll: true });
    },
  };
}

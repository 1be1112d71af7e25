// Equity per pot on the page (issue 6). Once the betting is closed with cards still to come (a
// board short of five cards, hands not entered yet), each pot row gets its players' equities and
// the player table an "Expected chips" column. The core computes them in a Web Worker
// (web/equity/equity-worker.js), chunk by chunk, with a progress bar and a cancel button. This module
// only decides when to ask and draws the numbers the core gives.
//
// Hook: view.show(root, report, spec, {lang, showdown}) after drawing a report into `root`
// (quick mode does it in web/page/app.js). Where `root` has no .pot-table rows (hand mode draws its
// own pots), the equities come as a small table in the panel instead.
import { h } from '../dom.js';
import '../styles/equity.css'; // with the view: not in the page's first load
import { t, say, localeOf, number, list } from '../../lib/i18n/i18n.js';
import { amountFormat } from '../../lib/i18n/say.js';
import { equitySpec } from './equity-spec.js';
import { prizeSection } from '../report/prize-view.js';
import { coreRunner } from './core-runner.js';

const s = (lang, key, vars = {}) => t(lang, `equity.${key}`, vars);

const percent = (lang, digits = 1) => new Intl.NumberFormat(localeOf(lang), { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
// Expected chips are an average: one decimal more than the table's money unit, in its currency
// when it has one ("228,125 €"), like every other amount of the table.
const expectedFormat = (lang, decimals, currency) => amountFormat(localeOf(lang), { decimals, currency, finer: true });
const signed = (text) => text.replace(/^-/, '\u2212');

export { equitySpec }; // when to ask: web/equity/equity-spec.js (the page loads this module only then)

/** Progress from 0 to 1: units merged (exact) or, for Monte Carlo, the nearer of its two stops. */
function progressOf(m) {
  const units = m.totalUnits > 0 ? m.units / m.totalUnits : 1;
  const eq = m.equity ?? {};
  if (m.exact || !eq.stdError || !eq.precision) return Math.min(1, units);
  return Math.min(1, Math.max(units, (eq.precision / eq.stdError) ** 2));
}

export function createEquityView() {
  const runner = coreRunner();
  const cache = new Map(); // equity spec text -> equity (the last few)
  let view = null; // {key, spec, root, lang}
  let job = null; // {key, handle, progress}
  let cancelledKey = null;
  let failure = null; // {key, message}
  let timer = 0;

  function stopJob() {
    clearTimeout(timer);
    if (job) {
      clearTimeout(job.showTimer);
      job.handle?.cancel();
    }
    job = null;
  }

  function remember(key, equity) {
    cache.set(key, equity);
    while (cache.size > 12) cache.delete(cache.keys().next().value);
  }

  // The bar appears only for a computation longer than a blink, so typing does not flicker.
  function start(key, spec) {
    const entry = { key, handle: null, progress: 0, visible: false, showTimer: 0 };
    job = entry;
    entry.showTimer = setTimeout(() => {
      entry.visible = true;
      if (job === entry && view?.key === key) drawProgress(entry.progress);
    }, 250);
    entry.handle = runner.run(spec, (m) => {
      entry.progress = progressOf(m);
      if (entry.visible && view?.key === key) drawProgress(entry.progress);
    });
    entry.handle.promise.then((result) => {
      clearTimeout(entry.showTimer);
      if (job === entry) job = null;
      if (result?.cancelled) return;
      if (result?.ok) remember(key, result);
      else failure = { key, error: result?.errors?.[0] ?? { code: 'equity.worker', params: {} } };
      if (view?.key === key) draw();
    });
  }

  function panel() {
    const root = view.root;
    let p = root.querySelector(':scope > .equity-panel');
    if (!p) {
      p = h('section', { class: 'equity-panel', 'aria-label': s(view.lang, 'heading') });
      const after = root.querySelector(':scope > .table-wrap');
      if (after) after.after(p);
      else root.append(p);
    }
    return p;
  }

  function drawProgress(value) {
    const p = panel();
    const bar = p.querySelector('progress');
    if (bar) {
      bar.value = value;
      p.querySelector('.equity-percent').textContent = percent(view.lang, 0).format(value);
      return;
    }
    p.replaceChildren(
      h(
        'p',
        { class: 'equity-status', role: 'status' },
        s(view.lang, 'computing'),
        ' ',
        h('span', { class: 'equity-percent' }, percent(view.lang, 0).format(value)),
      ),
      h(
        'div',
        { class: 'equity-progress' },
        h('progress', { max: '1', value: String(value), 'aria-label': s(view.lang, 'progress') }),
        h('button', { type: 'button', class: 'secondary small equity-cancel', 'data-action': 'equity-cancel' }, s(view.lang, 'cancel')),
      ),
    );
    p.querySelector('.equity-cancel').addEventListener('click', () => {
      cancelledKey = view.key;
      stopJob();
      draw();
    });
  }

  function drawCancelled() {
    const p = panel();
    p.replaceChildren(
      h('p', { class: 'equity-status', role: 'status' }, s(view.lang, 'cancelled'), ' '),
      h('button', { type: 'button', class: 'secondary small', 'data-action': 'equity-compute' }, s(view.lang, 'compute')),
    );
    p.querySelector('[data-action="equity-compute"]').addEventListener('click', () => {
      cancelledKey = null;
      draw();
    });
  }

  // Issue 31: the Prize money table drawn again with the prize money expected over the deals (or
  // the ruling that says why there is none: a board run more than once).
  function redrawPrizes(prizeEquity) {
    const { root, lang, report } = view;
    const old = root.querySelector('section.prizes');
    if (!old || !prizeEquity || !report) return;
    const level = Number(old.querySelector('h2, h3, h4')?.tagName.slice(1) ?? 3);
    const next = prizeSection({ ...report, prizeEquity }, lang, { headingLevel: level });
    if (next) old.replaceWith(next);
  }

  function decorate({ equity, prizeEquity }) {
    const { root, lang } = view;
    redrawPrizes(prizeEquity);
    const pct = percent(lang);
    const loose = [];
    for (const pot of equity.pots) {
      const players = Object.entries(pot.players);
      if (players.length < 2) continue;
      const items = [];
      players.forEach(([name, x], i) => {
        if (i > 0) items.push(h('span', { class: 'sep', 'aria-hidden': 'true' }, ' · '));
        items.push(
          h(
            'span',
            {
              class: 'eq-player',
              'data-player': name,
              title: s(lang, 'detail', { name, win: pct.format(x.win), tie: pct.format(x.tie), share: pct.format(x.share) }),
            },
            `${name} `,
            h('span', { class: 'eq-share' }, pct.format(x.share)),
          ),
        );
      });
      const line = h('span', { class: 'equity-line', 'data-equity-pot': String(pot.pot) }, h('span', { class: 'badge equity' }, s(lang, 'equity')), ' ', items);
      const cell = root.querySelector(`.pot-table tr[data-pot="${pot.pot}"] td.eligible .cell-body`);
      if (cell) cell.append(line);
      else loose.push(h('p', {}, `${pot.name ?? pot.pot} `, line));
    }

    const fmt = expectedFormat(lang, view.decimals, view.currency);
    const table = root.querySelector('.player-table');
    if (table && !table.querySelector('th.expected')) {
      table.querySelector('thead tr')?.append(h('th', { scope: 'col', role: 'columnheader', class: 'num expected' }, s(lang, 'expected')));
      for (const row of table.querySelectorAll('tbody tr[data-player]')) {
        const x = equity.expected[row.dataset.player];
        row.append(h('td', { role: 'cell', class: 'num expected', 'data-label': s(lang, 'expected') }, x === undefined ? '' : signed(fmt.format(x))));
      }
    } else if (!table) {
      loose.push(
        h(
          'table',
          { class: 'equity-expected' },
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, s(lang, 'colPlayer')), h('th', { scope: 'col', class: 'num' }, s(lang, 'expected')))),
          h(
            'tbody',
            {},
            Object.entries(equity.expected).map(([name, x]) =>
              h('tr', { 'data-player': name }, h('th', { scope: 'row' }, name), h('td', { class: 'num expected' }, signed(fmt.format(x)))),
            ),
          ),
        ),
      );
    }

    const notes = [
      equity.exact
        ? s(lang, 'exact', { n: number(lang, equity.boards) })
        : s(lang, 'monteCarlo', { n: number(lang, equity.samples), seed: equity.seed, se: percent(lang, 2).format(equity.stdError) }),
    ];
    if (equity.runs > 1) notes.push(s(lang, 'runs', { n: equity.runs }));
    if (equity.random.length) notes.push(s(lang, 'random', { names: list(lang, equity.random) }));
    panel().replaceChildren(...loose, h('p', { class: 'equity-status', role: 'status', 'data-exact': String(equity.exact) }, notes.join(' ')));
  }

  function draw() {
    if (!view) return;
    const done = cache.get(view.key);
    if (done) return decorate(done);
    if (failure?.key === view.key) {
      const why = say(view.lang, failure.error, { decimals: view.decimals });
      panel().replaceChildren(
        h('p', { class: 'equity-status field-error', role: 'status', 'data-code': failure.error.code ?? null }, s(view.lang, 'failed', { message: why })),
      );
      return;
    }
    if (cancelledKey === view.key) return drawCancelled();
    if (job?.key === view.key) {
      if (job.visible) drawProgress(job.progress);
      return;
    }
    stopJob();
    // Typing changes the spec at every key: start once it settles.
    const { key, spec } = view;
    const queued = { key, progress: 0, visible: false, handle: null, showTimer: 0 };
    job = queued;
    timer = setTimeout(() => {
      if (job === queued) start(key, spec);
    }, 120);
  }

  return {
    /** After a report is drawn into `root` (null report: nothing to show, any job stops). */
    show(root, report, spec, { lang = 'en', showdown } = {}) {
      const eq = equitySpec(spec, report, { showdown });
      if (!eq || !root) {
        stopJob();
        view = null;
        return;
      }
      const key = JSON.stringify(eq);
      if (job && job.key !== key) stopJob();
      view = { key, spec: eq, root, lang, report, decimals: report.decimals ?? 0, currency: report.currency ?? null };
      draw();
    },
  };
}

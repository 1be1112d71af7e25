// Hand mode's action log: the report's log in words, street by street, each ruling in plain words
// under the action that caused it (with its rule reference), Undo, and a click on any action to go
// back to just after it. Everything shown comes from report.log and report.rulings.
import { h } from '../dom.js';
import { ht } from './hand-words.js';
import { logEntryText } from './hand-log-text.js';
import { rulingLine } from '../report/ruling-view.js';
import { moneyOf } from '../../lib/report/pot-table.js';

/** The log's posts before the first action: blinds, antes, straddles, blinds posted out of position. */
const POSTS = new Set(['ante', 'bigBlindAnte', 'smallBlind', 'bigBlind', 'straddle', 'postLive', 'postDead']);

/** One ruling: its sentence from the catalogue and its rule. */
export function rulingBlock(ruling, lang, report, { tag = 'div' } = {}) {
  return rulingLine(ruling, lang, { ...moneyOf(report), tag });
}

/**
 * @param {HTMLElement} root
 * @param {{onUndo: () => void, onRewind: (played: number) => void}} hooks
 */
export function createHandLog(root, { onUndo, onRewind }) {
  root.addEventListener('click', (e) => {
    const undo = e.target.closest?.('button[data-hundo]');
    if (undo && root.contains(undo)) {
      onUndo();
      return;
    }
    const rewind = e.target.closest?.('button[data-hrewind]');
    if (rewind && root.contains(rewind)) onRewind(Number(rewind.dataset.hrewind));
  });

  /**
   * @param {object} view {report, lang, actions (the spec's), played (actions the report applied),
   *   toCome (actions after them still to play), stalled ({index, text} | null)}
   */
  function update({ report, lang, actions, played, toCome, stalled }) {
    const tr = (key, vars) => ht(lang, key, vars);
    if (!report || !Array.isArray(report.log)) {
      root.replaceChildren();
      root.hidden = true;
      return;
    }
    root.hidden = false;
    const rulingsFor = new Map();
    const start = [];
    const end = [];
    // A ruling without an action was given while the posts were made (nothing played yet: `at`
    // null), at the start of the log, or after an action (a return, the end of the hand), at its end.
    for (const r of report.rulings ?? []) {
      if (Number.isInteger(r.action)) {
        if (!rulingsFor.has(r.action)) rulingsFor.set(r.action, []);
        rulingsFor.get(r.action).push(r);
      } else if (r.at === null) start.push(r);
      else end.push(r);
    }
    const lastAction = played - 1;
    // A ruling goes under its action's entry as the log stood when it was given (`at`, the action
    // whose play gave it): an action held out of turn (TDA 2024 Rule 53) has a held entry and,
    // once played at its turn, a second one at that turn, which takes the rulings given there.
    const rulingsAt = (entry) =>
      (rulingsFor.get(entry.action) ?? []).filter((r) => entry === report.log.findLast((e) => e.action === r.action && e.at <= r.at));
    const items = [];
    let postsDone = false;
    const startItem = () =>
      h(
        'li',
        { class: `log-street log-start${played === 0 ? ' current' : ''}`, 'aria-current': played === 0 ? 'step' : null },
        h(
          'button',
          { type: 'button', class: 'log-rewind log-street-name', 'data-hrewind': '0', title: tr('rewindTo'), disabled: played === 0 && !toCome },
          tr('streetpreflop'),
          h('span', { class: 'vh' }, ` (${tr('logStart')}: ${tr('rewindTo').toLowerCase()})`),
        ),
      );
    items.push(startItem());
    for (const entry of report.log) {
      const isPost = POSTS.has(entry.type);
      if (!isPost && !postsDone) {
        postsDone = true;
        if (start.length)
          items.push(
            h(
              'li',
              { class: 'log-rulings' },
              start.map((r) => rulingBlock(r, lang, report)),
            ),
          );
      }
      const text = logEntryText(entry, lang, report, actions);
      if (entry.type === 'street' || entry.type === 'showdown') {
        items.push(h('li', { class: `log-street ${entry.type}`, 'data-street': entry.street }, h('span', { class: 'log-street-name' }, text)));
        continue;
      }
      if (isPost) {
        items.push(h('li', { class: 'log-post' }, text));
        continue;
      }
      if (entry.type === 'return') {
        items.push(h('li', { class: 'log-return' }, text));
        continue;
      }
      const i = entry.action;
      const current = i === lastAction;
      items.push(
        h(
          'li',
          { class: `log-action${current ? ' current' : ''}`, 'data-action': String(i), 'aria-current': current ? 'step' : null },
          h(
            'button',
            { type: 'button', class: 'log-rewind', 'data-hrewind': String(i + 1), title: tr('rewindTo') },
            h('span', { class: 'log-n' }, String(i + 1)),
            h('span', { class: 'log-text' }, text),
            h('span', { class: 'vh' }, ` (${tr('rewindTo').toLowerCase()})`),
          ),
          rulingsAt(entry).map((r) => rulingBlock(r, lang, report)),
        ),
      );
    }
    if (!postsDone && start.length)
      items.push(
        h(
          'li',
          { class: 'log-rulings' },
          start.map((r) => rulingBlock(r, lang, report)),
        ),
      );
    if (end.length)
      items.push(
        h(
          'li',
          { class: 'log-rulings end' },
          end.map((r) => rulingBlock(r, lang, report)),
        ),
      );
    if (played === 0 && report.legal && !stalled) items.push(h('li', { class: 'log-empty' }, tr('logEmpty', { name: report.legal.player })));
    if (stalled) items.push(h('li', { class: 'log-stalled field-error', role: 'alert' }, stalled.text));
    if (toCome > 0) items.push(h('li', { class: 'log-to-come' }, tr('logEnd', { n: toCome })));

    root.replaceChildren(
      h(
        'div',
        { class: 'hand-log-head' },
        h('h3', { id: 'hand-log-heading' }, tr('logHeading')),
        h(
          'button',
          { type: 'button', class: 'secondary small', 'data-hundo': '', disabled: played === 0 && !stalled, title: tr('undoHint') },
          '↶ ',
          tr('undo'),
        ),
      ),
      h('ol', { class: 'hand-log-list', 'aria-labelledby': 'hand-log-heading' }, items),
    );
  }

  return { update };
}

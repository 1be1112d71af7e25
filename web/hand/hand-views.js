// Hand mode's small views, each drawn from the hand and the core's report into its element: the
// setup's summary line, what the last action settled, the showdown order, the replay buttons.
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { ht } from './hand-words.js';
import { rulingBlock } from './hand-log.js';
import { handUsesCards } from '../cards/card-inputs-hand.js';
import { handPresetList } from './hand-presets.js';

/** The setup's <summary>: its title, the table in one line, and "edit". */
export function renderSetupSummary(summary, lang, line) {
  summary.replaceChildren(
    h('span', { class: 'hand-setup-title' }, ht(lang, 'setupHeading')),
    ' ',
    h('span', { class: 'hand-setup-line' }, line),
    h('span', { class: 'hand-setup-edit', 'aria-hidden': 'true' }, ht(lang, 'setupEdit')),
  );
}

/**
 * What just happened: the rulings the last action played gave (`at`), a held action it settled
 * and played included (TDA 2024 Rule 53), or the posts' before any action.
 */
export function latestRulings(r, lang, played) {
  const last = played - 1;
  const list = (r.rulings ?? []).filter((x) => x.at === (last >= 0 ? last : null));
  if (!list.length) return [];
  return [
    h(
      'div',
      { class: 'hand-now-box', role: 'status' },
      h('h3', { class: 'hand-now-title' }, ht(lang, 'rulingsHeading')),
      list.map((x) => rulingBlock(x, lang, r)),
    ),
  ];
}

/**
 * The showdown order, asked for when a hand without cards ends at a showdown.
 * @param {(name: string, rank: string) => void} onRank a rank chosen ('' to clear it)
 */
export function renderShowdown(box, { report: r, hand, lang, onRank }) {
  const inPlay = (r?.players ?? []).filter((p) => !p.folded);
  if (!r || !r.over || r.street !== 'showdown' || inPlay.length < 2 || handUsesCards(hand)) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  box.hidden = false;
  const options = ['', ...inPlay.map((_, i) => String(i + 1))];
  const rows = inPlay.map((p, i) => {
    const id = `hand-rank-${i}`;
    const select = h(
      'select',
      { id, 'data-hrank': p.name },
      options.map((o) => h('option', { value: o }, o === '' ? '—' : o)),
    );
    select.value = hand.ranking[p.name] ?? '';
    select.addEventListener('change', () => {
      onRank(p.name, select.value);
      box.querySelector(`[data-hrank="${CSS.escape(p.name)}"]`)?.focus();
    });
    return h('div', { class: 'field hand-rank' }, h('label', { for: id }, p.name), select);
  });
  box.replaceChildren(
    h('h3', {}, ht(lang, 'showdownHeading')),
    h('p', { class: 'hint' }, ht(lang, 'showdownHint')),
    h('div', { class: 'hand-rank-row' }, rows),
  );
}

/** The guide's note at this step, and the replay buttons (an example, a hand history, actions to come). */
export function renderReplay(els, { hand, lang, toCome, stalled }) {
  const total = hand.actions.length;
  // An example or an imported hand history keeps its replay buttons to its last action.
  const replaying = hand.preset !== null || hand.extra?.source !== undefined || toCome > 0;
  els.replay.hidden = !replaying || total === 0;
  const preset = handPresetList.find((p) => p.id === hand.preset);
  const note = preset?.notes.find((n) => n.at === hand.cursor);
  els.note.hidden = !note;
  els.note.replaceChildren(...(note ? [h('strong', {}, ht(lang, 'guideSays'), ' · ', preset.guide, ' '), h('span', {}, t(lang, note.text))] : []));
  if (els.replay.hidden) {
    els.replay.replaceChildren();
    return;
  }
  const b = (key, label, disabled) => h('button', { type: 'button', class: 'secondary', 'data-hreplay': key, disabled }, label);
  els.replay.replaceChildren(
    h('span', { class: 'hand-step' }, ht(lang, 'replayStep', { n: hand.cursor, total })),
    h(
      'div',
      { class: 'hand-replay-buttons' },
      b('back', `◀ ${ht(lang, 'replayBack')}`, hand.cursor === 0),
      b('next', `${ht(lang, 'replayNext')} ▶`, hand.cursor >= total || !!stalled),
      b('all', `${ht(lang, 'replayAll')} ▶▶`, hand.cursor >= total || !!stalled),
    ),
  );
}

// A hand played action by action, for an article (issue 11): the embed (embed.html#preset=guide-003-…
// or #spec=…&mode=hand) steps through it as a reader would through the guide's example: Back, Next,
// Play all, the guide's words at each step, what the last action was and the rulings it brought,
// the seats and the pots. Read-only: the hand is edited in the page's hand mode. Loaded only for such
// an embed (web/embed/embed-page.js imports it on demand). Every rule and number is the core's.
import '../styles/hand.css';
import { h } from '../dom.js';
import { t, loadLanguage } from '../../lib/i18n/i18n.js';
import { ht } from '../hand/hand-words.js';
import { logEntryText } from '../hand/hand-log-text.js';
import { handFromSpec, buildHandSpec } from '../hand/hand-spec.js';
import { handPresetList } from '../hand/hand-presets.js';
import { statusLine, seatsTable, potsView } from '../hand/hand-table.js';
import { fillPrizes } from '../report/prize-slot.js';
import { rulingBlock } from '../hand/hand-log.js';
import { handUsesCards, withoutCards, CARD_FIELD } from '../cards/card-inputs-hand.js';
import { typedHoleCards } from '../report/showdown-view.js';
import { loadHandCore } from '../cores.js';
import { scrollRegion } from '../report/scroll-region.js';

/** A hand preset by its id, with or without the "guide-" of embed links. */
export function handPresetById(id) {
  const key = typeof id === 'string' ? id.replace(/^guide-/, '') : '';
  return handPresetList.find((p) => p.id === key) ?? null;
}

/**
 * @param {HTMLElement} container
 * @param {{lang?: string, onChange?: () => void}} options onChange: after each drawing (the embed's height)
 */
export function createHandReplay(container, { lang: startLang = 'en', onChange } = {}) {
  let lang = startLang;
  let tapis = null;
  let loadError = null;
  let hand = null; // hand mode's state (web/hand/hand-spec.js), cursor = actions played
  let preset = null;
  let problem = null; // {code}: nothing to step through
  const root = h('div', { class: 'hand-embed hand-layout' });
  container.replaceChildren(root);

  root.addEventListener('click', (e) => {
    const b = e.target.closest?.('button[data-hstep]');
    if (!b || !hand) return;
    const max = hand.actions.length;
    const to = { start: 0, back: hand.cursor - 1, next: hand.cursor + 1, all: max }[b.dataset.hstep];
    hand.cursor = Math.max(0, Math.min(max, to));
    draw();
    root.querySelector(`button[data-hstep="${b.dataset.hstep}"]:not(:disabled)`)?.focus();
  });

  // The rulings are said from the whole catalogue: the replay starts once it and the core are here.
  const ready = Promise.all([loadHandCore(), loadLanguage(lang)]).then(
    ([api]) => {
      tapis = api;
    },
    (e) => {
      loadError = String(e?.message ?? e);
    },
  );
  ready.then(() => draw());

  /** The core's report after `hand.cursor` actions (a card mistake leaves the rest of it there). */
  function analyze() {
    const { spec } = buildHandSpec(hand);
    const report = tapis.analyze(spec);
    const cardsOk = !(report.errors ?? []).some((e) => CARD_FIELD.test(String(e.field ?? '')) && !Number.isInteger(e.action));
    return { spec, report, cardsOk };
  }

  function line(cls, text) {
    return h('p', { class: cls }, text);
  }

  /** What the last action played was, and the rulings its play gave (`at`; the posts' at step 0). */
  function lastStep(report) {
    const last = hand.cursor - 1;
    const entry = last >= 0 ? (report.log ?? []).find((x) => x.action === last) : null;
    const rulings = (report.rulings ?? []).filter((x) => x.at === (last >= 0 ? last : null));
    if (!entry && !rulings.length) return null;
    return h(
      'div',
      { class: 'hand-now-box', role: 'status' },
      entry
        ? h('p', { class: 'hand-embed-last' }, h('span', { class: 'log-n' }, String(last + 1)), ' ', logEntryText(entry, lang, report, hand.actions))
        : null,
      rulings.length ? [h('h3', { class: 'hand-now-title' }, ht(lang, 'rulingsHeading')), rulings.map((x) => rulingBlock(x, lang, report))] : null,
    );
  }

  function draw() {
    const title = h('h2', { class: 'hand-embed-title' }, preset ? t(lang, preset.title) : ht(lang, 'handHeading'));
    if (!tapis || problem || !hand) {
      const text = loadError
        ? t(lang, 'loadFailed', { message: loadError })
        : problem
          ? t(lang, problem.code === 'link.unknown_preset' ? 'linkUnknownPreset' : 'linkRejected')
          : t(lang, 'loading');
      root.replaceChildren(title, line(`summary${problem || loadError ? ' field-error' : ''}`, problem?.code ? `${text} ${problem.code}` : text));
      root.dataset.ready = tapis ? 'true' : loadError ? 'error' : '';
      onChange?.();
      return;
    }
    const { spec, report, cardsOk } = analyze();
    const total = hand.actions.length;
    const b = (key, label, disabled) => h('button', { type: 'button', class: 'secondary', 'data-hstep': key, disabled }, label);
    const note = preset?.notes.find((n) => n.at === hand.cursor);
    const opts = !handUsesCards(hand)
      ? {}
      : cardsOk
        ? { showdown: 'cards', holeCards: typedHoleCards(spec) }
        : { showdown: 'cards', pendingText: ht(lang, 'cardsToFix') };
    const parts = [
      title,
      h(
        'div',
        { class: 'hand-replay' },
        h('span', { class: 'hand-step', 'aria-live': 'polite' }, ht(lang, 'replayStep', { n: hand.cursor, total })),
        h(
          'div',
          { class: 'hand-replay-buttons' },
          b('back', `◀ ${ht(lang, 'replayBack')}`, hand.cursor === 0),
          b('next', `${ht(lang, 'replayNext')} ▶`, hand.cursor >= total),
          b('all', `${ht(lang, 'replayAll')} ▶▶`, hand.cursor >= total),
        ),
      ),
      note ? h('aside', { class: 'hand-note' }, h('strong', {}, ht(lang, 'guideSays'), ' · ', preset.guide, ' '), h('span', {}, t(lang, note.text))) : null,
      report.ok ? statusLine(report, lang) : null,
      report.ok ? lastStep(report) : null,
      report.ok ? scrollRegion(h('div', { class: 'table-wrap hand-seats-wrap' }, seatsTable(report, lang))) : null,
      report.ok ? h('section', { class: 'hand-pots', 'aria-labelledby': 'hand-pots-heading' }, potsView(report, lang, opts)) : null,
    ];
    root.replaceChildren(...parts.filter(Boolean));
    fillPrizes(root, spec); // the prize money section, from the whole core (issue 31)
    root.dataset.ready = 'true';
    onChange?.();
  }

  return {
    root,
    ready,
    /** The hand as it stands (the spec with every action, and the preset if it is one). */
    get spec() {
      return hand ? buildHandSpec(hand, hand.actions.length).spec : null;
    },
    setLang(next) {
      lang = next;
      draw();
    },
    /**
     * A hand to step through, from its first action: a preset's id (guide-003-…) or a link's spec.
     * A spec the core refuses (an action out of turn, an unknown player…) is not shown.
     */
    async setHand({ presetId, spec }) {
      await ready;
      preset = presetId ? handPresetById(presetId) : null;
      problem = null;
      hand = null;
      if (presetId && !preset) problem = { code: 'link.unknown_preset' };
      const source = preset ? preset.spec : spec;
      if (!problem && (!source || typeof source !== 'object' || !Array.isArray(source.actions))) problem = { code: 'link.not_a_hand' };
      if (!problem && tapis) {
        const whole = handFromSpec(source, { preset: preset?.id ?? null });
        const checked = tapis.analyze(withoutCards(buildHandSpec(whole, whole.actions.length).spec));
        if (!checked.ok) problem = { code: checked.errors?.[0]?.code ?? 'link.rejected' };
        else hand = { ...whole, cursor: 0 };
      }
      draw();
    },
  };
}

// Hand mode: the hand played action by action, beside quick mode. It keeps one state object
// (web/hand/hand-spec.js: the table as typed, the actions, how many are played, the showdown order),
// builds the spec, asks the core, and draws the report: the legal actions (hand-actions.js), the
// log and the rulings (hand-log.js), the table and the pots (hand-table.js). Presets from the
// guides replay step by step (hand-presets.js). The cards, typed at any time, decide the showdown
// (card-inputs-hand.js). A hand history imported (hand-phh.js) becomes an ordinary hand, replayed
// the same way. The hand lives in the address (#spec=…&mode=hand).
// Every rule and every number is the core's.
import '../styles/hand.css'; // with the module, not the page's first load
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { renderModeSwitch } from '../page/mode-switch.js';
import { say, chips, decimalMarkOf } from '../../lib/i18n/i18n.js';
import { amountErrorText } from '../../lib/i18n/amount-text.js';
import { ht } from './hand-words.js';
import { actionAskedText } from './hand-log-text.js';
import { errorParagraphs } from '../quick/form-parts.js';
import { createHandForm } from './hand-form.js';
import { createActionPanel } from './hand-actions.js';
import { createHandLog, rulingBlock } from './hand-log.js';
import { statusLine, seatsTable, potsView } from './hand-table.js';
import { newHand, handFromSpec, buildHandSpec, linkSpec, isHandLink } from './hand-spec.js';
import { handPresetList } from './hand-presets.js';
import { buildFragment } from '../share/share-state.js';
import { shareLink } from '../share/page-link.js';
import { linkProblem } from '../share/link-problem.js';
import { mountHandCards, handUsesCards, withoutCards, CARD_FIELD } from '../cards/card-inputs-hand.js';
import { typedHoleCards } from '../report/showdown-view.js';
import { moneyOf } from '../../lib/report/pot-table.js';
import { createPhhPanel } from './hand-phh.js';
import { recordedLines } from '../../lib/markdown/phh-markdown.js';
import { scrollRegion } from '../report/scroll-region.js';

const WRITE_DELAY_MS = 120;
const GUIDES = ['003', '000', '002'];

const sameAction = (a, b) =>
  !!a &&
  !!b &&
  a.player === b.player &&
  a.type === b.type &&
  a.to === b.to &&
  a.amount === b.amount &&
  !!a.oneChip === !!b.oneChip &&
  !!a.outOfTurn === !!b.outOfTurn;

/**
 * @param {{root: HTMLElement, quickRoot: HTMLElement, switchRoot: HTMLElement,
 *   flushQuick?: () => void, onQuick?: () => void, equity?: ReturnType<import('../equity/equity-lazy.js').createLazyEquityView>}} options
 *   flushQuick: writes quick mode's pending address now (before hand mode takes the address over);
 *   onQuick: quick mode is shown again (the page redraws it and writes its address); equity: the
 *   page's equity view, which hand mode uses like quick mode (a hand over with cards to come)
 */
export function createHandMode({ root, quickRoot, switchRoot, flushQuick, onQuick, equity }) {
  let lang = 'en';
  let tapis = null;
  let active = false;
  let built = false;
  let hand = newHand();
  let report = null;
  let cardReport = null; // the core's answer with the cards: their errors go to the card fields
  let stalled = null; // {index, action, error}: the core refused action `index` of the played ones
  let notice = null; // {kind: 'refused' | 'link', text}
  let ootRefusal = null; // {text, code}: the core refused the out-of-turn action just entered
  let quickFragment = null; // the quick hand's address, given back when leaving hand mode
  let pending = null; // {preset?: id}: hand mode asked for by the page's address, opened once the core is here
  let writeTimer = 0;
  let armedAt = ''; // the address when the pending write was asked for
  let autoClosed = false;
  let staticLang = null; // the language the preset menu and the labels were drawn in
  let els = {};
  let form = null;
  let panel = null;
  let log = null;
  let cards = null;
  let phh = null;

  /** How this reader's typed amounts are read ("1,250" is 1.25 in French with decimals). */
  const reader = () => ({ decimalMark: decimalMarkOf(lang) });

  // ---------- the mode switch ----------
  switchRoot.addEventListener('click', (e) => {
    const b = e.target.closest?.('button[data-mode]');
    if (!b) return;
    if (b.dataset.mode === 'hand') activate();
    else deactivate();
  });

  function renderSwitch() {
    renderModeSwitch(switchRoot, lang, active);
  }

  function activate({ quiet = false } = {}) {
    if (!active) {
      active = true;
      flushQuick?.();
      const current = location.hash.replace(/^#/, '');
      quickFragment = /(^|[&#?])mode=hand(&|$)/.test(current) ? null : current;
      quickRoot.hidden = true;
      root.hidden = false;
      build();
    }
    renderSwitch();
    update();
    if (!quiet) scheduleWrite();
  }

  /** byLink: a link opened in the tab is the address now, so nothing of this mode is written over it. */
  function deactivate({ byLink = false } = {}) {
    if (!active) return;
    if (byLink) dropWrite();
    else flush();
    active = false;
    root.hidden = true;
    cards?.destroy();
    cards = null;
    root.replaceChildren(); // nothing of hand mode stays in the page while quick mode is shown
    built = false;
    quickRoot.hidden = false;
    renderSwitch();
    if (quickFragment !== null && !byLink) writeAddress(quickFragment);
    onQuick?.();
  }

  // ---------- layout ----------
  function build() {
    if (built) return;
    built = true;
    staticLang = null;
    const presetSelect = h('select', { id: 'hand-preset' });
    presetSelect.addEventListener('change', () => loadPreset(presetSelect.value));
    const newHandButton = h('button', { type: 'button', class: 'secondary', id: 'hand-new' }, '');
    newHandButton.addEventListener('click', newDeal);
    const replay = h('div', { class: 'hand-replay', hidden: true });
    replay.addEventListener('click', (e) => {
      const b = e.target.closest?.('button[data-hreplay]');
      if (!b) return;
      const max = hand.actions.length;
      const to = { start: 0, back: hand.cursor - 1, next: hand.cursor + 1, all: max }[b.dataset.hreplay];
      goTo(Math.max(0, Math.min(max, to)));
    });
    const setupForm = h('form', { class: 'hand-setup-form', autocomplete: 'off', id: 'hand-setup-form' });
    setupForm.noValidate = true;
    setupForm.addEventListener('submit', (e) => e.preventDefault());
    const setup = h('details', { class: 'hand-setup', open: true }, h('summary', { class: 'hand-setup-summary' }), setupForm);
    const act = h('section', { class: 'hand-act', 'aria-labelledby': 'hand-act-heading' });
    const logRoot = h('section', { class: 'hand-log', 'aria-labelledby': 'hand-log-heading' });
    const share = h('button', { type: 'button', class: 'secondary small', id: 'hand-share' }, '');
    share.addEventListener('click', async () => {
      flush();
      const result = await shareLink(location.href, lang);
      const key = { copied: 'shareCopied', shared: 'shareShared', failed: 'shareFailed' }[result];
      els.shareStatus.textContent = key ? ht(lang, key) : '';
    });
    phh = createPhhPanel({ onImport: importHand, currentSpec: () => buildHandSpec(hand, hand.actions.length).spec });
    phh.setLang(lang);
    els = {
      heading: h('h2', { class: 'vh', id: 'hand-heading' }),
      presetLabel: h('label', { for: 'hand-preset' }),
      presetSelect,
      newHandButton,
      replay,
      note: h('aside', { class: 'hand-note', hidden: true, 'aria-live': 'polite' }),
      setup,
      setupForm,
      status: h('div', { class: 'hand-status-wrap', 'aria-live': 'polite' }),
      errors: h('div', { class: 'general-errors hand-errors' }),
      now: h('div', { class: 'hand-now' }),
      act,
      showdown: h('section', { class: 'hand-showdown', hidden: true }),
      seats: h('div', { class: 'table-wrap hand-seats-wrap' }),
      cardsTitle: h('h3', { id: 'hand-cards-heading' }),
      cardsHint: h('p', { class: 'hint hand-cards-hint' }),
      cardsBody: h('div', { class: 'hand-cards-body' }),
      logRoot,
      pots: h('section', { class: 'hand-pots', 'aria-labelledby': 'hand-pots-heading' }),
      recorded: h('p', { class: 'hand-recorded', id: 'hand-recorded', hidden: true }),
      share,
      shareStatus: h('span', { class: 'copy-status', role: 'status' }),
      // The embed builder, with this hand: an article's readers step through it (issue 11).
      builderLink: h('a', { id: 'hand-builder-link', href: './embed-builder.html' }),
    };
    // Open from the start on a wide screen: a dealer types the cards as they are shown. On a phone
    // it waits to be asked for (it would push the pots a screen or two down), unless the hand
    // already has cards.
    els.cardsPanel = h(
      'details',
      { class: 'hand-cards', open: handUsesCards(hand) || !globalThis.matchMedia?.('(max-width: 640px)').matches },
      h('summary', { class: 'hand-cards-summary' }, els.cardsTitle),
      els.cardsHint,
      els.cardsBody,
    );
    root.replaceChildren(
      els.heading,
      h('div', { class: 'hand-toolbar' }, h('div', { class: 'field preset' }, els.presetLabel, presetSelect), newHandButton),
      phh.importRoot,
      replay,
      els.note,
      h(
        'div',
        { class: 'hand-cols' },
        h('div', { class: 'hand-col-setup' }, setup, els.errors),
        h(
          'div',
          { class: 'hand-col-play' },
          els.status,
          act,
          els.now,
          els.showdown,
          els.seats,
          els.cardsPanel,
          els.pots,
          els.recorded,
          h('p', { class: 'hand-share-row' }, share, ' ', els.shareStatus, ' ', phh.exportButton),
          phh.exportRoot,
          h('p', { class: 'more-links' }, els.builderLink),
        ),
        h('div', { class: 'hand-col-info' }, logRoot),
      ),
    );
    form = createHandForm(setupForm, {
      onChange(why) {
        notice = null;
        ootRefusal = null;
        // A result recorded seat by seat no longer fits a table with other seats.
        if (why?.structural) delete hand.extra.recorded;
        cards.syncSeats();
        update();
        scheduleWrite();
      },
    });
    form.setLang(lang);
    form.setState(hand.setup);
    panel = createActionPanel(act, { onAction: takeAction, onNewDeal: newDeal });
    log = createHandLog(logRoot, {
      onUndo: undo,
      onRewind: (n) => goTo(n),
    });
    cards = mountHandCards(
      els.cardsBody,
      hand,
      () => {
        notice = null;
        ootRefusal = null;
        update();
        scheduleWrite();
      },
      { lang },
    );
    setup.open = hand.cursor === 0 && hand.actions.length === 0;
    autoClosed = !setup.open;
  }

  function renderStatic() {
    if (staticLang === lang) {
      els.presetSelect.value = hand.preset ?? '';
      return;
    }
    staticLang = lang;
    els.heading.textContent = ht(lang, 'handHeading');
    els.presetLabel.textContent = ht(lang, 'presetLabel');
    els.newHandButton.textContent = ht(lang, 'newHandSame');
    els.newHandButton.title = ht(lang, 'newHandSameHint');
    els.share.textContent = ht(lang, 'share');
    els.builderLink.textContent = t(lang, 'embedHandLink');
    els.cardsTitle.replaceChildren(ht(lang, 'cardsHeading'), ' ', h('span', { class: 'hand-cards-optional' }, `(${ht(lang, 'cardsOptional')})`));
    els.cardsHint.textContent = ht(lang, 'cardsHint');
    const select = els.presetSelect;
    const groups = GUIDES.map((g) =>
      h(
        'optgroup',
        { label: ht(lang, `presetGroup${g}`) },
        handPresetList.filter((p) => p.guide === g).map((p) => h('option', { value: p.id }, p.label[lang] ?? p.label.en)),
      ),
    );
    select.replaceChildren(h('option', { value: '' }, ht(lang, 'presetNone')), ...groups);
    select.value = hand.preset ?? '';
  }

  // ---------- the hand ----------
  // The core reports every error at once and keeps what does not depend on it: with only the
  // cards wrong, the table, the log and the pots are all there (the cards say so at their
  // fields); a refused action leaves the hand as it was before it.
  function analyzeHand() {
    stalled = null;
    cardReport = null;
    const { spec, inputErrors } = buildHandSpec(hand, hand.cursor, reader());
    if (!tapis) return { report: null, inputErrors, setupErrors: [], spec };
    const r = tapis.analyze(spec);
    cardReport = r;
    const isCardError = (e) => CARD_FIELD.test(String(e.field ?? '')) && !Number.isInteger(e.action);
    const refused = (r.errors ?? []).find((e) => Number.isInteger(e.action));
    if (refused) stalled = { index: refused.action, action: hand.actions[refused.action], error: refused };
    const setupErrors = (r.errors ?? []).filter((e) => !isCardError(e) && !Number.isInteger(e.action));
    if (inputErrors.length || setupErrors.length) return { report: null, inputErrors, setupErrors, money: moneyOf(r), spec };
    return { report: r, inputErrors, setupErrors, money: moneyOf(r), spec };
  }

  function fieldErrors(inputErrors, setupErrors, money) {
    const map = new Map();
    const add = (path, entry) => {
      if (!map.has(path)) map.set(path, []);
      map.get(path).push(entry);
    };
    for (const e of inputErrors) add(e.field, { message: amountErrorText(lang, e, e.field, e.params), code: e.code });
    const unread = new Set(inputErrors.map((e) => e.field));
    // A field left out of the spec because unreadable (or empty) is said once, by the number reader.
    for (const e of setupErrors) if (!unread.has(e.field ?? '')) add(e.field ?? '', { message: say(lang, e, money), code: e.code ?? '' });
    return map;
  }

  function played() {
    return stalled ? stalled.index : hand.cursor;
  }

  function update() {
    if (!active || !built) return;
    renderStatic();
    const { report: r, inputErrors, setupErrors, money, spec } = analyzeHand();
    report = r;
    const unplaced = form.showErrors(fieldErrors(inputErrors, setupErrors, money));
    const errors = errorParagraphs(unplaced);
    if (!tapis) errors.unshift(h('p', { class: 'hint' }, ht(lang, 'loading')));
    if (notice) errors.unshift(h('p', { class: 'field-error', role: 'alert', 'data-code': notice.code ?? null }, notice.text));
    els.errors.replaceChildren(...errors);

    els.setup
      .querySelector('summary')
      .replaceChildren(
        h('span', { class: 'hand-setup-title' }, ht(lang, 'setupHeading')),
        ' ',
        h('span', { class: 'hand-setup-line' }, setupLine()),
        h('span', { class: 'hand-setup-edit', 'aria-hidden': 'true' }, ht(lang, 'setupEdit')),
      );

    const stalledText = stalled
      ? `${ht(lang, 'droppedWarning', {
          n: stalled.index + 1,
          what: actionAskedText(stalled.action, lang, money),
          why: say(lang, stalled.error, money),
        })} ${ht(lang, 'droppedHint')}`
      : null;
    const toCome = stalled ? 0 : hand.actions.length - hand.cursor;
    // With cards the pots wait for the cards (or for their fix), not for a showdown order.
    const cardsWrong = (report?.errors ?? []).some((e) => CARD_FIELD.test(String(e.field ?? '')));
    const resultOpts = !handUsesCards(hand)
      ? {}
      : cardsWrong
        ? { showdown: 'cards', pendingText: ht(lang, 'cardsToFix') }
        : { showdown: 'cards', holeCards: typedHoleCards(spec) };

    if (report) {
      els.status.replaceChildren(statusLine(report, lang));
      els.seats.replaceChildren(seatsTable(report, lang));
      scrollRegion(els.seats); // the new table too
      els.pots.replaceChildren(...potsView(report, lang, resultOpts));
      els.now.replaceChildren(...latestRulings(report));
      // An imported hand's recorded result, once the hand is over: the core's verdict, said.
      const recorded = report.over ? recordedLines(report, lang) : [];
      els.recorded.hidden = recorded.length === 0;
      els.recorded.textContent = recorded.join(' ');
    } else {
      els.recorded.hidden = true;
      els.status.replaceChildren();
      els.seats.replaceChildren();
      els.pots.replaceChildren();
      els.now.replaceChildren();
    }
    // Equity, as in quick mode: a hand over with its cards typed and the board still to come.
    equity?.show(report?.over && handUsesCards(hand) && !cardsWrong ? els.pots : null, report, spec, { lang, showdown: 'cards' });
    panel.update(report, lang, { ...resultOpts, ootRefusal });
    cards.refresh(tapis, cardReport);
    log.update({ report, lang, actions: hand.actions, played: played(), toCome, stalled: stalledText ? { text: stalledText } : null });
    renderShowdown();
    renderReplay(toCome);
    // The whole hand (a replay's actions to come too), or the guide's example by its name.
    els.builderLink.href = `./embed-builder.html#${buildFragment(
      hand.preset
        ? { preset: `guide-${hand.preset}`, lang, mode: 'hand' }
        : { spec: buildHandSpec(hand, hand.actions.length, reader()).spec, lang, mode: 'hand' },
    )}`;
    phh.handChanged();
    document.body.dataset.handReady = report ? 'true' : 'false';
  }

  /** The table in one line, from the report (the core's Limit bets, not the fields as typed). */
  function setupLine() {
    const s = hand.setup;
    const r = cardReport?.blinds ? cardReport : null;
    const d = moneyOf(r);
    const amount = (v, typed) => (r ? chips(lang, v ?? 0, d) : typed || '0');
    const ante = r ? r.ante : s.ante;
    const bbAnte = r ? r.bigBlindAnte : s.bbAnte;
    return ht(lang, 'setupSummary', {
      betting: r?.betting ?? s.betting,
      blinds: `${amount(r?.blinds?.[0], s.sb)}/${amount(r?.blinds?.[1], s.bb)}`,
      small: amount(r?.limit?.smallBet, s.smallBet),
      big: amount(r?.limit?.bigBet, s.bigBet),
      ante: Number(ante) > 0 ? amount(ante, s.ante) : 'none',
      bbAnte: Number(bbAnte) > 0 ? amount(bbAnte, s.bbAnte) : 'none',
      // The straddles as the core read them ("1,00 €/2,00 €"), or as typed before it could.
      straddles: (r ? (r.straddles ?? []).map((v) => chips(lang, v, d)) : (s.straddles ?? []).filter(Boolean)).join('/') || 'none',
      format: r?.format ?? s.format,
      n: s.players.length,
    });
  }

  /**
   * What just happened: the rulings the last action played gave (`at`), a held action it settled
   * and played included (TDA 2024 Rule 53), or the posts' before any action.
   */
  function latestRulings(r) {
    const last = played() - 1;
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

  function renderShowdown() {
    const box = els.showdown;
    const r = report;
    const inPlay = (r?.players ?? []).filter((p) => !p.folded);
    if (!r || !r.over || r.street !== 'showdown' || inPlay.length < 2 || handUsesCards(hand)) {
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    box.hidden = false;
    const options = ['', ...inPlay.map((_, i) => String(i + 1))];
    const rows = inPlay.map((p) => {
      const id = `hand-rank-${inPlay.indexOf(p)}`;
      const select = h(
        'select',
        { id, 'data-hrank': p.name },
        options.map((o) => h('option', { value: o }, o === '' ? '—' : o)),
      );
      select.value = hand.ranking[p.name] ?? '';
      select.addEventListener('change', () => {
        if (select.value === '') delete hand.ranking[p.name];
        else hand.ranking[p.name] = select.value;
        update();
        scheduleWrite({ now: true });
        els.showdown.querySelector(`[data-hrank="${CSS.escape(p.name)}"]`)?.focus();
      });
      return h('div', { class: 'field hand-rank' }, h('label', { for: id }, p.name), select);
    });
    box.replaceChildren(
      h('h3', {}, ht(lang, 'showdownHeading')),
      h('p', { class: 'hint' }, ht(lang, 'showdownHint')),
      h('div', { class: 'hand-rank-row' }, rows),
    );
  }

  function renderReplay(toCome) {
    const total = hand.actions.length;
    // An example or an imported hand history keeps its replay buttons to its last action.
    const replaying = hand.preset !== null || hand.extra?.source !== undefined || toCome > 0;
    els.replay.hidden = !replaying || total === 0;
    const preset = handPresetList.find((p) => p.id === hand.preset);
    const note = preset?.notes.find((n) => n.at === hand.cursor);
    els.note.hidden = !note;
    els.note.replaceChildren(...(note ? [h('strong', {}, ht(lang, 'guideSays'), ' · ', preset.guide, ' '), h('span', {}, note[lang] ?? note.en)] : []));
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

  /** Same table, no action: the next hand. */
  function newDeal() {
    const { game, tripsBeatStraight } = hand.extra ?? {};
    hand = newHand(hand.setup);
    // A dealer keeps the variant from one hand to the next; the cards are new.
    if (game !== undefined) hand.extra.game = game;
    if (tripsBeatStraight !== undefined) hand.extra.tripsBeatStraight = tripsBeatStraight;
    cards.setHand(hand);
    stalled = null;
    notice = null;
    ootRefusal = null;
    update();
    scheduleWrite({ now: true });
    panel.focus();
  }

  function goTo(n) {
    hand.cursor = Math.max(0, Math.min(hand.actions.length, n));
    notice = null;
    ootRefusal = null;
    update();
    scheduleWrite({ now: true });
  }

  function takeAction(action) {
    if (!tapis) return;
    const base = played();
    // Replaying and doing what comes next is the same as Next.
    if (!stalled && sameAction(hand.actions[base], action)) {
      goTo(base + 1);
      panel.focus();
      return;
    }
    const candidate = { ...hand, actions: [...hand.actions.slice(0, base), action], cursor: base + 1 };
    // The betting alone says whether the action is legal (a card being typed cannot hide it).
    const r = tapis.analyze(withoutCards(buildHandSpec(candidate, candidate.cursor, reader()).spec));
    const refused = (r.errors ?? []).find((e) => e.action === base);
    if (refused) {
      const text = ht(lang, 'refused', { why: say(lang, refused, moneyOf(r)) });
      // An out-of-turn action is refused under the out-of-turn box, where it was entered.
      if (action.outOfTurn) ootRefusal = { text, code: refused.code };
      else notice = { kind: 'refused', text, code: refused.code };
      update();
      return;
    }
    hand = { ...candidate, preset: null };
    notice = null;
    ootRefusal = null;
    if (!autoClosed && els.setup) {
      els.setup.open = false;
      autoClosed = true;
    }
    update();
    scheduleWrite({ now: true });
    panel.focus();
  }

  function undo() {
    const base = played();
    if (stalled) hand = { ...hand, actions: hand.actions.slice(0, base), cursor: base };
    else if (base > 0) hand = { ...hand, actions: hand.actions.slice(0, base - 1), cursor: base - 1, preset: null };
    else return;
    notice = null;
    ootRefusal = null;
    update();
    scheduleWrite({ now: true });
  }

  /** Opens another whole hand (an example, a hand history) at its first action, the setup folded. */
  function openHand(next) {
    hand = next;
    stalled = null;
    notice = null;
    ootRefusal = null;
    form?.setState(hand.setup);
    cards?.setHand(hand);
    if (els.setup) els.setup.open = false;
    // As when the page opens on a hand: its cards are shown, on a phone too. A hand without
    // cards leaves the panel as the user left it.
    if (els.cardsPanel && handUsesCards(hand)) els.cardsPanel.open = true;
    autoClosed = true;
    update();
    scheduleWrite({ now: true });
  }

  /** A hand read from a hand history (hand-phh.js): an ordinary hand, replayed from its first action. */
  function importHand(spec) {
    openHand(handFromSpec(spec, { played: 0 }));
  }

  function loadPreset(id) {
    const preset = handPresetList.find((p) => p.id === id);
    if (preset) openHand(handFromSpec(preset.spec, { played: 0, preset: preset.id }));
  }

  // ---------- the address ----------
  function writeAddress(fragment) {
    try {
      const url = new URL(location.href);
      url.hash = fragment;
      if (url.href !== location.href) history.replaceState(history.state, '', url);
    } catch {
      // an opaque origin cannot rewrite its address
    }
  }

  function flush() {
    clearTimeout(writeTimer);
    if (!writeTimer) return;
    writeTimer = 0;
    // As in share/page-link.js: an address changed since the write was asked for is one a person
    // opened, and it wins.
    if (active && location.href === armedAt) writeAddress(buildFragment({ spec: linkSpec(hand, reader()), lang, mode: 'hand' }));
  }

  function dropWrite() {
    clearTimeout(writeTimer);
    writeTimer = 0;
  }

  /** Typing waits a moment before the address follows; an action (a click) is written at once. */
  function scheduleWrite({ now = false } = {}) {
    if (!active) return;
    if (!writeTimer) armedAt = location.href;
    clearTimeout(writeTimer);
    writeTimer = setTimeout(flush, WRITE_DELAY_MS);
    if (now) flush();
  }
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });

  /** Loads the hand of a link; false if the link is not a hand (quick mode takes it). */
  function openLink(link) {
    if (!isHandLink(link)) {
      if (active && (link?.spec || link?.error)) deactivate({ byLink: true });
      return false;
    }
    dropWrite(); // the link's hand replaces the one whose write was pending
    if (link.error) {
      const problem = linkProblem(lang, { code: link.error });
      notice = { kind: 'link', text: `${problem.lead} ${problem.message}`.trim() };
      hand = newHand();
    } else if (link.spec) {
      hand = handFromSpec(link.spec);
      notice = null;
      ootRefusal = null;
    }
    if (built) {
      form.setState(hand.setup);
      cards.setHand(hand);
    }
    activate({ quiet: true });
    if (stalled) {
      notice = {
        kind: 'link',
        text: ht(lang, 'linkHandProblem', { n: stalled.index + 1, why: say(lang, stalled.error, moneyOf(cardReport)) }),
      };
      update();
    }
    scheduleWrite();
    return true;
  }

  renderSwitch();

  return {
    get active() {
      return active;
    },
    setLang(next) {
      lang = next;
      renderSwitch();
      if (built) {
        form.setLang(lang);
        cards.setLang(lang);
        phh.setLang(lang);
        update();
        scheduleWrite();
      }
    },
    setTapis(api) {
      tapis = api;
      if (pending) {
        const asked = pending;
        pending = null;
        activate({ quiet: true });
        if (asked.preset) loadPreset(asked.preset);
      } else update();
    },
    openLink,
    /** Shows hand mode, as the switch's button does (web/hand/hand-mode-loader.js, after loading). */
    open() {
      activate();
    },
    /** ?example=<hand preset id>: opens it in hand mode (returns null then, else the id unchanged). */
    takeExample(id) {
      const key = typeof id === 'string' ? id.replace(/^guide-/, '') : '';
      if (!handPresetList.some((p) => p.id === key)) {
        if (new URLSearchParams(location.search).get('mode') === 'hand') pending = {};
        return id;
      }
      pending = { preset: key };
      return null;
    },
    flush,
  };
}

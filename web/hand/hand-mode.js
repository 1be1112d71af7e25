// Hand mode: the hand played action by action, beside quick mode. This module keeps the hand's
// state (web/hand/hand-spec.js: the table as typed, the actions, how many are played, the showdown
// order) and its actions (play, undo, replay, open a hand); the core's answer is asked in
// hand-analysis.js and drawn by the views: the frame (hand-layout.js), the legal actions
// (hand-actions.js), the log and the rulings (hand-log.js), the table and the pots
// (hand-table.js), the small views (hand-views.js). Presets from the guides replay step by step
// (hand-presets.js). The cards, typed at any time, decide the showdown (card-inputs-hand.js). A hand
// history imported (hand-phh.js) becomes an ordinary hand, replayed the same way. The hand is
// published to the page's store, and the address follows it (#spec=…&mode=hand).
// Every rule and every number is the core's.
import '../styles/hand.css'; // with the module, not the page's first load
import { h } from '../dom.js';
import { renderModeSwitch } from '../page/mode-switch.js';
import { say, decimalMarkOf } from '../i18n/i18n.js';
import { ht } from './hand-words.js';
import { actionAskedText } from './hand-log-text.js';
import { errorParagraphs } from '../quick/form-parts.js';
import { createHandForm } from './hand-form.js';
import { createActionPanel } from './hand-actions.js';
import { createHandLog } from './hand-log.js';
import { statusLine, seatsTable, potsView } from './hand-table.js';
import { newHand, handFromSpec, buildHandSpec, linkSpec, isHandLink } from './hand-spec.js';
import { handPresetList } from './hand-presets.js';
import { buildFragment } from '../share/share-state.js';
import { shareLink } from '../share/page-link.js';
import { linkProblem } from '../share/link-problem.js';
import { mountHandCards, handUsesCards, withoutCards, CARD_FIELD } from '../cards/card-inputs-hand.js';
import { typedHoleCards } from '../report/showdown-view.js';
import { moneyOf } from '../report/pot-table.js';
import { createPhhPanel } from './hand-phh.js';
import { recordedLines } from '../report/phh-markdown.js';
import { scrollRegion } from '../report/scroll-region.js';
import { analyzeHand, fieldErrors, setupLine, sameAction } from './hand-analysis.js';
import { buildHandLayout, renderHandLabels } from './hand-layout.js';
import { renderSetupSummary, latestRulings, renderShowdown, renderReplay } from './hand-views.js';

/**
 * @param {{root: HTMLElement, quickRoot: HTMLElement, switchRoot: HTMLElement,
 *   store: ReturnType<import('../page/store.js').createStore>,
 *   address: ReturnType<import('../page/address-sync.js').createAddressSync>,
 *   onQuick?: () => void, equity?: ReturnType<import('../equity/equity-lazy.js').createLazyEquityView>}} options
 *   store: the page's state (the language read, the hand published); address: the page's address;
 *   onQuick: quick mode is shown again (the page redraws it and writes its address); equity: the
 *   page's equity view, which hand mode uses like quick mode (a hand over with cards to come)
 */
export function createHandMode({ root, quickRoot, switchRoot, store, address, onQuick, equity }) {
  const lang = () => store.get().language;
  let tapis = null;
  let active = false;
  let hand = newHand();
  let analysis = null; // the core's answer for the hand as played (hand-analysis.js)
  let notice = null; // {kind: 'refused' | 'link', text}
  let ootRefusal = null; // {text, code}: the core refused the out-of-turn action just entered
  let quickFragment = null; // the quick hand's address, given back when leaving hand mode
  let pending = null; // {preset?: id}: hand mode asked for by the page's address, opened once the core is here
  let autoClosed = false;
  let view = null; // {els, form, panel, log, cards, phh} while hand mode is shown

  /** How this reader's typed amounts are read ("1,250" is 1.25 in French with decimals). */
  const reader = () => ({ decimalMark: decimalMarkOf(lang()) });
  const stalled = () => analysis?.stalled ?? null;
  const played = () => (stalled() ? stalled().index : hand.cursor);

  // ---------- the mode switch and the address ----------
  switchRoot.addEventListener('click', (e) => {
    const b = e.target.closest?.('button[data-mode]');
    if (!b) return;
    if (b.dataset.mode === 'hand') activate();
    else deactivate();
  });

  const renderSwitch = () => renderModeSwitch(switchRoot, lang(), active);

  /** The hand goes to the store; the address follows shortly, or at once (now: a click). */
  function publish({ now = false } = {}) {
    if (!active) return;
    store.set({ spec: linkSpec(hand, reader()), step: hand.cursor, mode: 'hand' });
    if (now) address.flush();
  }

  function activate({ quiet = false } = {}) {
    if (!active) {
      address.flush(); // quick mode's pending address first
      const current = address.fragment();
      quickFragment = /(^|[&#?])mode=hand(&|$)/.test(current) ? null : current;
      active = true;
      store.set({ spec: null, mode: 'hand' }); // nothing written until the hand is published
      quickRoot.hidden = true;
      root.hidden = false;
      build();
    }
    renderSwitch();
    update();
    if (!quiet) publish();
  }

  /** byLink: a link opened in the tab is the address now, so nothing of this mode is written over it. */
  function deactivate({ byLink = false } = {}) {
    if (!active) return;
    if (byLink) address.drop();
    else address.flush();
    active = false;
    store.set({ spec: null, step: 0, mode: 'quick' });
    root.hidden = true;
    view?.cards.destroy();
    view = null;
    root.replaceChildren(); // nothing of hand mode stays in the page while quick mode is shown
    quickRoot.hidden = false;
    renderSwitch();
    if (quickFragment !== null && !byLink) address.replace(quickFragment);
    onQuick?.();
  }

  // ---------- the views ----------
  function edited() {
    notice = null;
    ootRefusal = null;
    update();
    publish();
  }

  function build() {
    if (view) return;
    const phh = createPhhPanel({
      onImport: (spec) => openHand(handFromSpec(spec, { played: 0 })),
      currentSpec: () => buildHandSpec(hand, hand.actions.length).spec,
    });
    phh.setLang(lang());
    const els = buildHandLayout(root, {
      hand,
      phh,
      onPreset: loadPreset,
      onNewDeal: newDeal,
      onReplay: (key) => goTo({ start: 0, back: hand.cursor - 1, next: hand.cursor + 1, all: hand.actions.length }[key]),
      onShare: async () => {
        const result = await shareLink(address.href(), lang());
        const key = { copied: 'shareCopied', shared: 'shareShared', failed: 'shareFailed' }[result];
        els.shareStatus.textContent = key ? ht(lang(), key) : '';
      },
    });
    const form = createHandForm(els.setupForm, {
      onChange(why) {
        // A result recorded seat by seat no longer fits a table with other seats.
        if (why?.structural) delete hand.extra.recorded;
        view.cards.syncSeats();
        edited();
      },
    });
    form.setLang(lang());
    form.setState(hand.setup);
    const panel = createActionPanel(els.act, { onAction: takeAction, onNewDeal: newDeal });
    const log = createHandLog(els.logRoot, { onUndo: undo, onRewind: goTo });
    const cards = mountHandCards(els.cardsBody, hand, edited, { lang: lang() });
    view = { els, form, panel, log, cards, phh };
    els.setup.open = hand.cursor === 0 && hand.actions.length === 0;
    autoClosed = !els.setup.open;
  }

  /** Draws every view of hand mode from the hand, the core's answer and the language. */
  function update() {
    if (!active || !view) return;
    const { els, form, panel, log, cards, phh } = view;
    const language = lang();
    renderHandLabels(els, language, hand.preset);
    analysis = analyzeHand(tapis, hand, reader());
    const { report, cardReport, inputErrors, setupErrors, money, spec } = analysis;
    const errors = errorParagraphs(form.showErrors(fieldErrors(language, inputErrors, setupErrors, money)));
    if (!tapis) errors.unshift(h('p', { class: 'hint' }, ht(language, 'loading')));
    if (notice) errors.unshift(h('p', { class: 'field-error', role: 'alert', 'data-code': notice.code ?? null }, notice.text));
    els.errors.replaceChildren(...errors);
    renderSetupSummary(els.setup.querySelector('summary'), language, setupLine(language, hand.setup, cardReport));

    const stall = stalled();
    const stalledText = stall
      ? `${ht(language, 'droppedWarning', {
          n: stall.index + 1,
          what: actionAskedText(stall.action, language, money),
          why: say(language, stall.error, money),
        })} ${ht(language, 'droppedHint')}`
      : null;
    const toCome = stall ? 0 : hand.actions.length - hand.cursor;
    // With cards the pots wait for the cards (or for their fix), not for a showdown order.
    const cardsWrong = (report?.errors ?? []).some((e) => CARD_FIELD.test(String(e.field ?? '')));
    const resultOpts = !handUsesCards(hand)
      ? {}
      : cardsWrong
        ? { showdown: 'cards', pendingText: ht(language, 'cardsToFix') }
        : { showdown: 'cards', holeCards: typedHoleCards(spec) };
    renderTable(report, language, resultOpts);
    // Equity, as in quick mode: a hand over with its cards typed and the board still to come.
    equity?.show(report?.over && handUsesCards(hand) && !cardsWrong ? els.pots : null, report, spec, { lang: language, showdown: 'cards' });
    panel.update(report, language, { ...resultOpts, ootRefusal });
    cards.refresh(tapis, cardReport);
    log.update({ report, lang: language, actions: hand.actions, played: played(), toCome, stalled: stalledText ? { text: stalledText } : null });
    renderShowdown(els.showdown, { report, hand, lang: language, onRank: rank });
    renderReplay(els, { hand, lang: language, toCome, stalled: stall });
    // The whole hand (a replay's actions to come too), or the guide's example by its name.
    els.builderLink.href = `./embed-builder.html#${buildFragment(
      hand.preset
        ? { preset: `guide-${hand.preset}`, lang: language, mode: 'hand' }
        : { spec: buildHandSpec(hand, hand.actions.length, reader()).spec, lang: language, mode: 'hand' },
    )}`;
    phh.handChanged();
    document.body.dataset.handReady = report ? 'true' : 'false';
  }

  /** The status line, the seats, the pots, what just happened and an imported hand's result. */
  function renderTable(report, language, resultOpts) {
    const { els } = view;
    if (!report) {
      els.recorded.hidden = true;
      for (const el of [els.status, els.seats, els.pots, els.now]) el.replaceChildren();
      return;
    }
    els.status.replaceChildren(statusLine(report, language));
    els.seats.replaceChildren(seatsTable(report, language));
    scrollRegion(els.seats); // the new table too
    els.pots.replaceChildren(...potsView(report, language, resultOpts));
    els.now.replaceChildren(...latestRulings(report, language, played()));
    // An imported hand's recorded result, once the hand is over: the core's verdict, said.
    const recorded = report.over ? recordedLines(report, language) : [];
    els.recorded.hidden = recorded.length === 0;
    els.recorded.textContent = recorded.join(' ');
  }

  // ---------- the actions ----------
  function rank(name, value) {
    if (value === '') delete hand.ranking[name];
    else hand.ranking[name] = value;
    update();
    publish({ now: true });
  }

  /** Same table, no action: the next hand. */
  function newDeal() {
    const { game, tripsBeatStraight } = hand.extra ?? {};
    hand = newHand(hand.setup);
    // A dealer keeps the variant from one hand to the next; the cards are new.
    if (game !== undefined) hand.extra.game = game;
    if (tripsBeatStraight !== undefined) hand.extra.tripsBeatStraight = tripsBeatStraight;
    view.cards.setHand(hand);
    notice = null;
    ootRefusal = null;
    update();
    publish({ now: true });
    view.panel.focus();
  }

  function goTo(n) {
    hand.cursor = Math.max(0, Math.min(hand.actions.length, n));
    notice = null;
    ootRefusal = null;
    update();
    publish({ now: true });
  }

  function takeAction(action) {
    if (!tapis) return;
    const base = played();
    // Replaying and doing what comes next is the same as Next.
    if (!stalled() && sameAction(hand.actions[base], action)) {
      goTo(base + 1);
      view.panel.focus();
      return;
    }
    const candidate = { ...hand, actions: [...hand.actions.slice(0, base), action], cursor: base + 1 };
    // The betting alone says whether the action is legal (a card being typed cannot hide it).
    const r = tapis.analyze(withoutCards(buildHandSpec(candidate, candidate.cursor, reader()).spec));
    const refused = (r.errors ?? []).find((e) => e.action === base);
    if (refused) {
      const text = ht(lang(), 'refused', { why: say(lang(), refused, moneyOf(r)) });
      // An out-of-turn action is refused under the out-of-turn box, where it was entered.
      if (action.outOfTurn) ootRefusal = { text, code: refused.code };
      else notice = { kind: 'refused', text, code: refused.code };
      update();
      return;
    }
    hand = { ...candidate, preset: null };
    notice = null;
    ootRefusal = null;
    if (!autoClosed) {
      view.els.setup.open = false;
      autoClosed = true;
    }
    update();
    publish({ now: true });
    view.panel.focus();
  }

  function undo() {
    const base = played();
    if (stalled()) hand = { ...hand, actions: hand.actions.slice(0, base), cursor: base };
    else if (base > 0) hand = { ...hand, actions: hand.actions.slice(0, base - 1), cursor: base - 1, preset: null };
    else return;
    notice = null;
    ootRefusal = null;
    update();
    publish({ now: true });
  }

  /** Opens another whole hand (an example, a hand history) at its first action, the setup folded. */
  function openHand(next) {
    hand = next;
    analysis = null;
    notice = null;
    ootRefusal = null;
    if (view) {
      view.form.setState(hand.setup);
      view.cards.setHand(hand);
      view.els.setup.open = false;
      // As when the page opens on a hand: its cards are shown, on a phone too. A hand without
      // cards leaves the panel as the user left it.
      if (handUsesCards(hand)) view.els.cardsPanel.open = true;
    }
    autoClosed = true;
    update();
    publish({ now: true });
  }

  function loadPreset(id) {
    const preset = handPresetList.find((p) => p.id === id);
    if (preset) openHand(handFromSpec(preset.spec, { played: 0, preset: preset.id }));
  }

  /** Loads the hand of a link; false if the link is not a hand (quick mode takes it). */
  function openLink(link) {
    if (!isHandLink(link)) {
      if (active && (link?.spec || link?.error)) deactivate({ byLink: true });
      return false;
    }
    address.drop(); // the link's hand replaces the one whose write was pending
    if (link.error) {
      const problem = linkProblem(lang(), { code: link.error });
      notice = { kind: 'link', text: `${problem.lead} ${problem.message}`.trim() };
      hand = newHand();
    } else if (link.spec) {
      hand = handFromSpec(link.spec);
      notice = null;
      ootRefusal = null;
    }
    if (view) {
      view.form.setState(hand.setup);
      view.cards.setHand(hand);
    }
    activate({ quiet: true });
    const stall = stalled();
    if (stall) {
      const why = say(lang(), stall.error, moneyOf(analysis.cardReport));
      notice = { kind: 'link', text: ht(lang(), 'linkHandProblem', { n: stall.index + 1, why }) };
      update();
    }
    publish();
    return true;
  }

  renderSwitch();

  return {
    get active() {
      return active;
    },
    /** The store's language changed: every view is drawn again in it. */
    setLang() {
      renderSwitch();
      if (!view) return;
      view.form.setLang(lang());
      view.cards.setLang(lang());
      view.phh.setLang(lang());
      update();
      publish();
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
        if (address.param('mode') === 'hand') pending = {};
        return id;
      }
      pending = { preset: key };
      return null;
    },
  };
}

// Hand mode: the hand played action by action, beside quick mode. Its state is one session object
// (hand-session.js: the hand of web/hand/hand-spec.js, the core's answer, the notices); the moves
// change it (hand-moves.js); one render draws every view from it (hand-render.js: the frame of
// hand-layout.js, the legal actions of hand-actions.js, the log of hand-log.js, the table and the
// pots of hand-table.js, the small views of hand-views.js). Presets from the guides replay step
// by step (hand-presets.js). The cards, typed at any time, decide the showdown
// (card-inputs-hand.js). A hand history imported (hand-phh.js) becomes an ordinary hand, replayed
// the same way. The hand is published to the page's store; the address follows (#spec=…&mode=hand).
// Every rule and every number is the core's.
import '../styles/hand.css'; // with the module, not the page's first load
import { renderModeSwitch } from '../page/mode-switch.js';
import { say } from '../../lib/i18n/i18n.js';
import { ht } from './hand-words.js';
import { createHandForm } from './hand-form.js';
import { createActionPanel } from './hand-actions.js';
import { createHandLog } from './hand-log.js';
import { newHand, handFromSpec, buildHandSpec, isHandLink } from './hand-spec.js';
import { handPresetList } from './hand-presets.js';
import { shareLink } from '../share/page-link.js';
import { linkProblem } from '../share/link-problem.js';
import { mountHandCards } from '../cards/card-inputs-hand.js';
import { moneyOf } from '../../lib/report/pot-table.js';
import { createPhhPanel } from './hand-phh.js';
import { buildHandLayout } from './hand-layout.js';
import { createSession, langOf, stalledOf, update, publish, moved } from './hand-session.js';
import { rank, newDeal, goTo, takeAction, undo, importHand, loadPreset } from './hand-moves.js';

const renderSwitch = (s) => renderModeSwitch(s.switchRoot, langOf(s), s.active);

function activate(s, { quiet = false } = {}) {
  if (!s.active) {
    s.address.flush(); // quick mode's pending address first
    const current = s.address.fragment();
    s.quickFragment = /(^|[&#?])mode=hand(&|$)/.test(current) ? null : current;
    s.active = true;
    s.store.set({ spec: null, mode: 'hand' }); // nothing written until the hand is published
    s.quickRoot.hidden = true;
    s.root.hidden = false;
    build(s);
  }
  renderSwitch(s);
  update(s);
  if (!quiet) publish(s);
}

/** byLink: a link opened in the tab is the address now, so nothing of this mode is written over it. */
function deactivate(s, { byLink = false } = {}) {
  if (!s.active) return;
  if (byLink) s.address.drop();
  else s.address.flush();
  s.active = false;
  s.store.set({ spec: null, step: 0, mode: 'quick' });
  s.root.hidden = true;
  s.view?.cards.destroy();
  s.view = null;
  s.root.replaceChildren(); // nothing of hand mode stays in the page while quick mode is shown
  s.quickRoot.hidden = false;
  renderSwitch(s);
  if (s.quickFragment !== null && !byLink) s.address.replace(s.quickFragment);
  s.onQuick?.();
}

/** Builds hand mode's views, wired to the moves. */
function build(s) {
  if (s.view) return;
  const lang = langOf(s);
  const phh = createPhhPanel({ onImport: (spec) => importHand(s, spec), currentSpec: () => buildHandSpec(s.hand, s.hand.actions.length).spec });
  phh.setLang(lang);
  const els = buildHandLayout(s.root, {
    hand: s.hand,
    phh,
    onPreset: (id) => loadPreset(s, id),
    onNewDeal: () => newDeal(s),
    onReplay: (key) => goTo(s, { start: 0, back: s.hand.cursor - 1, next: s.hand.cursor + 1, all: s.hand.actions.length }[key]),
    onShare: async () => {
      const result = await shareLink(s.address.href(), langOf(s));
      const key = { copied: 'shareCopied', shared: 'shareShared', failed: 'shareFailed' }[result];
      els.shareStatus.textContent = key ? ht(langOf(s), key) : '';
    },
  });
  const form = createHandForm(els.setupForm, {
    onChange(why) {
      // A result recorded seat by seat no longer fits a table with other seats.
      if (why?.structural) delete s.hand.extra.recorded;
      s.view.cards.syncSeats();
      moved(s);
    },
  });
  form.setLang(lang);
  form.setState(s.hand.setup);
  const panel = createActionPanel(els.act, { onAction: (action) => takeAction(s, action), onNewDeal: () => newDeal(s) });
  const log = createHandLog(els.logRoot, { onUndo: () => undo(s), onRewind: (n) => goTo(s, n) });
  const cards = mountHandCards(els.cardsBody, s.hand, () => moved(s), { lang });
  s.view = { els, form, panel, log, cards, phh };
  els.setup.open = s.hand.cursor === 0 && s.hand.actions.length === 0;
  s.autoClosed = !els.setup.open;
}

/** Loads the hand of a link; false if the link is not a hand (quick mode takes it). */
function openLink(s, link) {
  if (!isHandLink(link)) {
    if (s.active && (link?.spec || link?.error)) deactivate(s, { byLink: true });
    return false;
  }
  s.address.drop(); // the link's hand replaces the one whose write was pending
  if (link.error) {
    const problem = linkProblem(langOf(s), { code: link.error });
    s.notice = { kind: 'link', text: `${problem.lead} ${problem.message}`.trim() };
    s.hand = newHand();
  } else if (link.spec) {
    s.hand = handFromSpec(link.spec);
    s.notice = null;
    s.ootRefusal = null;
  }
  if (s.view) {
    s.view.form.setState(s.hand.setup);
    s.view.cards.setHand(s.hand);
  }
  activate(s, { quiet: true });
  const stall = stalledOf(s);
  if (stall) {
    const why = say(langOf(s), stall.error, moneyOf(s.analysis.cardReport));
    s.notice = { kind: 'link', text: ht(langOf(s), 'linkHandProblem', { n: stall.index + 1, why }) };
    update(s);
  }
  publish(s);
  return true;
}

/**
 * @param {{root: HTMLElement, quickRoot: HTMLElement, switchRoot: HTMLElement,
 *   store: ReturnType<import('../page/store.js').createStore>,
 *   address: ReturnType<import('../page/address-sync.js').createAddressSync>,
 *   onQuick?: () => void, equity?: ReturnType<import('../equity/equity-lazy.js').createLazyEquityView>}} options
 *   store: the page's state (the language read, the hand published); address: the page's address;
 *   onQuick: quick mode is shown again (the page redraws it and writes its address); equity: the
 *   page's equity view, which hand mode uses like quick mode (a hand over with cards to come)
 */
export function createHandMode(options) {
  const s = createSession(options);
  s.onRank = (name, value) => rank(s, name, value);
  s.switchRoot.addEventListener('click', (e) => {
    const b = e.target.closest?.('button[data-mode]');
    if (!b) return;
    if (b.dataset.mode === 'hand') activate(s);
    else deactivate(s);
  });
  renderSwitch(s);

  return {
    get active() {
      return s.active;
    },
    /** The store's language changed: every view is drawn again in it. */
    setLang() {
      renderSwitch(s);
      if (!s.view) return;
      const lang = langOf(s);
      s.view.form.setLang(lang);
      s.view.cards.setLang(lang);
      s.view.phh.setLang(lang);
      update(s);
      publish(s);
    },
    setTapis(api) {
      s.tapis = api;
      if (!s.pending) return update(s);
      const asked = s.pending;
      s.pending = null;
      activate(s, { quiet: true });
      if (asked.preset) loadPreset(s, asked.preset);
    },
    openLink: (link) => openLink(s, link),
    /** Shows hand mode, as the switch's button does (web/hand/hand-mode-loader.js, after loading). */
    open: () => activate(s),
    /** ?example=<hand preset id>: opens it in hand mode (returns null then, else the id unchanged). */
    takeExample(id) {
      const key = typeof id === 'string' ? id.replace(/^guide-/, '') : '';
      if (!handPresetList.some((p) => p.id === key)) {
        if (s.address.param('mode') === 'hand') s.pending = {};
        return id;
      }
      s.pending = { preset: key };
      return null;
    },
  };
}

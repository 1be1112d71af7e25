// Hand mode's session: the one mutable object every hand-mode function shares (the hand, the
// core's answer, the notices, the views while shown), and the two things every move ends with:
// redraw (update) and publish the hand to the page's store, which the address follows.
import { decimalMarkOf } from '../../lib/i18n/i18n.js';
import { newHand, linkSpec } from './hand-spec.js';
import { renderHandMode } from './hand-render.js';

/**
 * @param {{root: HTMLElement, quickRoot: HTMLElement, switchRoot: HTMLElement, store: object,
 *   address: object, onQuick?: () => void, equity?: object}} options see createHandMode
 */
export function createSession(options) {
  return {
    ...options,
    tapis: null,
    active: false,
    hand: newHand(),
    analysis: null, // the core's answer for the hand as played (hand-analysis.js)
    notice: null, // {kind: 'refused' | 'link', text, code?}
    ootRefusal: null, // {text, code}: the core refused the out-of-turn action just entered
    quickFragment: null, // the quick hand's address, given back when leaving hand mode
    pending: null, // {preset?: id}: hand mode asked for by the page's address, opened once the core is here
    autoClosed: false, // the setup was folded once (by the first action): it stays as the user leaves it
    view: null, // {els, form, panel, log, cards, phh} while hand mode is shown
    onRank: null, // the showdown order's handler (hand-moves.js), set by createHandMode
  };
}

export const langOf = (s) => s.store.get().language;
/** How this reader's typed amounts are read ("1,250" is 1.25 in French with decimals). */
export const readerOf = (s) => ({ decimalMark: decimalMarkOf(langOf(s)) });
export const stalledOf = (s) => s.analysis?.stalled ?? null;
/** The actions played: up to the one the core refused, if it refused one. */
export const playedOf = (s) => stalledOf(s)?.index ?? s.hand.cursor;

/** Asks the core about the hand and draws every view from the answer (hand-render.js). */
export function update(s) {
  if (!s.active || !s.view) return;
  const { hand, tapis, notice, ootRefusal, equity, onRank } = s;
  s.analysis = renderHandMode(s.view, { hand, tapis, lang: langOf(s), notice, ootRefusal, equity, onRank });
}

/** The hand goes to the store; the address follows shortly, or at once (now: a click). */
export function publish(s, { now = false } = {}) {
  if (!s.active) return;
  s.store.set({ spec: linkSpec(s.hand, readerOf(s)), step: s.hand.cursor, mode: 'hand' });
  if (now) s.address.flush();
}

/** A move was made: the notices go, the views follow, the hand is published. */
export function moved(s, { now = false } = {}) {
  s.notice = null;
  s.ootRefusal = null;
  update(s);
  publish(s, { now });
}

// Hand mode's moves, each a change of the session's hand (hand-session.js) followed by a redraw
// and a publish: an action played (checked by the core first), undo, a step of the replay, the
// showdown order, the next deal, another whole hand (an example, a hand history).
import { ht } from './hand-words.js';
import { say } from '../../lib/i18n/i18n.js';
import { newHand, handFromSpec, buildHandSpec } from './hand-spec.js';
import { handPresetList } from './hand-presets.js';
import { handUsesCards, withoutCards } from '../cards/card-inputs-hand.js';
import { moneyOf } from '../../lib/report/pot-table.js';
import { sameAction } from './hand-analysis.js';
import { langOf, readerOf, stalledOf, playedOf, update, publish, moved } from './hand-session.js';

/** The showdown order of a hand without cards: `name` ranked `value` ('' clears it). */
export function rank(s, name, value) {
  if (value === '') delete s.hand.ranking[name];
  else s.hand.ranking[name] = value;
  update(s);
  publish(s, { now: true });
}

/** Same table, no action: the next hand. */
export function newDeal(s) {
  const { game, tripsBeatStraight } = s.hand.extra ?? {};
  s.hand = newHand(s.hand.setup);
  // A dealer keeps the variant from one hand to the next; the cards are new.
  if (game !== undefined) s.hand.extra.game = game;
  if (tripsBeatStraight !== undefined) s.hand.extra.tripsBeatStraight = tripsBeatStraight;
  s.view.cards.setHand(s.hand);
  moved(s, { now: true });
  s.view.panel.focus();
}

export function goTo(s, n) {
  s.hand.cursor = Math.max(0, Math.min(s.hand.actions.length, n));
  moved(s, { now: true });
}

export function takeAction(s, action) {
  if (!s.tapis) return;
  const lang = langOf(s);
  const base = playedOf(s);
  // Replaying and doing what comes next is the same as Next.
  if (!stalledOf(s) && sameAction(s.hand.actions[base], action)) {
    goTo(s, base + 1);
    s.view.panel.focus();
    return;
  }
  const candidate = { ...s.hand, actions: [...s.hand.actions.slice(0, base), action], cursor: base + 1 };
  // The betting alone says whether the action is legal (a card being typed cannot hide it).
  const r = s.tapis.analyze(withoutCards(buildHandSpec(candidate, candidate.cursor, readerOf(s)).spec));
  const refused = (r.errors ?? []).find((e) => e.action === base);
  if (refused) {
    const text = ht(lang, 'refused', { why: say(lang, refused, moneyOf(r)) });
    // An out-of-turn action is refused under the out-of-turn box, where it was entered.
    if (action.outOfTurn) s.ootRefusal = { text, code: refused.code };
    else s.notice = { kind: 'refused', text, code: refused.code };
    update(s);
    return;
  }
  s.hand = { ...candidate, preset: null };
  if (!s.autoClosed) {
    s.view.els.setup.open = false;
    s.autoClosed = true;
  }
  moved(s, { now: true });
  s.view.panel.focus();
}

export function undo(s) {
  const base = playedOf(s);
  const { hand } = s;
  if (stalledOf(s)) s.hand = { ...hand, actions: hand.actions.slice(0, base), cursor: base };
  else if (base > 0) s.hand = { ...hand, actions: hand.actions.slice(0, base - 1), cursor: base - 1, preset: null };
  else return;
  moved(s, { now: true });
}

/** Opens another whole hand (an example, a hand history) at its first action, the setup folded. */
export function openHand(s, next) {
  s.hand = next;
  s.analysis = null;
  if (s.view) {
    s.view.form.setState(next.setup);
    s.view.cards.setHand(next);
    s.view.els.setup.open = false;
    // As when the page opens on a hand: its cards are shown, on a phone too. A hand without
    // cards leaves the panel as the user left it.
    if (handUsesCards(next)) s.view.els.cardsPanel.open = true;
  }
  s.autoClosed = true;
  moved(s, { now: true });
}

/** A hand read from a hand history (hand-phh.js): an ordinary hand, replayed from its first action. */
export function importHand(s, spec) {
  openHand(s, handFromSpec(spec, { played: 0 }));
}

export function loadPreset(s, id) {
  const preset = handPresetList.find((p) => p.id === id);
  if (preset) openHand(s, handFromSpec(preset.spec, { played: 0, preset: preset.id }));
}

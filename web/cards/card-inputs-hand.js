// The card inputs of the quick form, for hand mode's state (web/hand/hand-spec.js): each seat's cards
// in hand.extra.cards[i], and hand.extra.game / board / runs / tripsBeatStraight, exactly the keys
// buildHandSpec() already passes on to the core. Same fields, same deck picker, same hand names
// and same error wording as quick mode (web/cards/card-input.js, web/cards/card-picker.js, web/cards/card-check.js,
// the core's messages said from the catalogue).
//
// Hook for hand mode (web/hand/hand-mode.js), for instance in its showdown box:
//
//   import { mountHandCards } from './card-inputs-hand.js';
//   const cards = mountHandCards(container, hand, () => { update(); scheduleWrite(); }, { lang });
//   // after each analyze():        cards.refresh(tapis, report);
//   // a new hand / preset / link:  cards.setHand(hand);
//   // the language changed:        cards.setLang(lang);
//
// Nothing here decides a rule: the core reads the cards, checks them and ranks the hands.
//
// The quick form (hidden, still in the page) may have card fields with the same paths: the ids
// drawn here get their own prefix so labels and descriptions point at these fields, not those.
import { mountCardInputs } from './card-input.js';
import { cardsText } from './card-spec.js';
import { cardPreview } from './card-check.js';
import { GAMES } from './games.js';
import { say } from '../../lib/i18n/i18n.js';
import { moneyOf } from '../../lib/report/pot-table.js';

/** Hand mode's state → the card inputs' state (players, game, board, runs). */
export function cardViewOf(hand) {
  const extra = hand.extra ?? {};
  const runs = Array.isArray(extra.runs) ? extra.runs.slice(0, 3).map(cardsText) : [];
  return {
    showdown: 'cards',
    players: (hand.setup?.players ?? []).map((p, i) => ({ name: p.name ?? '', cards: cardsText(extra.cards?.[i]) })),
    game: GAMES.includes(extra.game) ? extra.game : 'holdem',
    board: cardsText(extra.board),
    runCount: runs.length > 1 ? String(runs.length) : '1',
    runs: [...runs, '', '', ''].slice(0, 3),
    tripsBeatStraight: extra.tripsBeatStraight === true,
  };
}

/** The card inputs' state → hand.extra (only the keys that hold something). */
export function writeCardView(view, hand) {
  hand.extra ??= {};
  const extra = hand.extra;
  const cards = view.players.map((p) => String(p.cards ?? '').trim() || undefined);
  if (cards.some((c) => c !== undefined)) extra.cards = cards;
  else delete extra.cards;
  if (view.game && view.game !== 'holdem') extra.game = view.game;
  else delete extra.game;
  const board = String(view.board ?? '').trim();
  if (board) extra.board = board;
  else delete extra.board;
  const count = Number(view.runCount);
  if (count > 1) extra.runs = view.runs.slice(0, count).map((r) => String(r ?? '').trim());
  else delete extra.runs;
  if (view.game === 'shortdeck' && view.tripsBeatStraight) extra.tripsBeatStraight = true;
  else delete extra.tripsBeatStraight;
}

/** Spec paths of the card fields (the core's `field` of a card error). */
export const CARD_FIELD = /^(players\[\d+\]\.cards|board|runs(\[\d+\])?|game|tripsBeatStraight)$/;

/** Whether the hand's showdown is to be decided with cards (cards, a board or runs typed). */
export function handUsesCards(hand) {
  const extra = hand.extra ?? {};
  return !!extra.cards?.some((c) => c !== undefined) || extra.board !== undefined || extra.runs !== undefined;
}

/**
 * The same spec without its cards (nor a ranking): the betting alone. While the cards hold an
 * error the core refuses the whole spec; this one still gives the table, the log and the pots.
 */
export function withoutCards(spec) {
  const { board, runs, game, tripsBeatStraight, ranking, ...rest } = spec;
  return { ...rest, players: (spec.players ?? []).map(({ cards, ...p }) => p) };
}

const cardsKey = (hand) => {
  const e = hand.extra ?? {};
  return JSON.stringify([e.cards, e.game, e.board, e.runs, e.tripsBeatStraight]);
};

/** Gives the ids drawn by card-input.js ("f-…") a prefix of their own, and the references to them. */
function scopeIds(container, prefix = 'hc-') {
  const fix = (v) =>
    v
      .split(/\s+/)
      .map((id) => (id.startsWith('f-') ? prefix + id.slice(2) : id))
      .join(' ');
  for (const el of container.querySelectorAll('[id^="f-"]')) el.id = fix(el.id);
  for (const el of container.querySelectorAll('[for^="f-"]')) el.setAttribute('for', fix(el.getAttribute('for')));
  for (const el of container.querySelectorAll('[aria-describedby]')) el.setAttribute('aria-describedby', fix(el.getAttribute('aria-describedby')));
}

/**
 * @param {HTMLElement} container
 * @param {object} hand hand mode's state (web/hand/hand-spec.js)
 * @param {(hand: object, why: {path: string}) => void} onChange
 */
export function mountHandCards(container, hand, onChange, { lang = 'en' } = {}) {
  let current = hand;
  let view = cardViewOf(hand);
  let seats = [...(hand.setup?.players ?? [])]; // the seats the fields were drawn for
  let currentLang = lang;
  const inputs = mountCardInputs(
    container,
    view,
    (next, why) => {
      const before = cardsKey(current);
      writeCardView(next, current);
      if (!container.querySelector('[id^="hc-"]')) {
        // Drawn again (another variant, another run count): ids, and the focus on the same control.
        scopeIds(container);
        if (!container.contains(document.activeElement)) container.querySelector(`[data-field="${CSS.escape(why?.path ?? '')}"]`)?.focus();
      }
      // The "change" after the typing changes nothing: no redraw of the page, so that the click
      // that took the focus away (on Next, on an action) lands on the button it was aimed at.
      if (cardsKey(current) !== before) onChange?.(current, why);
    },
    { lang },
  );
  scopeIds(container);
  const redraw = () => {
    seats = [...(current.setup?.players ?? [])];
    view = cardViewOf(current);
    inputs.update(view, currentLang);
    scopeIds(container);
  };
  return {
    /** After each analyze(): the hands under the fields, the core's card errors at their fields. */
    refresh(tapis, report) {
      const preview = cardPreview(tapis, view, report);
      const errors = new Map();
      for (const e of report?.errors ?? []) {
        const field = String(e.field ?? '');
        if (!CARD_FIELD.test(field) || Number.isInteger(e.action)) continue;
        if (!errors.has(field)) errors.set(field, []);
        errors.get(field).push({ message: say(currentLang, e, moneyOf(report)), code: e.code ?? '' });
      }
      inputs.showErrors(errors);
      inputs.paint(preview.hands);
      // The board's cards not dealt yet at this step (past the core's boardDealt) are drawn
      // apart: the field holds the whole board, the table shows what is out.
      const dealt = Array.isArray(report?.boardDealt) && errors.size === 0 ? report.boardDealt.length : null;
      container.querySelectorAll('[data-card-wrap="board"] .card-faces .pcard:not(.slot)').forEach((face, i) => {
        face.classList.toggle('to-come', dealt !== null && i >= dealt);
      });
    },
    setHand(next) {
      current = next;
      redraw();
    },
    setLang(next) {
      currentLang = next;
      redraw();
    },
    /**
     * After the seats were edited (hand-form.js edits them in place): each seat keeps its cards
     * when a seat is added or removed, and the labels follow the names.
     */
    syncSeats() {
      const now = current.setup?.players ?? [];
      const same = now.length === seats.length && now.every((p, i) => p === seats[i] && p.name === view.players[i]?.name);
      if (same) return;
      const held = new Map(seats.map((p, i) => [p, view.players[i]?.cards ?? '']));
      writeCardView({ ...view, players: now.map((p) => ({ name: p.name, cards: held.get(p) ?? '' })) }, current);
      redraw();
    },
    destroy() {
      inputs.destroy();
    },
  };
}

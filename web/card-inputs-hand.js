// The card inputs of the quick form, for hand mode's state (web/hand-spec.js): each seat's cards
// in hand.extra.cards[i], and hand.extra.game / board / runs / tripsBeatStraight, exactly the keys
// buildHandSpec() already passes on to the core. Same fields, same deck picker, same hand names
// and same error wording as quick mode (web/card-input.js, web/card-picker.js, web/card-check.js).
//
// Hook for hand mode (web/hand-mode.js), for instance in its showdown box:
//
//   import { mountHandCards } from './card-inputs-hand.js';
//   const cards = mountHandCards(container, hand, () => { update(); scheduleWrite(); }, { lang });
//   // after each analyze():        cards.refresh(tapis, report);
//   // a new hand / preset / link:  cards.setHand(hand);
//   // the language changed:        cards.setLang(lang);
//
// Nothing here decides a rule: the core reads the cards, checks them and ranks the hands.
import { mountCardInputs } from './card-input.js';
import { cardsText } from './card-spec.js';
import { cardPreview, cardMessage } from './card-check.js';
import { GAMES } from './card-notation.js';
import { t } from './i18n.js';

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

/**
 * @param {HTMLElement} container
 * @param {object} hand hand mode's state (web/hand-spec.js)
 * @param {(hand: object, why: {path: string}) => void} onChange
 */
export function mountHandCards(container, hand, onChange, { lang = 'en' } = {}) {
  let current = hand;
  let view = cardViewOf(hand);
  let currentLang = lang;
  const inputs = mountCardInputs(
    container,
    view,
    (next, why) => {
      writeCardView(next, current);
      onChange?.(current, why);
    },
    { lang },
  );
  const lead = (code) => (/^(cards|eval|runs)\./.test(code) ? t(currentLang, 'leadCards') : t(currentLang, 'leadEntry'));
  return {
    /** After each analyze(): the hands under the fields, the core's card errors at their fields. */
    refresh(tapis, report) {
      const preview = cardPreview(tapis, view, report);
      const errors = new Map();
      for (const e of [...(report?.errors ?? []), ...preview.errors]) {
        const field = String(e.field ?? '');
        if (!/^(players\[\d+\]\.cards|board|runs(\[\d+\])?|game|tripsBeatStraight)$/.test(field) || errors.has(field)) continue;
        errors.set(field, { lead: lead(String(e.code ?? '')), message: cardMessage(e, view, currentLang), code: e.code });
      }
      inputs.showErrors(errors);
      inputs.paint(preview.hands);
    },
    setHand(next) {
      current = next;
      view = cardViewOf(next);
      inputs.update(view, currentLang);
    },
    setLang(next) {
      currentLang = next;
      view = cardViewOf(current);
      inputs.update(view, currentLang);
    },
    destroy() {
      inputs.destroy();
    },
  };
}

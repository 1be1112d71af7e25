// The cards part of the quick form's state, and how it goes into a spec (see web/quick/spec-builder.js).
// It only transcribes what was typed (the text of each card field, unchanged): the core reads the
// cards, checks them and decides the showdown. With cards, the spec has no "ranking" (the two are
// exclusive in the core: spec.ranking_and_cards).
import { GAMES } from './games.js';

/**
 * @typedef {{showdown: 'ranks'|'cards', game: string, board: string, runCount: '1'|'2'|'3',
 *            runs: string[], tripsBeatStraight: boolean}} CardState
 * Each player entry also has `cards` (the field's text).
 */

/** The cards part of an empty form: ranks until the user switches to cards. */
export function emptyCardState() {
  return { showdown: 'ranks', game: 'holdem', board: '', runCount: '1', runs: ['', '', ''], tripsBeatStraight: false };
}

/** A spec's cards as the text a field shows: "As Kd" from "As Kd" or ["As", "Kd"]. */
export function cardsText(v) {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.map((c) => String(c)).join(' ');
  return String(v);
}

/** Whether a spec decides its showdown with cards (any player's cards, a board, runs or a game). */
export function specUsesCards(spec) {
  if (!spec || typeof spec !== 'object') return false;
  if (spec.board !== undefined || spec.runs !== undefined || spec.game !== undefined) return true;
  return Array.isArray(spec.players) && spec.players.some((p) => p && p.cards !== undefined);
}

/** The cards part of the state for a spec (a preset, a shared link). */
export function cardStateFromSpec(spec) {
  const state = emptyCardState();
  if (!specUsesCards(spec)) return state;
  state.showdown = 'cards';
  if (GAMES.includes(spec.game)) state.game = spec.game;
  state.board = cardsText(spec.board);
  if (Array.isArray(spec.runs) && spec.runs.length > 1) {
    const runs = spec.runs.slice(0, 3).map(cardsText);
    state.runCount = String(runs.length);
    state.runs = [...runs, '', '', ''].slice(0, 3);
  }
  state.tripsBeatStraight = spec.tripsBeatStraight === true;
  return state;
}

/** Puts the cards of the state into a spec built from the rest of the form (in place). */
export function applyCards(spec, state) {
  if (state.showdown !== 'cards') return spec;
  delete spec.ranking;
  spec.game = GAMES.includes(state.game) ? state.game : 'holdem';
  state.players.forEach((p, i) => {
    const text = String(p.cards ?? '').trim();
    if (text && spec.players[i]) spec.players[i].cards = text;
  });
  const board = String(state.board ?? '').trim();
  if (board) spec.board = board;
  const count = Number(state.runCount);
  if (count > 1) spec.runs = state.runs.slice(0, count).map((r) => String(r ?? '').trim());
  if (spec.game === 'shortdeck' && state.tripsBeatStraight) spec.tripsBeatStraight = true;
  return spec;
}

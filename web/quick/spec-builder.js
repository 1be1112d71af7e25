// Turns what is typed in the quick form into a spec for the core (see lib/api/tapis.d.ts).
// It only transcribes: the core checks every rule and reports errors by field path.
import { parseAmount, amountText } from '../../lib/i18n/amount.js';
import { emptyCardState, cardStateFromSpec, cardsText, applyCards } from '../cards/card-spec.js';
import { decimalsOr0 } from '../../lib/api/limits.js';
import { listText, listInto } from './prize-presets.js';

/**
 * @typedef {{name: string, committed: string, folded: boolean, rank: string, bounty: string,
 *            stack: string}} PlayerEntry
 * @typedef {{players: PlayerEntry[], deadMoney: string, button: string, smallestChip: string,
 *            decimals: string, currency: string, format: 'cash' | 'tournament',
 *            progressiveBounty: boolean, prizes: string, prizePool: string, otherStacks: string}} FormState
 *   currency: '' for chips, or an ISO 4217 code ("EUR"); bounty: a tournament's knockouts;
 *   prizes, otherStacks: lists as typed ("500 / 300 / 200"); prizePool: only for the presets
 * @typedef {{field: string, code: string, text: string, decimals: number, params: object}} InputError
 *   params: what names the field's player, for its label
 */

/** An empty form: two unnamed rows would only show errors, so it starts with A and B. */
export function emptyState() {
  return {
    players: [newPlayer('A'), newPlayer('B')],
    deadMoney: '',
    button: '',
    smallestChip: '',
    decimals: '0',
    currency: '',
    format: 'cash',
    progressiveBounty: false,
    prizes: '',
    prizePool: '',
    otherStacks: '',
    ...emptyCardState(), // showdown: 'ranks' | 'cards', game, board, runs (web/cards/card-spec.js)
  };
}

export function newPlayer(name = '') {
  return { name, committed: '', folded: false, rank: '', cards: '', bounty: '', stack: '' };
}

/** A spec's currency as the form keeps it: the code as written ("EUR"), '' for chips. */
export function currencyOfSpec(spec) {
  return typeof spec?.currency === 'string' ? spec.currency : '';
}

/** A spec (from the guides' examples) as form state: the ranking becomes rank numbers. */
export function stateFromSpec(spec) {
  const rankOf = new Map();
  (spec.ranking ?? []).forEach((group, g) => {
    for (const name of Array.isArray(group) ? group : [group]) rankOf.set(name, String(g + 1));
  });
  const text = (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? amountText(v) : String(v));
  return {
    players: spec.players.map((p) => ({
      name: p.name,
      committed: text(p.committed),
      folded: !!p.folded,
      rank: rankOf.get(p.name) ?? '',
      cards: cardsText(p.cards),
      bounty: text(p.bounty),
      stack: text(p.stack),
    })),
    deadMoney: text(spec.deadMoney),
    button: text(spec.button),
    smallestChip: text(spec.smallestChip),
    decimals: String(decimalsOr0(spec.decimals)),
    currency: currencyOfSpec(spec),
    format: spec.format === 'tournament' ? 'tournament' : 'cash',
    progressiveBounty: spec.progressiveBounty === true,
    prizes: listText(spec.prizes),
    prizePool: '',
    otherStacks: listText(spec.otherStacks),
    ...cardStateFromSpec(spec),
  };
}

/**
 * A link's spec (untrusted) as form state, to draw the form at once, before the core has checked
 * the spec (the page then checks it and keeps it, or starts over with the link's error). Null if
 * it is no table at all; any name is shown as text, never read as HTML.
 */
export function previewStateFromSpec(spec) {
  if (!spec || typeof spec !== 'object' || !Array.isArray(spec.players) || spec.players.length === 0) return null;
  if (spec.players.length > 64 || !spec.players.every((p) => p && typeof p === 'object' && typeof p.name === 'string')) return null;
  try {
    return stateFromSpec(spec);
  } catch {
    return null;
  }
}

/** The money unit the amounts are typed in (spec "decimals"). */
export function decimalsOfState(state) {
  return decimalsOr0(state.decimals);
}

function amountInto(target, key, text, field, errors, { decimals, decimalMark, params = {} }) {
  const r = parseAmount(text, { decimals, decimalMark });
  if (r.error) errors.push({ field, code: r.error, text, decimals, params });
  else if (!r.empty) target[key] = r.value;
}

/**
 * @param {FormState} state
 * @param {{decimalMark?: ',' | '.'}} [reader] the reader's decimal separator (amount.js)
 * @returns {{spec: object, inputErrors: InputError[], rankField: (corePath: string) => string | undefined}}
 */
export function buildSpec(state, { decimalMark = null } = {}) {
  const inputErrors = [];
  const decimals = decimalsOfState(state);
  const spec = { format: state.format };
  if (decimals > 0) spec.decimals = decimals;
  if (state.currency) spec.currency = state.currency;
  spec.players = state.players.map((p, i) => {
    const player = { name: p.name };
    const params = p.name.trim() ? { player: p.name } : {};
    amountInto(player, 'committed', p.committed, `players[${i}].committed`, inputErrors, { decimals, decimalMark, params });
    if (p.folded) player.folded = true;
    // Typed in a tournament only (the field is hidden in a cash game); a link's bounty in a cash
    // game still reaches the core, which says bounty.cash_game at the field.
    amountInto(player, 'bounty', p.bounty ?? '', `players[${i}].bounty`, inputErrors, { decimals, decimalMark, params });
    amountInto(player, 'stack', p.stack ?? '', `players[${i}].stack`, inputErrors, { decimals, decimalMark, params });
    return player;
  });
  if (state.progressiveBounty) spec.progressiveBounty = true;
  // Prize money counts cents whatever the chips' unit (issue 31); the core checks the rest.
  listInto(spec, 'prizes', state.prizes, inputErrors, (t, k, x, f) => amountInto(t, k, x, f, inputErrors, { decimals: 2, decimalMark }));
  listInto(spec, 'otherStacks', state.otherStacks, inputErrors, (t, k, x, f) => amountInto(t, k, x, f, inputErrors, { decimals, decimalMark }));
  amountInto({}, 'pool', state.prizePool ?? '', 'prizePool', inputErrors, { decimals: 2, decimalMark }); // the presets' pool: checked only
  amountInto(spec, 'deadMoney', state.deadMoney, 'deadMoney', inputErrors, { decimals, decimalMark });
  amountInto(spec, 'smallestChip', state.smallestChip, 'smallestChip', inputErrors, { decimals, decimalMark });
  if (state.button !== '') spec.button = Number(state.button);

  // Rank numbers to groups, strongest first; equal numbers share a group (a tie).
  const byRank = new Map();
  state.players.forEach((p, i) => {
    if (p.rank === '') return;
    const r = Number(p.rank);
    if (!byRank.has(r)) byRank.set(r, []);
    byRank.get(r).push(i);
  });
  const rankPaths = new Map();
  if (byRank.size > 0 && state.showdown !== 'cards') {
    const ranks = [...byRank.keys()].sort((a, b) => a - b);
    spec.ranking = ranks.map((r, g) =>
      byRank.get(r).map((i, m) => {
        rankPaths.set(`ranking[${g}][${m}]`, `players[${i}].rank`);
        return state.players[i].name;
      }),
    );
  }
  applyCards(spec, state); // with cards: players[i].cards, board, runs, game, and no ranking
  return { spec, inputErrors, rankField: (path) => rankPaths.get(path) };
}

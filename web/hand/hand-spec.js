// Hand mode's state, in one plain object that a link can carry, and its spec for the core.
// The state keeps the table as typed (text), the actions as the core reads them, how many of them
// are played (the rest are still to come when replaying an example or after going back), and the
// showdown order. It only transcribes: the core checks every rule and reports errors by field.
import { parseAmount, amountText } from '../../lib/i18n/amount.js';
import { decimalsOr0 } from '../../lib/api/limits.js';
import { listText, listInto } from '../quick/prize-presets.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BETTING = ['no-limit', 'pot-limit', 'limit'];
const ACTION_TYPES = ['fold', 'check', 'call', 'bet', 'raise', 'allin', 'chips'];
/** The spec keys besides the table and the actions that a link carries through: the cards' keys
 * (players' cards ride with the players), the chip unit, and what an imported hand history brings
 * that the form does not edit (issue 13: the recorded result, where it comes from). */
const PASSED_ON = new Set(['game', 'board', 'runs', 'tripsBeatStraight', 'smallestChip', 'recorded', 'source']);

/**
 * @typedef {{name: string, stack: string, bounty: string, live: string, dead: string}} SeatEntry
 *   bounty: a tournament's knockout bounty; live / dead: a blind posted out of position
 * @typedef {{betting: string, format: string, sb: string, bb: string, ante: string, bbAnte: string,
 *   bbAnteFirst: boolean, smallBet: string, bigBet: string, cap: string, button: string,
 *   decimals: string, currency: string, straddles: string[], progressiveBounty: boolean,
 *   prizes: string, prizePool: string, otherStacks: string, players: SeatEntry[]}} Setup
 *   prizePool: only for the prize presets (not in the spec)
 *   currency: '' for chips or an ISO 4217 code; straddles: after the big blind, in order
 * @typedef {{player: string, type: string, to?: number, amount?: number, oneChip?: boolean,
 *   outOfTurn?: boolean}} Action
 * @typedef {{setup: Setup, actions: Action[], cursor: number, ranking: Object<string, string>,
 *   preset: string | null, extra: object}} HandState
 */

export function newSeat(name = '', stack = '100') {
  return { name, stack, bounty: '', live: '', dead: '' };
}

/** A first table: blinds 1/2, four seats of 100. */
export function defaultSetup() {
  return {
    betting: 'no-limit',
    format: 'cash',
    sb: '1',
    bb: '2',
    ante: '',
    bbAnte: '',
    bbAnteFirst: false,
    smallBet: '',
    bigBet: '',
    cap: '',
    button: '',
    decimals: '0',
    currency: '',
    straddles: [],
    progressiveBounty: false,
    prizes: '',
    prizePool: '',
    otherStacks: '',
    players: ['A', 'B', 'C', 'D'].map((n) => newSeat(n)),
  };
}

export function newHand(setup = defaultSetup()) {
  return { setup, actions: [], cursor: 0, ranking: {}, preset: null, extra: {} };
}

/** The next free letter for a new seat. */
export function freeName(players) {
  const used = new Set(players.map((p) => p.name));
  return [...LETTERS].find((l) => !used.has(l)) ?? '';
}

const text = (v) => (typeof v === 'number' && Number.isFinite(v) ? amountText(v) : typeof v === 'string' ? v : '');

/** A valid-looking action from a link or a preset: anything else is dropped (the core checks the rest). */
function cleanAction(a) {
  if (!a || typeof a !== 'object' || typeof a.player !== 'string' || !ACTION_TYPES.includes(a.type)) return null;
  const out = { player: a.player, type: a.type };
  if (typeof a.to === 'number') out.to = a.to;
  if (typeof a.amount === 'number') out.amount = a.amount;
  if (a.oneChip === true) out.oneChip = true;
  if (a.outOfTurn === true) out.outOfTurn = true;
  return out;
}

/**
 * A spec (a preset's, or a link's: untrusted) as hand state. Unknown values become the defaults;
 * `played` is how many actions are played (all of them unless said).
 */
export function handFromSpec(spec, { played, preset = null } = {}) {
  const s = spec && typeof spec === 'object' ? spec : {};
  const setup = defaultSetup();
  setup.betting = BETTING.includes(s.betting) ? s.betting : 'no-limit';
  setup.format = s.format === 'tournament' ? 'tournament' : 'cash';
  setup.decimals = String(decimalsOr0(s.decimals));
  setup.currency = typeof s.currency === 'string' ? s.currency : '';
  setup.straddles = Array.isArray(s.straddles) ? s.straddles.map(text) : [];
  setup.progressiveBounty = s.progressiveBounty === true;
  setup.prizes = listText(s.prizes);
  setup.otherStacks = listText(s.otherStacks);
  if (Array.isArray(s.blinds)) {
    setup.sb = text(s.blinds[0]);
    setup.bb = text(s.blinds[1]);
  }
  setup.ante = s.ante ? text(s.ante) : '';
  setup.bbAnte = s.bigBlindAnte ? text(s.bigBlindAnte) : '';
  setup.bbAnteFirst = s.bigBlindAnteFirst === true;
  if (s.limit && typeof s.limit === 'object') {
    setup.smallBet = text(s.limit.smallBet);
    setup.bigBet = text(s.limit.bigBet);
    setup.cap = text(s.limit.cap);
  }
  const players = Array.isArray(s.players) ? s.players : [];
  setup.players = players.map((p) => ({
    ...newSeat(typeof p?.name === 'string' ? p.name : '', text(p?.stack)),
    bounty: text(p?.bounty),
    live: text(p?.post?.live),
    dead: text(p?.post?.dead),
  }));
  if (setup.players.length === 0) setup.players = defaultSetup().players;
  setup.button = Number.isInteger(s.button) && s.button >= 0 && s.button < setup.players.length ? String(s.button) : '';

  const actions = (Array.isArray(s.actions) ? s.actions : []).map(cleanAction).filter(Boolean);
  const ranking = {};
  if (Array.isArray(s.ranking)) {
    s.ranking.forEach((group, g) => {
      for (const name of Array.isArray(group) ? group : [group]) if (typeof name === 'string') ranking[name] = String(g + 1);
    });
  }
  const extra = {};
  for (const [k, v] of Object.entries(s)) if (PASSED_ON.has(k)) extra[k] = v;
  // Cards per player ride along with the players (another engineer's card entry).
  if (players.some((p) => p && p.cards !== undefined)) extra.cards = players.map((p) => p?.cards);
  const cursor = Number.isInteger(played) ? Math.max(0, Math.min(played, actions.length)) : actions.length;
  return { setup, actions, cursor, ranking, preset, extra };
}

/** The table's money unit (spec "decimals"): what the page's number reader allows. */
export function setupDecimals(setup) {
  return decimalsOr0(setup?.decimals);
}

function amountInto(target, key, value, field, errors, { required = false, decimals = 0, decimalMark = null, params = {} } = {}) {
  const r = parseAmount(value, { decimals, decimalMark });
  if (r.error) errors.push({ field, code: r.error, text: value, decimals, params });
  else if (r.empty) {
    if (required) errors.push({ field, code: 'input.required', text: '', decimals, params });
  } else target[key] = r.value;
}

/**
 * The spec for the first `played` actions (default: the state's cursor).
 * @param {{decimalMark?: ',' | '.' | null}} [reader] the reader's decimal separator (amount.js)
 * @returns {{spec: object, inputErrors: {field: string, code: string, text: string}[]}}
 */
export function buildHandSpec(hand, played = hand.cursor, { decimalMark = null } = {}) {
  const { setup } = hand;
  const inputErrors = [];
  const unit = { decimals: setupDecimals(setup), decimalMark };
  const decimals = unit.decimals;
  const spec = { game: 'holdem', betting: setup.betting, format: setup.format };
  if (decimals > 0) spec.decimals = decimals;
  if (setup.currency) spec.currency = setup.currency;
  for (const [k, v] of Object.entries(hand.extra ?? {})) if (k !== 'cards') spec[k] = v;

  const blinds = {};
  amountInto(blinds, 'sb', setup.sb, 'blinds[0]', inputErrors, unit);
  amountInto(blinds, 'bb', setup.bb, 'blinds[1]', inputErrors, { required: true, ...unit });
  spec.blinds = [blinds.sb ?? 0, blinds.bb ?? 0];
  // Straddles in order after the big blind; an empty box is no straddle (the core checks sizes).
  const straddles = [];
  (setup.straddles ?? []).forEach((v, i) => {
    const one = {};
    amountInto(one, 'to', v, `straddles[${i}]`, inputErrors, { required: true, ...unit });
    straddles.push(one.to ?? 0);
  });
  if (straddles.length) spec.straddles = straddles;
  amountInto(spec, 'ante', setup.ante, 'ante', inputErrors, unit);
  amountInto(spec, 'bigBlindAnte', setup.bbAnte, 'bigBlindAnte', inputErrors, unit);
  if (setup.bbAnteFirst && spec.bigBlindAnte) spec.bigBlindAnteFirst = true;
  if (setup.betting === 'limit') {
    const limit = {};
    amountInto(limit, 'smallBet', setup.smallBet, 'limit.smallBet', inputErrors, unit);
    amountInto(limit, 'bigBet', setup.bigBet, 'limit.bigBet', inputErrors, unit);
    // The cap counts bets, not chips: a whole number whatever the money unit.
    amountInto(limit, 'cap', setup.cap, 'limit.cap', inputErrors);
    if (Object.keys(limit).length) spec.limit = limit;
  }
  spec.players = setup.players.map((p, i) => {
    const player = { name: p.name };
    const params = p.name.trim() ? { player: p.name } : {};
    amountInto(player, 'stack', p.stack, `players[${i}].stack`, inputErrors, { required: true, ...unit, params });
    // A bounty reaches the core whatever the format: in a cash game it says bounty.cash_game.
    amountInto(player, 'bounty', p.bounty ?? '', `players[${i}].bounty`, inputErrors, { ...unit, params });
    const post = {};
    amountInto(post, 'live', p.live ?? '', `players[${i}].post.live`, inputErrors, { ...unit, params });
    amountInto(post, 'dead', p.dead ?? '', `players[${i}].post.dead`, inputErrors, { ...unit, params });
    if (Object.keys(post).length) player.post = post;
    const cards = hand.extra?.cards?.[i];
    if (cards !== undefined) player.cards = cards;
    return player;
  });
  if (setup.button !== '') spec.button = Number(setup.button);
  if (setup.progressiveBounty) spec.progressiveBounty = true;
  // Prize money counts cents whatever the chips' unit (issue 31).
  listInto(spec, 'prizes', setup.prizes, inputErrors, (t, k, x, f) => amountInto(t, k, x, f, inputErrors, { decimals: 2, decimalMark: unit.decimalMark }));
  listInto(spec, 'otherStacks', setup.otherStacks, inputErrors, (t, k, x, f) => amountInto(t, k, x, f, inputErrors, unit));
  amountInto({}, 'pool', setup.prizePool ?? '', 'prizePool', inputErrors, { decimals: 2, decimalMark: unit.decimalMark }); // checked only
  spec.actions = hand.actions.slice(0, played);

  // Showdown order: rank numbers to groups, strongest first (equal numbers: a tie).
  const names = new Set(setup.players.map((p) => p.name));
  const byRank = new Map();
  for (const [name, rank] of Object.entries(hand.ranking ?? {})) {
    if (!names.has(name) || rank === '' || !Number.isFinite(Number(rank))) continue;
    const r = Number(rank);
    if (!byRank.has(r)) byRank.set(r, []);
    byRank.get(r).push(name);
  }
  // Cards, a board or runs: the cards decide (the core refuses a ranking beside them).
  const cards = spec.players.some((p) => p.cards !== undefined) || spec.board !== undefined || spec.runs !== undefined;
  if (byRank.size > 0 && !cards) {
    spec.ranking = [...byRank.keys()].sort((a, b) => a - b).map((r) => byRank.get(r));
  }
  return { spec, inputErrors };
}

/** The spec a link carries: the hand as played so far (a replay's actions to come are left out). */
export function linkSpec(hand, reader = {}) {
  return buildHandSpec(hand, hand.cursor, reader).spec;
}

// Whether a link holds a hand for this mode: in hand-link.js, which the page's first load carries
// (web/hand/hand-mode-loader.js) without the rest of this module.
export { isHandLink } from './hand-link.js';

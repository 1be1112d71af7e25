// A corpus of specs that between them make the core say (nearly) everything it can: the guides'
// examples (examples/*.json), the hand presets, hands built to hit every ruling, and specs with
// mistakes of every kind. The catalogue tests render every message of their reports.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { handPresetList } from './hand-presets.mjs';
import { seats, acts } from './shorthand.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export const hand = (settings, s, a) => ({ ...settings, players: seats(s), actions: acts(a) });
/** The same, where an action followed by "oot" is said out of turn. */
const outOfTurn = (settings, s, a) => ({
  ...settings,
  players: seats(s),
  actions: a.split(',').map((one) => {
    const out = one.trim().endsWith(' oot');
    const [action] = acts(one.replace(/ oot$/, ''));
    return out ? { ...action, outOfTurn: true } : action;
  }),
});
const b12 = { blinds: [1, 2] };
const flop = 'C call, A call, B check';

/** Hands played action by action that make the core write every ruling and raise-closed reason. */
export const hands = [
  hand({ blinds: [50, 100], ante: 25 }, 'A:1000 B:1000 C:10', ''),
  hand({ blinds: [1, 2], ante: 10 }, 'A:100 B:10 C:100', ''),
  hand(b12, 'A:100 B:1 C:100', 'C call, A call'),
  hand({ blinds: [50, 100], bigBlindAnte: 100 }, 'A:1000 B:150 C:1000', ''),
  hand({ blinds: [50, 100], bigBlindAnte: 100, bigBlindAnteFirst: true }, 'A:1000 B:150 C:1000', ''),
  hand({ blinds: [1, 2], button: 0 }, 'A:100 B:1', 'A call'),
  hand({ format: 'tournament', blinds: [100, 200] }, 'A:5000 B:2200 C:5000', 'C call, A call, B check, A bet 1000, B allin, C call'),
  hand({ format: 'tournament', blinds: [100, 200] }, 'A:5000 B:1600 C:5000', 'C call, A call, B check, A bet 1000, B allin, C call'),
  hand({ betting: 'limit', blinds: [5, 10] }, 'A:100 B:25 C:100', 'C call, A call, B check, A bet 10, B allin, C call'),
  hand({ betting: 'limit', blinds: [5, 10] }, 'A:100 B:23 C:100', 'C call, A call, B check, A bet 10, B allin, C call'),
  hand({ blinds: [5, 10] }, 'A:100 B:100 C:15', 'C call, A call, B check, A check, B check, C allin'),
  hand(b12, 'A:100 B:16 D:100 C:23', 'D call, C call, A call, B check, A bet 10, B allin, D call, C allin, A call'),
  hand(b12, 'A:100 B:16 D:100 C:100 E:100', 'D call, C call, E call, A call, B check, A bet 10, B allin'),
  hand(
    { format: 'tournament', blinds: [100, 200], ante: 100 },
    'A:1500 B:4000 C:2500 D:6000',
    'C call, D call, A call, B check, A allin, B allin, C allin, D allin',
  ),
  hand(b12, 'A:100 B:30 C:100', `${flop}, A bet 50, B call`),
  hand(b12, 'A:50 B:200 C:300', 'C raise 10, A call, B call, A allin, B call, C raise 150, B fold'),
  hand({ blinds: [1, 2], ante: 2 }, 'A:100 B:1 C:100', 'C fold, A fold'),
  hand(b12, 'A:100 B:100 C:100', 'C raise 10, A fold, B fold'),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 16`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 14`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 25`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 10`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 6, B chip 25`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A chip 25`),
  hand(b12, 'A:100 B:100 C:100', `C call, A call, B chip 25`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A chips 30`),
  hand(b12, 'A:100 B:8 C:100', `${flop}, A bet 10, B chips 6`),
  hand(b12, 'A:100 B:14 C:100', `${flop}, A bet 10, B chips 12`),
  hand({ blinds: [5, 10] }, 'A:100 B:100 C:100', `${flop}, A chips 4`),
  hand({ betting: 'pot-limit', blinds: [1, 2] }, 'A:100 B:100 C:100', `${flop}, A chips 50`),
  hand({ betting: 'pot-limit', blinds: [1, 2] }, 'A:100 B:100 C:100', `${flop}, A bet 2, B chips 40`),
  hand(b12, 'A:100 B:16 C:100 D:100', 'C call, D call, A call, B check, A bet 10, B allin, C call, D call, A chips 30'),
  hand({ betting: 'limit', blinds: [1, 2] }, 'A:100 B:100 C:100 D:100', 'C raise 4, D raise 6, A raise 8'),
  hand(b12, 'A:100 B:100 C:10', 'C allin, A call'),
  hand(b12, 'A:100 B:10 C:100', 'C raise 50, A call'),
  hand(b12, 'A:100 B:20 C:100', `${flop}, A bet 40`),
  hand(b12, 'A:200 B:50 C:50', `${flop}, A bet 150`),
  // Out-of-turn actions held, then standing (TDA 2024 Rule 53).
  outOfTurn({ blinds: [1, 2], button: 3 }, 'A:100 B:100 C:100 D:100', 'C call, D call, A call, B check, D check oot, A check, B check, C check'),
  outOfTurn({ blinds: [1, 2], button: 3 }, 'A:100 B:100 C:100 D:100', 'C call, D call, A call, B check, D fold oot, A bet 4, B call, C call'),
  { blinds: [1, 2], straddles: [4], players: seats('A:100 B:100 C:100 D:100'), actions: [] },
  hand({ format: 'tournament', blinds: [1, 2] }, 'A:50 B:100 C:100', 'C raise 10, A allin, B fold, C call'),
  hand({ blinds: [0.5, 1], decimals: 2 }, 'A:50.25 B:20.5 C:100', 'C raise 3.5, A allin, B call'),
  // Played to the river with cards: who shows first (the last aggressor, left of the button).
  {
    ...hand(b12, 'A:100 B:100 C:100', `${flop}, A check, B check, C check, A check, B check, C check, A bet 10, B call, C fold`),
    board: 'Ah Kd 7c 4s 2h',
  },
  {
    ...hand(b12, 'A:100 B:100 C:100', `${flop}, A check, B check, C check, A check, B check, C check, A check, B check, C check`),
    board: 'Ah Kd 7c 4s 2h',
    players: seats('A:100 B:100 C:100').map((p, i) => ({ ...p, cards: ['Qs Qh', 'Js Jh', 'Ts Th'][i] })),
  },
];
for (const p of handPresetList) hands.push(p.spec);

/** Every prefix of a hand's actions: each step as the page asks about it. */
export function* prefixes(spec) {
  const actions = spec.actions ?? [];
  for (let i = 0; i <= actions.length; i++) yield { ...spec, actions: actions.slice(0, i) };
}

/** The guides' examples in examples/, and the core's spec fixtures (tests/fixtures/specs/). */
export const examples = ['examples', 'tests/fixtures/specs'].flatMap((dir) =>
  readdirSync(`${root}${dir}`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: `${dir}/${f}`, text: readFileSync(`${root}${dir}/${f}`, 'utf8') })),
);

const players3 = [
  { name: 'A', committed: 100 },
  { name: 'B', committed: 200 },
  { name: 'C', committed: 300 },
];

/** Specs with mistakes: each makes the core report one or more errors (as JSON text or objects). */
export const mistakes = [
  '{"players": [}',
  '[1, 2]',
  'null',
  `{"players": [{"name": "A", "committed": 1}], "deadMoney": "${'y'.repeat(1 << 20)}"}`,
  { players: 'A and B' },
  {
    players: [
      { name: 'A', committed: -5 },
      { name: 'B', committed: 'x' },
      { name: 'C', committed: 1.5 },
    ],
  },
  {
    players: [
      { name: 'A', committed: 1e30 },
      { name: 'B', committed: 5 },
    ],
  },
  {
    players: [
      { name: 'A', committed: 2 ** 52 },
      { name: 'B', committed: 2 ** 52 },
      { name: 'C', committed: 2 ** 52 },
    ],
  },
  {
    decimals: 2,
    players: [
      { name: 'A', committed: 1.555 },
      { name: 'B', committed: 2 },
    ],
  },
  {
    decimals: 1,
    players: [
      { name: 'A', committed: 1.55 },
      { name: 'B', committed: 2 },
    ],
  },
  { decimals: 7, players: players3 },
  { players: [{ name: 'A', committed: 5 }] },
  { players: Array.from({ length: 24 }, (_, i) => ({ name: `P${i}`, committed: 1 })) },
  {
    players: [
      { name: '', committed: 5 },
      { name: 'B', committed: 5 },
    ],
  },
  {
    players: [
      { name: 'A', committed: 5 },
      { name: 'A', committed: 5 },
    ],
  },
  {
    players: [
      { name: 'x'.repeat(70), committed: 5 },
      { name: 'B', committed: 5 },
    ],
  },
  {
    players: [
      { name: 'A', committed: 50, stack: 10 },
      { name: 'B', committed: 5 },
    ],
  },
  { players: players3, ranking: ['A', 'Z'] },
  { players: players3, ranking: ['A', ['A', 'B']] },
  { players: players3, ranking: 'A' },
  { players: players3, ranking: [3] },
  { players: players3, showdown: { riverAggressor: 'Z', bettingEndedBeforeRiver: 'yes' } },
  { players: players3.map((p) => ({ ...p, folded: true })) },
  { players: players3, format: 'home', button: 9, smallestChip: 0, deadMoney: -1, game: 'chess', betting: 'spread' },
  { players: players3, unknownField: 1, tripsBeatStraight: 'yes' },
  { players: [{ name: 'A', committed: 5, folded: 'no' }, { committed: 5 }] },
  {
    players: [
      { name: 'A', committed: 100, cards: 'As Ax' },
      { name: 'B', committed: 100, cards: 'As Kh' },
      { name: 'C', committed: 100, cards: ['Qs', 'Qs'] },
    ],
    board: 'Kd Qd 2c',
  },
  {
    players: [
      { name: 'A', committed: 100, cards: 'As' },
      { name: 'B', committed: 100, cards: 'Kd Kh' },
    ],
    board: '2c 7d 9h Jd 3s 4s',
  },
  {
    game: 'shortdeck',
    players: [
      { name: 'A', committed: 100, cards: '2s 3s' },
      { name: 'B', committed: 100, cards: 'Kd Kh' },
    ],
  },
  {
    game: 'omaha',
    players: [
      { name: 'A', committed: 100, cards: 'As Ks' },
      { name: 'B', committed: 100, cards: 'Kd Kh Qd Qh' },
    ],
  },
  {
    game: 'pineapple',
    players: [
      { name: 'A', committed: 100, cards: 'As Ks Qs Js' },
      { name: 'B', committed: 100, cards: 'Kd Kh' },
    ],
  },
  {
    players: [
      { name: 'A', committed: 100, cards: 'As Ks' },
      { name: 'B', committed: 100, cards: 'Kd Kh' },
    ],
    board: 'Ah 7d',
    runs: ['2c 3c 4c 5c'],
  },
  {
    players: [
      { name: 'A', committed: 100, cards: 'As Ks' },
      { name: 'B', committed: 100, cards: 'Kd Kh' },
    ],
    board: 'Ah 7d 2d',
    runs: ['2c 3c 4c', '5d'],
  },
  {
    players: [
      { name: 'A', committed: 100, cards: 'As Ks' },
      { name: 'B', committed: 100, cards: 'Kd Kh' },
    ],
    ranking: ['A', 'B'],
  },
  {
    players: [
      { name: 'A', committed: 100, cards: 'As Ks' },
      { name: 'B', committed: 100, cards: 12 },
    ],
    dead: 'Ax',
  },
  { players: players3, equity: true },
  { players: players3, ranking: ['A', 'B', 'C'], equity: true },
  {
    players: [
      { name: 'A', committed: 100, cards: 'As Ks' },
      { name: 'B', committed: 100, cards: 'Kd Kh' },
    ],
    board: 'Ah 7d',
    runs: ['2c 3c 4c', '5d 6d 7h'],
    equity: true,
  },
  {
    game: 'pineapple',
    players: [
      { name: 'A', committed: 100, cards: 'As Ks Qs' },
      { name: 'B', committed: 100, cards: 'Kd Kh' },
    ],
    equity: true,
  },
  {
    game: 'pineapple',
    board: '2c 3d 4h',
    players: [
      { name: 'A', committed: 100, cards: 'As Ks Qs' },
      { name: 'B', committed: 100, cards: 'Kd Kh' },
    ],
    equity: true,
  },
  {
    players: Array.from({ length: 23 }, (_, i) => ({ name: `P${i}`, committed: 100 })),
    equity: { seed: -1, maxSamples: 'many', precision: 'high', exactLimit: -3 },
  },
  {
    players: [
      { name: 'A', committed: 100, cards: 'As Ks' },
      { name: 'B', committed: 100, cards: 'Kd Kh' },
    ],
    equity: { runs: 'x', plan: 3, chunk: [1] },
  },
  { game: 'omaha', players: Array.from({ length: 12 }, (_, i) => ({ name: `P${i}`, committed: 100 + i })), equity: true },
  { blinds: [1, 2], players: seats('A:100 B:100 C:100'), actions: [], equity: true },
  // Hands played action by action, with mistakes in the table or in an action.
  { blinds: [2, 1], players: seats('A:100 B:100 C:100'), actions: [] },
  { blinds: 5, ante: -1, players: seats('A:100 B:0 C:100'), actions: [] },
  { blinds: [1, 2], betting: 'limit', limit: { smallBet: -2, bigBet: 'x', cap: 0, capHeadsUp: 3 }, players: seats('A:100 B:100 C:100'), actions: [] },
  { blinds: [1, 2], players: seats('A:100 B:100 C:100'), actions: [{ player: 'Z', type: 'call' }] },
  { blinds: [1, 2], players: seats('A:100 B:100 C:100'), actions: [{ type: 'call' }] },
  { blinds: [1, 2], players: seats('A:100 B:100 C:100'), actions: [{ player: 'C', type: 'dance' }] },
  { blinds: [1, 2], players: seats('A:100 B:100 C:100'), actions: [{ player: 'C', type: 'raise', to: 'lots' }] },
  hand(b12, 'A:100 B:100 C:100', 'C raise 10, A fold, B fold, C check'),
  hand(b12, 'A:100 B:100 C:100', 'C fold, A fold, B check'),
  hand(b12, 'A:100 B:100 C:100', 'C fold, A call, C call'),
  hand(b12, 'A:100 B:100 C:100', 'C allin, A call, B call, A check'),
  hand(b12, 'A:100 B:100 C:100', 'A call'),
  hand(b12, 'A:100 B:100 C:100', 'C check'),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A call`),
  hand(b12, 'A:100 B:100 C:100', 'C bet 10'),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A raise 10`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 1`),
  hand(b12, 'A:100 B:100 C:100', 'C raise 3'),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 200`),
  hand(b12, 'A:100 B:100 C:100', 'C raise 500'),
  hand({ betting: 'pot-limit', blinds: [1, 2] }, 'A:100 B:100 C:100', 'C raise 50'),
  hand({ betting: 'pot-limit', blinds: [1, 2] }, 'A:100 B:100 C:100', `${flop}, A bet 50`),
  hand({ betting: 'limit', blinds: [1, 2] }, 'A:100 B:100 C:100', `${flop}, A bet 5`),
  hand({ betting: 'limit', blinds: [1, 2] }, 'A:100 B:100 C:100', 'C raise 5'),
  hand({ betting: 'limit', blinds: [1, 2] }, 'A:100 B:100 C:100', 'C raise 3'),
  hand(b12, 'A:100 B:100 C:5', 'C raise 10'),
  hand(b12, 'A:100 B:100 C:100', 'C chips 1'),
  hand(b12, 'A:100 B:100 C:100', 'C chips 0'),
  hand(b12, 'A:100 B:100 C:100', 'C chips 500'),
  hand({ format: 'tournament', blinds: [100, 200] }, 'A:5000 B:1400 C:5000', 'C call, A call, B check, A bet 1000, B allin, C call, A raise 3000'),
  hand({ betting: 'limit', blinds: [1, 2] }, 'A:100 B:100 C:100 D:100', 'C raise 4, D raise 6, A raise 8, B raise 10'),
  hand(b12, 'A:100 B:2 C:100', 'C call, A call, B raise 4'),
  hand(b12, 'A:100 B:100 C:10', 'C allin, A raise 30'),
  outOfTurn(b12, 'A:100 B:100 C:100', 'C call, A call, B check, A check, B check, A check oot'),
  outOfTurn(b12, 'A:100 B:100 C:100 D:100', 'C call, D call, A call, B check, C check oot, C check oot'),
  {
    format: 'cash',
    players: [
      { name: 'A', committed: 10, bounty: 5 },
      { name: 'B', committed: 10 },
    ],
  },
  {
    blinds: [1, 2],
    players: [
      { name: 'A', stack: 100, post: { live: 2 } },
      { name: 'B', stack: 100 },
      { name: 'C', stack: 100 },
    ],
    actions: [],
  },
  {
    currency: 'euro',
    players: [
      { name: 'A', committed: 10 },
      { name: 'B', committed: 10 },
    ],
  },
  { betting: 'limit', blinds: [1, 2], straddles: [4], players: seats('A:100 B:100 C:100 D:100'), actions: [] },
  { blinds: [1, 2], straddles: [4, 8, 16, 32], players: seats('A:100 B:100 C:100 D:100'), actions: [] },
  { blinds: [1, 2], straddles: [2], players: seats('A:100 B:100 C:100 D:100'), actions: [] },
];

/** Tournament prize money (issue 31): every ruling and error of prizeEquity. */
const twoSeats = [
  { name: 'A', committed: 5, stack: 5 },
  { name: 'B', committed: 9, stack: 9 },
];
export const prizeSpecs = [
  { prizes: [100], players: twoSeats },
  { format: 'tournament', prizes: [], players: twoSeats },
  { format: 'tournament', prizes: Array(1024).fill(1), players: twoSeats },
  { format: 'tournament', otherStacks: [100], players: twoSeats },
  { format: 'tournament', prizes: [100], otherStacks: Array(1001).fill(100), players: twoSeats },
  { format: 'tournament', prizes: [100, 200], players: twoSeats, ranking: [['B'], ['A']] },
  {
    format: 'tournament',
    prizes: [600, 300, 100],
    players: [
      { name: 'A', committed: 2000, stack: 5000 },
      { name: 'B', committed: 2000, stack: 2000 },
      { name: 'C', committed: 2000, stack: 2000 },
      { name: 'D', committed: 1000, stack: 1000 },
    ],
    ranking: [['A'], ['B', 'C'], ['D']],
  },
  { format: 'tournament', prizes: [500, 300, 200], otherStacks: Array(20).fill(900), players: twoSeats },
  // With equity: prize money expected over every river, over random deals, and not when run twice.
  ...[true, { exactLimit: 0, maxSamples: 20000 }, { runs: 2 }].map((equity) => ({
    format: 'tournament',
    prizes: [500, 300, 200],
    board: '2c 7d 9h 3s',
    equity,
    players: [
      { name: 'A', committed: 1500, stack: 1500, cards: 'As Ah' },
      { name: 'B', committed: 4000, stack: 4000, cards: 'Kd Kc' },
      { name: 'C', committed: 2500, stack: 2500, cards: 'Qs Qh' },
      { name: 'D', committed: 6000, stack: 9000, cards: 'Jd Tc' },
    ],
  })),
];

// Practice (issue 32): a drill at every level, answers right and wrong, and every input error.
export const practiceSpecs = [
  ...[1, 2, 3, 4, 5].map((level) => ({ practice: { drill: 'sidepots', seed: 42, level } })),
  { practice: { seed: 7, level: 3 }, answer: { pots: [{ amount: 100, eligible: ['A', 'B'] }, { amount: null }], returned: { A: 0 } } },
  { practice: { seed: 7, level: 5 }, answer: { pots: [{ amount: 1.234, eligible: ['A', 'Z', 3] }, 'pot'], returned: { Q: 5 } } },
  { practice: { seed: 7, level: 2 }, answer: { pots: {}, returned: [] } },
  { practice: { seed: 7, level: 2 }, answer: 'all of it' },
  { practice: { drill: 'bingo', seed: -1, level: 9 } },
  { practice: 'sidepots' },
  // The hand drills (exercises 3 and 4): every level, answers right, wrong, illegal, mistyped.
  ...[1, 2, 3, 4, 5].flatMap((level) => [{ practice: { drill: 'raises', seed: 5, level } }, { practice: { drill: 'reopen', seed: 5, level } }]),
  { practice: { drill: 'raises', seed: 2, level: 1 }, answer: { to: 500 } },
  { practice: { drill: 'raises', seed: 5, level: 3 }, answer: { to: 1800 } },
  { practice: { drill: 'raises', seed: 5, level: 4 }, answer: { to: 100000 } },
  { practice: { drill: 'raises', seed: 5, level: 4 }, answer: { to: 'pot' } },
  { practice: { drill: 'raises', seed: 5, level: 4 }, answer: {} },
  { practice: { drill: 'reopen', seed: 3, level: 1 }, answer: { actions: ['fold', 'call'] } },
  { practice: { drill: 'reopen', seed: 1, level: 3 }, answer: { actions: ['raise'] } },
  { practice: { drill: 'reopen', seed: 1, level: 3 }, answer: { actions: ['fold', 'reraise', 3] } },
  { practice: { drill: 'reopen', seed: 1, level: 3 }, answer: { actions: 'fold' } },
  // Side pots from a hand played out (exercise 2): every level, a wrong answer, a mistyped one.
  ...[1, 2, 3, 4, 5].map((level) => ({ practice: { drill: 'handpots', seed: 8, level } })),
  { practice: { drill: 'handpots', seed: 8, level: 2 }, answer: { pots: [{ amount: 400, eligible: ['A', 'B', 'C', 'D'] }], returned: { B: 100 } } },
  { practice: { drill: 'handpots', seed: 8, level: 4 }, answer: { pots: [{ amount: '1,2', eligible: ['Zed'] }], returned: { A: -5 } } },
  // Who shows first (exercise 6): every level, a player, every hand at once, a stranger, a number.
  ...[1, 2, 3, 4, 5].map((level) => ({ practice: { drill: 'showdown', seed: 8, level } })),
  { practice: { drill: 'showdown', seed: 8, level: 1 }, answer: { first: 'A' } },
  { practice: { drill: 'showdown', seed: 8, level: 4 }, answer: { first: 'all' } },
  { practice: { drill: 'showdown', seed: 8, level: 2 }, answer: { first: 'Zed' } },
  { practice: { drill: 'showdown', seed: 8, level: 2 }, answer: { first: 3 } },
  // Who wins what (exercise 5): every level, a wrong answer, names and amounts that cannot be read.
  ...[1, 2, 3, 4, 5].map((level) => ({ practice: { drill: 'winners', seed: 8, level } })),
  { practice: { drill: 'winners', seed: 8, level: 4 }, answer: { pots: [{ winners: ['A'] }, {}], collects: { A: 500 } } },
  { practice: { drill: 'winners', seed: 8, level: 4 }, answer: { pots: [{ winners: ['Zed', 2] }, 'B'], collects: { A: 12.5, Q: 1 } } },
  { practice: { drill: 'winners', seed: 8, level: 4 }, answer: { pots: 'A', collects: [] } },
  // Places and prizes (exercise 7): every level, wrong, mistyped, out of range.
  ...[1, 2, 3, 4, 5].map((level) => ({ practice: { drill: 'places', seed: 8, level } })),
  { practice: { drill: 'places', seed: 8, level: 4 }, answer: { places: { A: 3 }, prizes: { A: 12.5 } } },
  { practice: { drill: 'places', seed: 8, level: 4 }, answer: { places: { A: 0, Zed: 2, B: 'third' }, prizes: { C: 1.234 } } },
  { practice: { drill: 'places', seed: 8, level: 4 }, answer: { places: [], prizes: 5 } },
];

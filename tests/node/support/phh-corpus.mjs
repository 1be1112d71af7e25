// Hand histories that between them make the PHH import and export say every code they have (the
// catalogue tests render every message of their reports, tests/node/catalogue.test.mjs): the
// malformed fixtures, then one hand a fault. Each a PHH text, or a spec for toPhh.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fixtures = fileURLToPath(new URL('../../fixtures/phh/', import.meta.url));

/** A no-limit hold'em hand: its forced bets and stacks, then its actions. */
const nt = (table, actions, extra = '') => `variant = 'NT'\n${table}\nactions = [${actions}]\n${extra}`;
const three = 'antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]';
const dealt = "'d dh p1 AsKs', 'd dh p2 QdQc', 'd dh p3 ????'";

export const phhTexts = [
  readFileSync(`${fixtures}malformed.phhs`, 'utf8'),
  'x = [',
  "variant = 'ZZ'\nstarting_stacks = [1, 1]\nactions = []",
  nt('antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, nan, 100]', ''),
  nt('antes = [0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]', ''),
  nt('antes = [5, 5, 5]\nblinds_or_straddles = [10, 20, 0]\nmin_bet = 20\nstarting_stacks = [1000, 3, 1000]', "'p3 f', 'p1 f'"),
  nt('antes = [0, 0, 0]\nblinds_or_straddles = [1, 0, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]', ''),
  nt('antes = [0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 0, 4]\nmin_bet = 2\nstarting_stacks = [100, 100, 100, 100]', ''),
  nt('antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 4\nstarting_stacks = [100, 100, 100]', ''),
  nt(three, "'p3 sd', 'p1 f'"),
  nt(three, "'p3 pb', 'p1 f'"),
  nt(three, "'p9 f', 'p1 f'"),
  nt(three, "'p3 cbr lots', 'p1 f'"),
  nt(three, "'d dh p1 AsKs', 'd dh p1 QdQc'"),
  nt(three, `${dealt}, 'p3 cc', 'd db 2c3c4c'`),
  nt(three, `${dealt}, 'p3 cc', 'p1 cc', 'p2 cc', 'p1 cc'`),
  nt(three, `${dealt}, 'p3 f', 'p1 cc', 'p2 cc', 'd db 2c3c4c', 'p1 cc', 'p2 cc', 'd db 5d', 'p1 cc', 'p2 cc', 'd db 6d', 'p1 cc', 'p2 cc', 'p1 sm JhJd'`),
  nt(
    three,
    "'d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 cc', 'p2 cc', 'd db 2c3c4c', 'p1 cc', 'p2 cc', 'd db 5d', 'p1 cc', 'p2 cc', 'd db 6d', 'p1 cc', 'p2 cc'",
  ),
  nt(three, "'p3 f', 'p1 f'", 'winnings = [0, 3]'),
  // Turns the history skips: the button's fold, then (in a table) the small blind's check.
  nt(three, `${dealt}, 'p1 cc', 'p2 cc'`),
  `[skipped]\n${nt(three, `${dealt}, 'p3 cc', 'p1 cc', 'p2 cc', 'd db 2c3c4c', 'p2 cc'`)}`,
  nt('antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = inf\nstarting_stacks = [100, 100, 100]', ''),
];

/** A played spec whose recorded result is not one amount a seat. */
export const recordedSpec = {
  blinds: [1, 2],
  players: [
    { name: 'A', stack: 100 },
    { name: 'B', stack: 100 },
  ],
  actions: [{ player: 'A', type: 'fold' }],
  recorded: { winnings: [3] },
};

/** Specs toPhh cannot write. */
export const phhExportSpecs = [
  {
    players: [
      { name: 'A', committed: 1 },
      { name: 'B', committed: 2 },
    ],
  },
  {
    game: 'pineapple',
    blinds: [1, 2],
    players: [
      { name: 'A', stack: 100 },
      { name: 'B', stack: 100 },
    ],
    actions: [],
  },
  {
    blinds: [1, 2],
    players: [
      { name: 'A', stack: 100 },
      { name: 'B', stack: 100 },
      { name: 'C', stack: 100, post: { live: 2 } },
    ],
    actions: [],
  },
];

// The JS API on the built WASM module: same numbers as the guides, bad input as values.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTapis } from '../../lib/api/tapis.js';
import { handPresetList } from './support/hand-presets.mjs';

const tapis = await loadTapis();

const guide002ex2 = {
  format: 'tournament',
  deadMoney: 1200,
  players: [
    { name: 'A', committed: 1200 },
    { name: 'B', committed: 3700 },
    { name: 'C', committed: 2200 },
    { name: 'D', committed: 5700 },
  ],
};

test('002 example 2: pots, eligible players and the 2 000 returned to D', () => {
  const r = tapis.analyze(guide002ex2);
  assert.equal(r.ok, true);
  assert.deepEqual(
    r.pots.map((p) => p.amount),
    [6000, 3000, 3000],
  );
  assert.deepEqual(
    r.pots.map((p) => p.eligible),
    [
      ['A', 'B', 'C', 'D'],
      ['B', 'C', 'D'],
      ['B', 'D'],
    ],
  );
  assert.deepEqual(r.returned, { D: 2000 });
  assert.deepEqual(r.check, { committed: 14000, pots: 12000, returned: 2000, balanced: true });
  assert.deepEqual(r.pots[0].contributions, { A: 1200, B: 1200, C: 1200, D: 1200 });
});

test('002 example 2: showdown order A, C, B, D', () => {
  const r = tapis.analyze({ ...guide002ex2, ranking: [['A'], ['C'], ['B'], ['D']] });
  assert.deepEqual(r.payouts, { A: 6000, B: 3000, C: 3000, D: 2000 });
  assert.deepEqual(r.net, { A: 4800, B: -700, C: 800, D: -3700 });
  assert.deepEqual(
    r.awards.map((a) => [a.pot, a.winners]),
    [
      [2, ['B']],
      [1, ['C']],
      [0, ['A']],
    ],
  );
});

test('002 example 1: A-best, B-best, C-best', () => {
  const base = {
    players: [
      { name: 'A', committed: 50 },
      { name: 'B', committed: 120 },
      { name: 'C', committed: 300 },
    ],
  };
  assert.deepEqual(tapis.analyze({ ...base, ranking: ['A', 'B', 'C'] }).payouts, { A: 150, B: 140, C: 180 });
  assert.deepEqual(tapis.analyze({ ...base, ranking: ['B', 'A', 'C'] }).payouts, { A: 0, B: 290, C: 180 });
  assert.deepEqual(tapis.analyze({ ...base, ranking: ['C', 'A', 'B'] }).payouts, { A: 0, B: 0, C: 470 });
});

test("002 example 3: a folded player's chips stay in the main pot", () => {
  const r = tapis.analyze({
    deadMoney: 30,
    players: [
      { name: 'A', committed: 40 },
      { name: 'B', committed: 40, folded: true },
      { name: 'C', committed: 150 },
    ],
  });
  assert.deepEqual(
    r.pots.map((p) => [p.amount, p.eligible]),
    [[150, ['A', 'C']]],
  );
  assert.deepEqual(r.returned, { C: 110 });
});

test('a split pot with an odd chip goes to the first tied player left of the button', () => {
  const r = tapis.analyze({
    deadMoney: 1,
    button: 0,
    players: [
      { name: 'A', committed: 50 },
      { name: 'B', committed: 50 },
      { name: 'C', committed: 50 },
    ],
    ranking: [['A', 'C'], ['B']], // A named first: the odd chip still goes by seat (C)
  });
  assert.deepEqual(r.awards[0].amounts, { A: 75, C: 76 });
  assert.deepEqual(r.awards[0].winners, ['C', 'A']);
});

test('bad input comes back as coded errors naming the field, never a throw', () => {
  const cases = [
    [
      {
        players: [
          { name: 'A', committed: 1 },
          { name: 'A', committed: 2 },
        ],
      },
      'players.duplicate_name',
      'players[1].name',
    ],
    [{ players: [{ name: '', committed: 1 }, { name: 'B' }] }, 'players.empty_name', 'players[0].name'],
    [{ players: [{ name: 'A', committed: -1 }, { name: 'B' }] }, 'amount.negative', 'players[0].committed'],
    [{ players: [{ name: 'A', committed: 0.5 }, { name: 'B' }] }, 'amount.fraction', 'players[0].committed'],
    [{ players: [{ name: 'A', committed: 2 ** 53 + 2 }, { name: 'B' }] }, 'amount.too_large', 'players[0].committed'],
    [{ players: [{ name: 'A', committed: NaN }, { name: 'B' }] }, null, null],
    [{ players: [{ name: 'A' }] }, 'players.too_few', 'players'],
    [{ players: [{ name: 'A' }, { name: 'B' }], ranking: [['Z']] }, 'ranking.unknown_player', 'ranking[0][0]'],
    [{ players: [{ name: 'A' }, { name: 'B' }], ranking: ['A', 'A'] }, 'ranking.duplicate_player', 'ranking[1]'],
    [{ players: [{ name: 'A' }, { name: 'B' }], deadMoney: 'lots' }, 'spec.type', 'deadMoney'],
  ];
  for (const [spec, code, field] of cases) {
    const r = tapis.analyze(spec);
    if (code === null) {
      // NaN becomes null in JSON: a missing amount, which defaults to 0 committed.
      assert.equal(r.ok, true);
      continue;
    }
    assert.equal(r.ok, false, JSON.stringify(spec));
    assert.equal(r.errors[0].code, code);
    assert.equal(r.errors[0].field, field);
    assert.match(r.errors[0].message, /\S/);
  }
  assert.equal(tapis.analyze('{"players": [').errors[0].code, 'spec.json');
  assert.equal(tapis.analyze(null).errors[0].code, 'spec.type');
  assert.equal(tapis.analyze('['.repeat(50000)).errors[0].code, 'spec.json');
});

test('the module survives thousands of calls and huge inputs without aborting', () => {
  const big = { players: Array.from({ length: 5000 }, (_, i) => ({ name: `P${i}`, committed: i })) };
  assert.equal(tapis.analyze(big).errors[0].code, 'players.too_many');
  assert.equal(tapis.analyze('x'.repeat(2 << 20)).errors[0].code, 'spec.too_large');
  for (let i = 0; i < 2000; i++) {
    const r = tapis.analyze({
      players: [
        { name: 'A', committed: i },
        { name: 'B', committed: 2 * i + 1 },
      ],
      ranking: ['A'],
    });
    assert.equal(r.payouts.A + r.payouts.B, 3 * i + 1);
  }
});

test('names are returned exactly as given', () => {
  const name = '<img src=x onerror=alert(1)> Zoé "Z" 🂡';
  const r = tapis.analyze({
    players: [
      { name, committed: 10 },
      { name: 'B', committed: 10 },
    ],
  });
  assert.deepEqual(r.pots[0].eligible, [name, 'B']);
});

test('parseCards: the core reads card text for the page (no card parser in JS)', () => {
  assert.deepEqual(tapis.parseCards('As Kd', 'holdem'), { ok: true, errors: [], cards: ['As', 'Kd'] });
  assert.deepEqual(tapis.parseCards('A♠K♦ 10h', 'holdem').cards, ['As', 'Kd', 'Th']);
  const bad = tapis.parseCards('As Ax', 'holdem');
  assert.equal(bad.ok, false);
  assert.equal(bad.errors[0].code, 'cards.unknown');
  assert.deepEqual(bad.errors[0].params, { text: 'Ax' });
  assert.equal(tapis.parseCards('2s', 'shortdeck').errors[0].code, 'cards.not_in_deck');
  assert.equal(tapis.parseCards('As As').errors[0].code, 'cards.duplicate');
});

test('a JS-side error of the wrapper has a catalogue code too', () => {
  const cyclic = { players: [] };
  cyclic.self = cyclic;
  const r = tapis.analyze(cyclic);
  assert.equal(r.ok, false);
  assert.equal(r.errors[0].code, 'spec.unserializable');
  assert.deepEqual(r.errors[0].params, {});
});

test('003 Le tapis incomplet: the log says B’s all-in to 1 400 is not a full raise, A’s bet of 1 000 is', () => {
  // Hand mode's preset of the example, up to B's all-in (C has not answered it yet).
  const example = handPresetList.find((p) => p.id === '003-incomplete-allin').spec;
  const spec = { ...example, actions: example.actions.slice(0, 5) };
  assert.deepEqual(spec.actions.at(-1), { player: 'B', type: 'allin' });
  const r = tapis.analyze(spec);
  assert.equal(r.ok, true);
  const raises = r.log.filter((e) => e.type === 'bet' || e.type === 'raise').map(({ player, to, full }) => ({ player, to, full }));
  assert.deepEqual(raises, [
    { player: 'A', to: 1000, full: true },
    { player: 'B', to: 1400, full: false },
  ]);
  // Only bets and raises say it: not a call, a check or a post.
  assert.deepEqual(
    r.log.filter((e) => 'full' in e).map((e) => e.type),
    ['bet', 'raise'],
  );
  // Had B pushed 2 000, a full raise of 1 000 (TDA 2024 Rule 47).
  const full = tapis.analyze({ ...spec, players: spec.players.map((p) => (p.name === 'B' ? { ...p, stack: 2200 } : p)) });
  assert.deepEqual(full.log.at(-1), {
    action: 4,
    at: 4,
    type: 'raise',
    street: 'flop',
    player: 'B',
    added: 2000,
    to: 2000,
    allIn: true,
    as: 'allin',
    full: true,
  });
});

test('TDA 2024 Rule 53: each ruling says the action whose play gave it (at), a held action’s settling at its turn', () => {
  const players = ['A', 'B', 'C', 'D'].map((name) => ({ name, stack: 100 }));
  const pre = [
    { player: 'C', type: 'call' },
    { player: 'D', type: 'call' },
    { player: 'A', type: 'call' },
    { player: 'B', type: 'check' },
  ];
  const play = (...actions) => tapis.analyze({ blinds: [1, 2], button: 3, players, actions: [...pre, ...actions] });
  // Flop: C checks out of turn (action 4); A and B check: B's check (action 6) brings C's turn.
  const r = play({ player: 'C', type: 'check', outOfTurn: true }, { player: 'A', type: 'check' }, { player: 'B', type: 'check' });
  assert.equal(r.ok, true);
  const oot = r.rulings.filter((x) => x.code.startsWith('oot.')).map(({ code, action, at }) => ({ code, action, at }));
  assert.deepEqual(oot, [
    { code: 'oot.held', action: 4, at: 4 },
    { code: 'oot.binding', action: 4, at: 6 },
  ]);
  assert.ok(r.rulings.every((x) => 'at' in x));
  assert.deepEqual(
    r.log.filter((e) => e.action === 4).map(({ type, at }) => ({ type, at })),
    [
      { type: 'held', at: 4 },
      { type: 'check', at: 6 },
    ],
  );
  // The posts come before any action: no `at`.
  assert.deepEqual(
    r.log.filter((e) => !('at' in e)).map((e) => e.type),
    ['smallBlind', 'bigBlind'],
  );
  // A bets before C's turn: the held check is cancelled at B's call (action 6), which brought it.
  const cancelled = play({ player: 'C', type: 'check', outOfTurn: true }, { player: 'A', type: 'bet', to: 6 }, { player: 'B', type: 'call' });
  assert.deepEqual(
    cancelled.rulings.filter((x) => x.code === 'oot.cancelled').map(({ action, at }) => ({ action, at })),
    [{ action: 4, at: 6 }],
  );
});

// The forms' limits (lib/api/limits.js) are the core's: one more is refused, exactly as many is not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTapis } from '../../lib/api/tapis.js';
import { MAX_PLAYERS, MAX_NAME_BYTES, MAX_DECIMALS, decimalsOr0 } from '../../lib/api/limits.js';

const tapis = await loadTapis();
const seat = (i) => `P${i + 1}`;

test('MAX_PLAYERS players may sit (quick mode and hand mode), one more is players.too_many', () => {
  const quick = (n) => tapis.analyze({ players: Array.from({ length: n }, (_, i) => ({ name: seat(i), committed: 10 })) });
  assert.equal(quick(MAX_PLAYERS).ok, true);
  assert.equal(quick(MAX_PLAYERS + 1).errors[0].code, 'players.too_many');
  const deal = (n) => tapis.analyze({ blinds: [1, 2], players: Array.from({ length: n }, (_, i) => ({ name: seat(i), stack: 100 })), actions: [] });
  assert.equal(deal(MAX_PLAYERS).ok, true);
  assert.equal(deal(MAX_PLAYERS + 1).errors[0].code, 'players.too_many');
});

test('a name of MAX_NAME_BYTES bytes is accepted, one byte more is players.name_too_long', () => {
  const spec = (name) => ({
    players: [
      { name, committed: 10 },
      { name: 'B', committed: 10 },
    ],
  });
  assert.equal(tapis.analyze(spec('x'.repeat(MAX_NAME_BYTES))).ok, true);
  assert.equal(tapis.analyze(spec('x'.repeat(MAX_NAME_BYTES + 1))).errors[0].code, 'players.name_too_long');
  // Bytes, not characters: "é" is two.
  assert.equal(tapis.analyze(spec('é'.repeat(MAX_NAME_BYTES / 2))).ok, true);
  assert.equal(tapis.analyze(spec(`${'é'.repeat(MAX_NAME_BYTES / 2)}x`)).errors[0].code, 'players.name_too_long');
});

test('a money unit of MAX_DECIMALS decimals is accepted, one more is spec.range at "decimals"; the forms read the rest as whole chips', () => {
  const spec = (decimals) => ({
    decimals,
    players: [
      { name: 'A', committed: 10 },
      { name: 'B', committed: 10 },
    ],
  });
  assert.equal(tapis.analyze(spec(MAX_DECIMALS)).ok, true);
  const [error] = tapis.analyze(spec(MAX_DECIMALS + 1)).errors;
  assert.deepEqual([error.code, error.field, error.params.max], ['spec.range', 'decimals', MAX_DECIMALS]);
  assert.deepEqual([0, 2, '3', MAX_DECIMALS + 1, -1, 1.5, null, 'x'].map(decimalsOr0), [0, 2, 3, 0, 0, 0, 0, 0]);
});

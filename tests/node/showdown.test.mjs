// Cards and whole hands through the JS API (issues 3 and 4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTapis } from '../../lib/api/tapis.js';

const tapis = await loadTapis();

test('rankHand names the hand in English and French', () => {
  const r = tapis.rankHand('holdem', '5s 2c', '8s 8h 5c 5d Qh');
  assert.equal(r.ok, true);
  assert.equal(r.hand.category, 'full-house');
  assert.equal(r.hand.description, 'Full house, fives full of eights');
  assert.equal(r.hand.descriptionFr, 'Full aux cinq par les huit');
  assert.deepEqual(tapis.rankHand('holdem', ['A♠', 'K♦'], 'Q♥ J♣ 10♠').hand.category, 'straight');
  assert.equal(tapis.rankHand('omaha', 'As Kd', '').errors[0].code, 'eval.hole_count');
  assert.equal(tapis.rankHand('holdem', 'As As', '').errors[0].code, 'cards.duplicate');
  assert.equal(tapis.rankHand('shortdeck', '2s 7h', '').errors[0].code, 'cards.not_in_deck');
  assert.equal(tapis.rankHand('stud', 'As Kd', '').errors[0].code, 'spec.unknown_value');
});

test('002 example 2 with cards: A, C, B, D win their pots', () => {
  const r = tapis.analyze({
    format: 'tournament',
    deadMoney: 1200,
    board: '2c 7d 9h Jd 3s',
    players: [
      { name: 'A', committed: 1200, cards: 'As Ah' },
      { name: 'B', committed: 3700, cards: 'Qs Qh' },
      { name: 'C', committed: 2200, cards: 'Ks Kh' },
      { name: 'D', committed: 5700, cards: '8c 4d' },
    ],
  });
  assert.deepEqual(r.payouts, { A: 6000, B: 3000, C: 3000, D: 2000 });
  assert.equal(r.hands.A.description, 'Pair of aces');
  assert.equal(r.faceUp, true);
});

test('guide 000: A bets 10, B all-in 14, C all-in 21: the betting reopens for A', () => {
  const base = {
    blinds: [1, 2],
    button: 3,
    players: [
      { name: 'A', stack: 200 },
      { name: 'B', stack: 16 },
      { name: 'C', stack: 23 },
      { name: 'D', stack: 200 },
    ],
    actions: [
      { player: 'C', type: 'call' },
      { player: 'D', type: 'call' },
      { player: 'A', type: 'call' },
      { player: 'B', type: 'check' },
      { player: 'A', type: 'bet', to: 10 },
      { player: 'B', type: 'allin' },
    ],
  };
  const afterB = tapis.analyze(base);
  assert.equal(afterB.ok, true);
  assert.equal(afterB.street, 'flop');
  assert.equal(afterB.toAct, 'C');
  // C has not acted: he may raise, to at least 14 + 10 = 24 (WSOP 176); his 21 all-in is allowed (WSOP 175).
  const r = tapis.analyze({ ...base, actions: [...base.actions, { player: 'C', type: 'allin' }, { player: 'D', type: 'call' }] });
  assert.equal(r.ok, true);
  assert.equal(r.toAct, 'A');
  assert.equal(r.legal.call, 11);
  // A faces 11 more, at least a full raise of 10: reopened (TDA 2024 Rule 47), to at least 21 + 10.
  assert.equal(r.legal.raiseClosed, null);
  assert.equal(r.legal.raise.min, 31);
  const last = r.rulings.at(-1);
  assert.equal(last.action, 6); // C's all-in
  assert.equal(last.rule, 'TDA-2024-47+WSOP-LAR-176');
  assert.deepEqual(last.params.reopened, ['A']);
  const illegal = tapis.analyze({ ...base, actions: [...base.actions, { player: 'A', type: 'call' }] });
  assert.equal(illegal.ok, false);
  assert.equal(illegal.errors[0].code, 'action.out_of_turn');
  assert.equal(illegal.errors[0].action, 6);
  assert.equal(illegal.toAct, 'C', 'the report describes the state before the illegal action');
});

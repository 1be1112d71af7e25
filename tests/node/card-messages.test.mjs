// The page words the core's card errors in French and English (web/cards/card-check.js reads the core's
// message). Every card error the core gives must come out translated: a message that changes in
// the core without the page following shows here, not as English on a French page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTapis } from '../../web/api/tapis.js';
import { cardMessage } from '../../web/cards/card-check.js';

const tapis = await loadTapis();
const two = (a, b, extra = {}) => ({
  players: [
    { name: 'A', committed: 10, cards: a },
    { name: 'B', committed: 10, cards: b },
  ],
  ...extra,
});

const cases = [
  ['cards.duplicate', two('As Kd', 'As Qc')],
  ['cards.duplicate', two('As As', 'Qs Qc')],
  ['cards.unknown', two('Ax Kd', 'Qs Qc')],
  ['cards.not_in_deck', two('As 2d', 'Qs Qc', { game: 'shortdeck' })],
  ['eval.hole_count', two('As Kd Qh', 'Qs Qc')],
  ['eval.board_count', two('As Kd', 'Qs Qc', { board: '2c 3c 4c 5c 6c 7c' })],
  ['runs.board', two('As Kd', 'Qs Qc', { board: '2c 3c 4d', runs: ['5h 6h 7h', '8h 9h'] })],
  ['runs.count', two('As Kd', 'Qs Qc', { board: '2c 3c 4d', runs: ['5h 6h', '8h 9h', 'Th Jh', 'Qh Kh'] })],
];

for (const [code, spec] of cases) {
  test(`${code}: worded by the page in French and English`, () => {
    const r = tapis.analyze(spec);
    assert.equal(r.ok, false);
    const e = r.errors[0];
    assert.equal(e.code, code, e.message);
    const core = e.message.replace(`${e.field}: `, '');
    const fr = cardMessage(e, { players: spec.players, game: spec.game ?? 'holdem' }, 'fr');
    const en = cardMessage(e, { players: spec.players, game: spec.game ?? 'holdem' }, 'en');
    assert.notEqual(fr, core, `not translated: ${e.message}`);
    assert.notEqual(en, core, `not reworded: ${e.message}`);
    assert.match(en, /\.$/);
  });
}

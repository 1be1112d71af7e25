// The message templates' syntax as the one renderer says it (lib/i18n/say.js, plain: the core's
// digits): plurals, selects with none, lists counted, amounts in the money unit, field labels and
// their players, streets, rule ids. These cases were the C++ renderer's (report_contract_test.cpp)
// until the core stopped rendering messages (issue 33).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { sayMessage, sayRule, sayTemplate } from '../../lib/i18n/say.js';

const c = {
  messages: {},
  rules: { 'A-1': 'Rule A', 'B-2': 'Rule B' },
  fields: {
    'players[].stack': '{player, select, none {seat {n}} other {{player}}}’s stack',
    'blinds[0]': 'the small blind',
    'blinds[]': 'a blind',
  },
  terms: { 'list.and': 'and', 'street.flop': 'flop' },
};
const plain = { plain: true };
const cents = { plain: true, decimals: 2 };

test('templates: plurals, selects with none, lists counted, field labels and their players', () => {
  assert.equal(sayTemplate(c, '{n, plural, one {# chip} other {# chips}}', { n: 1 }, plain), '1 chip');
  assert.equal(sayTemplate(c, '{n, plural, =0 {none} one {# chip} other {# chips}}', { n: 3 }, plain), '3 chips');
  assert.equal(sayTemplate(c, '{x, select, none {absent} other {present}}', { n: 3 }, plain), 'absent');
  assert.equal(sayTemplate(c, '{who} ({who, plural, one {one} other {#}})', { who: ['A', 'B', 'C'] }, plain), 'A, B and C (3)');
  assert.equal(sayTemplate(c, 'to {to, chips}', { to: 200.3 }, cents), 'to 200.30');
  const field = { field: 'players[2].stack', player: 'Marie', other: 'players[0].stack', otherPlayer: 'Lou' };
  assert.equal(sayTemplate(c, '{field, field} / {other, field}', field, plain), 'Marie’s stack / Lou’s stack');
  assert.equal(sayTemplate(c, '{field, field}', { field: 'players[2].stack' }, plain), 'seat 3’s stack');
  assert.equal(sayTemplate(c, '{field, field}', { field: 'blinds[0]' }, plain), 'the small blind');
  assert.equal(sayTemplate(c, 'on the {s, street}', { s: 'flop' }, plain), 'on the flop');
  assert.equal(sayRule(c, 'A-1+B-2'), 'Rule A; Rule B');
  assert.equal(sayMessage(c, { code: 'no.such_code', params: {} }, plain), 'no.such_code');
});

test('the English catalogue has a template for the codes the core emits', () => {
  const en = JSON.parse(readFileSync(new URL('../../lib/i18n/en.json', import.meta.url), 'utf8'));
  for (const code of [
    'spec.json',
    'amount.negative',
    'cards.duplicate',
    'action.out_of_turn',
    'allin.incomplete_raise',
    'chips.fifty_percent_raise',
    'show.face_up',
    'oot.held',
    'bet.beyond_covered',
    'post.straddle',
  ])
    assert.ok(Object.hasOwn(en.messages, code), code);
});

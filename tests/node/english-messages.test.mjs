// The English sentences the native suite read from the core's reports until the core stopped
// rendering messages (issue 33): the same specs and hand histories, through the JS API, which now
// says each message with the one renderer (lib/i18n/say.js). The native tests check the codes
// and params these sentences are made of.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTapisEquity } from '../../lib/api/tapis-equity.js';

const tapis = await loadTapisEquity();

/** "A:100 B:16" and "C raise 7, B chips 16, B chip 25" as tests/core/betting_helpers.hpp reads them. */
function spec(settings, seats, acts) {
  const players = seats.split(' ').map((s) => `{"name":"${s.split(':')[0]}","stack":${s.split(':')[1]}}`);
  const actions = acts
    .split(',')
    .map((one) => one.trim().split(/\s+/))
    .filter((w) => w.length >= 2)
    .map(([who, type, number]) => {
      const a = { player: who.replace(/^~/, ''), type: type === 'chip' ? 'chips' : type };
      if (number !== undefined) a[type === 'chips' || type === 'chip' ? 'amount' : 'to'] = Number(number);
      if (type === 'chip') a.oneChip = true;
      if (who.startsWith('~')) a.outOfTurn = true;
      return a;
    });
  return `{${settings}${settings ? ',' : ''}"players":[${players}],"actions":${JSON.stringify(actions)}}`;
}
const play = (settings, seats, acts) => JSON.parse(tapis.analyzeText(spec(settings, seats, acts)));
const rulingMessage = (r, code) => r.rulings.filter((x) => x.code === code).at(-1).message;
const flop = 'C call, A call, B check';

test('rulings: the 50 % rule, an incomplete all-in, the blinds (betting_*_test.cpp)', () => {
  const raise = play('"blinds":[1,2]', 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 16`);
  assert.match(rulingMessage(raise, 'chips.fifty_percent_raise'), /completed to 20/);
  const call = play('"blinds":[1,2]', 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 14`);
  assert.match(rulingMessage(call, 'chips.fifty_percent_call'), /the 4 go back/);
  const pre = 'C call, D call, A call, B check';
  const allin = play('"blinds":[1,2]', 'A:100 B:16 C:100 D:100', `${pre}, A bet 10, B allin`);
  assert.ok(rulingMessage(allin, 'allin.incomplete_raise').includes('B’s all-in to 14 is not a full raise'));
  const order = play('"blinds":[50,100],"bigBlindAnte":100', 'A:1000 B:150 C:1000', '');
  assert.match(rulingMessage(order, 'post.big_blind_ante_order'), /the blind is paid first/);
  const short = play('"blinds":[1,2]', 'A:100 B:1 C:100', '');
  assert.match(rulingMessage(short, 'post.blind_short'), /The others still owe the full big blind/);
});

test('errors: a check facing a bet, amounts in cents, the recorded result (spec tests)', () => {
  const check = play('"blinds":[1,2]', 'A:100 B:100 C:100 D:100', 'C raise 7, D call, A fold, B check');
  assert.match(check.errors[0].message, /B cannot check/);
  const cents = play('"decimals":2,"currency":"EUR","blinds":[0.25,0.5],"straddles":[0.4]', 'A:100 B:100 C:100 D:100', '');
  assert.equal(cents.errors[0].message, 'A straddle of 0.40 must be more than the big blind (0.50).');
  const fraction = tapis.analyze({
    decimals: 2,
    players: [
      { name: 'A', committed: 1.005 },
      { name: 'B', committed: 2 },
    ],
  });
  assert.equal(fraction.errors[0].message, 'A’s chips committed has more than 2 decimals.');
  const recorded = tapis.analyze({
    blinds: [1, 2],
    players: [
      { name: 'A', stack: 100 },
      { name: 'B', stack: 100 },
    ],
    actions: [],
    recorded: { winnings: [0], finishingStacks: [1, -2] },
  });
  assert.equal(recorded.errors[0].message, 'the recorded winnings must hold one amount per seat (2), not 1.');
});

test('hand histories: an unknown stack, a missing field (phh_import_test.cpp)', () => {
  const three = (actions) =>
    `variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\n\nactions = [${actions}]\n`;
  const all = tapis.fromPhh(
    `[1]\n${three("'p3 f', 'p1 f'")}[2]\nvariant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n` +
      `starting_stacks = [100, inf, 100]\nactions = []\n[3]\n${three("'p3 f', 'p1 f'")}`,
  );
  assert.equal(all.length, 3);
  assert.ok(all[1].errors[0].message.startsWith('Hand [2]: the starting stack of p2 is unknown (inf)'));
  const [missing] = tapis.fromPhh("variant = 'NT'\nstarting_stacks = [5, 5]\n");
  assert.equal(missing.errors[0].message, 'the field antes is required.');
});

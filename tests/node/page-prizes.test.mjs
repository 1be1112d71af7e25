// The page's module leaves the prize money section (report `prizeEquity`, issue 31: ICM, the
// finishing places, the rows and their rulings) to the whole core, whose report the page draws it
// from (web/report/prize-slot.js). Here, what the page's module says instead: the report stays ok,
// lists the section as missing and `notInModule`, without an error; the prize fields' errors are
// its own, the same as the whole core's, so the page says them at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadTapis } from '../../lib/api/tapis.js';
import { loadTapisEquity } from '../../lib/api/tapis-equity.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const spec = (path) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));
const [page, whole] = await Promise.all([loadTapis(), loadTapisEquity()]);
const codes = (report) => report.errors.map((e) => [e.code, e.field]);

test('quick mode with prizes: no prizeEquity in the page module, an explicit signal, the whole core has it', () => {
  const finalTable = spec('examples/guide-002-ex2-final-table.json');
  const mine = page.analyze(finalTable);
  assert.equal(mine.ok, true);
  assert.deepEqual(mine.errors, []);
  assert.equal('prizeEquity' in mine, false);
  assert.ok(mine.missing.includes('prizeEquity'));
  assert.deepEqual(mine.notInModule, ['prizeEquity']);
  // The rest of the report is there: the pots, the awards, the finishing order.
  const theirs = whole.analyze(finalTable);
  assert.deepEqual(mine.pots, theirs.pots);
  assert.deepEqual(mine.bustedGroups, theirs.bustedGroups);
  assert.equal('notInModule' in theirs, false);
  assert.equal(theirs.missing.includes('prizeEquity'), false);
  assert.deepEqual(theirs.prizeEquity.after.finish, { B: 2, C: 3, A: 4 });
});

test('a hand played action by action with prizes: the same signal, during the hand and once it is over', () => {
  const hand = spec('tests/fixtures/specs/actions-prizes-big-blind-ante.json');
  for (const s of [hand, { ...hand, actions: hand.actions.slice(0, 1) }]) {
    const mine = page.analyze(s);
    assert.equal(mine.ok, true);
    assert.equal('prizeEquity' in mine, false);
    assert.deepEqual(mine.notInModule, ['prizeEquity']);
    assert.ok(whole.analyze(s).prizeEquity);
  }
});

test('prizes with errors: the same errors at the same fields from the page module, no signal', () => {
  const wrong = spec('tests/fixtures/specs/quick-prizes-errors.json');
  const mine = page.analyze(wrong);
  assert.ok(mine.errors.length > 0);
  assert.deepEqual(codes(mine), codes(whole.analyze(wrong)));
  assert.ok(mine.missing.includes('prizeEquity'));
  assert.equal('notInModule' in mine, false);
  // The stack of a player not all-in missing in quick mode: prizes.stack_missing at its field,
  // from either module.
  const noStack = spec('examples/guide-002-ex2-final-table.json');
  delete noStack.players[3].stack;
  assert.deepEqual(codes(page.analyze(noStack)), [['prizes.stack_missing', 'players[3].stack']]);
  assert.deepEqual(codes(whole.analyze(noStack)), [['prizes.stack_missing', 'players[3].stack']]);
  assert.deepEqual(page.analyze(noStack).missing, ['prizeEquity']);
  assert.equal('notInModule' in page.analyze(noStack), false);
});

test('without prizes the page module says nothing of them', () => {
  const plain = spec('examples/guide-002-ex2.json');
  const mine = page.analyze(plain);
  assert.equal('notInModule' in mine, false);
  assert.equal(mine.missing.includes('prizeEquity'), false);
});

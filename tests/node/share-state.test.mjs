// The link format (web/share/share-state.js): what goes in the address and what comes back out, and
// how untrusted links are refused before anything reaches the page. Pure JS plus the core.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadTapis } from '../../lib/api/tapis.js';
import { buildFragment, parseFragment, encodeSpec, checkSharedSpec, MAX_FRAGMENT_CHARS } from '../../web/share/share-state.js';
import { handFromSpec, buildHandSpec, linkSpec } from '../../web/hand/hand-spec.js';
import { isHandLink } from '../../web/hand/hand-link.js';

const tapis = await loadTapis();
const guide = JSON.parse(readFileSync(new URL('../../examples/guide-002-ex2.json', import.meta.url), 'utf8'));

test('a spec, a language and a mode make the round trip exactly', () => {
  const spec = { ...guide, players: guide.players.map((p, i) => ({ ...p, name: ['Zoé', 'Ünal', '李', '"&<>#?'][i] })) };
  spec.ranking = [['Zoé'], ['李'], ['Ünal'], ['"&<>#?']];
  const fragment = buildFragment({ spec, lang: 'fr', mode: 'pots' });
  assert.match(fragment, /^spec=[A-Za-z0-9_-]+&lang=fr&mode=pots$/);
  const back = parseFragment(`#${fragment}`);
  assert.deepEqual(back.spec, spec);
  assert.equal(back.lang, 'fr');
  assert.equal(back.mode, 'pots');
  assert.equal(back.error, undefined);
});

test('amounts beyond 2^53 keep their digits so the core sees what was typed', () => {
  // (The page writes such an amount with JSON.rawJSON; here the link's text is written directly.)
  const text = '{"players":[{"name":"A","committed":9007199254740993},{"name":"B","committed":1}]}';
  const back = parseFragment(`#spec=${Buffer.from(text).toString('base64url')}`);
  assert.match(back.specText, /9007199254740993/);
  const checked = checkSharedSpec(tapis, back.specText, back.spec);
  assert.equal(checked.loadable, false);
  assert.equal(checked.error.code, 'amount.too_large');
});

test('URI-encoded JSON, and WordPress\'s "#?secret=" after the fragment', () => {
  const back = parseFragment(`#spec=${encodeURIComponent(JSON.stringify(guide))}&lang=en#?secret=Ab12cd34Ef`);
  assert.deepEqual(back.spec, guide);
  assert.equal(back.secret, 'Ab12cd34Ef');
  assert.equal(parseFragment('#preset=guide-002-ex2&lang=fr').preset, 'guide-002-ex2');
});

test('unknown keys and values outside the allow-lists are dropped', () => {
  const back = parseFragment('#lang=xx&mode=<script>&preset=../../etc&secret=a"b&x=1&frame=ok_1');
  assert.deepEqual(back, { frame: 'ok_1' });
});

// Not timed (speed is for benchmarks): a link that made parsing hang would hit the timeout.
test('hostile links are refused before decoding or parsing', { timeout: 20_000 }, () => {
  assert.equal(MAX_FRAGMENT_CHARS, 16 * 1024); // the cap docs/sharing.md promises
  assert.deepEqual(parseFragment(`#spec=${'A'.repeat(MAX_FRAGMENT_CHARS + 1)}`), { error: 'link.too_long' });
  assert.equal(parseFragment('#spec=%%%').error, 'link.unreadable');
  assert.equal(parseFragment('#spec=@@@').error, 'link.unreadable');
  assert.equal(parseFragment(`#spec=${Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')}`).error, 'link.unreadable'); // not UTF-8
  assert.equal(parseFragment(`#spec=${encodeSpec([1])}`).error, 'link.not_a_hand');
  assert.equal(parseFragment(`#spec=${encodeSpec('text')}`).error, 'link.not_a_hand');
  assert.equal(parseFragment(`#spec=${encodeURIComponent('{"players":')}`).error, 'link.unreadable');
  assert.equal(parseFragment(`#${'a=1&'.repeat(40)}`).error, 'link.unreadable');
  // At the cap, a link is still read (and refused as unreadable, not as too long).
  for (let i = 0; i < 100; i++) assert.equal(parseFragment(`#spec=${'A'.repeat(MAX_FRAGMENT_CHARS - 10)}`).error, 'link.unreadable');
});

test('the core decides whether a linked hand can be shown', () => {
  const ok = checkSharedSpec(tapis, JSON.stringify(guide), guide);
  assert.equal(ok.loadable, true);
  assert.deepEqual(
    ok.report.pots.map((p) => p.amount),
    [6000, 3000, 3000],
  );
  // Field-level problems load (and show next to their field); structural ones do not.
  const dup = {
    players: [
      { name: 'A', committed: 1 },
      { name: 'A', committed: 2 },
    ],
  };
  assert.equal(checkSharedSpec(tapis, JSON.stringify(dup), dup).loadable, true);
  const many = { players: Array.from({ length: 30 }, (_, i) => ({ name: `P${i}`, committed: 1 })) };
  assert.deepEqual(checkSharedSpec(tapis, JSON.stringify(many), many).error.code, 'players.too_many');
  const types = { players: [{ name: 1 }, { name: 'B' }] };
  assert.equal(checkSharedSpec(tapis, JSON.stringify(types), types).error.code, 'spec.type');
  const other = { mode: 'hand', players: [] };
  assert.equal(checkSharedSpec(tapis, JSON.stringify(other), other).error.code, 'link.other_mode');
});

test("a hand played action by action is hand mode's, even with malformed actions", () => {
  // Quick mode's core (tapis-quick) has no betting engine: such a spec never reaches it.
  const noCore = {
    analyzeText() {
      throw new Error('reached the core');
    },
  };
  const hand = {
    blinds: [1, 2],
    players: [
      { name: 'A', stack: 10 },
      { name: 'B', stack: 10 },
    ],
    actions: [{ player: 'A', type: 'call' }],
  };
  for (const actions of [hand.actions, null, {}, 'call']) {
    const spec = { ...hand, actions };
    assert.equal(checkSharedSpec(noCore, JSON.stringify(spec), spec).error.code, 'link.other_mode', JSON.stringify(actions));
    assert.equal(isHandLink({ spec }), true, JSON.stringify(actions));
  }
  assert.equal(isHandLink({ spec: guide }), false);
  // In hand mode, the page's module says what is wrong with them, at the field.
  const report = tapis.analyze({ ...hand, actions: null });
  assert.deepEqual(
    report.errors.map((e) => [e.code, e.field]),
    [['spec.type', 'actions']],
  );
});

test('a hand-mode link keeps its cards and card options through a reload', () => {
  const spec = {
    game: 'shortdeck',
    tripsBeatStraight: true,
    board: 'Ah Kh Qh',
    runs: ['Jh', '9c'],
    smallestChip: 5,
    blinds: [5, 10],
    players: [
      { name: 'A', stack: 100, cards: 'As Ad' },
      { name: 'B', stack: 100, cards: 'Ks Kd' },
    ],
    actions: [
      { player: 'A', type: 'allin' },
      { player: 'B', type: 'call' },
    ],
  };
  const again = buildHandSpec(handFromSpec(linkSpec(handFromSpec(spec)))).spec;
  for (const key of ['game', 'tripsBeatStraight', 'board', 'runs', 'smallestChip']) assert.deepEqual(again[key], spec[key], key);
  assert.deepEqual(
    again.players.map((p) => p.cards),
    ['As Ad', 'Ks Kd'],
  );
});

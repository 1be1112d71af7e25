// Stockfish-style checksum: the native and WASM builds give byte-identical reports, the core's
// own JSON on both sides (codes, rules and params: the JS API adds the English messages).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadTapis } from '../../lib/api/tapis.js';
import { loadTapisEquity } from '../../lib/api/tapis-equity.js';
import { loadTapisPractice } from '../../lib/api/tapis-practice.js';
import { loadTapisQuick } from '../../lib/api/tapis-quick.js';
import createEquityModule from '../../web/wasm-build/tapis-equity.mjs';
import { handPresetList } from './support/hand-presets.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const native = process.env.TAPIS_CHECKSUM_BIN ?? `${root}build-native-debug/tapis_checksum`;

function fnv1a(text, h = 0xcbf29ce484222325n) {
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h;
}

test('native and WASM print the same checksum over every example spec', { skip: !existsSync(native) && 'native build missing' }, async () => {
  // The whole core, as native, called without the API: the core's own text.
  const core = await createEquityModule({ wasmBinary: readFileSync(`${root}web/wasm-build/tapis-equity.wasm`) });
  // Every kind of spec: the guides' quick examples, deals action by action, cards, cents,
  // straddles, posted blinds, out-of-turn actions, knockouts and errors (tests/fixtures/specs).
  const files = ['examples', 'tests/fixtures/specs'].flatMap((dir) =>
    readdirSync(`${root}${dir}`)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => `${dir}/${f}`),
  );
  assert.ok(files.length > 20);
  assert.ok(files.some((f) => f.includes('/actions-')) && files.some((f) => f.includes('cards')));
  let h = fnv1a('');
  for (const f of files) h = fnv1a(core.analyze(readFileSync(`${root}${f}`, 'utf8')), h);
  const wasm = h.toString(16).padStart(16, '0');
  const out = spawnSync(native, files, { cwd: root, encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  console.log(`checksum native ${out.stdout.trim()} wasm ${wasm}`);
  assert.equal(out.stdout.trim(), wasm);
});

// Hand mode's presets (examples/hands/, each a spec inside its data): a second, separate checksum, so
// that the first one's corpus and value stay as they were.
test('native and WASM print the same checksum over the hand presets', { skip: !existsSync(native) && 'native build missing' }, async () => {
  const core = await createEquityModule({ wasmBinary: readFileSync(`${root}web/wasm-build/tapis-equity.wasm`) });
  const dir = mkdtempSync(`${tmpdir()}/tapis-presets-`);
  try {
    const files = handPresetList.map((p) => {
      const file = `${dir}/${p.id}.json`;
      writeFileSync(file, JSON.stringify(p.spec));
      return file;
    });
    let h = fnv1a('');
    for (const f of files) h = fnv1a(core.analyze(readFileSync(f, 'utf8')), h);
    const wasm = h.toString(16).padStart(16, '0');
    const out = spawnSync(native, files, { cwd: root, encoding: 'utf8' });
    assert.equal(out.status, 0, out.stderr);
    console.log(`hand presets checksum native ${out.stdout.trim()} wasm ${wasm}`);
    assert.equal(out.stdout.trim(), wasm);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// The page's module is the same core without the equity engine (CMakeLists.txt): the same report,
// byte for byte, for every example that does not ask for equity; equity.not_in_module for the others.
// Nor has it the prize money section (issue 31): an example with prizes gets the same report but
// for that section, which it lists as missing and left to the whole core (`notInModule`); the whole
// core's report of it is the native one (the checksum above).
test('the page module gives the same reports as the whole core, equity and prize money aside', async () => {
  const [page, whole] = await Promise.all([loadTapis(), loadTapisEquity()]);
  assert.equal(typeof page.equityPlan, 'undefined');
  const files = readdirSync(`${root}examples`)
    .filter((f) => f.endsWith('.json'))
    .sort();
  let withEquity = 0;
  let withPrizes = 0;
  for (const f of files) {
    const text = readFileSync(`${root}examples/${f}`, 'utf8');
    if (JSON.parse(text).equity === undefined && JSON.parse(text).prizes === undefined) {
      assert.equal(page.analyzeText(text), whole.analyzeText(text), f);
    } else if (JSON.parse(text).equity === undefined) {
      withPrizes++;
      const mine = JSON.parse(page.analyzeText(text));
      const theirs = JSON.parse(whole.analyzeText(text));
      assert.equal(mine.ok, true, f);
      assert.ok(theirs.prizeEquity, f);
      assert.equal('prizeEquity' in mine, false, f);
      assert.deepEqual(mine.notInModule, ['prizeEquity'], f);
      const { prizeEquity, ...rest } = theirs;
      assert.deepEqual(mine, { ...rest, missing: [...theirs.missing, 'prizeEquity'], notInModule: ['prizeEquity'] }, f);
    } else {
      withEquity++;
      const report = JSON.parse(page.analyzeText(text));
      assert.equal(report.ok, false, f);
      assert.deepEqual(
        report.errors.map((e) => [e.code, e.field]),
        [['equity.not_in_module', 'equity']],
        f,
      );
    }
  }
  assert.ok(withEquity >= 2 && withEquity < files.length);
  assert.ok(withPrizes >= 1);
  // A spec whose equity request is wrong gets the same error from both modules.
  const bad = {
    equity: true,
    ranking: ['A'],
    players: [
      { name: 'A', committed: 10 },
      { name: 'B', committed: 10 },
    ],
  };
  assert.deepEqual(page.analyze(bad).errors, whole.analyze(bad).errors);
  assert.equal(page.analyze(bad).errors[0].code, 'equity.with_ranking');
});

// The practice module (issue 32) is the page's module with the drills: every practice fixture,
// graded answers included, gives the whole core's report byte for byte; the examples without
// equity or prizes give the page module's.
test('the practice module answers the drills as the whole core does', async () => {
  const [practice, whole, page] = await Promise.all([loadTapisPractice(), loadTapisEquity(), loadTapis()]);
  const drills = readdirSync(`${root}tests/fixtures/specs`)
    .filter((f) => f.startsWith('practice-') && f.endsWith('.json'))
    .sort();
  assert.ok(drills.length >= 7);
  for (const f of drills) {
    const text = readFileSync(`${root}tests/fixtures/specs/${f}`, 'utf8');
    assert.ok(JSON.parse(practice.analyzeText(text)).practice, f);
    assert.equal(practice.analyzeText(text), whole.analyzeText(text), f);
  }
  const text = readFileSync(`${root}examples/guide-002-ex2.json`, 'utf8');
  assert.equal(practice.analyzeText(text), page.analyzeText(text));
});

// The page's first module (issue 31's first-load budget) is the page's module without the betting
// engine: every quick spec (the examples, the quick fixtures, errors included) gives the page
// module's report byte for byte, card parsing and hand names too; a hand played action by action
// gets deal.not_in_module at "actions" and nothing else, whatever else it says.
test('the quick module answers quick mode as the page module does, and no deal', async () => {
  const [quick, page] = await Promise.all([loadTapisQuick(), loadTapis()]);
  const files = ['examples', 'tests/fixtures/specs'].flatMap((dir) =>
    readdirSync(`${root}${dir}`)
      .filter((f) => f.endsWith('.json') && !f.startsWith('practice-'))
      .map((f) => `${dir}/${f}`),
  );
  let quickSpecs = 0;
  let deals = 0;
  for (const f of files) {
    const text = readFileSync(`${root}${f}`, 'utf8');
    let spec = null;
    try {
      spec = JSON.parse(text);
    } catch {
      // not-json.json: the same error from both
    }
    if (spec && typeof spec === 'object' && 'actions' in spec) {
      deals++;
      const report = JSON.parse(quick.analyzeText(text));
      assert.equal(report.ok, false, f);
      assert.equal(report.mode, 'actions', f);
      assert.deepEqual(
        report.errors.map((e) => [e.code, e.field]),
        [['deal.not_in_module', 'actions']],
        f,
      );
      assert.ok(JSON.parse(page.analyzeText(text)).mode === 'actions', f);
    } else {
      quickSpecs++;
      assert.equal(quick.analyzeText(text), page.analyzeText(text), f);
    }
  }
  assert.ok(quickSpecs >= 20 && deals >= 10, `${quickSpecs} quick, ${deals} deals`);
  assert.deepEqual(quick.parseCards('As Kd 10h'), page.parseCards('As Kd 10h'));
  assert.deepEqual(quick.rankHand('holdem', 'As Ks', 'Qs Js Ts 2d 3c'), page.rankHand('holdem', 'As Ks', 'Qs Js Ts 2d 3c'));
  assert.equal(quick.rankHand('holdem', 'As Ks', 'Qs Js Ts 2d 3c').hand.category, 'straight-flush');
});

// Hand histories (PHH) through the WASM module and the CLI: real hands from the public dataset
// (tests/fixtures/phh/README.md), the standard's examples, malformed files, and the round trip.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadTapisEquity } from '../../lib/api/tapis-equity.js';
import { loadTapis } from '../../lib/api/tapis.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = `${root}tests/fixtures/phh/`;
const read = (name) => readFileSync(dir + name, 'utf8');
const cli = (args, input) => spawnSync('node', ['bin/tapis.mjs', ...args], { cwd: root, input, encoding: 'utf8' });

const tapis = await loadTapisEquity();
const bySection = (reports) => Object.fromEntries(reports.map((r) => [r.source.section, r]));
const potTotal = (r) => r.pots.reduce((sum, p) => sum + p.amount, 0);

// What each dataset file holds, counted by hand (README there): hands, hands played without an
// error, hands whose recorded result Tapis agrees with, the ones it does not, and the ones whose
// winnings are all 0 though a pot was won.
const real = {
  'abs-100nlh-1.phhs': { hands: 41, ok: 41, agree: 34, disagree: ['25'], empty: 0 },
  'abs-1000nlh-1.phhs': { hands: 51, ok: 51, agree: 42, disagree: [], empty: 0 },
  'ftp-50nlh-1.phhs': { hands: 71, ok: 70, agree: 10, disagree: [], empty: 50 },
  'ps-50nlh-1.phhs': { hands: 70, ok: 70, agree: 9, disagree: ['50'], empty: 47 },
};

for (const [file, want] of Object.entries(real)) {
  test(`${file}: every action accepted, the recorded winnings agree (rake apart)`, () => {
    const reports = tapis.fromPhh(read(file));
    assert.equal(reports.length, want.hands);
    assert.deepEqual(
      reports.map((r) => r.source.section),
      reports.map((_, i) => String(i + 1)),
    );
    assert.equal(reports.filter((r) => r.ok).length, want.ok);
    for (const r of reports.filter((x) => !x.ok)) assert.equal(r.errors[0].code, 'phh.blinds_unsupported');
    const agree = reports.filter((r) => r.recorded?.agrees === true);
    assert.equal(agree.length, want.agree);
    for (const r of agree) {
      // The house kept something or nothing, never more than a small part of the pot.
      assert.ok(r.recorded.rake >= 0 && r.recorded.rake <= 0.12 * potTotal(r), `${r.source.section}: rake ${r.recorded.rake}`);
      for (const p of r.recorded.players) assert.ok(['agrees', 'raked'].includes(p.status));
    }
    const disagree = reports.filter((r) => r.recorded?.agrees === false);
    assert.deepEqual(
      disagree.map((r) => r.source.section),
      want.disagree,
    );
    // Those hands record more winnings than the pot their own forced bets and actions make (and
    // not the pot and the winner's own uncalled chips either): a post is missing from the history.
    for (const r of disagree) {
      const won = r.recorded.players.reduce((s, p) => s + p.winnings, 0);
      const returned = Object.values(r.returned).reduce((a, b) => a + b, 0);
      assert.ok(won > potTotal(r) && won !== potTotal(r) + returned, r.source.section);
    }
    assert.equal(reports.filter((r) => r.recorded?.winningsEmpty).length, want.empty);
  });
}

test('real hands: rakes, a split pot, all-ins, antes and cents as the files give them', () => {
  const abs = bySection(tapis.fromPhh(read('abs-100nlh-1.phhs')));
  assert.equal(abs['9'].recorded.rake, 1.25); // a 15 pot, 13.75 collected
  assert.equal(abs['9'].decimals, 2);
  assert.equal(abs['6'].spec.ante, 0.25);
  // A walk: the site counts the big blind's own unmatched 0.50, Tapis returns it; both agree.
  assert.deepEqual(abs['7'].recorded.players[1], {
    name: 'vETYfpoA+FhBercnDPJrRw',
    collected: 1,
    stack: 197.5,
    winnings: 1.5,
    status: 'agrees',
  });
  const high = bySection(tapis.fromPhh(read('abs-1000nlh-1.phhs')));
  assert.equal(high['27'].recorded.rake, 3.5);
  assert.equal(high['27'].spec.actions.at(-2).type, 'allin'); // all-in for less than a full raise
  const split = high['6'];
  assert.deepEqual(split.awards[0].winners.sort(), ['/P+7Z0P/b7YiK60FW9dRAQ', '3wT3m+GDGtVWU1KR2MWJ1Q'].sort());
  assert.equal(split.awards[0].split, true);
  const ftp = bySection(tapis.fromPhh(read('ftp-50nlh-1.phhs')));
  assert.equal(ftp['12'].recorded.rake, 0.4);
  assert.equal(ftp['60'].errors[0].field, 'phh.blinds_or_straddles[1]');
  const ps = bySection(tapis.fromPhh(read('ps-50nlh-1.phhs')));
  assert.equal(ps['33'].recorded.rake, 0.3);
  // Shown cards decide: a set of sixes beats aces all-in on the flop.
  assert.equal(ps['57'].payouts['YmWlPGOKFuJSoJZPW8a8IA'], 54); // 51.50 of pot, 2.50 uncalled back
  assert.equal(ps['57'].hands['YmWlPGOKFuJSoJZPW8a8IA'].category, 'three-of-a-kind');
  assert.equal(ps['57'].hands['fDiswuKb270PAYXkTIYC3g'].category, 'pair'); // aces, all-in for less
  // A hidden hand at a showdown: undecided, said in a note.
  assert.equal(ps['21'].import.notes[0].code, 'phh.hands_unknown');
  assert.deepEqual(ps['21'].undecided, [0]);
});

test('iPoker: every unknown stack is named, section by section', () => {
  const reports = tapis.fromPhh(read('ipn-100nlh-1.phhs'));
  assert.equal(reports.length, 3);
  for (const r of reports) {
    assert.equal(r.ok, false);
    assert.equal(r.spec, null);
    assert.deepEqual(
      r.errors.map((e) => e.field),
      [0, 1, 2, 3, 4, 5].map((i) => `phh.starting_stacks[${i}]`),
    );
    assert.ok(r.errors.every((e) => e.code === 'phh.stack_unknown' && e.params.section === r.source.section));
  }
  assert.equal(reports[0].source.hand, 3406280350);
});

test('WSOP: the omitted fold is filled as pokerkit fills it, and noted; the finishing stacks agree exactly', () => {
  const text = read('wsop-2019-42-3-00-01-07.phh');
  const [r] = tapis.fromPhh(text);
  assert.equal(r.ok, true);
  assert.deepEqual(r.errors, []);
  // After 'p7 cbr 1150000' (PHH action 12) the file goes on with 'p1 cc' (13): the button's turn
  // is skipped, facing a raise, so a fold is filled before action 13.
  assert.equal(r.import.notes.length, 1);
  const [note] = r.import.notes;
  assert.equal(note.code, 'phh.action_filled');
  assert.equal(note.rule, 'pokerkit-repair');
  assert.deepEqual(note.params, { player: 'Ashish Ahuja', kind: 'fold', phhAction: 13, field: 'phh.actions[13]' });
  assert.equal(note.action, 5);
  assert.equal(
    note.message,
    'the history skips Ashish Ahuja’s turn before PHH action 14: Tapis fills it in with a fold (Ashish Ahuja had a bet to call), as pokerkit’s reader does.',
  );
  assert.deepEqual(r.spec.actions[5], { player: 'Ashish Ahuja', type: 'fold' });
  assert.deepEqual(r.import.actions.slice(4, 8), [12, null, 13, 14]);
  assert.equal(r.spec.bigBlindAnte, 500000);
  assert.equal(r.recorded.agrees, true);
  assert.equal(r.recorded.rake, 0);
  assert.deepEqual(
    r.recorded.players.map((p) => p.status),
    Array(8).fill('agrees'),
  );
  // The same hand as the file with the fold written in, which has nothing to fill.
  const [fixed] = tapis.fromPhh(text.replace("'p7 cbr 1150000', ", "'p7 cbr 1150000', 'p8 f', "));
  assert.deepEqual(fixed.import.notes, []);
  assert.deepEqual(fixed.spec.actions, r.spec.actions);
  assert.deepEqual(fixed.payouts, r.payouts);
  // Exported, the fold is written out.
  assert.match(tapis.toPhh(r.spec).phh, /"p7 cbr 1150000",\n {2}"p8 f",\n {2}"p1 cc",/);
});

test("the standard's examples", () => {
  const [dwan] = tapis.fromPhh(read('standard/dwan-ivey-2009.phh'));
  assert.equal(dwan.ok, true);
  assert.deepEqual(dwan.payouts, { 'Phil Ivey': 572100, 'Patrik Antonius': 0, 'Tom Dwan': 1109500 });
  assert.equal(dwan.hands['Tom Dwan'].description, 'Straight, seven high');
  const [blom] = tapis.fromPhh(read('standard/antonius-blom-2009.phh'));
  assert.equal(blom.spec.game, 'omaha');
  assert.equal(blom.spec.betting, 'pot-limit');
  assert.equal(potTotal(blom), 1356947);
  assert.equal(blom.payouts['Patrik Antonius'], 1538473.5);
  const [draw] = tapis.fromPhh(read('standard/yockey-arieh-2019.phh'));
  assert.deepEqual(
    draw.errors.map((e) => e.code),
    ['phh.variant_unsupported'],
  );
  assert.equal(draw.errors[0].params.value, 'F2L3D');
});

test('malformed hands: each its own coded error, the others still read', () => {
  const r = bySection(tapis.fromPhh(read('malformed.phhs')));
  assert.deepEqual(Object.keys(r), ['bad-toml', 'unknown-action', 'card-twice', 'out-of-turn', 'unknown-stack', 'other-game', 'good']);
  assert.deepEqual(r['bad-toml'].errors[0].params, { line: 7, column: 1, why: 'toml.array-comma', section: 'bad-toml' });
  assert.equal(r['bad-toml'].errors[0].message, 'Hand [bad-toml]: line 7, column 1: “,” or “]” is expected in the array.');
  assert.equal(r['unknown-action'].errors[0].code, 'phh.action_unknown');
  assert.equal(r['unknown-action'].errors[0].field, 'phh.actions[3]');
  assert.equal(r['card-twice'].errors[0].code, 'phh.card_twice');
  assert.deepEqual(r['card-twice'].errors[0].params.card, ['As']);
  assert.equal(r['out-of-turn'].errors[0].code, 'action.out_of_turn');
  assert.equal(r['out-of-turn'].errors[0].phhAction, 5);
  assert.equal(r['out-of-turn'].errors[0].params.toAct, 'p2');
  assert.deepEqual(r['out-of-turn'].import.notes, []); // not a skipped turn: nothing filled
  assert.equal(r['unknown-stack'].errors[0].code, 'phh.stack_unknown');
  assert.equal(r['other-game'].errors[0].code, 'phh.variant_unsupported');
  assert.equal(r.good.ok, true);
  assert.equal(r.good.recorded.agrees, true);
});

test('round trip: PHH -> spec -> PHH -> spec gives the same report, for every hand', () => {
  const strip = (r) => {
    const { import: _i, source, spec, ...rest } = r;
    const { section: _s, ...src } = source;
    const { source: specSource, ...specRest } = spec ?? {};
    const { section: _s2, ...specSrc } = specSource ?? {};
    return { ...rest, source: src, spec: { ...specRest, source: specSrc } };
  };
  let checked = 0;
  const files = [...Object.keys(real), 'wsop-2019-42-3-00-01-07.phh', 'standard/dwan-ivey-2009.phh', 'standard/antonius-blom-2009.phh', 'malformed.phhs'];
  for (const file of files) {
    for (const r of tapis.fromPhh(read(file))) {
      if (!r.ok) continue;
      const out = tapis.toPhh(r.spec);
      assert.equal(out.ok, true, `${file} ${r.source.section}`);
      const [again] = tapis.fromPhh(out.phh);
      assert.deepEqual(strip(again), strip(r), `${file} ${r.source.section}`);
      checked++;
    }
  }
  assert.equal(checked, 236);
});

test('toPhh: a played spec in, its PHH out; errors as values', () => {
  const spec = {
    blinds: [1, 2],
    players: [
      { name: 'A', stack: 100 },
      { name: 'B', stack: 100 },
    ],
    actions: [{ player: 'B', type: 'raise', to: 6 }],
  };
  const out = tapis.toPhh(spec);
  assert.equal(out.ok, true);
  assert.match(out.phh, /^variant = "NT"\n/);
  assert.match(out.phh, /"p2 cbr 6",/);
  assert.equal(tapis.toPhh({ players: [{ name: 'A', committed: 1 }] }).errors[0].code, 'phh.export_quick');
  assert.equal(tapis.toPhh('{').errors[0].code, 'spec.json');
});

test('the page module has no PHH: it loads the whole module to import', async () => {
  const page = await loadTapis();
  assert.equal(page.fromPhh, undefined);
  assert.equal(typeof tapis.fromPhh, 'function');
  assert.equal(typeof tapis.toPhh, 'function');
});

test('CLI: --from phh prints the reports, a .phhs needs no flag, stdin works', () => {
  const out = cli(['--from', 'phh', 'tests/fixtures/phh/abs-100nlh-1.phhs']);
  assert.equal(out.status, 0);
  const reports = JSON.parse(out.stdout);
  assert.equal(reports.length, 41);
  assert.deepEqual(reports[0].source, { format: 'phh', section: '1', hand: 3017237436 });
  const implicit = cli(['tests/fixtures/phh/standard/dwan-ivey-2009.phh']);
  assert.equal(JSON.parse(implicit.stdout)[0].payouts['Tom Dwan'], 1109500);
  const stdin = cli(['--from', 'phh'], read('malformed.phhs'));
  assert.equal(stdin.status, 0);
  assert.equal(JSON.parse(stdin.stdout).length, 7);
  const garbage = cli(['--from', 'phh'], 'not = [toml');
  assert.equal(garbage.status, 2);
  assert.equal(JSON.parse(garbage.stdout)[0].errors[0].code, 'phh.toml');
  assert.equal(cli(['--from', 'pgn', 'x']).status, 2);
});

test('CLI: --format markdown prints a pot table per hand and what the file recorded', () => {
  const out = cli(['--from', 'phh', 'tests/fixtures/phh/abs-100nlh-1.phhs', '--format', 'markdown']);
  assert.equal(out.status, 0);
  const blocks = out.stdout.trim().split('\n\n### ');
  assert.equal(blocks.length, 41);
  assert.match(blocks[0], /^### Hand \[1\] \(no\. 3017237436\)\n\n\| Pot \| Calculation \| Amount \| Eligible players \|/);
  assert.match(blocks[8], /Tapis agrees with the recorded result\. The house kept 1\.25\./);
  assert.match(blocks[24], /Tapis does not agree with the recorded result: /);
});

test("CLI: --lang fr says each hand's errors on stderr and the Markdown in French; the JSON stays codes and English", () => {
  const out = cli(['--from', 'phh', 'tests/fixtures/phh/malformed.phhs', '--lang', 'fr']);
  assert.equal(out.status, 0);
  const nb = (s) => s.replace(/[\u00a0\u202f]/g, ' ');
  const lines = nb(out.stderr).trim().split('\n');
  assert.equal(lines.length, 6, out.stderr); // one error a faulty hand, in file order
  assert.equal(lines[0], 'Erreur : Main [bad-toml] : ligne 7, colonne 1 : « , » ou « ] » est attendu dans le tableau.');
  assert.equal(lines[1], 'Erreur : Main [unknown-action] : l’action PHH 4 (« p3 raise 6 ») n’est pas une action PHH (d dh, d db, f, cc, cbr, sm).');
  assert.match(lines[3], /^Erreur : C’est à p2 de parler, pas à p3/);
  const reports = JSON.parse(out.stdout);
  assert.equal(reports[1].errors[0].code, 'phh.action_unknown');
  assert.match(reports[1].errors[0].message, /^Hand \[unknown-action\]: PHH action 4/);
  const md = cli(['--from', 'phh', 'tests/fixtures/phh/abs-100nlh-1.phhs', '--format', 'markdown', '--lang', 'fr']);
  const blocks = nb(md.stdout).trim().split('\n\n### ');
  assert.match(blocks[0], /^### Main \[1\] \(n° 3017237436\)\n\n\| Pot \| Calcul \| Montant \| Joueurs éligibles \|/);
  assert.match(blocks[8], /Tapis est d’accord avec le résultat enregistré\. La maison a gardé 1,25\./);
  const quick = cli(['--to', 'phh', '--lang', 'fr'], JSON.stringify({ players: [{ name: 'A', committed: 1 }] }));
  assert.equal(quick.status, 1);
  assert.match(nb(quick.stderr), /^Erreur : Seule une main jouée action par action/);
  const bad = cli(['--from', 'pgn', 'x', '--lang', 'fr']);
  assert.equal(bad.status, 2);
  assert.equal(JSON.parse(bad.stdout).errors[0].code, 'cli.from');
  assert.match(nb(bad.stderr), /^--from « pgn » inconnu/);
});

test("CLI: the import's notes (the WSOP hand's filled fold) said on stderr in --lang and in the Markdown", () => {
  const nb = (s) => s.replace(/[\u00a0\u202f]/g, ' ');
  const file = 'tests/fixtures/phh/wsop-2019-42-3-00-01-07.phh';
  const fr = cli(['--from', 'phh', file, '--lang', 'fr']);
  assert.equal(fr.status, 0);
  assert.equal(
    nb(fr.stderr),
    'Remarque : L’historique saute le tour de Ashish Ahuja avant l’action PHH 14 : Tapis y place un abandon (Ashish Ahuja avait une mise à suivre), comme le fait le lecteur de pokerkit.\n',
  );
  assert.equal(JSON.parse(fr.stdout)[0].import.notes[0].code, 'phh.action_filled');
  const md = cli(['--from', 'phh', file, '--format', 'markdown']);
  assert.match(
    md.stdout,
    /\n\nThe history skips Ashish Ahuja’s turn before PHH action 14: Tapis fills it in with a fold \(Ashish Ahuja had a bet to call\), as pokerkit’s reader does\.\n\nTapis agrees with the recorded result\.\n$/,
  );
});

test('CLI: --to phh writes the hand, which reads back', () => {
  const [hand] = JSON.parse(cli(['--from', 'phh', 'tests/fixtures/phh/standard/antonius-blom-2009.phh']).stdout);
  const out = cli(['--to', 'phh'], JSON.stringify(hand.spec));
  assert.equal(out.status, 0);
  assert.match(out.stdout, /^variant = "PO"\n/);
  assert.match(out.stdout, /starting_stacks = \[1259450\.25, 678473\.50\]/);
  const [back] = JSON.parse(cli(['--from', 'phh'], out.stdout).stdout);
  assert.deepEqual(back.payouts, hand.payouts);
  const quick = cli(['--to', 'phh'], JSON.stringify({ players: [{ name: 'A', committed: 1 }] }));
  assert.equal(quick.status, 1);
  assert.equal(JSON.parse(quick.stdout).errors[0].code, 'phh.export_quick');
  assert.equal(cli(['--to', 'phh'], '{').status, 2);
});

// The CLI: `tapis hand.json` or stdin, JSON or Markdown out, exit codes as documented.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '../../lib/i18n/languages.js';
import { sayMessage } from '../../lib/i18n/say.js';
import { markdownCell } from '../../lib/markdown/markdown.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = (args, input) => spawnSync('node', ['bin/tapis.mjs', ...args], { cwd: root, input, encoding: 'utf8' });

test('a spec file prints the JSON report', () => {
  const out = cli(['examples/guide-002-ex2.json']);
  assert.equal(out.status, 0);
  const r = JSON.parse(out.stdout);
  assert.deepEqual(
    r.pots.map((p) => p.amount),
    [6000, 3000, 3000],
  );
  assert.deepEqual(r.payouts, { A: 6000, B: 3000, C: 3000, D: 2000 });
});

test('stdin works the same', () => {
  const out = cli(
    [],
    JSON.stringify({
      players: [
        { name: 'A', committed: 50 },
        { name: 'B', committed: 120 },
        { name: 'C', committed: 300 },
      ],
    }),
  );
  assert.equal(out.status, 0);
  assert.deepEqual(JSON.parse(out.stdout).returned, { C: 180 });
});

test("--format markdown prints the guide's table", () => {
  const out = cli(['examples/guide-002-ex2.json', '--format', 'markdown']);
  assert.equal(out.status, 0);
  const lines = out.stdout.trim().split('\n');
  assert.equal(lines[0], '| Pot | Calculation | Amount | Eligible players |');
  assert.equal(lines[2], '| Main | 1,200 + 1,200 × 4 | 6,000 | A, B, C, D |');
  assert.equal(lines[3], '| Side 1 | (2,200 − 1,200) × 3 | 3,000 | B, C, D |');
  assert.equal(lines[4], '| Side 2 | (3,700 − 2,200) × 2 | 3,000 | B, D |');
  assert.equal(lines[5], '| Returned to D | 5,700 − 3,700 | 2,000 | D only |');
  assert.match(out.stdout, /14,000 committed = 12,000 in the pots \+ 2,000 returned/);
});

test('--format markdown --lang fr uses the French headers and number format', () => {
  const out = cli(['examples/guide-002-ex2.json', '--format=markdown', '--lang=fr']);
  const fr = new Intl.NumberFormat('fr-FR');
  const lines = out.stdout.trim().split('\n');
  assert.equal(lines[0], '| Pot | Calcul | Montant | Joueurs éligibles |');
  assert.equal(lines[2], `| Principal | ${fr.format(1200)} + ${fr.format(1200)} × 4 | ${fr.format(6000)} | A, B, C, D |`);
});

test('--format markdown adds the Prize money table: guide 002 example 2 as a final table, D wins', () => {
  // Stacks 1,500 / 4,000 / 2,500 / 6,000 on 500 / 300 / 200; D wins every pot. B, C and A bust
  // in one hand and finish in the order of their stacks (guide 002): 2nd, 3rd, 4th.
  const out = cli(['examples/guide-002-ex2-final-table.json', '--format', 'markdown']);
  assert.equal(out.status, 0);
  const lines = out.stdout.trim().split('\n');
  const at = lines.indexOf('**Prize money**');
  assert.ok(at > 0, out.stdout);
  assert.equal(lines[at + 2], '| Player | Stack | Worth before | After | Change | Place |');
  // Malmuth-Harville by hand: A 144.1805, B 288.8917, C 220.2109, D 346.7168.
  assert.equal(lines[at + 4], '| A | 1,500 | 144.18 | 0.00 | −144.18 | 4 |');
  assert.equal(lines[at + 5], '| B | 4,000 | 288.89 | 300.00 | +11.11 | 2 |');
  assert.equal(lines[at + 6], '| C | 2,500 | 220.21 | 200.00 | −20.21 | 3 |');
  assert.equal(lines[at + 7], '| D | 6,000 | 346.72 | 500.00 | +153.28 |  |');
  const fr = cli(['examples/guide-002-ex2-final-table.json', '--format', 'markdown', '--lang', 'fr']).stdout.split('\n');
  const frAt = fr.indexOf('**Prix en argent**');
  assert.equal(fr[frAt + 2], '| Joueur | Tapis | Valeur avant | Après | Écart | Place |');
  assert.equal(fr[frAt + 5], `| B | ${new Intl.NumberFormat('fr-FR').format(4000)} | 288,89 | 300,00 | +11,11 | 2 |`);
});

test('--format markdown on the turn with equity: the Prize money table says what each player can expect', () => {
  // Guide 002's example 2's short stacks all-in against D, one card to come: the prize money
  // each player has after the hand, averaged over the 40 rivers (issue 31, "expected").
  const file = 'tests/fixtures/specs/quick-prizes-expected.json';
  const report = JSON.parse(cli([file]).stdout);
  const x = report.prizeEquity.expected;
  assert.equal(x.deals, 40);
  assert.equal(x.exact, true);
  const cents = (n) => Math.round(n * 100);
  assert.equal(
    Object.values(x.values)
      .map(cents)
      .reduce((a, b) => a + b),
    100000,
  );
  for (const name of ['A', 'B', 'C', 'D']) assert.equal(cents(x.delta[name]), cents(x.values[name]) - cents(report.prizeEquity.before.values[name]));
  // AA against KK, QQ and JT on 2c 7d 9h 3s: A is most likely to win the main pot and climbs.
  assert.ok(x.delta.A > 0 && x.delta.C < 0, JSON.stringify(x));
  const money = (n) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const signed = (n) => (n < 0 ? `−${money(-n)}` : `+${money(n)}`);
  const lines = cli([file, '--format', 'markdown']).stdout.split('\n');
  const at = lines.indexOf('**Prize money**');
  assert.ok(at > 0);
  assert.equal(lines[at + 2], '| Player | Stack | Worth before | Expected | Change | Place |');
  assert.equal(lines[at + 4], `| A | 1,500 | ${money(report.prizeEquity.before.values.A)} | ${money(x.values.A)} | ${signed(x.delta.A)} |  |`);
  const fr = cli([file, '--format', 'markdown', '--lang', 'fr']).stdout.split('\n');
  assert.equal(fr[fr.indexOf('**Prix en argent**') + 2], '| Joueur | Tapis | Valeur avant | Espéré | Écart | Place |');
});

test('--format markdown of a practice spec: the exercise alone, then the grade and the solution', () => {
  // Issue 32: a teacher prints the table to fill in; with the class's answer, what is wrong and the key.
  const spec = { practice: { drill: 'sidepots', seed: 3007, level: 3 } };
  const sheet = cli(['--format', 'markdown'], JSON.stringify(spec)).stdout.trim().split('\n');
  assert.equal(sheet[0], '**Side pots, level 3 (exercise 3007)**');
  assert.equal(sheet[4], '| Player | Committed | Folded |');
  assert.ok(sheet.includes('| D | 175 | folded |'), sheet.join('\n'));
  assert.ok(!sheet.some((l) => l.startsWith('| Main')), 'no solution before an answer');

  const key = JSON.parse(cli([], JSON.stringify(spec)).stdout);
  const answer = { pots: key.pots.map((p) => ({ amount: p.amount, eligible: p.eligible })), returned: key.returned };
  const right = cli(['--format', 'markdown'], JSON.stringify({ ...spec, answer })).stdout;
  assert.match(right, /^Right: every pot and every return\.$/m);
  assert.match(right, /^\*\*The solution\*\*$/m);
  assert.match(right, /^\| Main \| /m);
  const wrong = { ...answer, pots: answer.pots.map((p, i) => (i === 0 ? { ...p, amount: p.amount + 25 } : p)) };
  const fr = cli(['--format', 'markdown', '--lang', 'fr'], JSON.stringify({ ...spec, answer: wrong })).stdout;
  assert.match(fr, /^Une erreur\u00a0: le montant de votre pot 1\.$/m);
});

test('--lang takes every language of lib/i18n/languages.js: its catalogue’s headers, its errors on stderr', () => {
  for (const lang of LANGUAGE_CODES) {
    const catalogue = JSON.parse(readFileSync(`${root}lib/i18n/${lang}.json`, 'utf8'));
    const { ui } = catalogue;
    const out = cli(['examples/guide-002-ex2.json', '--format', 'markdown', '--lang', lang]);
    assert.equal(out.status, 0, lang);
    assert.equal(out.stdout.split('\n')[0], `| ${[ui.colPot, ui.colCalculation, ui.colAmount, ui.colEligible].map(markdownCell).join(' | ')} |`, lang);
    const bad = cli(['--lang', lang], JSON.stringify({ players: [{ name: 'A', committed: 5 }] }));
    const error = JSON.parse(bad.stdout).errors[0];
    assert.equal(error.code, 'players.too_few');
    assert.ok(bad.stderr.includes(sayMessage(catalogue, error)), `${lang}: ${bad.stderr}`);
  }
  assert.match(cli(['--lang', 'zz']).stderr, new RegExp(LANGUAGE_CODES.join('\\|')));
});

test('a name with a pipe does not break the Markdown table', () => {
  const out = cli(
    ['--format', 'markdown'],
    JSON.stringify({
      players: [
        { name: 'A|B', committed: 5 },
        { name: 'C', committed: 5 },
      ],
    }),
  );
  assert.match(out.stdout, /A\\\|B, C/);
});

test('a rule error exits 0 with ok:false; unreadable JSON exits 2 with a JSON error', () => {
  const rule = cli([], JSON.stringify({ players: [{ name: 'A', committed: -3 }, { name: 'B' }] }));
  assert.equal(rule.status, 0);
  assert.equal(JSON.parse(rule.stdout).errors[0].code, 'amount.negative');
  const bad = cli([], '{"players": [}');
  assert.equal(bad.status, 2);
  assert.equal(JSON.parse(bad.stdout).errors[0].code, 'spec.json');
  const missing = cli(['no-such-file.json']);
  assert.equal(missing.status, 2);
  assert.equal(JSON.parse(missing.stdout).errors[0].code, 'cli.read');
});

test('--lang fr: errors in French (Markdown and stderr), the code and field only in the JSON', () => {
  const spec = JSON.stringify({
    players: [
      { name: 'A', committed: -5 },
      { name: 'B', committed: 'x' },
      { name: 'C', committed: 10 },
    ],
  });
  const md = cli(['--format', 'markdown', '--lang', 'fr'], spec);
  assert.equal(md.status, 0);
  const nb = (s) => s.replace(/[\u00a0\u202f]/g, ' ');
  assert.deepEqual(nb(md.stdout).trim().split('\n'), [
    '> Erreur : Pas de montant négatif pour les jetons engagés de A.',
    '> Erreur : Il faut un montant de jetons pour les jetons engagés de B, pas du texte.',
  ]);
  assert.doesNotMatch(md.stdout, /players\[|amount\.negative/);
  const json = cli(['--lang', 'fr'], spec);
  assert.equal(json.status, 0);
  const r = JSON.parse(json.stdout);
  assert.deepEqual(
    r.errors.map((e) => [e.code, e.field]),
    [
      ['amount.negative', 'players[0].committed'],
      ['spec.type', 'players[1].committed'],
    ],
  );
  assert.equal(r.errors[0].message, 'A’s chips committed cannot be negative.'); // the report's English
  assert.equal(
    nb(json.stderr),
    'Erreur : Pas de montant négatif pour les jetons engagés de A.\nErreur : Il faut un montant de jetons pour les jetons engagés de B, pas du texte.\n',
  );
});

test('a bad option is said in the chosen language and exits 2', () => {
  const out = cli(['examples/guide-002-ex2.json', '--format', 'pdf', '--lang', 'fr']);
  assert.equal(out.status, 2);
  assert.equal(JSON.parse(out.stdout).errors[0].code, 'cli.format');
  assert.match(out.stderr.replace(/[\u00a0\u202f]/g, ' '), /^--format « pdf » inconnu\. usage : tapis/);
});

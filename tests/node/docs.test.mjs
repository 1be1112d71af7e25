// docs/spec.md and docs/report.md against lib/api/tapis.d.ts: every field the .d.ts declares for
// the input or the report is said in its page, and every field name a page's JSON examples use
// is one the .d.ts declares. A field added to the .d.ts (which report-types.test.mjs holds to the
// core's real reports) without a word in the docs, or renamed in one and not the other, fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const dts = ts.createSourceFile('tapis.d.ts', read('lib/api/tapis.d.ts'), ts.ScriptTarget.Latest, true);

/** Interface name -> its property names, and every property name of any type literal. */
function declaredFields() {
  const byInterface = new Map();
  const all = new Set();
  const visit = (node) => {
    if (ts.isPropertySignature(node) && node.name && ts.isIdentifier(node.name)) all.add(node.name.text);
    if (ts.isInterfaceDeclaration(node)) {
      byInterface.set(
        node.name.text,
        node.members.filter((m) => ts.isPropertySignature(m) && ts.isIdentifier(m.name)).map((m) => m.name.text),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(dts);
  return { byInterface, all };
}
const { byInterface, all } = declaredFields();

/** The names a page says as code: `name`, `a.b.name` (each part), or a JSON key "name". */
function namesSaid(markdown) {
  const said = new Set();
  for (const [, span] of markdown.matchAll(/`([^`\n]+)`/g)) for (const part of span.match(/[A-Za-z_]\w*/g) ?? []) said.add(part);
  for (const [, key] of markdown.matchAll(/"([A-Za-z_]\w*)"\s*:/g)) said.add(key);
  return said;
}

/** The keys the page's ```json blocks use (player names and other data keys excluded below). */
function jsonKeys(markdown) {
  const keys = new Set();
  for (const [, block] of markdown.matchAll(/```json\n([\s\S]*?)```/g)) for (const [, key] of block.matchAll(/"([a-z]\w*)"\s*:/g)) keys.add(key);
  return keys;
}

const pages = [
  {
    page: 'docs/spec.md',
    interfaces: ['SpecCommon', 'EquityOptions', 'QuickPlayer', 'QuickSpec', 'Seat', 'Action', 'LimitOptions', 'DealSpec', 'RecordedSpec'],
  },
  {
    page: 'docs/report.md',
    interfaces: [
      'ReportBase',
      'QuickReport',
      'DealReport',
      'StoppedReport',
      'Pot',
      'PotCalculation',
      'Return',
      'Award',
      'HandInfo',
      'RunReport',
      'Equity',
      'EquityPlayer',
      'EquityPot',
      'Legal',
      'LegalSize',
      'Round',
      'DealPlayer',
      'LogEntry',
    ],
  },
];

for (const { page, interfaces } of pages) {
  test(`${page} says every field the .d.ts declares for it`, () => {
    const said = namesSaid(read(page));
    const unsaid = [];
    for (const name of interfaces) {
      const fields = byInterface.get(name);
      assert.ok(fields, `${name} is declared in lib/api/tapis.d.ts`);
      for (const f of fields) if (!said.has(f)) unsaid.push(`${name}.${f}`);
    }
    assert.deepEqual(unsaid, [], `fields of the .d.ts that ${page} never names`);
  });

  test(`${page}'s JSON examples use only fields the .d.ts declares`, () => {
    const unknown = [...jsonKeys(read(page))].filter((k) => !all.has(k));
    assert.deepEqual(unknown, [], `keys in ${page}'s JSON that no .d.ts type declares`);
  });
}

// The message catalogues (lib/i18n/<lang>.json) and their renderer (lib/i18n/say.js): every code
// the core can emit has a template in every catalogue; a pseudo-locale renders every message of a
// large corpus with no English left; every message the API returns is the English catalogue's,
// said by that one renderer (the core says none); French says the guides' situations in full.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadTapisEquity } from '../../lib/api/tapis-equity.js';
import { loadTapis } from '../../lib/api/tapis.js';
import { loadTapisQuick } from '../../lib/api/tapis-quick.js';
import { LANGUAGE_CODES } from '../../lib/i18n/languages.js';
import { sayMessage, sayRule } from '../../lib/i18n/say.js';
import { useCatalogue } from '../../lib/i18n/i18n.js';
import { handName } from '../../web/cards/hand-name.js';
import { logEntryText } from '../../web/hand/hand-log-text.js';
import { hands, prefixes, examples, mistakes, prizeSpecs, practiceSpecs } from './support/corpus.mjs';
import { pseudoCatalogue } from './support/pseudo.mjs';
import { phhTexts, phhExportSpecs, recordedSpec } from './support/phh-corpus.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (lang) => JSON.parse(readFileSync(`${root}lib/i18n/${lang}.json`, 'utf8'));
const catalogues = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, read(l)]));
const en = catalogues.en;
const SECTIONS = ['messages', 'rules', 'fields', 'terms', 'ui'];
for (const [lang, c] of Object.entries(catalogues)) useCatalogue(lang, c);

// ---------- The corpus: every message of the reports of many specs ----------

const equityCore = await loadTapisEquity();
const pageCore = await loadTapis();
/** {message, decimals, where}: errors, rulings, raise-closed reasons, show rulings. */
const corpus = [];
const reports = [];
function collect(report, where) {
  reports.push({ report, where });
  const decimals = report.decimals ?? 0;
  const add = (m) => m && corpus.push({ message: m, decimals, where });
  for (const e of report.errors ?? []) add(e);
  for (const r of report.rulings ?? []) add(r);
  add(report.legal?.raiseClosed);
  add(report.showRuling);
  for (const n of report.import?.notes ?? []) add(n); // a hand history's notes (fromPhh)
  for (const r of report.prizeEquity?.rulings ?? []) add(r); // prize money (issue 31)
}
const text = (spec) => (typeof spec === 'string' ? spec : JSON.stringify(spec));
for (const spec of hands) for (const p of prefixes(spec)) collect(equityCore.analyze(p), JSON.stringify(p));
for (const e of examples) collect(JSON.parse(equityCore.analyzeText(e.text)), e.name);
for (const m of mistakes) collect(JSON.parse(equityCore.analyzeText(text(m))), text(m).slice(0, 120));
for (const spec of prizeSpecs) collect(equityCore.analyze(spec), JSON.stringify(spec).slice(0, 120));
for (const spec of practiceSpecs) collect(equityCore.analyze(spec), JSON.stringify(spec).slice(0, 120));
// The page's module has no equity engine; the worker protocol says what it cannot do.
collect(
  pageCore.analyze({
    players: [
      { name: 'A', committed: 5, cards: 'As Ks' },
      { name: 'B', committed: 5, cards: 'Qs Qd' },
    ],
    equity: true,
  }),
  'page module',
);
collect(pageCore.analyze({ practice: { drill: 'sidepots', seed: 1, level: 1 } }), 'page module practice');
// Quick mode's first module has no betting engine: a hand played action by action is not its.
collect(
  (await loadTapisQuick()).analyze({
    blinds: [1, 2],
    players: [
      { name: 'A', stack: 10 },
      { name: 'B', stack: 10 },
    ],
    actions: [],
  }),
  'quick module deal',
);
collect(
  equityCore.equityPlan({
    blinds: [1, 2],
    players: [
      { name: 'A', stack: 10 },
      { name: 'B', stack: 10 },
    ],
    actions: [],
    equity: true,
  }),
  'plan mid-hand',
);
const twoHands = {
  players: [
    { name: 'A', committed: 5, cards: 'As Ks' },
    { name: 'B', committed: 5, cards: 'Qs Qd' },
  ],
  board: '2c 3d',
  equity: true,
};
collect(equityCore.equityFinish(twoHands, { units: 1, weight: 1, pots: [[[1, -5]]] }), 'bad sums');
collect(equityCore.analyze({ ...twoHands, equity: { step: 5 } }), 'bad step');
const controller = new AbortController();
controller.abort();
collect(await equityCore.equity(twoHands, { signal: controller.signal }), 'cancelled');
collect(pageCore.analyze({ players: [] }, null), 'empty');
const cyclic = { players: [] };
cyclic.self = cyclic;
collect(pageCore.analyze(cyclic), 'cyclic');

// Hand histories: every import and export code, and the standard's example hands.
const standard = `${root}tests/fixtures/phh/standard`;
for (const f of readdirSync(standard).filter((x) => x.endsWith('.phh'))) phhTexts.push(readFileSync(`${standard}/${f}`, 'utf8'));
for (const text of phhTexts) for (const h of equityCore.fromPhh(text)) collect(h, `PHH ${text.slice(0, 120)}`);
for (const spec of phhExportSpecs) collect(equityCore.toPhh(spec), `toPhh ${JSON.stringify(spec)}`);
collect(equityCore.analyze(recordedSpec), 'recorded');
collect(equityCore.fromPhh('#'.repeat((64 << 20) + 1))[0], 'PHH too large');

const codesSeen = new Set(corpus.map((c) => c.message.code));

// ---------- Structure ----------

test('every catalogue has every entry of the English one, and no other', () => {
  assert.deepEqual(Object.keys(catalogues).sort(), [...LANGUAGE_CODES].sort());
  const files = readdirSync(`${root}lib/i18n`).filter((f) => f.endsWith('.json'));
  assert.deepEqual(files.map((f) => f.slice(0, -5)).sort(), [...LANGUAGE_CODES].sort(), 'one file per language, named in languages.js');
  for (const [lang, c] of Object.entries(catalogues)) {
    assert.equal(c.lang, lang);
    assert.ok(c.locale && c.name, `${lang}: locale and name`);
    for (const section of SECTIONS) {
      const mine = Object.keys(c[section] ?? {}).sort();
      const english = Object.keys(en[section]).sort();
      assert.deepEqual(
        mine.filter((k) => !english.includes(k)),
        [],
        `${lang}.${section}: entries English lacks`,
      );
      assert.deepEqual(
        english.filter((k) => !mine.includes(k)),
        [],
        `${lang}.${section}: entries missing`,
      );
      for (const [k, v] of Object.entries(c[section])) assert.equal(typeof v, 'string', `${lang}.${section}.${k}`);
    }
  }
});

/** The arguments of a template: [{name, format}] at every depth; throws on unbalanced braces. */
function argumentsOf(template) {
  const out = [];
  let depth = 0;
  const stack = []; // 'arg' | 'body'
  let i = 0;
  while (i < template.length) {
    const c = template[i];
    if (c === '{' && (stack.length === 0 || stack.at(-1) === 'body')) {
      const m = /^\{\s*([A-Za-z0-9]+)\s*(?:,\s*([a-z]+))?/.exec(template.slice(i));
      assert.ok(m, `argument at ${i} of ${template}`);
      out.push({ name: m[1], format: m[2] ?? '' });
      stack.push('arg');
      depth++;
      i += m[0].length;
      continue;
    }
    if (c === '{') {
      stack.push('body');
      depth++;
    } else if (c === '}') {
      assert.ok(stack.length > 0, `unbalanced "}" in ${template}`);
      stack.pop();
      depth--;
    }
    i++;
  }
  assert.equal(depth, 0, `unbalanced braces in ${template}`);
  return out;
}

const FORMATS = new Set(['', 'chips', 'number', 'list', 'cards', 'street', 'field', 'rule', 'term', 'plural', 'select']);

test('every template is well formed, and a translation uses the values of the English one', () => {
  for (const [lang, c] of Object.entries(catalogues)) {
    for (const section of ['messages', 'fields', 'ui']) {
      for (const [key, template] of Object.entries(c[section])) {
        const args = argumentsOf(template);
        for (const a of args) assert.ok(FORMATS.has(a.format), `${lang}.${section}.${key}: format ${a.format}`);
        if (key.startsWith('handName.')) continue; // every form of every rank is given (web/cards/hand-name.js)
        const names = new Set(argumentsOf(en[section][key]).map((a) => a.name));
        for (const a of args) assert.ok(names.has(a.name), `${lang}.${section}.${key}: {${a.name}} is not in the English template`);
        // …and says every value the English one says (a name, an amount left out would be lost).
        const mine = new Set(args.map((a) => a.name));
        for (const n of names) assert.ok(mine.has(n), `${lang}.${section}.${key}: {${n}} of the English template is missing`);
      }
    }
  }
});

test('wording: curly apostrophes, French spacing, no “he”: any player fits', () => {
  for (const [lang, c] of Object.entries(catalogues)) {
    for (const section of SECTIONS) {
      for (const [key, v] of Object.entries(c[section])) {
        const where = `${lang}.${section}.${key}: ${v}`;
        assert.doesNotMatch(v, /'/, `straight apostrophe in ${where}`);
        if (lang === 'en') assert.doesNotMatch(v, /\b(he|him|his|himself)\b/i, where);
        // The examples' words and the manifest's are kept as the page and the installed app showed
        // them before they moved here (ordinary spaces, their own phrasing).
        const asBefore = key.startsWith('preset.') || key.startsWith('manifest.');
        if (lang === 'fr') {
          if (!asBefore) assert.doesNotMatch(v, / [:;?!»]|« /, `ordinary space where French wants a no-break space: ${where}`);
          if (!asBefore) assert.doesNotMatch(v, /\b(devant lui|lui est|lui sont|il est à tapis|s’est couché)\b/, where);
        }
      }
    }
  }
});

// ---------- Every code ----------

/** The codes the core's sources give errors, rulings and raise-closed reasons. */
function coreCodes() {
  const codes = new Set();
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
      else if (entry.name.endsWith('.cpp') || entry.name.endsWith('.hpp')) files.push(`${dir}/${entry.name}`);
    }
  };
  walk(`${root}core`);
  // error("code", …), ruling(x ? "a" : "b", …), closed(…), the reader's at(…): the first
  // argument; action_error(cfg, a, "code") and chips_push's as(type, to, "code", rule): the third.
  const CALL = /\b(error|ruling|closed|at|action_error|as)\(/g;
  for (const file of files) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(CALL)) {
      const wanted = m[1] === 'action_error' || m[1] === 'as' ? 2 : 0;
      let depth = 0;
      let arg = 0;
      let text = '';
      for (let i = m.index + m[0].length; i < src.length; i++) {
        const ch = src[i];
        if (ch === '(') depth++;
        if (ch === ')' && depth-- === 0) break;
        if (ch === ',' && depth === 0) {
          arg++;
          continue;
        }
        if (arg === wanted) text += ch;
      }
      for (const s of text.matchAll(/"([a-z_]+\.[a-z_]+)"/g)) codes.add(s[1]);
    }
    for (const s of src.matchAll(/\.code = "([a-z_]+\.[a-z_]+)"/g)) codes.add(s[1]);
  }
  return codes;
}

test('every code the core can emit has a template', () => {
  const fromSource = coreCodes();
  assert.ok(fromSource.size > 60, `found ${fromSource.size} codes in core/`);
  for (const code of [...fromSource, ...codesSeen]) assert.ok(Object.hasOwn(en.messages, code), `no template for ${code}`);
  // The corpus reaches nearly every code; the rest cannot be reached from a spec.
  const unreached = Object.keys(en.messages).filter((c) => !codesSeen.has(c));
  assert.deepEqual(unreached.sort(), ['equity.worker', 'internal.invariant'], 'codes no spec of the corpus makes the core say');
});

// ---------- Rendering ----------

test('every message the API returns is the English catalogue said plainly, after its params, nothing unfilled', () => {
  // The core emits code, rule and params; the API says `message` (lib/api/messages.js) in the
  // report's money unit, where the core's report used to carry it: right after `params`.
  assert.ok(corpus.length > 250, `${corpus.length} messages`);
  for (const { message, decimals, where } of corpus) {
    assert.equal(typeof message.message, 'string', `${message.code} in ${where}`);
    assert.equal(message.message, sayMessage(en, message, { plain: true, decimals }), `${message.code} in ${where}`);
    assert.doesNotMatch(message.message, /[{}]|undefined|NaN/, `${message.code} in ${where}: ${message.message}`);
    assert.notEqual(message.message, message.code, `${message.code} has no English template (${where})`);
    const keys = Object.keys(message);
    assert.equal(keys[keys.indexOf('params') + 1], 'message', `${message.code}: message after params (${where})`);
  }
});

/** A catalogue whose sections record the entries asked for and missing. */
function strict(catalogue, missing) {
  const out = { ...catalogue };
  for (const section of ['rules', 'terms']) {
    out[section] = new Proxy(catalogue[section], {
      getOwnPropertyDescriptor(target, key) {
        const d = Reflect.getOwnPropertyDescriptor(target, key);
        if (!d) missing.add(`${section}.${String(key)}`);
        return d;
      },
    });
  }
  return out;
}

/** The values a message says as they are (names, cards, typed text): not English to find. */
function verbatim(params) {
  const out = [];
  for (const [k, v] of Object.entries(params ?? {})) {
    if (k === 'field' || k === 'other') continue; // field paths must become labels
    for (const x of Array.isArray(v) ? v : [v]) if (typeof x === 'string') out.push(x);
  }
  return out.sort((a, b) => b.length - a.length);
}

// One pseudo-locale per catalogue: every letter of that catalogue accented, so any ASCII word said
// came from elsewhere (an English fallback, a path, a term the language lacks).
for (const lang of LANGUAGE_CODES) {
  test(`a pseudo-locale of ${lang} says every message of the corpus: no English left, nothing unfilled`, () => {
    const pseudo = pseudoCatalogue(catalogues[lang]);
    const missing = new Set();
    const cat = strict(pseudo, missing);
    for (const { message, decimals, where } of corpus) {
      // Plainly said: lists joined by the catalogue's own "and" (Intl.ListFormat knows no pseudo-locale).
      let said = sayMessage(cat, message, { decimals, plain: true });
      assert.doesNotMatch(said, /[{}]/, `${message.code}: ${said}`);
      for (const v of verbatim(message.params)) said = said.split(v).join(' ');
      if (message.rule) assert.doesNotMatch(sayRule(cat, message.rule), /[A-Za-z]{2,}/, message.rule);
      assert.doesNotMatch(said, /[A-Za-z]{2,}/, `${lang}: English left in ${message.code} (${where}): ${said}`);
    }
    assert.deepEqual([...missing], []);
  });
}

test('every language says every message of the corpus with every term, field and rule it needs', () => {
  for (const [lang, c] of Object.entries(catalogues)) {
    const missing = new Set();
    const cat = strict(c, missing);
    for (const { message, decimals } of corpus) {
      const said = sayMessage(cat, message, { decimals });
      assert.doesNotMatch(said, /[{}]|undefined|NaN/, `${lang} ${message.code}: ${said}`);
      assert.doesNotMatch(said, /\b(players|deadMoney|smallestChip|actions|blinds|equity|ranking)(\[\d+\])?\.\w/, `${lang}: a field path in ${said}`);
      // A field is said by its label in the catalogue's "fields", never by its path.
      const path = message.params?.field;
      if (typeof path === 'string' && /[.[]/.test(path)) assert.ok(!said.includes(path), `${lang}: the path ${path} in ${said}`);
    }
    assert.deepEqual([...missing], [], lang);
  }
});

test('hand names: English is the core’s description, French its descriptionFr with a curly apostrophe', () => {
  let named = 0;
  for (const { report } of reports) {
    const all = [report.hands ?? {}, ...(report.runs ?? []).map((r) => r.hands ?? {})];
    for (const byName of all) {
      for (const h of Object.values(byName)) {
        assert.equal(handName('en', h), h.description);
        assert.equal(handName('fr', h), h.descriptionFr.replace(/'/g, '’'));
        named++;
      }
    }
  }
  assert.ok(named >= 10, `${named} hands named`);
  // Every category, every rank.
  const ranks = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
  for (const lang of LANGUAGE_CODES) {
    for (const category of ['high-card', 'pair', 'two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush']) {
      for (const r of ranks) assert.doesNotMatch(handName(lang, { category, ranks: [r, r === 'A' ? 'K' : 'A'] }), /[{}]|rank\./);
    }
  }
});

test('every log entry of the corpus is said in every language', () => {
  for (const { report, where } of reports) {
    for (const entry of report.log ?? []) {
      for (const lang of LANGUAGE_CODES) {
        const said = logEntryText(entry, lang, report, []);
        assert.doesNotMatch(said, /[{}]|undefined|NaN|hand\./, `${lang} ${where}: ${said}`);
      }
    }
  }
});

test('the log marks a bet or raise the core says is not full, from its entry alone (TDA 2024 Rule 47, 47-B)', () => {
  const seats = (list) => list.map(([name, stack]) => ({ name, stack }));
  const acts = (list) => list.map(([player, type, to]) => (to === undefined ? { player, type } : { player, type, to }));
  const pre = acts([
    ['C', 'call'],
    ['A', 'call'],
    ['B', 'check'],
    ['A', 'bet', 10],
    ['B', 'allin'],
  ]);
  // The rulings left out: the marks come from the log entries' "full" only.
  const last = (spec) => {
    const r = pageCore.analyze(spec);
    assert.equal(r.ok, true, JSON.stringify(r.errors));
    const said = (lang, entry) => logEntryText(entry, lang, { ...r, rulings: [] }, spec.actions);
    return { r, said };
  };
  // Guide 000: B's all-in to 14 over A's bet of 10 is not a full raise; A's bet is a full one.
  const nl = last({
    blinds: [1, 2],
    players: seats([
      ['A', 100],
      ['B', 16],
      ['C', 100],
    ]),
    actions: pre,
  });
  assert.equal(nl.said('en', nl.r.log.at(-1)), 'B raises all-in to 14 (not a full raise)');
  assert.equal(nl.said('fr', nl.r.log.at(-1)), 'B relance à tapis à 14 (pas une relance complète)');
  assert.equal(nl.said('en', nl.r.log.at(-2)), 'A bets 10');
  // Guide 001: an all-in bet of 5 with the big blind at 10 is less than a full bet.
  const bet = last({
    blinds: [5, 10],
    players: seats([
      ['A', 100],
      ['B', 100],
      ['C', 15],
    ]),
    actions: acts([
      ['C', 'call'],
      ['A', 'call'],
      ['B', 'check'],
      ['A', 'check'],
      ['B', 'check'],
      ['C', 'allin'],
    ]),
  });
  assert.equal(bet.said('en', bet.r.log.at(-1)), 'C bets all-in, 5 (less than a full bet)');
  // Limit 10/20: B's all-in to 13 over a bet of 10 is under half a bet (Rule 47-B); to 15, half a bet, a full raise.
  const limit = (b) =>
    last({
      betting: 'limit',
      blinds: [5, 10],
      players: seats([
        ['A', 100],
        ['B', b],
        ['C', 100],
      ]),
      actions: pre,
    });
  const under = limit(23);
  assert.equal(under.said('en', under.r.log.at(-1)), 'B raises all-in to 13 (less than half a bet)');
  assert.equal(under.said('fr', under.r.log.at(-1)), 'B relance à tapis à 13 (moins d’une demi-mise)');
  const half = limit(25);
  assert.equal(half.said('en', half.r.log.at(-1)), 'B raises all-in to 15');
});

// ---------- French, in full ----------

const fr = (report, pick) => sayMessage(catalogues.fr, pick(report), { decimals: report.decimals ?? 0 });
const nb = (s) => s.replace(/\u202f/g, ' ').replace(/\u00a0/g, ' ');

test('French: guide 003’s 50% rule and the incomplete all-in at 100/200', () => {
  const fifty = equityCore.analyze(hands.find((h) => JSON.stringify(h.actions).includes('"amount":16')));
  assert.equal(
    nb(fr(fifty, (r) => r.rulings.at(-1))),
    'B pousse 16 sans rien dire face à 10 : les 6 au-delà du suivi font au moins la moitié de la relance minimum de 10, c’est donc une relance, à compléter jusqu’à 20.',
  );
  assert.equal(sayRule(catalogues.fr, fifty.rulings.at(-1).rule), 'guide 003 (la règle des 50 %)'.replace(' %', '\u202f%'));
  const spec = {
    format: 'tournament',
    blinds: [100, 200],
    players: [
      { name: 'A', stack: 5000 },
      { name: 'B', stack: 1600 },
      { name: 'C', stack: 5000 },
    ],
    actions: [
      { player: 'C', type: 'call' },
      { player: 'A', type: 'call' },
      { player: 'B', type: 'check' },
      { player: 'A', type: 'bet', to: 1000 },
      { player: 'B', type: 'allin' },
      { player: 'C', type: 'call' },
    ],
  };
  const r = equityCore.analyze(spec);
  assert.equal(
    nb(fr(r, (x) => x.rulings.find((y) => y.code === 'allin.incomplete_raise'))),
    'Le tapis de B à 1 400 n’est pas une relance complète (il faudrait au moins 2 000) : il ne rouvre pas les enchères ; A a déjà parlé : suivre ou se coucher seulement ; C, qui n’a pas encore parlé, peut relancer à au moins 2 400 (le tapis plus la dernière relance complète).',
  );
  assert.equal(
    nb(fr(r, (x) => x.legal.raiseClosed)),
    'A ne peut pas relancer : A a déjà parlé (1 000 mis) et ne fait face qu’à 400 de plus, moins qu’une relance complète de 1 000 : les enchères ne sont pas rouvertes, seulement suivre ou se coucher.',
  );
  assert.equal(sayRule(catalogues.fr, r.legal.raiseClosed.rule), 'TDA 2024, règle 47');
});

test('French: TDA 47, short all-ins 10, 14, 21 reopen the betting for A', () => {
  const r = equityCore.analyze(hands.find((h) => JSON.stringify(h.actions).endsWith('{"player":"C","type":"allin"},{"player":"A","type":"call"}]')));
  const ruling = r.rulings.find((x) => x.action === 7);
  assert.equal(
    nb(fr(r, () => ruling)),
    'Le tapis de C à 21 n’est pas une relance complète (il faudrait au moins 24) : il ne rouvre pas les enchères ; D a déjà parlé : suivre ou se coucher seulement ; mais les tapis incomplets s’additionnent jusqu’à au moins une relance complète de 10 : les enchères sont rouvertes pour A.',
  );
  assert.equal(sayRule(catalogues.fr, ruling.rule), 'TDA 2024, règle 47\u202f; WSOP Live Action, règle 176');
  assert.equal(sayRule(en, ruling.rule), 'TDA 2024 Rule 47; WSOP Live Action Rule 176');
});

test('French: errors name their field, amounts and lists follow the language', () => {
  const r = equityCore.analyze({
    players: [
      { name: 'A', committed: -5 },
      { name: 'B', committed: 'x' },
      { name: 'C', committed: 10, cards: 'As' },
    ],
    board: 'Kd Qd 2c',
  });
  const said = r.errors.map((e) => nb(sayMessage(catalogues.fr, e)));
  assert.deepEqual(said.sort(), [
    'En hold’em, une main a 2 cartes, pas 1.',
    'Il faut un montant de jetons pour les jetons engagés de B, pas du texte.',
    'Pas de montant négatif pour les jetons engagés de A.',
  ]);
  const big = equityCore.analyze({
    decimals: 2,
    players: [
      { name: 'A', committed: 1.555 },
      { name: 'B', committed: 2 },
    ],
  });
  assert.equal(nb(sayMessage(catalogues.fr, big.errors[0])), '2 décimales au plus pour les jetons engagés de A.');
});

test('every UI string the code asks for is in the catalogue', () => {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'wasm-build') walk(`${dir}/${entry.name}`);
      else if (entry.name.endsWith('.js')) files.push(`${dir}/${entry.name}`);
    }
  };
  walk(`${root}web`);
  walk(`${root}lib`);
  files.push(`${root}bin/tapis.mjs`);
  const keys = new Set();
  for (const file of files) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/\b(?:t|ht|s)\((?:[\w.]+|'[a-z]+'), '([\w.-]+)'/g)) keys.add(m[1]);
    for (const m of src.matchAll(/\btr\('([\w.-]+)'/g)) keys.add(m[1]);
  }
  for (const file of ['index.html', 'embed.html', 'embed-builder.html']) {
    for (const m of readFileSync(`${root}${file}`, 'utf8').matchAll(/data-i18n="([\w.-]+)"/g)) keys.add(m[1]);
  }
  assert.ok(keys.size > 150, `${keys.size} keys`);
  const ui = en.ui;
  const missing = [...keys].filter((k) => !Object.hasOwn(ui, k) && !Object.hasOwn(ui, `hand.${k}`) && !Object.hasOwn(ui, `equity.${k}`));
  assert.deepEqual(missing, []);
});

test('the errors the JS side makes itself carry the English catalogue’s sentence', () => {
  for (const file of ['web/equity/equity-worker.js', 'web/equity/equity-view.js', 'lib/api/tapis-api.js']) {
    const src = readFileSync(`${root}${file}`, 'utf8');
    for (const m of src.matchAll(/code: '([\w.]+)', rule: null, params: \{\}, message: '([^']+)'/g)) assert.equal(m[2], en.messages[m[1]], `${file}: ${m[1]}`);
  }
});

test('the .d.ts names every message code and rule id of the catalogue', () => {
  const d = readFileSync(`${root}lib/api/tapis.d.ts`, 'utf8');
  const union = (name) => {
    const start = d.indexOf(`export type ${name} =`);
    return [...d.slice(start, d.indexOf(';', start)).matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
  };
  assert.deepEqual(union('MessageCode'), Object.keys(en.messages).sort());
  assert.deepEqual(union('RuleId'), Object.keys(en.rules).sort());
});

test('a third language is one more catalogue: registered, it says the table, the errors and the UI', async () => {
  const { markdownTable } = await import('../../lib/markdown/markdown.js');
  const { t } = await import('../../lib/i18n/i18n.js');
  useCatalogue('xx', pseudoCatalogue(en));
  const ok = equityCore.analyze({
    players: [
      { name: 'A', committed: 100 },
      { name: 'B', committed: 300 },
    ],
  });
  const table = markdownTable(ok, 'xx');
  assert.match(table, /^\| Þøŧ \| Çȧłçūłȧŧıøñ \| /);
  assert.doesNotMatch(table.replace(/\b[AB]\b/g, ''), /[A-Za-z]{2,}/);
  const bad = equityCore.analyze({
    players: [
      { name: 'A', committed: -1 },
      { name: 'B', committed: 3 },
    ],
  });
  assert.doesNotMatch(markdownTable(bad, 'xx').replace(/\b[AB]\b/g, ''), /[A-Za-z]{2,}/);
  assert.doesNotMatch(t('xx', 'pageTitle'), /[A-Za-z]{2,}/);
});

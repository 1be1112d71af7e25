// Hand mode's plain-words rulings (web/i18n/hand-i18n.js): every ruling code and every "why no raise"
// the core writes, read back from real reports and said in French and English with the numbers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadTapis } from '../../web/api/tapis.js';
import { rulingText, raiseClosedText, logEntryText, rulingCodes, raiseClosedCodes } from '../../web/i18n/hand-i18n.js';
import { handPresetList } from '../../web/hand/hand-presets.js';

const tapis = await loadTapis();

const seats = (s) => s.split(' ').map((x) => ({ name: x.split(':')[0], stack: Number(x.split(':')[1]) }));
const acts = (s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((one) => {
      const [player, type, n] = one.split(/\s+/);
      const a = { player, type: type === 'chip' ? 'chips' : type };
      if (n !== undefined) a[type === 'chips' || type === 'chip' ? 'amount' : 'to'] = Number(n);
      if (type === 'chip') a.oneChip = true;
      return a;
    });
const hand = (settings, s, a) => ({ ...settings, players: seats(s), actions: acts(a) });
const b12 = { blinds: [1, 2] };
const flop = 'C call, A call, B check';

// Hands that between them make the core write every ruling and every raise-closed reason.
const hands = [
  hand({ blinds: [50, 100], ante: 25 }, 'A:1000 B:1000 C:10', ''),
  hand({ blinds: [1, 2], ante: 10 }, 'A:100 B:10 C:100', ''),
  hand(b12, 'A:100 B:1 C:100', 'C call, A call'),
  hand({ blinds: [50, 100], bigBlindAnte: 100 }, 'A:1000 B:150 C:1000', ''),
  hand({ blinds: [50, 100], bigBlindAnte: 100, bigBlindAnteFirst: true }, 'A:1000 B:150 C:1000', ''),
  hand({ blinds: [1, 2], button: 0 }, 'A:100 B:1', 'A call'),
  hand({ format: 'tournament', blinds: [100, 200] }, 'A:5000 B:2200 C:5000', 'C call, A call, B check, A bet 1000, B allin, C call'),
  hand({ format: 'tournament', blinds: [100, 200] }, 'A:5000 B:1600 C:5000', 'C call, A call, B check, A bet 1000, B allin, C call'),
  hand({ betting: 'limit', blinds: [5, 10] }, 'A:100 B:25 C:100', 'C call, A call, B check, A bet 10, B allin, C call'),
  hand({ betting: 'limit', blinds: [5, 10] }, 'A:100 B:23 C:100', 'C call, A call, B check, A bet 10, B allin, C call'),
  hand({ blinds: [5, 10] }, 'A:100 B:100 C:15', 'C call, A call, B check, A check, B check, C allin'),
  hand(b12, 'A:100 B:16 D:100 C:23', 'D call, C call, A call, B check, A bet 10, B allin, D call, C allin, A call'),
  hand(b12, 'A:100 B:16 D:100 C:100 E:100', 'D call, C call, E call, A call, B check, A bet 10, B allin'),
  hand(
    { format: 'tournament', blinds: [100, 200], ante: 100 },
    'A:1500 B:4000 C:2500 D:6000',
    'C call, D call, A call, B check, A allin, B allin, C allin, D allin',
  ),
  hand(b12, 'A:100 B:30 C:100', `${flop}, A bet 50, B call`),
  hand(b12, 'A:50 B:200 C:300', 'C raise 10, A call, B call, A allin, B call, C raise 150, B fold'),
  hand({ blinds: [1, 2], ante: 2 }, 'A:100 B:1 C:100', 'C fold, A fold'),
  hand(b12, 'A:100 B:100 C:100', 'C raise 10, A fold, B fold'),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 16`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 14`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 25`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 10`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 6, B chip 25`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A chip 25`),
  hand(b12, 'A:100 B:100 C:100', `C call, A call, B chip 25`),
  hand(b12, 'A:100 B:100 C:100', `${flop}, A chips 30`),
  hand(b12, 'A:100 B:8 C:100', `${flop}, A bet 10, B chips 6`),
  hand(b12, 'A:100 B:14 C:100', `${flop}, A bet 10, B chips 12`),
  hand({ blinds: [5, 10] }, 'A:100 B:100 C:100', `${flop}, A chips 4`),
  hand({ betting: 'pot-limit', blinds: [1, 2] }, 'A:100 B:100 C:100', `${flop}, A chips 50`),
  hand({ betting: 'pot-limit', blinds: [1, 2] }, 'A:100 B:100 C:100', `${flop}, A bet 2, B chips 40`),
  hand(b12, 'A:100 B:16 C:100 D:100', 'C call, D call, A call, B check, A bet 10, B allin, C call, D call, A chips 30'),
  hand({ betting: 'limit', blinds: [1, 2] }, 'A:100 B:100 C:100 D:100', 'C raise 4, D raise 6, A raise 8'),
  hand(b12, 'A:100 B:100 C:10', 'C allin, A call'),
  hand(b12, 'A:100 B:10 C:100', 'C raise 50, A call'),
  hand(b12, 'A:100 B:20 C:100', `${flop}, A bet 40`),
  hand({ format: 'tournament', blinds: [1, 2] }, 'A:50 B:100 C:100', 'C raise 10, A allin, B fold, C call'),
];
for (const p of handPresetList) hands.push(p.spec);

function* prefixes(spec) {
  for (let i = 0; i <= spec.actions.length; i++) yield { ...spec, actions: spec.actions.slice(0, i) };
}

const seenRulings = new Set();
const seenClosed = new Set();

test('every ruling the core writes reads back in both languages, numbers included', () => {
  for (const spec of hands) {
    for (const s of prefixes(spec)) {
      const r = tapis.analyze(s);
      assert.equal(r.ok, true, `${JSON.stringify(s)}: ${JSON.stringify(r.errors)}`);
      for (const ruling of r.rulings) {
        seenRulings.add(ruling.code);
        for (const lang of ['en', 'fr']) {
          const out = rulingText(ruling, lang, r);
          assert.equal(out.translated, true, `${lang} ${ruling.code}: ${ruling.message}`);
          assert.ok(out.rule.length > 0);
          // Every number of the core's message is in the sentence (French groups thousands).
          for (const num of ruling.message.match(/\d+/g) ?? []) {
            const shown = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US').format(Number(num));
            assert.ok(out.text.includes(shown), `${lang} ${ruling.code}: ${num} missing in "${out.text}"`);
          }
          if (lang === 'fr') assert.doesNotMatch(out.text, /\b(the|and|is|to|of|all-in)\b/, out.text);
        }
      }
      const closed = r.legal?.raiseClosed;
      if (closed) {
        seenClosed.add(closed.code);
        for (const lang of ['en', 'fr']) {
          const out = raiseClosedText(closed, lang);
          assert.equal(out.translated, true, `${lang} ${closed.code}: ${closed.message}`);
        }
      }
      for (const entry of r.log) {
        for (const lang of ['en', 'fr']) {
          const text = logEntryText(entry, lang, r, s.actions);
          assert.ok(text && !/undefined|NaN|\{/.test(text), `${lang}: ${text} for ${JSON.stringify(entry)}`);
        }
      }
    }
  }
});

test('the battery covers every code the page knows how to say', () => {
  const unseen = rulingCodes.filter((c) => !seenRulings.has(c));
  assert.deepEqual(unseen, []);
  assert.deepEqual(
    raiseClosedCodes.filter((c) => !seenClosed.has(c)),
    [],
  );
});

test('the log reads like the guides', () => {
  const r = tapis.analyze(hand(b12, 'A:100 B:16 D:100 C:23', 'D call, C call, A call, B check, A bet 10, B allin, D call, C allin'));
  const line = (i, lang) =>
    logEntryText(
      r.log.find((e) => e.action === i),
      lang,
      r,
    );
  assert.equal(line(4, 'en'), 'A bets 10');
  assert.equal(line(5, 'en'), 'B all-in for 14 (not a full raise)');
  assert.equal(line(5, 'fr'), 'B fait tapis pour 14 (pas une relance complète)');
  const c = tapis.analyze(hand(b12, 'A:100 B:100 C:100 D:100', 'C raise 7'));
  assert.equal(logEntryText(c.log.at(-1), 'en', c), 'C raises to 7');
  assert.equal(logEntryText(c.log.at(-1), 'fr', c), 'C relance à 7');
  const push = tapis.analyze(hand(b12, 'A:100 B:100 C:100', `${flop}, A bet 10, B chips 16`));
  assert.equal(logEntryText(push.log.at(-1), 'en', push), 'B pushes 16 without a word: a raise to 20');
  const ruling = rulingText(push.rulings.at(-1), 'fr', push);
  assert.equal(ruling.rule, 'guide 003 (la règle des 50 %)');
  assert.match(ruling.text, /^B pousse 16 sans rien dire face à 10 : les 6 ajoutés/);
  const unknown = rulingText({ code: 'new.code', rule: 'TDA 2024 Rule 99', message: 'something new' }, 'fr');
  assert.deepEqual(unknown, { text: 'Something new', rule: 'TDA 2024 Rule 99', translated: false });
});

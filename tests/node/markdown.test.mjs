// The Markdown copy of the pot table (the page's button, the builder, the CLI) goes into other
// people's articles: a player's name must stay text there (issue 11). Rendered here by markdown-it
// (CommonMark with GFM tables and strikethrough), as an article's site would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import MarkdownIt from 'markdown-it';
import { loadTapis } from '../../lib/api/tapis.js';
import { markdownTable, markdownCell } from '../../lib/markdown/markdown.js';
import { loadLanguage } from '../../lib/i18n/i18n.js';

const tapis = await loadTapis();
await loadLanguage('en'); // the table's words
const md = new MarkdownIt({ html: true, linkify: false }); // an article that allows inline HTML

const hostile = [
  '<b>bold</b>',
  '**Ann**',
  '_Bob_',
  '`code`',
  '[x](http://e.com)',
  '~~gone~~',
  'a|b',
  'back\\slash',
  'A&amp;B',
  '<img src=x onerror=alert(1)>',
  '![i](x)',
];

test('names with HTML or Markdown stay exactly as typed once the table is rendered', () => {
  const players = hostile.map((name, i) => ({ name, committed: 10 * (i + 1) }));
  const report = tapis.analyze({ players, ranking: [[hostile[0]]] });
  assert.equal(report.ok, true);
  const html = md.render(markdownTable(report, 'en'));
  // Nothing from a name became an element: only the table's own.
  const tags = new Set([...html.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1]));
  assert.deepEqual([...tags].sort(), ['p', 'table', 'tbody', 'td', 'th', 'thead', 'tr']);
  // Each eligible-players cell reads back as the names, character for character.
  const cells = [...html.matchAll(/<tr>\n<td>([^\n]*)<\/td>\n<td>[^\n]*<\/td>\n<td>[^\n]*<\/td>\n<td>([^\n]*)<\/td>/g)];
  const text = (s) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  assert.equal(text(cells[0][2]), hostile.join(', '));
  // "Returned to <name>": the label too.
  assert.match(text(cells.at(-1)[1]), /^Returned to !\[i\]\(x\)$/);
});

test('what a cell escapes, and what it leaves alone (the guide formulas read as before)', () => {
  assert.equal(markdownCell('(2,200 − 1,200) × 3'), '(2,200 − 1,200) × 3');
  assert.equal(markdownCell("O'Brien <b>"), "O'Brien &lt;b&gt;");
  assert.equal(markdownCell('**x**'), '\\*\\*x\\*\\*');
  assert.equal(markdownCell('two\nlines'), 'two lines');
});

// The page's one number reader (lib/i18n/amount.js): quick mode, hand mode's table, the raise box
// and chips pushed all read amounts through it, with the table's money unit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseAmount } from '../../lib/i18n/amount.js';

const value = (text, decimals = 0) => parseAmount(text, { decimals }).value;
const error = (text, decimals = 0) => parseAmount(text, { decimals }).error;

test('whole chips: digit groups of either language, every kind of space', () => {
  for (const text of ['1200', '1 200', '1,200', '1.200', '1\u00a0200', '1\u202f200', ' 1200 ']) assert.equal(value(text), 1200, text);
  assert.equal(value('-5'), -5); // the core says why a negative amount is wrong
  assert.equal(value('\u22125'), -5);
  assert.equal(value('007'), 7);
  assert.deepEqual(parseAmount(''), { empty: true });
});

test('whole chips: "1,5" and "250,5" are refused the same way, never read as 15 or 2505', () => {
  for (const text of ['1,5', '250,5', '12.50', '1.200,5', '1,2,3']) assert.equal(error(text), 'input.decimal', text);
  for (const text of ['abc', '1e3', '12a', '--5']) assert.equal(error(text), 'input.invalid', text);
});

test('a table with decimals reads a comma or a point as the decimal separator', () => {
  assert.equal(value('250,5', 1), 250.5);
  assert.equal(value('250.5', 2), 250.5);
  assert.equal(value('0,25', 2), 0.25);
  assert.equal(value(',5', 2), 0.5);
  assert.equal(value('1.234,56', 2), 1234.56);
  assert.equal(value('1,234.56', 2), 1234.56);
  assert.equal(value('1 234,5', 2), 1234.5);
  assert.equal(value('1,200', 2), 1200); // three digits after a lone separator: thousands
  assert.equal(value('2.50', 1), 2.5); // trailing zeros are no extra decimal
  assert.equal(error('1,555', 3), undefined);
  assert.equal(error('0,125', 2), 'input.decimals');
  assert.equal(error('1,2,5', 2), 'input.invalid');
});

test('a lone separator before three digits follows the reader’s language when the table has decimals', () => {
  const read = (text, decimals, decimalMark) => parseAmount(text, { decimals, decimalMark });
  assert.equal(read('1,250', 3, ',').value, 1.25); // French: a decimal comma
  assert.equal(read('1,250', 3, '.').value, 1250); // English: a thousands group
  assert.equal(read('1.250', 3, '.').value, 1.25);
  assert.equal(read('1.250', 3, ',').value, 1250);
  assert.equal(read('1,200', 2, ',').value, 1.2); // "1,200" is 1,20 €: trailing zeros are no extra decimal
  assert.equal(read('1,255', 2, ',').error, 'input.decimals');
  assert.equal(read('1,250', 0, ',').value, 1250); // whole chips: always a group
  assert.equal(read('2,35', 2, '.').value, 2.35); // unambiguous: either separator in either language
  assert.equal(read('2.35', 2, ',').value, 2.35);
  assert.equal(read('200,30', 2, ',').value, 200.3);
});

test('a spec’s number shown in a field reads back as itself in every language', async () => {
  const { amountText } = await import('../../lib/i18n/amount.js');
  for (const v of [1.125, 12.5, 0.125, 1250, 200.3, 1.25])
    for (const decimalMark of [',', '.']) assert.equal(parseAmount(amountText(v), { decimals: 3, decimalMark }).value, v, `${v} ${decimalMark}`);
});

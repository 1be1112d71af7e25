// Prize lists as tournament directors type them in one field (issue 31): the items the forms read,
// whatever separator, and the pool presets' amounts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listItems, splitPool, presetPrizesText } from '../../web/quick/prize-presets.js';

test('"500 / 300 / 200", "500; 300; 200", "500 300 200" and "500, 300, 200" are three prizes', () => {
  for (const text of ['500 / 300 / 200', '500;300;200', '500 300 200', '500, 300, 200', ' 500 ,  300 , 200 '])
    assert.deepEqual(listItems(text), ['500', '300', '200'], text);
});

test('a comma inside a number stays in it: thousands in English, cents in French', () => {
  assert.deepEqual(listItems('1,500, 1,000, 500'), ['1,500', '1,000', '500']);
  assert.deepEqual(listItems('12,50, 7,50'), ['12,50', '7,50']);
  assert.deepEqual(listItems('1 500 / 1 000'), ['1 500', '1 000']);
  assert.deepEqual(listItems('5,000,000'), ['5,000,000']);
  assert.deepEqual(listItems(''), []);
});

test('a pool split 50/30/20 adds up to the pool, the cents left to 1st place', () => {
  assert.deepEqual(splitPool(100001, [50, 30, 20]), [50001, 30000, 20000]);
  assert.deepEqual(splitPool(1000, [65, 35]), [650, 350]);
  assert.equal(presetPrizesText('50-30-20', '1000', '.'), '500 / 300 / 200');
  // Written so that any language reads it back (amountText): the point is the decimal mark there.
  assert.equal(presetPrizesText('65-35', '100,01', ','), '65.01 / 35');
  assert.equal(presetPrizesText('nope', '100', '.'), null);
});

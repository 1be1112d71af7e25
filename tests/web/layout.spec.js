// Issue 11, the page's layout, at 1200 px (desktop project) and 390 px (phone project, 320 px too
// where it matters), in English and French: the first paint is the final layout (no layout shift
// while the rules core arrives), the pots stay in view on a phone, long names never push anything
// out, the seat table's errors on a phone, run it twice with five cards per run.
import { test, expect } from '@playwright/test';
import { norm, field, typeInto, fmt } from './helpers.js';

const isPhone = () => test.info().project.name === 'phone';

/** A spec in the address, as a shared link carries it (URI-encoded JSON). */
const link = (spec, extra = '') => `#spec=${encodeURIComponent(JSON.stringify(spec))}${extra}`;

/** Every layout shift not caused by input, summed (CLS is at most this), read from the browser. */
async function watchLayoutShifts(page) {
  await page.addInitScript(() => {
    window.__shift = { total: 0, sources: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__shift.total += e.value;
        for (const s of e.sources) window.__shift.sources.push(`${s.node?.nodeName}.${s.node?.className ?? ''} ${e.value.toFixed(4)}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page) => page.evaluate(() => window.__shift);

/**
 * The rules core (the .wasm) arrives late, as on a slow phone: it is held until release() (or a
 * while), so the first paint surely comes before it, however busy the machine.
 */
async function slowCore(page, ms = 15_000) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(/\/assets\/tapis-[\w-]+\.wasm$/, async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, ms))]);
    await route.continue();
  });
  return release;
}

/** Where the page's landmarks are (document coordinates), to compare before and after the core. */
function boxes(page, selectors) {
  return page.evaluate(
    (list) =>
      Object.fromEntries(
        list.map((sel) => {
          const el = document.querySelector(sel);
          const r = el?.getBoundingClientRect();
          return [sel, r && r.height > 0 ? { x: Math.round(r.x), y: Math.round(r.y + scrollY), w: Math.round(r.width) } : null];
        }),
      ),
    selectors,
  );
}

/** A box in the document's coordinates (typing may scroll the window). */
const docBox = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: Math.round(r.x + scrollX), y: Math.round(r.y + scrollY), width: Math.round(r.width), height: Math.round(r.height) };
  });

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSideScroll(page) {
  const width = page.viewportSize().width;
  const sw = await page.evaluate(() => document.scrollingElement.scrollWidth);
  expect(sw, `page ${sw} px wide in a ${width} px window`).toBeLessThanOrEqual(width);
}

const N1 = 'Marie-Hélène Dubois';
const L1 = 'Jean-Baptiste Alexandre de La Rochefoucauld-Montmorency Plessis'.padEnd(64, 'e'); // 64 characters
const L2 = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftsch'; // 64, one word
test('the long names are the limit: 64 bytes each', () => {
  expect([L1, L2].map((n) => Buffer.byteLength(n))).toEqual([64, 64]);
});

const longQuick = {
  deadMoney: 1200,
  players: [
    { name: N1, committed: 1200 },
    { name: L1, committed: 3700 },
    { name: L2, committed: 2200 },
    { name: 'D', committed: 5700 },
  ],
  ranking: [[N1], [L2, L1], ['D']],
};

test.describe('point 1: the first paint already has the final layout', () => {
  const cases = [
    { name: 'main page, English', url: './?lang=en', marks: ['#mode-switch', '#quick-form', '#results', '#results .summary'] },
    { name: 'main page, French, a guide example', url: './?lang=fr&example=002-ex2', marks: ['#mode-switch', '#quick-form', '#results', '#results .summary'] },
    { name: 'main page, a shared link with long names', url: `./?lang=en${link(longQuick)}`, marks: ['#mode-switch', '#quick-form', '#results'] },
    {
      name: 'main page, a hand link (hand mode), French',
      url: `./${link(
        {
          blinds: [1, 2],
          players: [
            { name: 'A', stack: 100 },
            { name: 'B', stack: 100 },
          ],
          actions: [],
        },
        '&mode=hand&lang=fr',
      )}`,
      marks: ['#mode-switch', '#hand-mode'],
      hand: true,
    },
    { name: 'embed, read-only table', url: './embed.html#preset=guide-002-ex2&lang=en&mode=pots', marks: ['#calculator .summary'] },
    { name: 'embed, calculator, French', url: `./embed.html${link(longQuick, '&lang=fr&mode=edit')}`, marks: ['#calculator form', '#calculator .summary'] },
    { name: 'embed builder', url: './embed-builder.html?lang=en', marks: ['#calculator form', '#look-heading', '#copy-heading', '#preview'] },
    {
      name: 'embed, a hand step by step (guide 003), French',
      url: './embed.html#preset=guide-003-min-raise-preflop&lang=fr&mode=hand',
      marks: ['#embed-title'],
    },
    // The practice page (issue 32): the drill replaces "Loading…" below a masthead that stays.
    { name: 'practice, a shared raise drill, French', url: './practice.html#drill=raises&level=3&seed=5&lang=fr', marks: ['.masthead', '.lang-switch'] },
  ];
  for (const c of cases) {
    test(`${c.name}: nothing moves when the core arrives, CLS ≤ 0.01`, async ({ page }) => {
      await watchLayoutShifts(page);
      const release = await slowCore(page);
      await page.goto(c.url, { waitUntil: 'domcontentloaded' });
      // The entry module is render-blocking: by now it has drawn what the first paint shows.
      await expect(page.locator('body')).not.toHaveAttribute('data-ready', /./);
      const before = await boxes(page, c.marks);
      for (const m of c.marks) expect(before[m], `${m} at the first paint`).not.toBeNull();
      if (c.hand) {
        await expect(page.locator('#quick-mode')).toBeHidden();
        await expect(page.locator('#mode-switch button[data-mode="hand"]')).toHaveAttribute('aria-pressed', 'true');
      }
      release(); // the core arrives now
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
      if (c.hand) await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
      await page.waitForTimeout(c.url.includes('builder') ? 1500 : 600); // the tables drawn, the builder's preview sized
      const after = await boxes(page, c.marks);
      // What the first screen shows stays where it was (further down, e.g. the builder's "3. Copy"
      // under its growing preview on a phone, nobody sees it move; the CLS below counts it all).
      const vh = page.viewportSize().height;
      const seen = c.marks.filter((m) => before[m].y < vh);
      expect(seen.length).toBeGreaterThan(0);
      expect(Object.fromEntries(seen.map((m) => [m, after[m]]))).toEqual(Object.fromEntries(seen.map((m) => [m, before[m]])));
      const shift = await layoutShift(page);
      expect(shift.total, shift.sources.join('; ')).toBeLessThanOrEqual(0.01);
    });
  }

  test('the built pages mark their entry module render-blocking; the mode switch is in the HTML', async ({ request }) => {
    for (const page of ['./', './embed.html', './embed-builder.html', './practice.html']) {
      const html = await (await request.get(page)).text();
      expect(html, page).toMatch(/<script type="module" crossorigin blocking="render" src="\.\/assets\/[\w-]+\.js"><\/script>/);
    }
    const index = await (await request.get('./')).text();
    expect(index).toMatch(/<nav id="mode-switch" class="mode-switch" aria-label="Mode">\s*<button type="button" data-mode="quick"/);
    expect(index).not.toMatch(/id="mode-switch"[^>]*hidden/);
  });
});

test.describe('point 2: on a phone the answer stays in view while typing', () => {
  const glance = (page) => page.locator('#glance');
  const chips = async (page) =>
    (
      await page
        .locator('#glance .glance-pot')
        .evaluateAll((lis) => lis.map((li) => `${li.querySelector('.glance-head').textContent} | ${li.querySelector('.glance-names').textContent}`))
    ).map(norm);

  for (const lang of ['en', 'fr']) {
    test(`quick mode: the pots at a glance, pinned to the bottom, follow each keystroke (${lang})`, async ({ page }) => {
      await page.goto(`./?lang=${lang}&example=002-ex2`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      const f = fmt(lang);
      if (!isPhone()) {
        // Desktop: the table is beside the form (and stays there: sticky); no bar.
        await expect(glance(page)).toBeHidden();
        await field(page, 'players[3].committed').click();
        const table = await page.locator('table.pot-table').boundingBox();
        const input = await field(page, 'players[3].committed').boundingBox();
        expect(table.x).toBeGreaterThan(input.x + input.width);
        expect(table.y).toBeLessThan(page.viewportSize().height);
        return;
      }
      const words =
        lang === 'fr'
          ? { main: 'Principal', back: 'Rendu à D', only: 'D seul', table: 'Tableau' }
          : { main: 'Main', back: 'Returned to D', only: 'D only', table: 'Table' };
      await expect(glance(page)).toBeVisible();
      expect(await chips(page)).toEqual([
        `${words.main} ${f(6000)} | ★ A, B, C, D`,
        `${lang === 'fr' ? 'Secondaire 1' : 'Side 1'} ${f(3000)} | B, ★ C, D`,
        `${lang === 'fr' ? 'Secondaire 2' : 'Side 2'} ${f(3000)} | ★ B, D`,
        `${words.back} ${f(2000)} | ${words.only}`,
      ]);
      await expect(glance(page)).toHaveAttribute('aria-label', lang === 'fr' ? 'Les pots en bref' : 'Pots at a glance');
      // Typing D's chips: the bar, at the bottom of the screen and below the field, follows.
      const d = field(page, 'players[3].committed');
      await typeInto(d, '6700');
      await expect.poll(async () => norm(await page.locator('#glance .glance-pot.returned .glance-amount').textContent())).toBe(f(3000));
      const bar = await glance(page).boundingBox();
      const vh = page.viewportSize().height;
      expect(bar.y + bar.height).toBeCloseTo(vh, 0);
      expect(bar.height).toBeLessThan(90);
      const box = await d.boundingBox();
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
      // The last field of the form, reached with the keyboard, is not hidden under the bar.
      await page.locator('[data-field="format"]').focus();
      const last = await page.locator('[data-field="format"]').boundingBox();
      expect(last.y + last.height).toBeLessThanOrEqual((await glance(page).boundingBox())?.y ?? vh);
      // An error: the bar says so at once.
      await typeInto(d, '1,5');
      await expect(page.locator('#glance .glance-text')).toContainText(lang === 'fr' ? 'Corrigez' : 'Fix the marked entries');
      await typeInto(d, '5700');
      // Its button goes to the table; with the table on screen, the bar steps aside.
      await page.locator('#glance .glance-go').click();
      await expect(page.locator('#glance .glance-go')).toHaveText(words.table);
      await expect(glance(page)).toBeHidden();
      await expect(page.locator('#results h2')).toBeInViewport();
      await expectNoSideScroll(page);
    });
  }

  test('hand mode: the optional cards panel is closed on a phone until asked for, open on a desktop', async ({ page }) => {
    await page.goto('./?lang=en&mode=hand');
    await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
    const cards = page.locator('details.hand-cards');
    await expect(page.locator('#glance')).toBeHidden(); // quick mode's bar
    if (isPhone()) {
      await expect(cards).not.toHaveAttribute('open', '');
      await expect(page.getByLabel('Cards of A', { exact: true })).toBeHidden();
      // The pots come right after the seats and the closed panel.
      const pots = await page.locator('.hand-pots').boundingBox();
      const seats = await page.locator('.hand-seats-wrap').boundingBox();
      expect(pots.y - (seats.y + seats.height)).toBeLessThan(120);
      await cards.locator('summary').click();
      await expect(page.getByLabel('Cards of A', { exact: true })).toBeVisible();
    } else {
      await expect(cards).toHaveAttribute('open', '');
      await expect(page.getByLabel('Cards of A', { exact: true })).toBeVisible();
    }
  });

  test('hand mode: a hand that already has cards opens with its cards panel, on a phone too', async ({ page }) => {
    const spec = {
      blinds: [1, 2],
      players: [
        { name: 'A', stack: 100, cards: 'Ah Ad' },
        { name: 'B', stack: 100 },
      ],
      actions: [],
    };
    await page.goto(`./?lang=fr${link(spec, '&mode=hand')}`);
    await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
    await expect(page.locator('details.hand-cards')).toHaveAttribute('open', '');
    await expect(page.getByLabel('Cartes de A', { exact: true })).toHaveValue('Ah Ad');
  });
});

test.describe('point 3: long names never push anything out', () => {
  const widths = () => (isPhone() ? [320, 390] : [1200]);

  /** The player table's numbers are all on screen and none is cut by the table's own box. */
  async function expectNumbersShown(page, table = 'table.player-table') {
    const vw = page.viewportSize().width;
    const cells = await page.locator(`${table} tbody td`).evaluateAll((tds) =>
      tds.map((td) => {
        const r = td.getBoundingClientRect();
        const wrap = td.closest('.table-wrap');
        return { cls: td.className, left: r.left, right: r.right, text: td.textContent, clipped: wrap ? wrap.scrollWidth > wrap.clientWidth + 1 : false };
      }),
    );
    expect(cells.length).toBeGreaterThan(0);
    for (const c of cells) {
      expect(c.clipped, `${c.cls} ${c.text} cut by its box`).toBe(false);
      expect(c.right, `${c.cls} ${c.text}`).toBeLessThanOrEqual(vw + 0.5);
      expect(c.left).toBeGreaterThanOrEqual(-0.5);
    }
  }

  for (const lang of ['en', 'fr']) {
    test(`quick mode: the page, the pot table and the player table (${lang})`, async ({ page }) => {
      for (const width of widths()) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`./?lang=${lang}${link(longQuick)}`);
        await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
        await expect(page.locator('table.pot-table tr[data-pot="0"] .winner')).toContainText(N1);
        await expectNoSideScroll(page);
        await expectNumbersShown(page);
        // Eligible players: never squeezed to a few letters.
        const eligible = await page.locator('table.pot-table tbody tr').evaluateAll(
          (trs, phone) =>
            trs.map((tr) => {
              const cell = tr.querySelector('td.eligible');
              const w = (phone ? cell.querySelector('.cell-body') : cell).getBoundingClientRect().width;
              return w / tr.getBoundingClientRect().width;
            }),
          isPhone(),
        );
        for (const r of eligible) expect(r, `eligible players at ${width} px`).toBeGreaterThanOrEqual(isPhone() ? 0.55 : 0.3);
        // Each name reads whole in the table (wrapped, not cut).
        const names = await page.locator('table.pot-table tr[data-pot="0"] .names').textContent();
        expect(norm(names)).toContain(L2);
        expect(norm(names)).toContain(L1);
        // The summary line wraps too.
        const summary = await page.locator('#summary').evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect(summary).toBe(true);
      }
    });
  }

  test('hand mode, late in a tournament: eight-digit stacks and long names in the seats', async ({ page }) => {
    // Blinds 50,000/100,000 and stacks in the tens of millions, as a final table has them.
    const names = ['Maximilien-Alexandre', 'Bartholomew Featherstonehaugh', 'Chloé', 'Dmitri Ivanovitch'];
    const stacks = [12500000, 98765432, 3000000, 45000000];
    const spec = { blinds: [50000, 100000], players: names.map((name, i) => ({ name, stack: stacks[i] })), actions: [] };
    for (const lang of ['en', 'fr']) {
      for (const width of widths()) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`./?lang=${lang}${link(spec, '&mode=hand')}`);
        await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
        await expect(page.locator('#hand-mode table.hand-seats tbody tr')).toHaveCount(4);
        await expectNoSideScroll(page);
        await expectNumbersShown(page, '#hand-mode table.hand-seats');
        // On a phone each word of a name, and of the amounts' labels, stays whole: a name wraps
        // between its words or not at all.
        if (!isPhone()) continue;
        const broken = await page.locator('#hand-mode table.hand-seats :is(.seat-name, thead th.num)').evaluateAll((spans) =>
          spans.flatMap((span) => {
            const text = span.firstChild;
            const out = [];
            for (const m of text.data.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(text, m.index);
              range.setEnd(text, m.index + m[0].length);
              if (range.getClientRects().length !== 1) out.push(m[0]);
            }
            return out;
          }),
        );
        expect(broken, `words broken at ${width} px`).toEqual([]);
      }
    }
  });

  test('hand mode with cards: the seats, the log, the showdown and the player table', async ({ page }) => {
    const spec = {
      blinds: [1, 2],
      players: [
        { name: N1, stack: 50, cards: 'As Ad' },
        { name: L1, stack: 100, cards: 'Ks Kd' },
        { name: L2, stack: 100, cards: 'Qs Qd' },
      ],
      actions: [
        { player: L2, type: 'allin' },
        { player: N1, type: 'allin' },
        { player: L1, type: 'call' },
      ],
      board: 'Jc 7d 2h 3s 9c',
    };
    for (const lang of ['en', 'fr']) {
      for (const width of widths()) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`./?lang=${lang}${link(spec, '&mode=hand')}`);
        await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
        await expect(page.locator('#hand-mode table.player-table')).toBeVisible();
        await expectNoSideScroll(page);
        await expectNumbersShown(page, '#hand-mode table.player-table');
        await expectNumbersShown(page, '#hand-mode table.hand-seats');
        // The showdown: each row's hand keeps its room beside a long name.
        const rows = await page.locator('#hand-mode .sd-hands .sd-hand').evaluateAll((lis) =>
          lis.map((li) => ({
            name: li.dataset.player,
            hand: li.querySelector('.sd-desc').getBoundingClientRect().width,
            row: li.getBoundingClientRect().width,
          })),
        );
        expect(rows).toHaveLength(3);
        for (const r of rows) expect(r.hand / r.row, r.name).toBeGreaterThan(0.3);
      }
    }
  });

  test('the embed with long names, read-only and editable', async ({ page }) => {
    for (const mode of ['pots', 'edit']) {
      for (const width of widths()) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`./embed.html${link(longQuick, `&lang=fr&mode=${mode}`)}`);
        await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
        await expect(page.locator('table.pot-table')).toBeVisible();
        await expectNoSideScroll(page);
        await expectNumbersShown(page);
      }
    }
  });
});

test.describe('point 8: errors in the seat table', () => {
  for (const lang of ['en', 'fr']) {
    test(`an error under a seat keeps the row's fields on one line and spans the row (${lang})`, async ({ page }) => {
      await page.goto(`./?lang=${lang}&mode=hand`);
      await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
      const stack = page.locator('[data-hfield="players[1].stack"]');
      const name = page.locator('[data-hfield="players[1].name"]');
      const before = { name: await docBox(name), stack: await docBox(stack) };
      await typeInto(stack, '');
      await typeInto(page.locator('[data-hfield="players[2].name"]'), 'B'); // a duplicate name: the core's error
      const error = page.locator('[data-herror-for="players[1].stack"]');
      await expect(error).toBeVisible();
      await expect(error).toHaveText(lang === 'fr' ? 'Il manque le stack de B.' : 'Missing: B’s stack.');
      await expect(stack).toHaveAttribute('aria-invalid', 'true');
      await expect(stack).toHaveAttribute('aria-describedby', /hand-players-1-stack-error/);
      const row = await docBox(page.locator('.hand-seat-row[data-index="1"]'));
      const after = { name: await docBox(name), stack: await docBox(stack) };
      // The name and the stack stay side by side, where they were; the message is under them.
      expect(after).toEqual(before);
      const e = await docBox(error);
      expect(e.y).toBeGreaterThanOrEqual(after.stack.y + after.stack.height - 1);
      expect(e.width / row.width).toBeGreaterThan(0.6);
      // The duplicate name's message too, in the same place under its row.
      const dup = page.locator('[data-herror-for="players[2].name"]');
      await expect(dup).toBeVisible();
      const d = await dup.boundingBox();
      const row2 = await page.locator('.hand-seat-row[data-index="2"]').boundingBox();
      expect(d.width / row2.width).toBeGreaterThan(0.6);
      await expectNoSideScroll(page);
    });
  }
});

test.describe('point 9: run it twice, five cards per run', () => {
  const runs = ['2s 3s 4s 5s 6s', '7c 8c 9c Tc Jc'];
  async function expectRunsInside(page, scope) {
    const boxesInside = await page.locator(`${scope} .runs`).evaluate((box) => {
      const outer = box.getBoundingClientRect();
      return [...box.querySelectorAll('.card-field')].map((f) => {
        const entry = f.querySelector('.card-entry');
        const r = entry.getBoundingClientRect();
        const pick = f.querySelector('.card-pick').getBoundingClientRect();
        const faces = [...f.querySelectorAll('.card-faces .pcard')].map((c) => c.getBoundingClientRect());
        return {
          inBox: r.left >= outer.left - 0.5 && r.right <= outer.right + 0.5,
          pickInside: pick.left >= r.left - 0.5 && pick.right <= r.right + 0.5,
          facesInside: faces.every((c) => c.left >= r.left - 0.5 && c.right <= r.right + 0.5),
          faces: faces.length,
          scrolls: entry.scrollWidth > entry.clientWidth + 1,
        };
      });
    });
    expect(boxesInside).toEqual([
      { inBox: true, pickInside: true, facesInside: true, faces: 5, scrolls: false },
      { inBox: true, pickInside: true, facesInside: true, faces: 5, scrolls: false },
    ]);
  }

  for (const lang of ['en', 'fr']) {
    test(`quick mode and hand mode keep each run's cards and its Pick button inside the board box (${lang})`, async ({ page }) => {
      const quick = {
        players: [
          { name: 'A', committed: 100, cards: 'Ah Ad' },
          { name: 'B', committed: 100, cards: 'Kh Kd' },
        ],
        runs,
      };
      await page.goto(`./?lang=${lang}${link(quick)}`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.sd-run')).toHaveCount(2);
      await expectRunsInside(page, '#quick-mode');
      await expectNoSideScroll(page);

      const hand = {
        blinds: [1, 2],
        players: [
          { name: 'A', stack: 100, cards: 'Ah Ad' },
          { name: 'B', stack: 100, cards: 'Kh Kd' },
        ],
        runs,
        actions: [
          { player: 'B', type: 'allin' },
          { player: 'A', type: 'call' },
        ],
      };
      await page.goto(`./?lang=${lang}${link(hand, '&mode=hand')}`);
      await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
      await expect(page.locator('#hand-mode .sd-run')).toHaveCount(2);
      await expectRunsInside(page, '#hand-mode');
      await expectNoSideScroll(page);
    });
  }
});

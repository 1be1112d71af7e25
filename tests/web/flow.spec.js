// Issue 11, the flows finished, at 1200 px (desktop project) and 390 px (phone project), in English
// and French: hand mode's equity and showdown, the 23-player limit in both modes, Net only for what
// is decided, the builder's New hand and its escaped Markdown, and what Lighthouse reads (robots.txt,
// the embed's heading order, the manifests in both languages).
import { test, expect } from '@playwright/test';
import { norm, fmt, field, typeInto, setRanks, readPlayerTable, holdEquityEngine } from './helpers.js';

const link = (spec, extra = '') => `#spec=${encodeURIComponent(JSON.stringify(spec))}${extra}`;
const isPhone = () => test.info().project.name === 'phone';

async function openHandLink(page, spec, lang) {
  await page.goto(`./?lang=${lang}${link(spec, '&mode=hand')}`);
  await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
}

test.describe('point 4: hand mode shows equity like quick mode', () => {
  // All-in preflop, a side pot, every hand known: AA 50, KK 100, QQ 100.
  const allIn = {
    blinds: [1, 2],
    players: [
      { name: 'A', stack: 50, cards: 'As Ad' },
      { name: 'B', stack: 100, cards: 'Ks Kd' },
      { name: 'C', stack: 100, cards: 'Qs Qd' },
    ],
    actions: [
      { player: 'C', type: 'allin' },
      { player: 'A', type: 'allin' },
      { player: 'B', type: 'call' },
    ],
  };
  const line = (page, pot) => page.locator(`#hand-mode .pot-table tr[data-pot="${pot}"] .equity-line`);

  for (const lang of ['en', 'fr']) {
    test(`all-in preflop with a side pot and every hand known: equity per pot, expected chips, the hands shown (${lang})`, async ({ page }) => {
      await openHandLink(page, allIn, lang);
      const pct = (s) => (lang === 'fr' ? s.replace('.', ',').replace('%', ' %') : s);
      await expect(line(page, 0)).toBeVisible({ timeout: 10_000 });
      expect(norm(await line(page, 0).textContent())).toBe(`${lang === 'fr' ? 'Équité' : 'Equity'} A ${pct('67.7%')} · B ${pct('17.2%')} · C ${pct('15.1%')}`);
      expect(norm(await line(page, 1).textContent())).toBe(`${lang === 'fr' ? 'Équité' : 'Equity'} B ${pct('81.9%')} · C ${pct('18.1%')}`);
      await expect(page.locator('#hand-mode table.player-table thead th.expected')).toHaveText(lang === 'fr' ? 'Jetons espérés' : 'Expected chips');
      const expected = await page
        .locator('#hand-mode table.player-table tbody tr')
        .evaluateAll((trs) => Object.fromEntries(trs.map((tr) => [tr.dataset.player, tr.querySelector('td.expected').textContent])));
      expect(expected).toEqual(lang === 'fr' ? { A: '101,5', B: '107,8', C: '40,7' } : { A: '101.5', B: '107.8', C: '40.7' });
      expect(norm(await page.locator('#hand-mode .equity-panel .equity-status').textContent())).toBe(
        lang === 'fr' ? 'Exact : les 1 370 754 donnes comptées une à une.' : 'Exact: every one of 1,370,754 deals counted.',
      );
      // The showdown: each player's typed cards, drawn, and no "cards not shown".
      const rows = await page.locator('#hand-mode .showdown .sd-hand').evaluateAll((lis) =>
        lis.map((li) => ({
          name: li.dataset.player,
          cards: [...li.querySelectorAll('.sd-hole .pcard')].map((c) => c.dataset.card),
          text: li.querySelector('.hand-name').textContent,
        })),
      );
      const waits = lang === 'fr' ? 'main nommée une fois le board complet' : 'hand named once the board is complete';
      expect(rows).toEqual([
        { name: 'B', cards: ['Ks', 'Kd'], text: waits },
        { name: 'C', cards: ['Qs', 'Qd'], text: waits },
        { name: 'A', cards: ['As', 'Ad'], text: waits },
      ]);
      await expect(page.locator('#hand-mode section.showdown')).not.toContainText(lang === 'fr' ? 'cartes non montrées' : 'cards not shown');
      // The board dealt: the core names the hands and awards the pots; no equity any more.
      const board = page.locator('#hand-mode [data-field="board"]');
      if (!(await board.isVisible())) await page.locator('details.hand-cards summary').click();
      await typeInto(board, '2c 7d 9h Jd 3s');
      await expect(line(page, 0)).toHaveCount(0);
      await expect(page.locator('#hand-mode .sd-hand[data-player="A"] .hand-name')).toContainText(lang === 'fr' ? 'Paire' : 'Pair');
    });
  }

  test.describe('a long computation', () => {
    test.use({ serviceWorkers: 'block' }); // holdEquityEngine sees the engine's request

    test('the same progress bar and Cancel as quick mode, then computed again', async ({ page }) => {
      test.setTimeout(150_000);
      const engine = await holdEquityEngine(page);
      // Omaha, nine players all-in preflop, one hand known: Monte Carlo, held on screen until the
      // engine is released.
      const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];
      const spec = {
        game: 'omaha',
        blinds: [1, 2],
        players: names.map((name, i) => ({ name, stack: i < 7 ? 100 : 300, ...(i === 0 ? { cards: 'As Ad Kh Qh' } : {}) })),
        actions: ['C', 'D', 'E', 'F', 'G', 'H', 'I', 'A', 'B'].map((player) => ({ player, type: 'allin' })),
      };
      await openHandLink(page, spec, 'en');
      const panel = page.locator('#hand-mode .equity-panel');
      await expect(panel.locator('progress')).toBeVisible({ timeout: 20_000 });
      await expect.poll(engine.held).toBeGreaterThan(0); // the run is surely still under way
      await panel.locator('button[data-action="equity-cancel"]').click();
      await expect(panel.locator('.equity-status')).toHaveText('Equity computation cancelled.');
      engine.release();
      await panel.locator('button[data-action="equity-compute"]').click();
      await expect(panel.locator('.equity-status')).toContainText('Monte Carlo', { timeout: 120_000 });
      await expect(panel.locator('.equity-status')).toContainText('Dealt at random: B, C, D, E, F, G, H, and I.');
      await expect(page.locator('#hand-mode .pot-table tr[data-pot="1"] .equity-line')).toContainText('H');
    });
  });
});

test.describe('point 6: "Add a player" stops at 23 in both modes, and says so', () => {
  const many = (n, key) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, [key]: 100 }));
  for (const lang of ['en', 'fr']) {
    const note = lang === 'fr' ? 'Une table compte au plus 23 joueurs.' : 'A table seats at most 23 players.';
    test(`quick mode and hand mode (${lang})`, async ({ page }) => {
      await page.goto(`./?lang=${lang}${link({ players: many(22, 'committed') })}`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      const add = page.locator('button[data-action="add"]');
      await expect(page.locator('#players-limit')).toHaveCount(0);
      await add.click();
      await expect(page.locator('.player-row')).toHaveCount(23);
      await expect(add).toBeDisabled();
      await expect(page.locator('#players-limit')).toHaveText(note);
      await expect(add).toHaveAttribute('aria-describedby', 'players-limit');
      // Said where the button is: beside it, in the same row of the form.
      expect(await page.locator('#players-limit').evaluate((n) => n.parentElement === document.querySelector('button[data-action="add"]').parentElement)).toBe(
        true,
      );
      const b = await add.boundingBox();
      const n = await page.locator('#players-limit').boundingBox();
      expect(Math.abs(n.y + n.height / 2 - (b.y + b.height / 2))).toBeLessThan(isPhone() ? 80 : 50);
      await add.click({ force: true });
      await expect(page.locator('.player-row')).toHaveCount(23);
      // The core agrees: 23 is a table.
      await expect(page.locator('table.pot-table')).toBeVisible();
      // One fewer: the button again, the note gone.
      await page.locator('button[data-action="remove"]').last().click();
      await expect(add).toBeEnabled();
      await expect(page.locator('#players-limit')).toHaveCount(0);

      await page.goto(`./?lang=${lang}${link({ blinds: [1, 2], players: many(22, 'stack'), actions: [] }, '&mode=hand')}`);
      await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
      const seat = page.locator('button[data-hseat="add"]');
      await seat.click();
      await expect(page.locator('.hand-seat-row')).toHaveCount(23);
      await expect(seat).toBeDisabled();
      await expect(page.locator('#hand-seats-limit')).toHaveText(note);
      await expect(seat).toHaveAttribute('aria-describedby', 'hand-seats-limit');
    });
  }
});

test.describe('point 7: Net only for what is decided', () => {
  for (const lang of ['en', 'fr']) {
    const pending = lang === 'fr' ? 'en attente' : 'pending';
    test(`before the showdown order, net is "${pending}" for who can still win; a folded player's is final (${lang})`, async ({ page }) => {
      const f = fmt(lang);
      const spec = {
        deadMoney: 1200,
        players: [
          { name: 'A', committed: 1200 },
          { name: 'B', committed: 3700 },
          { name: 'C', committed: 2200 },
          { name: 'D', committed: 5700 },
          { name: 'E', committed: 40, folded: true },
        ],
      };
      await page.goto(`./?lang=${lang}${link(spec)}`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      let players = await readPlayerTable(page);
      for (const name of ['A', 'B', 'C', 'D']) expect(players[name].net, name).toBe(pending);
      expect(players.E.net).toBe(`\u2212${f(40)}`); // folded: decided
      expect(players.D.collects).toBe(f(2000)); // returned: decided, counted
      await expect(page.locator('.net-note')).toHaveText(
        lang === 'fr'
          ? 'Bilan « en attente » : pas décidé tant que les pots encore ouverts à cette place ne sont pas attribués. Ramasse ne compte que ce qui est décidé.'
              .replace(/ ([:»])/g, '\u00a0$1')
              .replace('« ', '«\u202f')
              .replace('\u00a0»', '\u202f»')
          : 'Net “pending”: not decided until the pots still open to this player are awarded. Collects counts only what is decided.',
      );
      // Only A ranked: the main pot, the only one A can win, is A's: A's net is decided; the side
      // pots still wait for B, C and D.
      await setRanks(page, { A: 1 });
      players = await readPlayerTable(page);
      expect(players.A.net).toBe(`+${f(4840)}`);
      for (const name of ['B', 'C', 'D']) expect(players[name].net, name).toBe(pending);
      // The whole order: every net is a number.
      await setRanks(page, { A: 1, C: 2, B: 3, D: 4 });
      players = await readPlayerTable(page);
      expect(players.A.net).toBe(`+${f(4840)}`);
      expect(players.D.net).toBe(`\u2212${f(3700)}`);
      expect(players.C.net).toBe(`+${f(800)}`);
      await expect(page.locator('.net-note')).toHaveCount(0);
    });
  }

  test('hand mode, the board to come: net pending next to the expected chips', async ({ page }) => {
    const spec = {
      blinds: [1, 2],
      players: [
        { name: 'A', stack: 50, cards: 'As Ad' },
        { name: 'B', stack: 100, cards: 'Ks Kd' },
        { name: 'C', stack: 100, cards: 'Qs Qd' },
      ],
      actions: [
        { player: 'C', type: 'allin' },
        { player: 'A', type: 'allin' },
        { player: 'B', type: 'call' },
      ],
    };
    await openHandLink(page, spec, 'en');
    await expect(page.locator('#hand-mode td.expected').first()).toBeVisible({ timeout: 10_000 });
    const nets = await page.locator('#hand-mode table.player-table tbody td.net').allTextContents();
    expect(nets).toEqual(['pending', 'pending', 'pending']);
    await expect(page.locator('#hand-mode .net-note')).toBeVisible();
  });
});

test.describe('point 10: the builder', () => {
  for (const lang of ['en', 'fr']) {
    test(`New hand starts over; the Markdown keeps HTML and Markdown from names as text (${lang})`, async ({ page }) => {
      await page.goto(`./embed-builder.html?lang=${lang}`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('#preset')).toHaveValue('002-ex2');
      await expect(page.locator('.player-row')).toHaveCount(4);
      await page.getByRole('button', { name: lang === 'fr' ? 'Nouveau coup' : 'New hand' }).click();
      await expect(page.locator('#preset')).toHaveValue('');
      await expect(page.locator('.player-row')).toHaveCount(2);
      await expect(field(page, 'players[0].name')).toHaveValue('A');
      await expect(field(page, 'players[0].name')).toBeFocused();
      await expect(field(page, 'players[0].committed')).toHaveValue('');
      // The snippets follow: the empty table, and no preset in the iframe any more.
      const main = lang === 'fr' ? 'Principal' : 'Main';
      await expect(page.locator('#snippet-markdown')).toHaveValue(new RegExp(`\\| ${main} \\| 0 \\| 0 \\| A, B \\|`));
      await expect(page.locator('#snippet-iframe')).not.toHaveValue(/preset=/);

      await typeInto(field(page, 'players[0].name'), '**Ann** <b>x</b>');
      await typeInto(field(page, 'players[1].name'), '_Bo_ [l](http://e.com)');
      await typeInto(field(page, 'players[0].committed'), '50');
      await typeInto(field(page, 'players[1].committed'), '50');
      const md = await page.locator('#snippet-markdown').inputValue();
      expect(md).toContain(`| ${main} | 50 × 2 | 100 | \\*\\*Ann\\*\\* &lt;b&gt;x&lt;/b&gt;, \\_Bo\\_ \\[l\\](http://e.com) |`);
      expect(md).not.toContain('<b>');
      // The preview shows the names as typed.
      await expect(page.frameLocator('#preview').locator('table.pot-table tr[data-pot="0"] .names')).toHaveText('**Ann** <b>x</b>, _Bo_ [l](http://e.com)');
    });
  }
});

test.describe('point 10: a hand played action by action in an article', () => {
  const embedStep = (frame) => frame.locator('.hand-embed .hand-step');
  for (const lang of ['en', 'fr']) {
    const w =
      lang === 'fr'
        ? { step: (n) => `Étape ${n} sur 2`, next: 'Suivant', back: 'Retour', all: 'Tout jouer', put: 'Mettre ce coup dans un article', guide: 'Le guide' }
        : { step: (n) => `Step ${n} of 2`, next: 'Next', back: 'Back', all: 'Play all', put: 'Put this hand in an article', guide: 'The guide' };
    test(`from hand mode to the builder: guide 003's example, stepped through in the preview (${lang})`, async ({ page }) => {
      await page.goto(`./?lang=${lang}&example=003-min-raise-preflop`);
      await expect(page.locator('body')).toHaveAttribute('data-hand-ready', 'true');
      const put = page.getByRole('link', { name: w.put });
      await expect(put).toHaveAttribute('href', `./embed-builder.html#preset=guide-003-min-raise-preflop&lang=${lang}&mode=hand`);
      await put.click();
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      // The builder says what it is, sets the quick calculator aside, offers the iframe and the link.
      await expect(page.locator('#hand-note')).toContainText('2 actions');
      await expect(page.locator('#calculator')).toBeHidden();
      await expect(page.locator('#mode-choice')).toBeHidden();
      const iframe = await page.locator('#snippet-iframe').inputValue();
      expect(iframe).toMatch(new RegExp(`embed\\.html#preset=guide-003-min-raise-preflop&amp;lang=${lang}&amp;mode=hand"`));
      await expect(page.getByRole('button', { name: 'Copy the Markdown' })).toBeDisabled();
      await expect(page.locator('#snippet-markdown')).toHaveValue(/goes in an article as the iframe/);
      await expect(page.locator('#snippet-link')).toHaveValue(new RegExp(`\\?example=003-min-raise-preflop&lang=${lang}$`));

      // The preview, as readers will see it: step by step with the guide's words.
      const frame = page.frameLocator('#preview');
      await expect(embedStep(frame)).toHaveText(w.step(0));
      await expect(frame.locator('.hand-note')).toContainText(lang === 'fr' ? 'relance minimum de C porte donc le total à 4' : 'C’s minimum raise is to 4');
      await frame.getByRole('button', { name: new RegExp(w.next) }).click();
      await expect(embedStep(frame)).toHaveText(w.step(1));
      await expect(frame.locator('.hand-embed-last')).toContainText(lang === 'fr' ? 'C relance à 7' : 'C raises to 7');
      await expect(frame.locator('.hand-note')).toContainText(lang === 'fr' ? 'jusqu’à 12 minimum' : 'D’s minimum is 12');
      await expect(frame.locator('tr.to-act')).toHaveAttribute('data-player', 'D');
      await frame.getByRole('button', { name: new RegExp(w.all) }).click();
      await expect(embedStep(frame)).toHaveText(w.step(2));
      await expect(frame.getByRole('button', { name: new RegExp(w.next) })).toBeDisabled();
      await frame.getByRole('button', { name: new RegExp(w.back) }).click();
      await expect(embedStep(frame)).toHaveText(w.step(1));
      // Headings in order under the embed's h1.
      const levels = await frame.locator('h1, h2, h3, h4').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1]).toBeLessThanOrEqual(1);
      // New hand: back to quick mode's calculator.
      await page.getByRole('button', { name: 'New hand' }).click();
      await expect(page.locator('#calculator')).toBeVisible();
      await expect(page.locator('#hand-note')).toBeHidden();
      await expect(page.locator('#snippet-iframe')).toHaveValue(/mode=pots/);
    });
  }

  test('a hand of ones own, played to the showdown: the embed steps through it to the result; a broken one says why', async ({ page }) => {
    const spec = {
      blinds: [1, 2],
      players: [
        { name: 'Ann', stack: 100, cards: 'Ah Ad' },
        { name: 'Bob', stack: 60, cards: 'Kh Kd' },
      ],
      board: '2c 7d 9h Jd 3s',
      actions: [
        { player: 'Bob', type: 'allin' },
        { player: 'Ann', type: 'call' },
      ],
    };
    await page.goto(`./embed.html${link(spec, '&lang=en&mode=hand')}`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('#embed-title')).toHaveText('Tapis: a hand, action by action');
    await expect(page.locator('.hand-embed .hand-step')).toHaveText('Step 0 of 2');
    await page.getByRole('button', { name: /Play all/ }).click();
    await expect(page.locator('.hand-embed .hand-step')).toHaveText('Step 2 of 2');
    await expect(page.locator('.hand-embed table.pot-table .winner')).toContainText('Ann');
    await expect(page.locator('.hand-embed .sd-hand[data-player="Ann"] .hand-name')).toContainText('Pair');
    await expect(page.locator('#open-full')).toHaveAttribute('href', /#spec=[\w-]+&lang=en&mode=hand$/);
    // An action out of turn: nothing to step through, and the reason.
    const broken = { ...spec, actions: [{ player: 'Ann', type: 'call' }] };
    await page.goto(`./embed.html${link(broken, '&lang=fr&mode=hand')}`);
    await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
    await expect(page.locator('.hand-embed .field-error')).toContainText('action.out_of_turn');
    await expect(page.locator('.hand-embed .hand-step')).toHaveCount(0);
  });
});

test.describe('point 12: what Lighthouse reads', () => {
  test('robots.txt is a robots file, not the page', async ({ request }) => {
    const res = await request.get('./robots.txt');
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toContain('<html');
  });

  test('the embed: headings in order under its h1 (the report, the showdown), in both modes', async ({ page }) => {
    const spec = {
      players: [
        { name: 'A', committed: 100, cards: 'As Ad' },
        { name: 'B', committed: 100, cards: 'Ks Kd' },
      ],
      board: '2c 7d 9h Jd 3s',
    };
    for (const mode of ['pots', 'edit']) {
      await page.goto(`./embed.html${link(spec, `&lang=fr&mode=${mode}`)}`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('.showdown')).toBeVisible();
      const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0]).toBe(1);
      expect(levels.length).toBeGreaterThan(2);
      for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `heading ${i}: ${levels}`).toBeLessThanOrEqual(1);
    }
  });

  test('the manifest in each language: same app, named in French for a French page', async ({ page, request }) => {
    for (const lang of ['en', 'fr']) {
      await page.goto(`./?lang=${lang}`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(lang === 'fr' ? './manifest-fr.webmanifest' : './manifest.webmanifest');
    }
    const en = await (await request.get('./manifest.webmanifest')).json();
    const fr = await (await request.get('./manifest-fr.webmanifest')).json();
    expect(en.lang).toBe('en');
    expect(fr.lang).toBe('fr');
    expect(fr.name).toBe('Tapis : calculateur de tapis et de pots secondaires');
    expect(fr.description).toMatch(/^Qui peut gagner quoi/);
    expect(fr.screenshots.map((s) => s.label)).toEqual([
      'Guide 002, exemple 2 : le pot principal, deux pots secondaires et les jetons rendus à D',
      'Le même coup sur un téléphone',
    ]);
    for (const key of ['id', 'start_url', 'scope', 'short_name', 'display', 'theme_color', 'icons']) expect(fr[key], key).toEqual(en[key]);
    // Both work offline (the service worker precaches both).
    const sw = await (await request.get('./sw.js')).text();
    expect(sw).toContain('manifest-fr.webmanifest');
    expect(sw).toContain('manifest.webmanifest');
  });
});

test.describe('a shared link with cards: the form says its card fields in words, not keys', () => {
  // The first paint says the first screen's strings; the card fields come with the catalogue, and
  // the form, already drawn with the link's hand, says them again once it is here.
  const spec = {
    players: [
      { name: 'A', committed: 100, cards: 'Ah As' },
      { name: 'B', committed: 300, cards: 'Ks Kd' },
    ],
  };
  for (const [lang, cards, board, pick] of [
    ['en', 'Cards', 'Board', 'Pick'],
    ['fr', 'Cartes', 'Board', 'Choisir'],
  ]) {
    test(`quick mode from a link (${lang})`, async ({ page }) => {
      await page.goto(`./?lang=${lang}${link(spec)}`);
      await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
      const form = page.locator('#quick-form');
      await expect(form.locator('.board-set legend')).toHaveText(board);
      await expect(form.locator('.card-pick-text').first()).toHaveText(pick);
      await expect(form).toContainText(cards);
      for (const key of ['fieldCards', 'pickShort', 'boardLegend', 'gameVariant', 'runCount', 'boardField', 'boardHint', 'game_holdem', 'runOnce'])
        await expect(form).not.toContainText(key);
    });
  }
});

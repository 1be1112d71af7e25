// The deck as a grid (4 suits × 13 ranks, 4 × 9 for the short deck) in a modal dialog: tap or
// press Enter on a card to add it to the field the picker was opened for, again to put it back.
// Cards already in another field (another player, the board, a run) are greyed out and say where
// they are. Arrow keys move (Home / End: first / last of the row); a rank key (A, K, Q, J, T,
// 9…2) or a suit key (S, H, D, C) jumps there. "Next" goes on to the next card field, so a dealer
// can enter a whole table without leaving the deck.
//
// The picker only edits the field's text (and fires the same "input" event typing would): the
// form, the spec and the core's checks are exactly those of typed cards.
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { faceText, SUITS, RED_SUITS } from '../../lib/cards/card-face.js';
import { gameInfo } from './games.js';
import { readCards, appendCard, removeCard } from './card-reader.js';
import { cardName } from './card-name.js';

/**
 * @param {{input: HTMLInputElement, lang: string, opener?: HTMLElement}} options
 */
export function openCardPicker({ input, lang, opener }) {
  const root = input.closest('form, [data-card-root]') ?? input.getRootNode();
  const host = input.getRootNode() instanceof ShadowRoot ? input.getRootNode() : document.body;
  let target = input;
  let focusCode = null;
  let lastOpener = opener ?? null;

  const titleId = `card-picker-title-${Math.random().toString(36).slice(2, 8)}`;
  const helpId = `${titleId}-help`;
  const title = h('h2', { class: 'picker-title', id: titleId });
  const count = h('span', { class: 'picker-count' });
  const current = h('div', { class: 'picker-current' });
  const deckNote = h('p', { class: 'picker-deck' });
  const grid = h('div', { class: 'picker-grid', role: 'grid', 'aria-labelledby': titleId, 'aria-describedby': helpId });
  const status = h('p', { class: 'picker-status', role: 'status' });
  const nextButton = h('button', { type: 'button', class: 'picker-next secondary' });
  const clearButton = h('button', { type: 'button', class: 'picker-clear secondary' }, t(lang, 'pickerClear'));
  const doneButton = h('button', { type: 'button', class: 'picker-done' }, t(lang, 'pickerDone'));
  const closeButton = h('button', { type: 'button', class: 'picker-close', 'aria-label': t(lang, 'pickerClose'), title: t(lang, 'pickerClose') }, '×');

  const dialog = h(
    'dialog',
    { class: 'card-picker', 'aria-labelledby': titleId, lang },
    h('div', { class: 'picker-head' }, title, count, closeButton),
    current,
    grid,
    deckNote,
    h('p', { class: 'picker-help', id: helpId }, t(lang, 'pickerHelp')),
    status,
    h('div', { class: 'picker-foot' }, clearButton, nextButton, doneButton),
  );

  const fields = () => [...root.querySelectorAll('[data-card-field]')].filter((el) => el.isConnected);

  /** card code → the title of the other field that holds it */
  function usedElsewhere() {
    const used = new Map();
    for (const el of fields()) {
      if (el === target) continue;
      for (const c of readCards(el.value, el.dataset.cardGame).cards) if (!used.has(c.code)) used.set(c.code, el.dataset.cardTitle ?? '');
    }
    return used;
  }

  function setText(text) {
    target.value = text;
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }

  function nextField() {
    const list = fields();
    return list[list.indexOf(target) + 1] ?? null;
  }

  function draw() {
    const game = target.dataset.cardGame || 'holdem';
    const ranks = gameInfo(game).deck;
    const slots = Number(target.dataset.cardSlots) || 0;
    const mine = readCards(target.value, game).cards;
    const mineSet = new Set(mine.map((c) => c.code));
    const used = usedElsewhere();

    title.textContent = target.dataset.cardTitle ?? '';
    count.textContent = slots > 0 ? t(lang, 'pickerCount', { n: mine.length, max: slots }) : t(lang, 'pickerCountAny', { n: mine.length });
    count.classList.toggle('full', slots > 0 && mine.length >= slots);
    current.replaceChildren(
      ...(mine.length
        ? mine.map((c) =>
            h(
              'span',
              { class: `pcard ${RED_SUITS.has(c.suit) ? 'red' : 'black'}`, role: 'img', 'aria-label': cardName(c, lang) },
              h('span', { class: 'pr', 'aria-hidden': 'true' }, c.rank === 'T' ? '10' : c.rank),
              h('span', { class: 'ps', 'aria-hidden': 'true' }, faceText(c).slice(-1)),
            ),
          )
        : [h('span', { class: 'picker-empty' }, t(lang, 'cardsNone'))]),
    );
    deckNote.textContent = game === 'shortdeck' ? t(lang, 'pickerDeckShort') : '';
    deckNote.hidden = game !== 'shortdeck';
    grid.classList.toggle('short', ranks.length < 13);

    if (!focusCode) focusCode = SUITS.flatMap((s) => ranks.map((r) => r + s)).find((code) => !used.has(code) && !mineSet.has(code)) ?? `${ranks[0]}s`;
    const rows = SUITS.map((suit) =>
      h(
        'div',
        { role: 'row', class: `picker-row ${RED_SUITS.has(suit) ? 'red' : 'black'}`, 'aria-label': t(lang, `card.suit.${suit}`) },
        ranks.map((rank) => {
          const code = rank + suit;
          const card = { rank, suit, code };
          const picked = mineSet.has(code);
          // A card typed here and also elsewhere stays pickable here (to take it back out).
          const where = picked ? undefined : used.get(code);
          const clash = picked && used.has(code);
          // The name starts with what the button shows ("10♥"), for voice control (WCAG 2.5.3).
          const named = `${faceText(card)} ${cardName(card, lang)}`;
          const label = where !== undefined || clash ? t(lang, 'pickerUsedBy', { card: named, where: used.get(code) }) : named;
          return h(
            'div',
            { role: 'gridcell' },
            h(
              'button',
              {
                type: 'button',
                class: `pick-card ${picked ? 'picked' : ''} ${clash ? 'clash' : ''} ${where !== undefined ? 'used' : ''}`.replace(/\s+/g, ' ').trim(),
                'data-code': code,
                'aria-label': label,
                title: label,
                'aria-pressed': String(picked),
                'aria-disabled': where !== undefined ? 'true' : null,
                tabindex: code === focusCode ? '0' : '-1',
              },
              h('span', { class: 'pr', 'aria-hidden': 'true' }, rank === 'T' ? '10' : rank),
              h('span', { class: 'ps', 'aria-hidden': 'true' }, faceText(card).slice(-1)),
            ),
          );
        }),
      ),
    );
    const hadFocus = dialog.contains(document.activeElement) && document.activeElement?.classList.contains('pick-card');
    grid.replaceChildren(...rows);
    if (hadFocus) focusCard(focusCode);

    const next = nextField();
    nextButton.hidden = !next;
    nextButton.textContent = next ? t(lang, 'pickerNext', { what: next.dataset.cardTitle ?? '' }) : '';
    clearButton.disabled = !target.value.trim();
  }

  function focusCard(code) {
    const button = grid.querySelector(`[data-code="${code}"]`);
    if (!button) return;
    for (const b of grid.querySelectorAll('.pick-card[tabindex="0"]')) b.tabIndex = -1;
    button.tabIndex = 0;
    focusCode = code;
    button.focus();
  }

  function choose(button) {
    const code = button.dataset.code;
    focusCode = code;
    if (button.getAttribute('aria-disabled') === 'true') {
      status.textContent = button.getAttribute('aria-label');
      return;
    }
    const picked = button.getAttribute('aria-pressed') === 'true';
    const card = { rank: code[0], suit: code[1], code };
    setText(picked ? removeCard(target.value, code, target.dataset.cardGame || 'holdem') : appendCard(target.value, code));
    status.textContent = picked ? '' : t(lang, 'pickerInField', { card: cardName(card, lang) });
    draw();
    focusCard(code);
  }

  grid.addEventListener('click', (e) => {
    const button = e.target.closest('.pick-card');
    if (button) choose(button);
  });

  grid.addEventListener('keydown', (e) => {
    const button = e.target.closest('.pick-card');
    if (!button) return;
    const rows = [...grid.querySelectorAll('[role="row"]')].map((r) => [...r.querySelectorAll('.pick-card')]);
    const r = rows.findIndex((row) => row.includes(button));
    const c = rows[r].indexOf(button);
    let to = null;
    const key = e.key;
    if (key === 'ArrowRight') to = rows[r][Math.min(c + 1, rows[r].length - 1)];
    else if (key === 'ArrowLeft') to = rows[r][Math.max(c - 1, 0)];
    else if (key === 'ArrowDown') to = rows[Math.min(r + 1, rows.length - 1)][c];
    else if (key === 'ArrowUp') to = rows[Math.max(r - 1, 0)][c];
    else if (key === 'Home') to = e.ctrlKey ? rows[0][0] : rows[r][0];
    else if (key === 'End') to = e.ctrlKey ? rows.at(-1).at(-1) : rows[r].at(-1);
    else if (!e.ctrlKey && !e.metaKey && !e.altKey && key.length === 1) {
      const k = key.toUpperCase();
      const suitRow = SUITS.indexOf(key.toLowerCase());
      const rankCol = rows[r].findIndex((b) => b.dataset.code[0] === (k === '1' ? 'T' : k));
      if (suitRow >= 0) to = rows[suitRow][c];
      else if (rankCol >= 0) to = rows[r][rankCol];
      else return;
    } else return;
    e.preventDefault();
    if (to) focusCard(to.dataset.code);
  });

  clearButton.addEventListener('click', () => {
    setText('');
    status.textContent = '';
    draw();
    grid.querySelector('.pick-card[tabindex="0"]')?.focus();
  });

  nextButton.addEventListener('click', () => {
    const next = nextField();
    if (!next) return;
    target = next;
    lastOpener = next.parentElement?.querySelector('.card-pick') ?? next;
    focusCode = null;
    status.textContent = '';
    draw();
    grid.querySelector('.pick-card[tabindex="0"]')?.focus();
  });

  const close = () => dialog.close();
  doneButton.addEventListener('click', close);
  closeButton.addEventListener('click', close);
  // A tap on the backdrop (outside the sheet) closes it too.
  dialog.addEventListener('click', (e) => {
    if (e.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside) close();
  });
  dialog.addEventListener('close', () => {
    target.dispatchEvent(new Event('change', { bubbles: true }));
    dialog.remove();
    (lastOpener?.isConnected ? lastOpener : target)?.focus();
  });

  host.append(dialog);
  draw();
  // On a phone the deck is a bottom sheet: bring the field up so its cards stay in sight above it.
  if (globalThis.matchMedia?.('(max-width: 640px)').matches) target.closest('.card-field')?.scrollIntoView({ block: 'start' });
  dialog.showModal();
  grid.querySelector('.pick-card[tabindex="0"]')?.focus();
  return dialog;
}

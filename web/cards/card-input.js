// Card entry for the showdown with real cards: a text field per player (and for the board and each
// run) where "AsKd", "A♠ K♦" or "10h 9h" is typed, shown back at once as mini cards in red and
// black, with a button that opens the deck (web/cards/card-picker.js). The field keeps exactly what was
// typed; the core reads it, checks it and names the hands (web/cards/card-check.js).
//
// Used by the quick form (web/quick/quick-form.js: Ranks / Cards switch, a card field per player, the
// Board fieldset) and offered to hand mode through mountCardInputs() below.
import { h, fieldId } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { faceText, cardOf, RED_SUITS } from '../../lib/cards/card-face.js';
import { GAMES, gameInfo } from './games.js';
import { readCards, cardParserReady } from './card-reader.js';
import { handName } from './hand-name.js';
import { cardName } from './card-name.js';
import { errorMessages } from '../quick/form-parts.js';

// The deck opens on demand: its module is not part of the page's first load.
function openCardPicker(options) {
  import('./card-picker.js').then((m) => m.openCardPicker(options));
}

let uid = 0;

// ---------- Mini cards ----------

/**
 * One card face: rank over suit, red or black. Screen readers hear "Ace of spades".
 * @param {{rank: string, suit: string, code: string}} card
 * @param {{lang?: string, cls?: string, label?: boolean}} options label: false when the text is read elsewhere
 */
export function miniCard(card, { lang = 'en', cls = '', label = true } = {}) {
  const rank = card.rank === 'T' ? '10' : card.rank;
  return h(
    'span',
    {
      class: `pcard ${RED_SUITS.has(card.suit) ? 'red' : 'black'} ${cls}`.trim(),
      role: label ? 'img' : null,
      'aria-label': label ? cardName(card, lang) : null,
      title: label ? cardName(card, lang) : null,
      'data-card': card.code,
    },
    h('span', { class: 'pr', 'aria-hidden': 'true' }, rank),
    h('span', { class: 'ps', 'aria-hidden': 'true' }, faceText(card).slice(rank.length)),
  );
}

/** A row of mini cards for a list of card codes ("As", "Td") as the report gives them. */
export function miniCards(codes, { lang = 'en', cls = '', own = null, label } = {}) {
  return h(
    'span',
    { class: `pcards ${cls}`.trim() },
    (codes ?? []).map((code) => miniCard(cardOf(code), { lang, label, cls: own?.has(code) ? 'own' : '' })),
  );
}

// ---------- The card field ----------

/** The faces shown inside a card field for what is typed (and dashed slots for what is missing). */
function drawFaces(container, readback, text, slots, lang, game) {
  const { cards, bad } = readCards(text, game);
  const faces = cards.map((c) => miniCard(c, { lang, label: false }));
  for (const b of bad) faces.push(h('span', { class: 'pcard bad', title: t(lang, 'notACard', { text: b }) }, h('span', { class: 'pr' }, '?')));
  for (let k = cards.length + bad.length; k < slots; k++) faces.push(h('span', { class: 'pcard slot' }));
  container.replaceChildren(...faces);
  container.classList.toggle('many', faces.length > 5);
  const said = cards.map((c) => cardName(c, lang));
  for (const b of bad) said.push(t(lang, 'notACard', { text: b }));
  readback.textContent = said.length ? said.join(', ') : '';
}

/**
 * A card field: label, text input, the typed cards as faces, a button to pick from the deck, the
 * best hand under it, and its error slot.
 * @param {{path: string, label: string, value: string, lang: string, game: string, title: string,
 *          hint?: string, placeholder?: string, slots?: number, srPrefix?: string, cls?: string}} o
 */
export function cardField(o) {
  const { path, label, value, lang, game, title, hint, placeholder, slots = 0, srPrefix, cls = '' } = o;
  const id = fieldId(path);
  const facesId = `${id}-faces`;
  const describedBy = [hint ? `${id}-hint` : null, facesId, `${id}-error`].filter(Boolean).join(' ');
  const input = h('input', {
    id,
    type: 'text',
    autocomplete: 'off',
    autocapitalize: 'off',
    autocorrect: 'off',
    spellcheck: 'false',
    enterkeyhint: 'next',
    placeholder: placeholder ?? null,
    'data-field': path,
    'data-card-field': path,
    'data-card-title': title,
    'data-card-slots': String(slots),
    'data-card-game': game,
    'aria-describedby': describedBy,
    value,
  });
  const faces = h('span', { class: 'card-faces', 'aria-hidden': 'true' });
  const readback = h('span', { class: 'vh', id: facesId });
  const pick = h(
    'button',
    {
      type: 'button',
      class: 'card-pick',
      'data-card-pick': path,
      'aria-haspopup': 'dialog',
      'aria-label': t(lang, 'pickFor', { what: title }),
      title: t(lang, 'pickFor', { what: title }),
    },
    h('span', { class: 'card-pick-icon', 'aria-hidden': 'true' }),
    h('span', { class: 'card-pick-text' }, t(lang, 'pickShort')),
  );
  const redraw = () => {
    drawFaces(faces, readback, input.value, slots, lang, game);
    input.dataset.read = String(cardParserReady());
  };
  redraw();
  input.addEventListener('input', redraw);
  // Typed elsewhere (the picker) or set by the form: same drawing; the core arriving too.
  input.addEventListener('change', redraw);
  input.addEventListener('tapis:redraw', redraw);
  pick.addEventListener('click', () => openCardPicker({ input, lang, opener: pick }));
  // Clicking the faces edits the text.
  faces.addEventListener('click', () => input.focus());

  return h(
    'div',
    { class: `field card-field ${cls}`.trim(), 'data-card-wrap': path },
    h('label', { for: id }, srPrefix ? h('span', { class: 'vh' }, srPrefix + ' ') : null, label),
    h('div', { class: 'card-entry' }, input, faces, pick),
    readback,
    hint ? h('p', { class: 'hint', id: `${id}-hint` }, hint) : null,
    h('div', { class: 'hand-slot', 'data-hand-for': path, 'aria-live': 'polite' }),
    h('p', { class: 'field-error', id: `${id}-error`, 'data-error-for': path, hidden: true }),
  );
}

/** The cards field of player i (quick form and hand mode). */
export function playerCardsField(state, i, lang, { srPrefix, label } = {}) {
  const p = state.players[i];
  const name = p.name?.trim() ? p.name : t(lang, 'playerN', { n: i + 1 });
  const game = GAMES.includes(state.game) ? state.game : 'holdem';
  return cardField({
    path: `players[${i}].cards`,
    label: label ?? t(lang, 'fieldCards'),
    srPrefix: label ? null : (srPrefix ?? t(lang, 'playerN', { n: i + 1 })),
    value: p.cards ?? '',
    lang,
    game,
    title: t(lang, 'cardsOf', { name }),
    placeholder: t(lang, `cardsPlaceholder_${game}`),
    slots: gameInfo(game).hole[0],
    cls: 'player-cards',
  });
}

/** Keeps each player's picker title ("Cards of B") in step with the name typed. */
export function refreshCardTitles(root, state, lang) {
  state.players.forEach((p, i) => {
    const input = root.querySelector(`[data-card-field="players[${i}].cards"]`);
    if (!input) return;
    const name = p.name?.trim() ? p.name : t(lang, 'playerN', { n: i + 1 });
    const title = t(lang, 'cardsOf', { name });
    input.dataset.cardTitle = title;
    const pick = input.parentElement?.querySelector('.card-pick');
    pick?.setAttribute('aria-label', t(lang, 'pickFor', { what: title }));
    if (pick) pick.title = t(lang, 'pickFor', { what: title });
  });
}

// ---------- The Ranks / Cards switch ----------

/** Ranks (the showdown order typed as numbers) or Cards (the core decides). */
export function showdownSwitch(state, lang) {
  const name = `showdown-${++uid}`;
  const option = (value, key) => {
    const id = fieldId(`showdown-${value}`);
    return h(
      'label',
      { class: 'seg', for: id },
      h('input', { id, type: 'radio', name, value, 'data-field': 'showdown', 'data-rerender': '', checked: state.showdown === value }),
      h('span', {}, t(lang, key)),
    );
  };
  return h(
    'fieldset',
    { class: 'showdown-switch' },
    h('legend', {}, t(lang, 'showdownBy')),
    h('span', { class: 'segs' }, option('ranks', 'showdownRanks'), option('cards', 'showdownCards')),
  );
}

// ---------- The Board fieldset ----------

function selectField(path, label, value, options, { rerender = false, cls = '' } = {}) {
  const id = fieldId(path);
  const select = h(
    'select',
    { id, 'data-field': path, 'data-rerender': rerender ? '' : null, 'aria-describedby': `${id}-error` },
    options.map(([v, text]) => h('option', { value: v }, text)),
  );
  select.value = value;
  return h(
    'div',
    { class: `field ${cls}`.trim() },
    h('label', { for: id }, label),
    select,
    h('p', { class: 'field-error', id: `${id}-error`, 'data-error-for': path, hidden: true }),
  );
}

/**
 * Variant, board, run it twice (or three times) and the short-deck option.
 * @returns {HTMLFieldSetElement}
 */
export function boardFieldset(state, lang) {
  const game = GAMES.includes(state.game) ? state.game : 'holdem';
  const runs = Number(state.runCount) > 1 ? Number(state.runCount) : 1;
  const trips = fieldId('tripsBeatStraight');
  const runFields = [];
  for (let r = 0; r < (runs > 1 ? runs : 0); r++) {
    runFields.push(
      cardField({
        path: `runs[${r}]`,
        label: t(lang, 'runN', { n: r + 1 }),
        value: state.runs[r] ?? '',
        lang,
        game,
        title: t(lang, 'runN', { n: r + 1 }),
        placeholder: r === 0 ? 'Jd 3s' : 'Qd 4c',
        cls: 'run-cards',
      }),
    );
  }
  return h(
    'fieldset',
    { class: 'board-set' },
    h('legend', {}, t(lang, 'boardLegend')),
    h(
      'div',
      { class: 'board-grid' },
      selectField(
        'game',
        t(lang, 'gameVariant'),
        game,
        GAMES.map((g) => [g, t(lang, `game_${g}`)]),
        { rerender: true, cls: 'game' },
      ),
      selectField(
        'runCount',
        t(lang, 'runCount'),
        String(runs),
        [
          ['1', t(lang, 'runOnce')],
          ['2', t(lang, 'runTwice')],
          ['3', t(lang, 'runThrice')],
        ],
        { rerender: true, cls: 'run-count' },
      ),
      cardField({
        path: 'board',
        label: t(lang, runs > 1 ? 'boardBeforeRuns' : 'boardField'),
        value: state.board ?? '',
        lang,
        game,
        title: t(lang, 'boardField'),
        hint: t(lang, runs > 1 ? 'boardBeforeRunsHint' : 'boardHint'),
        placeholder: '2c 7d 9h Jd 3s',
        slots: runs > 1 ? 0 : 5,
        cls: 'board-cards',
      }),
      runFields.length ? h('div', { class: 'runs' }, runFields, h('p', { class: 'hint' }, t(lang, 'runHint'))) : null,
      game === 'shortdeck'
        ? h(
            'div',
            { class: 'field trips' },
            h('input', {
              id: trips,
              type: 'checkbox',
              'data-field': 'tripsBeatStraight',
              checked: !!state.tripsBeatStraight,
              'aria-describedby': `${trips}-error`,
            }),
            h('label', { for: trips }, t(lang, 'tripsBeatStraight')),
            h('p', { class: 'field-error', id: `${trips}-error`, 'data-error-for': 'tripsBeatStraight', hidden: true }),
          )
        : null,
      h('p', { class: 'field-error', id: `${fieldId('runs')}-error`, 'data-error-for': 'runs', hidden: true }),
    ),
  );
}

// ---------- The best hands under the fields ----------

function handLine(hand, hole, lang, runTag) {
  const name = handName(lang, hand);
  const none = !hand.best?.length;
  return h(
    'span',
    { class: `hand-line ${none ? 'none' : ''}`.trim() },
    runTag ? h('span', { class: 'run-tag' }, runTag) : null,
    h('span', { class: 'hand-name' }, name ?? ''),
    none ? null : miniCards(hand.best, { lang, cls: 'best', own: hole }),
  );
}

/**
 * Writes each field's best hand under it (web/cards/card-check.js's cardPreview().hands).
 * @param {ParentNode} root the form
 * @param {Map<string, {hand?: object, runs?: object[]}>|undefined} hands by field path
 */
export function paintHands(root, hands, lang) {
  for (const input of root.querySelectorAll('[data-card-field]')) {
    // Faces drawn before the core could read them: read them now.
    if (input.dataset.read !== 'true' && input.value) input.dispatchEvent(new Event('tapis:redraw'));
  }
  for (const slot of root.querySelectorAll('[data-hand-for]')) {
    const entry = hands?.get(slot.dataset.handFor);
    if (!entry) {
      if (slot.firstChild) slot.replaceChildren();
      delete slot.dataset.key;
      continue;
    }
    const input = root.querySelector(`[data-card-field="${CSS.escape(slot.dataset.handFor)}"]`);
    const hole = new Set(readCards(input?.value ?? '', input?.dataset.cardGame).cards.map((c) => c.code));
    const lines = entry.runs ? entry.runs.map((r) => handLine(r.hand, hole, lang, t(lang, 'runLabel', { n: r.run }))) : [handLine(entry.hand, hole, lang)];
    // Same hand as before: leave the live region quiet.
    const key = JSON.stringify([lang, entry]);
    if (slot.dataset.key === key) continue;
    slot.dataset.key = key;
    slot.replaceChildren(...lines);
  }
}

// ---------- Hand mode hook ----------

/**
 * The same card inputs for another form (hand mode, web/hand-*.js): a card field per player, then
 * the Board fieldset. It writes what is typed into `state` and calls onChange(state, {path}).
 *
 * state: {players: [{name, cards}], game, board, runCount, runs: ['', '', ''], tripsBeatStraight}
 * (emptyCardState() from web/cards/card-spec.js gives the board part; applyCards(spec, state) puts it
 * into a spec, with state.showdown = 'cards').
 *
 * @param {HTMLElement} container its content is replaced
 * @returns {{update(state?: object, lang?: string): void, showErrors(errors: Map<string, {message: string, code?: string}[]>): void,
 *            paint(hands: Map): void, destroy(): void}}
 */
export function mountCardInputs(container, state, onChange, { lang: startLang = 'en' } = {}) {
  let lang = startLang;
  const RUN = /^runs\[(\d+)\]$/;
  const CARDS = /^players\[(\d+)\]\.cards$/;

  function render() {
    const list = h(
      'ol',
      { class: 'card-inputs-players' },
      state.players.map((p, i) =>
        h('li', {}, playerCardsField(state, i, lang, { label: t(lang, 'cardsOf', { name: p.name?.trim() ? p.name : t(lang, 'playerN', { n: i + 1 }) }) })),
      ),
    );
    container.replaceChildren(list, boardFieldset(state, lang));
  }

  function onEvent(e) {
    const el = e.target;
    const path = el?.dataset?.field;
    if (!path) return;
    const value = el.type === 'checkbox' ? el.checked : el.value;
    let m;
    if ((m = CARDS.exec(path))) state.players[Number(m[1])].cards = value;
    else if ((m = RUN.exec(path))) state.runs[Number(m[1])] = value;
    else state[path] = value;
    if (el.dataset.rerender !== undefined) render();
    onChange?.(state, { path });
  }
  container.dataset.cardRoot = ''; // the picker's "Next" and greyed cards stay inside this container
  container.addEventListener('input', onEvent);
  container.addEventListener('change', onEvent);
  render();

  return {
    update(next = state, nextLang = lang) {
      state = next;
      lang = nextLang;
      render();
    },
    /** @param {Map<string, {message: string, code?: string}[]>} errors by field path */
    showErrors(errors) {
      for (const slot of container.querySelectorAll('[data-error-for]')) {
        const list = errors.get(slot.dataset.errorFor);
        const control = container.querySelector(`[data-field="${CSS.escape(slot.dataset.errorFor)}"]`);
        if (list?.length) {
          slot.replaceChildren(...errorMessages(list));
          slot.hidden = false;
          control?.setAttribute('aria-invalid', 'true');
        } else {
          slot.replaceChildren();
          slot.hidden = true;
          control?.removeAttribute('aria-invalid');
        }
      }
    },
    paint(hands) {
      paintHands(container, hands, lang);
    },
    destroy() {
      container.removeEventListener('input', onEvent);
      container.removeEventListener('change', onEvent);
      container.replaceChildren();
    },
  };
}

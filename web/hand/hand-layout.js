// Hand mode's frame: the elements every view draws into (built once per visit to hand mode), and
// the words that only change with the language (drawn from it at every redraw).
import { h } from '../dom.js';
import { t } from '../../lib/i18n/i18n.js';
import { ht } from './hand-words.js';
import { handUsesCards } from '../cards/card-inputs-hand.js';
import { handPresetList } from './hand-presets.js';

const GUIDES = ['003', '000', '002'];

/**
 * Builds hand mode's elements into root.
 * @param {HTMLElement} root
 * @param {{hand: object, phh: {importRoot: HTMLElement, exportButton: HTMLElement, exportRoot: HTMLElement},
 *   onPreset: (id: string) => void, onNewDeal: () => void, onReplay: (key: string) => void, onShare: () => void}} options
 */
export function buildHandLayout(root, { hand, phh, onPreset, onNewDeal, onReplay, onShare }) {
  const presetSelect = h('select', { id: 'hand-preset' });
  presetSelect.addEventListener('change', () => onPreset(presetSelect.value));
  const newHandButton = h('button', { type: 'button', class: 'secondary', id: 'hand-new' }, '');
  newHandButton.addEventListener('click', onNewDeal);
  const replay = h('div', { class: 'hand-replay', hidden: true });
  replay.addEventListener('click', (e) => {
    const b = e.target.closest?.('button[data-hreplay]');
    if (b) onReplay(b.dataset.hreplay);
  });
  const setupForm = h('form', { class: 'hand-setup-form', autocomplete: 'off', id: 'hand-setup-form' });
  setupForm.noValidate = true;
  setupForm.addEventListener('submit', (e) => e.preventDefault());
  const share = h('button', { type: 'button', class: 'secondary small', id: 'hand-share' }, '');
  share.addEventListener('click', onShare);
  const els = {
    heading: h('h2', { class: 'vh', id: 'hand-heading' }),
    presetLabel: h('label', { for: 'hand-preset' }),
    presetSelect,
    newHandButton,
    replay,
    note: h('aside', { class: 'hand-note', hidden: true, 'aria-live': 'polite' }),
    setup: h('details', { class: 'hand-setup', open: true }, h('summary', { class: 'hand-setup-summary' }), setupForm),
    setupForm,
    status: h('div', { class: 'hand-status-wrap', 'aria-live': 'polite' }),
    errors: h('div', { class: 'general-errors hand-errors' }),
    now: h('div', { class: 'hand-now' }),
    act: h('section', { class: 'hand-act', 'aria-labelledby': 'hand-act-heading' }),
    showdown: h('section', { class: 'hand-showdown', hidden: true }),
    seats: h('div', { class: 'table-wrap hand-seats-wrap' }),
    cardsTitle: h('h3', { id: 'hand-cards-heading' }),
    cardsHint: h('p', { class: 'hint hand-cards-hint' }),
    cardsBody: h('div', { class: 'hand-cards-body' }),
    logRoot: h('section', { class: 'hand-log', 'aria-labelledby': 'hand-log-heading' }),
    pots: h('section', { class: 'hand-pots', 'aria-labelledby': 'hand-pots-heading' }),
    recorded: h('p', { class: 'hand-recorded', id: 'hand-recorded', hidden: true }),
    share,
    shareStatus: h('span', { class: 'copy-status', role: 'status' }),
    // The embed builder, with this hand: an article's readers step through it (issue 11).
    builderLink: h('a', { id: 'hand-builder-link', href: './embed-builder.html' }),
    drawnIn: null, // the language the words below were drawn in
  };
  // Open from the start on a wide screen: a dealer types the cards as they are shown. On a phone
  // it waits to be asked for (it would push the pots a screen or two down), unless the hand
  // already has cards.
  els.cardsPanel = h(
    'details',
    { class: 'hand-cards', open: handUsesCards(hand) || !globalThis.matchMedia?.('(max-width: 640px)').matches },
    h('summary', { class: 'hand-cards-summary' }, els.cardsTitle),
    els.cardsHint,
    els.cardsBody,
  );
  root.replaceChildren(
    els.heading,
    h('div', { class: 'hand-toolbar' }, h('div', { class: 'field preset' }, els.presetLabel, presetSelect), newHandButton),
    phh.importRoot,
    replay,
    els.note,
    h(
      'div',
      { class: 'hand-cols' },
      h('div', { class: 'hand-col-setup' }, els.setup, els.errors),
      h(
        'div',
        { class: 'hand-col-play' },
        els.status,
        els.act,
        els.now,
        els.showdown,
        els.seats,
        els.cardsPanel,
        els.pots,
        els.recorded,
        h('p', { class: 'hand-share-row' }, share, ' ', els.shareStatus, ' ', phh.exportButton),
        phh.exportRoot,
        h('p', { class: 'more-links' }, els.builderLink),
      ),
      h('div', { class: 'hand-col-info' }, els.logRoot),
    ),
  );
  return els;
}

/** The frame's words in `lang`, and the preset menu on `presetId`. */
export function renderHandLabels(els, lang, presetId) {
  if (els.drawnIn !== lang) {
    els.drawnIn = lang; // the same words again would only reset the menu under the pointer
    els.heading.textContent = ht(lang, 'handHeading');
    els.presetLabel.textContent = ht(lang, 'presetLabel');
    els.newHandButton.textContent = ht(lang, 'newHandSame');
    els.newHandButton.title = ht(lang, 'newHandSameHint');
    els.share.textContent = ht(lang, 'share');
    els.builderLink.textContent = t(lang, 'embedHandLink');
    els.cardsTitle.replaceChildren(ht(lang, 'cardsHeading'), ' ', h('span', { class: 'hand-cards-optional' }, `(${ht(lang, 'cardsOptional')})`));
    els.cardsHint.textContent = ht(lang, 'cardsHint');
    const groups = GUIDES.map((g) =>
      h(
        'optgroup',
        { label: ht(lang, `presetGroup${g}`) },
        handPresetList.filter((p) => p.guide === g).map((p) => h('option', { value: p.id }, t(lang, p.title))),
      ),
    );
    els.presetSelect.replaceChildren(h('option', { value: '' }, ht(lang, 'presetNone')), ...groups);
  }
  els.presetSelect.value = presetId ?? '';
}

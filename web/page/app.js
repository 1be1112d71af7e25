// The page: wires the quick form to the rules core and draws the report after every keystroke.
// It builds the spec and shows the report; every rule and every check is the core's.
import { loadTapisQuick } from '../../lib/api/tapis-quick.js';
import { browserLanguage, isLanguage, loadLanguage, canPaint, hasText, t } from '../../lib/i18n/i18n.js';
import { markdownTable } from '../../lib/markdown/markdown.js';
import { createQuickForm } from '../quick/quick-form.js';
import { renderReport, summaryLine } from '../report/report-view.js';
import { fillPrizes } from '../report/prize-slot.js';
import { typedHoleCards } from '../report/showdown-view.js';
import { emptyState, stateFromSpec, previewStateFromSpec } from '../quick/spec-builder.js';
import { checkQuickForm, hasPots, errorCount } from '../quick/quick-check.js';
import { errorParagraphs } from '../quick/form-parts.js';
import { setCardParser } from '../cards/card-reader.js';
import { presets, presetById } from '../quick/presets.js';
import { h } from '../dom.js';
import { createHandModeLoader } from '../hand/hand-mode-loader.js';
import { buildFragment } from '../share/share-state.js';
import { resolveLink, shareLink } from '../share/page-link.js';
import { createStore } from './store.js';
import { createAddressSync } from './address-sync.js';
import { linkProblem } from '../share/link-problem.js';
import { registerServiceWorker } from './pwa-register.js';
import { renderLanguageButtons } from './lang-switch.js';
import { manifestFile } from './manifest-file.js';
import { paintHands } from '../cards/card-input.js';
import { createLazyEquityView } from '../equity/equity-lazy.js';
import { createGlance } from './glance.js';

const $ = (id) => document.getElementById(id);
const LANG_KEY = 'tapis.lang';

// The page's one state (web/page/store.js); the address follows it (web/page/address-sync.js), and
// a language change is one store.set({language}), one redraw of the views (renderPage).
const store = createStore({ spec: null, step: 0, language: 'en', mode: 'quick' });
const address = createAddressSync({ store, onLinkChange: () => openLink(address.initial, true) });
const lang = () => store.get().language;
let linkError = null; // why the link's hand could not be loaded (shown until the next edit)
let linkSettled = !address.initial.spec; // the address is rewritten only once its hand is loaded

let tapis = null;
let loadError = null;
let lastReport = null;

let touched = false; // typed into before the core arrived: the link's check keeps what was typed
const form = createQuickForm($('quick-form'), {
  onChange() {
    if (!tapis) touched = true;
    $('preset').value = '';
    linkError = null;
    recompute();
  },
});

// The pots at a glance, pinned to the bottom where the table is below the form (a phone).
const glance = createGlance($('glance'), $('results'));

// Equity per pot (web/equity/equity-view.js): computed in a worker once cards are still to come, in
// quick mode and in hand mode (a hand over with the board to come).
const equity = createLazyEquityView(); // web/equity/equity-view.js, loaded when first needed

// Hand mode (web/hand/hand-mode.js): the hand played action by action, beside the quick form; loaded
// the first time it is needed (web/hand/hand-mode-loader.js).
const hand = createHandModeLoader({
  equity,
  store,
  address,
  root: $('hand-mode'),
  quickRoot: $('quick-mode'),
  switchRoot: $('mode-switch'),
  onQuick: () => recompute(),
});

function initialLanguage() {
  if (address.initial.lang) return address.initial.lang;
  const asked = address.param('lang');
  if (isLanguage(asked)) return asked;
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage blocked (private mode, sandboxed embed): the browser's language is enough
  }
  return browserLanguage();
}

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

function recompute() {
  const lang = store.get().language;
  const { spec, report, errors, hands } = checkQuickForm(tapis, form.state, lang);

  const unplaced = form.showErrors(errors);
  paintHands($('quick-form'), hands, lang);
  const general = errorParagraphs(unplaced);
  if (loadError) general.unshift(h('p', { class: 'field-error' }, t(lang, 'loadFailed', { message: loadError })));
  if (linkError) {
    const p = linkProblem(lang, linkError);
    general.unshift(
      h(
        'p',
        { class: 'field-error link-error', role: 'alert', 'data-code': p.code },
        h('span', { class: 'lead' }, p.lead),
        p.message ? [' ', h('span', { class: 'message', title: p.code }, p.message)] : null,
      ),
    );
  }
  $('general-errors').replaceChildren(...general);

  const summary = $('summary');
  // The pot table needs no cards: a card mistake leaves it on screen, with the mistake at its field.
  const shown = hasPots(report);
  const opts = { showdown: form.state.showdown, holeCards: typedHoleCards(spec), ...(report?.ok ? {} : { pendingText: t(lang, 'cardsToFix') }) };
  if (shown) {
    $('report').replaceChildren(...renderReport(report, lang, opts));
    if (!hand.active) equity.show(report.ok ? $('report') : null, report.ok ? report : null, spec, { lang, showdown: form.state.showdown });
  } else {
    $('report').replaceChildren();
    if (!hand.active) equity.show(null, null, spec);
  }
  lastReport = report?.ok ? report : null;
  // The prize money section, from the whole core (issue 31); the Markdown copy takes it too.
  if (shown)
    fillPrizes($('report'), spec, {
      onPrizes: (prizeEquity) => {
        if (lastReport === report) lastReport = { ...report, prizeEquity };
      },
    });
  if (report?.ok) setText(summary, summaryLine(report, lang, opts));
  else if (!tapis && !loadError) setText(summary, t(lang, 'loading'));
  else setText(summary, `${t(lang, shown ? 'summaryPotsShown' : 'summaryInvalid')} ${t(lang, 'summaryFieldsToFix', { n: Math.max(errorCount(errors), 1) })}`);
  glance.update(report?.ok ? report : null, lang, summary.textContent);
  $('results').classList.toggle('invalid', !shown);
  $('copy-md').disabled = !lastReport;
  setText($('copy-status'), '');
  $('builder-link').href = `./embed-builder.html#${buildFragment({ spec, lang })}`;
  if (linkSettled && !hand.active) store.set({ spec, step: 0, mode: 'quick' });
}

/**
 * Loads the hand of a link (the address when the page opened, or a link opened in this tab); a
 * link in another language switches the page to it once its catalogue is here.
 */
function openLink(link, changed = false, loaded = false) {
  if (!tapis) return; // the core's arrival opens address.initial
  const language = changed && link.lang ? link.lang : lang();
  if (language !== lang() && !loaded) {
    // Its catalogue could not be had (offline, not cached): opened in the page's language.
    loadLanguage(language).then(
      () => openLink(link, changed, true),
      () => openLink({ ...link, lang: undefined }, changed, true),
    );
    return;
  }
  if (!hand.openLink(link)) {
    const { spec: linkSpec, problem } = resolveLink(link, tapis, language);
    linkError = problem ? problem.source : null;
    // The link's hand is on the form already (drawn before the core came), and was typed into since.
    const spec = touched && !changed ? null : linkSpec;
    if (spec || problem) {
      if (document.activeElement?.closest('#quick-form')) document.activeElement.blur(); // commit first
      $('preset').value = '';
      form.setState(spec ? stateFromSpec(spec) : emptyState());
    }
  }
  linkSettled = true;
  if (!changed) return;
  if (language !== lang())
    store.set({ language }); // redraws the page (renderPage)
  else renderPage();
}

// The examples' titles are not first-paint strings (vite/first-paint-strings.js): the menu names
// them once the catalogue is here (then drawn again).
function renderPresetOptions(lang) {
  const select = $('preset');
  const value = select.value;
  const title = (p) => (hasText(lang, p.title) ? t(lang, p.title) : '');
  select.replaceChildren(h('option', { value: '' }, t(lang, 'presetNone')), ...presets.map((p) => h('option', { value: p.id }, title(p))));
  select.value = value;
}

/** Draws the page in the store's language: its own words, then each view. */
function renderPage() {
  const lang = store.get().language;
  document.documentElement.lang = lang;
  document.title = t(lang, 'pageTitle');
  const manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && manifest.getAttribute('href') !== `./${manifestFile(lang)}`) manifest.setAttribute('href', `./${manifestFile(lang)}`);
  for (const el of document.querySelectorAll('[data-i18n]')) {
    if (el.id === 'summary' || el.closest('.glance-pots')) continue; // written by recompute()
    setText(el, t(lang, el.dataset.i18n));
  }
  renderLanguageButtons(document.querySelector('.lang-switch'), lang);
  $('practice-link').href = `./practice.html#lang=${lang}`;
  renderPresetOptions(lang);
  form.setLang(lang);
  hand.setLang();
  recompute();
}

function loadPreset(id) {
  const preset = presetById(id);
  if (!preset) return;
  form.setState(stateFromSpec(preset.spec));
  recompute();
}

document.querySelector('.lang-switch').addEventListener('click', async (e) => {
  const b = e.target.closest('[data-lang]');
  if (!b || b.dataset.lang === lang() || !isLanguage(b.dataset.lang)) return;
  const next = b.dataset.lang;
  try {
    await loadLanguage(next); // only the language in use is ever loaded
  } catch {
    return; // not switched: its catalogue could not be had (offline, not cached)
  }
  try {
    localStorage.setItem(LANG_KEY, next);
  } catch {
    // not remembered; still switched
  }
  store.set({ language: next }); // redraws the page (renderPage)
});

$('preset').addEventListener('change', (e) => loadPreset(e.target.value));

$('new-hand').addEventListener('click', () => {
  $('preset').value = '';
  // A dealer entering cards keeps cards (and the variant) from one hand to the next.
  const { showdown, game } = form.state;
  form.setState({ ...emptyState(), showdown, game });
  recompute();
  document.querySelector('#quick-form input[type="text"]')?.focus();
});

$('copy-md').addEventListener('click', async () => {
  if (!lastReport) return;
  try {
    await navigator.clipboard.writeText(markdownTable(lastReport, lang()));
    setText($('copy-status'), t(lang(), 'copied'));
  } catch {
    setText($('copy-status'), t(lang(), 'copyFailed'));
  }
});

// First paint (the module is render-blocking: vite/render-blocking.js): the switch and the form (or
// hand mode's place) as they will stay, in the language's words: the catalogue loads beside the
// core; the table appears as soon as the core is loaded.
store.set({ language: initialLanguage() });
// Quick mode's first screen needs the catalogue's first part only (vite/catalogue-split.js).
const catalogueLoading = loadLanguage(lang(), { firstScreen: true }).catch(() => {
  store.set({ language: 'en' });
  return loadLanguage('en', { firstScreen: true });
});
// The core's answers are said from the whole catalogue: the page gets the core once both are here.
// Quick mode's core: the page's module without the betting engine (hand mode loads its own).
const coreLoading = Promise.all([loadTapisQuick({ messages: false }), catalogueLoading]).then(([api]) => api);
// The page's own first-paint strings draw the first screen at once; without them, the catalogue.
if (!canPaint(lang())) await catalogueLoading;
hand.expectLink(address.initial);
const startExample = hand.takeExample(address.param('example'));
form.setLang(lang());
// A link's hand is drawn at once (checked by the core when it arrives: openLink), so that the form
// does not grow from two rows to the link's table after the first paint.
const linkState = !hand.active && !address.initial.error ? previewStateFromSpec(address.initial.spec) : null;
form.setState(presetById(startExample) ? stateFromSpec(presetById(startExample).spec) : (linkState ?? emptyState()));
renderPage();
// From now on a language change is a store.set({language}): the page follows it.
store.subscribe((_state, _previous, changed) => {
  if (changed.has('language')) renderPage();
});
if (presetById(startExample)) $('preset').value = startExample;
// The first paint's strings are the first screen's; a link's cards (web/cards) are said from the
// catalogue: the form says them again once it is here (the same hand, so it does not move).
catalogueLoading
  .then(() => {
    renderPresetOptions(lang());
    form.setLang(lang());
  })
  .catch(() => {});

coreLoading
  .then((api) => {
    tapis = api;
    setCardParser(api);
    hand.setReady();
    openLink(address.initial);
  })
  .catch((e) => {
    loadError = String(e?.message ?? e);
    hand.giveUp();
  })
  .finally(() => {
    linkSettled = true;
    document.body.dataset.ready = tapis ? 'true' : 'error';
    recompute();
  });

$('share').addEventListener('click', async () => {
  const result = await shareLink(address.href(), lang());
  const key = { copied: 'shareCopied', shared: 'shareShared', failed: 'shareFailed' }[result];
  setText($('copy-status'), key ? t(lang(), key) : '');
});

// Offline and installable; a new version asks first, and the hand is already in the address.
registerServiceWorker({
  lang,
  beforeReload: () => address.flush(),
});

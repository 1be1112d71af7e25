// The page: wires the quick form to the rules core and draws the report after every keystroke.
// It builds the spec and shows the report; every rule and every check is the core's.
import { loadTapis } from './tapis.js';
import { browserLanguage, languages, t } from './i18n.js';
import { markdownTable } from './markdown.js';
import { createQuickForm } from './quick-form.js';
import { renderReport, summaryLine } from './report-view.js';
import { buildSpec, emptyState, stateFromSpec } from './spec-builder.js';
import { presets, presetById } from './presets.js';
import { h } from './dom.js';

const $ = (id) => document.getElementById(id);
const LANG_KEY = 'tapis.lang';

let lang = initialLanguage();
let tapis = null;
let loadError = null;
let lastReport = null;

const form = createQuickForm($('quick-form'), {
  onChange() {
    $('preset').value = '';
    recompute();
  },
});

function initialLanguage() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked && Object.hasOwn(languages, asked)) return asked;
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (saved && Object.hasOwn(languages, saved)) return saved;
  } catch {
    // storage blocked (private mode, sandboxed embed): the browser's language is enough
  }
  return browserLanguage();
}

/** The core's codes are English; the lead in front of the core's message is in the page's language. */
function leadFor(code, field = '') {
  if (code.startsWith('amount.') || code.startsWith('input.')) return t(lang, 'leadAmount');
  if (code.startsWith('ranking.')) return t(lang, 'leadRanking');
  if (/name/.test(code) || field.endsWith('.name')) return t(lang, 'leadName');
  if (code.startsWith('players.')) return t(lang, 'leadPlayers');
  return t(lang, 'leadEntry');
}

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

function recompute() {
  const { spec, inputErrors, rankField } = buildSpec(form.state);
  const errors = new Map();
  for (const e of inputErrors) {
    errors.set(e.field, {
      lead: t(lang, 'leadAmount'),
      message: t(lang, e.code === 'input.decimal' ? 'inputDecimal' : 'inputJunk', { text: e.text }),
      code: e.code,
    });
  }

  let report = null;
  if (tapis) {
    // With unreadable fields left out of the spec, the core still checks everything else, so its
    // errors show at the same time; but no table is drawn from a spec missing what was typed.
    const checked = tapis.analyze(spec);
    if (!checked.ok) {
      for (const e of checked.errors ?? []) {
        let field = e.field ?? '';
        if (field.startsWith('ranking')) field = rankField(field) ?? 'ranking';
        if (!errors.has(field)) errors.set(field, { lead: leadFor(e.code ?? '', field), message: e.message ?? '', code: e.code ?? '' });
      }
    }
    if (inputErrors.length === 0) report = checked;
  }

  const unplaced = form.showErrors(errors);
  const general = unplaced.map((e) =>
    h('p', { class: 'field-error' }, h('span', { class: 'lead' }, e.lead), ' ', h('span', { class: 'message' }, e.message), ' ', h('code', { class: 'code' }, e.code)),
  );
  if (loadError) general.unshift(h('p', { class: 'field-error' }, t(lang, 'loadFailed', { message: loadError })));
  $('general-errors').replaceChildren(...general);

  const summary = $('summary');
  if (report?.ok) {
    lastReport = report;
    $('report').replaceChildren(...renderReport(report, lang));
    setText(summary, summaryLine(report, lang));
  } else {
    lastReport = null;
    $('report').replaceChildren();
    if (!tapis && !loadError) setText(summary, t(lang, 'loading'));
    else setText(summary, `${t(lang, 'summaryInvalid')} ${t(lang, 'summaryFieldsToFix', { n: Math.max(errors.size, 1) })}`);
  }
  $('results').classList.toggle('invalid', !report?.ok);
  $('copy-md').disabled = !lastReport;
  setText($('copy-status'), '');
}

function renderPresetOptions() {
  const select = $('preset');
  const value = select.value;
  select.replaceChildren(
    h('option', { value: '' }, t(lang, 'presetNone')),
    ...presets.map((p) => h('option', { value: p.id }, p.label[lang] ?? p.label.en)),
  );
  select.value = value;
}

function applyLanguage() {
  document.documentElement.lang = lang;
  document.title = t(lang, 'pageTitle');
  for (const el of document.querySelectorAll('[data-i18n]')) {
    if (el.id === 'summary') continue; // written by recompute()
    setText(el, t(lang, el.dataset.i18n));
  }
  for (const b of document.querySelectorAll('[data-lang]')) b.setAttribute('aria-pressed', String(b.dataset.lang === lang));
  renderPresetOptions();
  form.setLang(lang);
  recompute();
}

function loadPreset(id) {
  const preset = presetById(id);
  if (!preset) return;
  form.setState(stateFromSpec(preset.spec));
  recompute();
}

document.querySelector('.lang-switch').addEventListener('click', (e) => {
  const b = e.target.closest('[data-lang]');
  if (!b || b.dataset.lang === lang) return;
  lang = b.dataset.lang;
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // not remembered; still switched
  }
  applyLanguage();
});

$('preset').addEventListener('change', (e) => loadPreset(e.target.value));

$('new-hand').addEventListener('click', () => {
  $('preset').value = '';
  form.setState(emptyState());
  recompute();
  document.querySelector('#quick-form input')?.focus();
});

$('copy-md').addEventListener('click', async () => {
  if (!lastReport) return;
  try {
    await navigator.clipboard.writeText(markdownTable(lastReport, lang));
    setText($('copy-status'), t(lang, 'copied'));
  } catch {
    setText($('copy-status'), t(lang, 'copyFailed'));
  }
});

// First paint: the form is usable at once; the table appears as soon as the core is loaded.
const startExample = new URLSearchParams(location.search).get('example');
form.setLang(lang);
form.setState(presetById(startExample) ? stateFromSpec(presetById(startExample).spec) : emptyState());
applyLanguage();
if (presetById(startExample)) $('preset').value = startExample;

loadTapis()
  .then((api) => {
    tapis = api;
  })
  .catch((e) => {
    loadError = String(e?.message ?? e);
  })
  .finally(() => {
    document.body.dataset.ready = tapis ? 'true' : 'error';
    recompute();
  });

// embed-builder.html: an author builds a hand (or starts from a guide example), sees the embed
// exactly as readers will, and copies what the article needs with one click: the iframe (the
// default, works everywhere), the <tapis-calculator> element, or the table as Markdown or HTML.
// The builder's own address keeps the hand (#spec=…&lang=…&mode=…) like the main page's.
import { createCalculator } from './calculator.js';
import { browserLanguage, isLanguage, loadLanguage, isLoaded, canPaint, hasText, t } from '../../lib/i18n/i18n.js';
import { presets, presetById } from '../quick/presets.js';
import { parseFragment, buildFragment, safeStorage, addShareMode } from '../share/share-state.js';
import { isHandLink } from '../hand/hand-link.js';
import { markdownTable } from '../../lib/markdown/markdown.js';
import { htmlTable } from '../report/html-table.js';
import { iframeSnippet, elementSnippet, embedUrl, pageUrl, practiceEmbedUrl, practicePageUrl } from './embed-snippets.js';
import { h } from '../dom.js';
import { renderLanguageButtons, renderLanguageRadios } from '../page/lang-switch.js';

const $ = (id) => document.getElementById(id);
const LANG_KEY = 'tapis.lang';
const storage = safeStorage();

addShareMode('hand');
const link = parseFragment(location.hash);
let uiLang = initialLanguage();
let embedLang = link.lang ?? uiLang;
let embedMode = link.mode === 'edit' ? 'edit' : 'pots'; // or 'practice': a drill instead of the hand
let practiceLevel = 2;
let practiceDrill = 'sidepots';
let presetId = null;
let previewHeight = 400;
// A hand played action by action ({spec} or {preset: 'guide-003-…'}, from hand mode's "Put this
// hand in an article"): the embed steps through it; the quick calculator is set aside meanwhile.
let handLink = null;
let handInfo = null; // {count, label}: what the note says about it

function initialLanguage() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (isLanguage(asked)) return asked;
  const saved = storage?.getItem(LANG_KEY);
  if (isLanguage(saved)) return saved;
  return browserLanguage();
}

// The first screen (the form, in the first paint's strings) comes first: on a slow phone the rules
// core (90 KB) and the whole catalogues would otherwise share the line with the scripts it needs.
// The table, the preview and the snippets follow a moment later.
const painted = canPaint(uiLang) ? firstContentfulPaint() : Promise.resolve();

/** Resolves once the browser says it has painted the first screen (at once where it cannot say). */
function firstContentfulPaint() {
  return new Promise((resolve) => {
    try {
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
    // A tab opened in the background paints nothing until shown: it need not wait for that.
    if (document.visibilityState === 'hidden') resolve();
    setTimeout(resolve, 3000);
  });
}

// The builder speaks its own language and writes the snippets in the embed's: both catalogues.
const languagesLoading = painted.then(() => Promise.all([loadLanguage(uiLang), loadLanguage(embedLang)])).catch(() => {});
if (!canPaint(uiLang)) await languagesLoading;

// The hand the builder opens on, drawn with the calculator (once, not redrawn): the link's, else
// the guide's best-known table. A hand played action by action sets the quick one aside (below).
const linkedHand = isHandLink(link) || (link.preset && !presetById(link.preset) && link.mode === 'hand');
const opening = link.error
  ? null
  : linkedHand
    ? { spec: presetById('002-ex2').spec }
    : link.preset && presetById(link.preset)
      ? { preset: presetById(link.preset).id, spec: presetById(link.preset).spec }
      : link.spec
        ? { spec: link.spec, text: link.specText }
        : { preset: '002-ex2', spec: presetById('002-ex2').spec };

// (The calculator reports its first state while being created: `calc` is not set yet then.)
let calc = null;
calc = createCalculator($('calculator'), {
  lang: uiLang,
  mode: 'edit',
  spec: opening?.spec,
  specText: opening?.text,
  after: painted,
  onChange: () => calc && scheduleOutputs(),
});

// Any edit by hand means the hand is no longer the guide's example.
for (const type of ['input', 'change']) $('calculator').addEventListener(type, () => clearPreset());
$('calculator').addEventListener('click', (e) => {
  if (e.target.closest?.('button[data-action]')) clearPreset();
});

function clearPreset() {
  if (presetId === null) return;
  presetId = null;
  $('preset').value = '';
}

/** Shows (or sets aside) the hand played action by action. */
async function setHandLink(next) {
  handLink = next;
  handInfo = null;
  $('calculator').hidden = !!handLink;
  $('mode-choice').hidden = !!handLink;
  if (handLink) {
    const { handPresetById } = await import('./hand-replay.js');
    const preset = handLink.preset ? handPresetById(handLink.preset) : null;
    const spec = preset ? preset.spec : handLink.spec;
    handInfo = { count: Array.isArray(spec?.actions) ? spec.actions.length : 0, preset };
  }
  drawHandNote();
  updateOutputs();
}

function drawHandNote() {
  const note = $('hand-note');
  note.hidden = !handLink;
  if (!handLink) return note.replaceChildren();
  const base = new URL('./', location.href);
  note.replaceChildren(
    // replaceChildren writes a null as the text "null": a hand that is no example has no title.
    ...(handInfo?.preset ? [h('p', { class: 'builder-hand-title' }, t(uiLang, handInfo.preset.title))] : []),
    h('p', {}, t(uiLang, 'builderHandNote', { n: handInfo?.count ?? 0 })),
    h('p', {}, h('a', { href: pageUrl(base, { ...handFields(), lang: embedLang }), id: 'hand-edit-link' }, t(uiLang, 'builderHandEdit'))),
  );
}

/** The embed's fields for the hand: its preset or its spec, in mode "hand". */
function handFields() {
  return handLink.preset ? { preset: handLink.preset, mode: 'hand' } : { spec: handLink.spec, mode: 'hand' };
}

// ---------- Snippets ----------
const KINDS = [
  { kind: 'iframe', rows: 7 },
  { kind: 'element', rows: 4 },
  { kind: 'markdown', rows: 9 },
  { kind: 'html', rows: 12 },
  { kind: 'link', rows: 3 },
];
const snippetText = {};

function renderSnippetBlocks() {
  $('snippets').replaceChildren(
    ...KINDS.map(({ kind, rows }) => {
      const id = `snippet-${kind}`;
      return h(
        'div',
        { class: 'snippet', 'data-kind': kind },
        h(
          'div',
          { class: 'snippet-head' },
          h('h3', { id: `${id}-heading` }, t(uiLang, `snippet_${kind}`)),
          h('button', { type: 'button', class: 'small', 'data-copy': kind, id: `${id}-copy` }, t(uiLang, `copy_${kind}`)),
        ),
        h('p', { class: 'hint', id: `${id}-hint` }, t(uiLang, `snippetHint_${kind}`)),
        h('label', { class: 'vh', for: id }, t(uiLang, `snippet_${kind}`)),
        h('textarea', { id, rows: String(rows), readonly: true, spellcheck: 'false', 'aria-describedby': `${id}-hint`, wrap: 'soft' }),
      );
    }),
  );
  writeSnippets();
}

let written = null; // what the snippets were last written from: the same again writes nothing
function writeSnippets() {
  const from = [
    calc.report,
    calc.spec,
    handLink,
    presetId,
    uiLang,
    embedLang,
    embedMode,
    practiceDrill,
    practiceLevel,
    previewHeight,
    $('snippets').firstChild,
  ];
  if (written?.every((v, i) => v === from[i])) return;
  written = from;
  const base = new URL('./', location.href);
  const title = t(embedLang, embedMode === 'practice' ? 'practiceTitle' : handLink ? 'embedHandFrameTitle' : 'embedFrameTitle');
  if (embedMode === 'practice') {
    // A drill (issue 32): the iframe and the practice page's link; the element and the tables
    // show a hand, not a drill. (Its title is the practice page's: the drills are named inside.)
    const at = { drill: practiceDrill, level: practiceLevel, lang: embedLang };
    snippetText.iframe = iframeSnippet(base, { src: practiceEmbedUrl(base, at), height: previewHeight, title });
    snippetText.element = snippetText.markdown = snippetText.html = '';
    snippetText.link = practicePageUrl(base, at);
  } else if (handLink) {
    // A hand played action by action: the iframe steps through it; the element and the tables are
    // quick mode's (one table, no steps).
    const fields = handFields();
    snippetText.iframe = iframeSnippet(base, { ...fields, lang: embedLang, height: previewHeight, title });
    snippetText.element = snippetText.markdown = snippetText.html = '';
    snippetText.link = pageUrl(base, { ...fields, lang: embedLang });
  } else {
    const spec = calc.spec;
    const report = calc.report;
    const preset = presetId ? `guide-${presetId}` : undefined;
    snippetText.iframe = iframeSnippet(base, { spec, preset, lang: embedLang, mode: embedMode, height: previewHeight, title });
    snippetText.element = elementSnippet(base, { spec, preset, lang: embedLang, mode: embedMode });
    snippetText.markdown = report ? markdownTable(report, embedLang) : '';
    snippetText.html = report ? htmlTable(report, embedLang) : '';
    snippetText.link = pageUrl(base, { spec, lang: embedLang });
  }
  for (const { kind } of KINDS) {
    const area = $(`snippet-${kind}`);
    const button = $(`snippet-${kind}-copy`);
    if (!area) continue;
    const text = snippetText[kind];
    area.value = text || t(uiLang, embedMode === 'practice' ? 'snippetPracticeIframeOnly' : handLink ? 'snippetHandIframeOnly' : 'snippetNeedsValidHand');
    area.toggleAttribute('aria-invalid', false);
    button.disabled = !text;
  }
}

async function copy(kind) {
  writeSnippets(); // the hand as it is now (nothing to do when the snippets already say it)
  const text = snippetText[kind];
  if (!text) return;
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    // Older browsers, or no clipboard permission: select the text and copy it the old way.
    const area = $(`snippet-${kind}`);
    area.focus();
    area.select();
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
  }
  $('copy-status').textContent = ok ? t(uiLang, 'copiedKind', { what: t(uiLang, `snippet_${kind}`) }) : t(uiLang, 'copyFailedSelect');
}

$('snippets').addEventListener('click', (e) => {
  const button = e.target.closest?.('button[data-copy]');
  if (button && !button.disabled) copy(button.dataset.copy);
});

// ---------- Preview and address ----------
let outputTimer = 0;
let snippetTimer = 0;
let lastPreview = '';
let opened = false; // the first table, preview and snippets are there (see calc.ready below)
function scheduleOutputs() {
  clearTimeout(outputTimer);
  outputTimer = setTimeout(updateOutputs, 150);
  // While the builder opens, the snippets come in a task of their own after the table (no long
  // task on a phone); after that, with each edit, so that Copy never takes an older text.
  clearTimeout(snippetTimer);
  if (opened) writeSnippets();
  else snippetTimer = setTimeout(writeSnippets, 0);
}

function updateOutputs() {
  // The snippets are written in the embed's language: its whole catalogue first.
  if (!isLoaded(embedLang) || !isLoaded(uiLang)) {
    languagesLoading.then(() => isLoaded(embedLang) && updateOutputs());
    return;
  }
  const base = new URL('./', location.href);
  if (embedMode === 'practice') {
    const src = practiceEmbedUrl(base, { drill: practiceDrill, level: practiceLevel, lang: embedLang });
    if (src !== lastPreview) {
      lastPreview = src;
      $('preview').src = src;
    }
    $('preview').title = t(uiLang, 'previewTitle');
    writeSnippets();
    return;
  }
  if (handLink) {
    const src = embedUrl(base, { ...handFields(), lang: embedLang });
    if (src !== lastPreview) {
      lastPreview = src;
      $('preview').src = src;
    }
    $('preview').title = t(uiLang, 'previewTitle');
    $('back-link').href = pageUrl(base, { ...handFields(), lang: embedLang });
    try {
      const url = new URL(location.href);
      url.hash = buildFragment({ ...handFields(), lang: embedLang });
      history.replaceState(history.state, '', url);
    } catch {
      // address not updated (opaque origin)
    }
    writeSnippets();
    return;
  }
  const spec = calc.spec;
  const preset = presetId ? `guide-${presetId}` : undefined;
  const src = embedUrl(base, { spec, preset, lang: embedLang, mode: embedMode });
  if (src !== lastPreview) {
    lastPreview = src;
    $('preview').src = src;
  }
  $('preview').title = t(uiLang, 'previewTitle');
  $('back-link').href = pageUrl(base, { spec, lang: embedLang });
  try {
    const url = new URL(location.href);
    url.hash = buildFragment({ spec: preset ? undefined : spec, preset, lang: embedLang, mode: embedMode });
    history.replaceState(history.state, '', url);
  } catch {
    // address not updated (opaque origin)
  }
  writeSnippets();
}

// The preview says how tall it is, like in an article (embed.js does the same there).
window.addEventListener('message', (e) => {
  if (e.source !== $('preview').contentWindow) return;
  const d = e.data;
  if (!d || typeof d !== 'object' || d.type !== 'tapis:height') return;
  const height = Math.ceil(Number(d.height));
  if (!Number.isFinite(height) || height < 20 || height > 20000) return;
  previewHeight = height;
  $('preview').height = String(height);
  writeSnippets();
});

// ---------- Options ----------
function syncOptionInputs() {
  for (const r of document.querySelectorAll('input[name="embed-mode"]')) r.checked = r.value === embedMode;
  renderLanguageRadios(document.querySelector('input[name="embed-lang"]')?.closest('fieldset'), 'embed-lang', embedLang);
}

document.querySelector('.options').addEventListener('change', async (e) => {
  const input = e.target;
  if (input.name === 'embed-mode') embedMode = ['edit', 'practice'].includes(input.value) ? input.value : 'pots';
  else if (input.id === 'practice-level' || input.id === 'practice-drill') {
    if (input.id === 'practice-level') practiceLevel = Number(input.value);
    else practiceDrill = input.value;
    embedMode = 'practice'; // choosing a level chooses the drill
    syncOptionInputs();
  } else if (input.name === 'embed-lang' && isLanguage(input.value)) {
    await loadLanguage(input.value);
    embedLang = input.value;
  } else return;
  drawHandNote();
  updateOutputs();
});

// ---------- Presets ----------
function renderPresetOptions() {
  const select = $('preset');
  const value = select.value;
  // The examples' titles come with the catalogue, not the first-paint strings: drawn again then.
  const title = (p) => (hasText(uiLang, p.title) ? t(uiLang, p.title) : '');
  select.replaceChildren(h('option', { value: '' }, t(uiLang, 'presetNone')), ...presets.map((p) => h('option', { value: p.id }, title(p))));
  select.value = value;
}

// A new hand from scratch (issue 11), as on the page: the author types it in.
$('new-hand').addEventListener('click', () => {
  clearPreset();
  calc.reset();
  if (handLink) setHandLink(null);
  updateOutputs();
  $('calculator').querySelector('input[type="text"]')?.focus();
});

$('preset').addEventListener('change', (e) => {
  const preset = presetById(e.target.value);
  if (!preset) return;
  presetId = preset.id;
  calc.setSpec(preset.spec);
  if (handLink) setHandLink(null);
  updateOutputs();
});

// ---------- Language of the builder ----------
function applyLanguage() {
  document.documentElement.lang = uiLang;
  document.title = t(uiLang, 'builderTitle');
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(uiLang, el.dataset.i18n);
  renderLanguageButtons(document.querySelector('.lang-switch'), uiLang);
  renderPresetOptions();
  calc.setLang(uiLang);
  renderSnippetBlocks();
  drawHandNote();
  $('preview').title = t(uiLang, 'previewTitle');
}

document.querySelector('.lang-switch').addEventListener('click', async (e) => {
  const b = e.target.closest('[data-lang]');
  if (!b || b.dataset.lang === uiLang || !isLanguage(b.dataset.lang)) return;
  await loadLanguage(b.dataset.lang);
  uiLang = b.dataset.lang;
  try {
    storage?.setItem(LANG_KEY, uiLang);
  } catch {
    // not remembered
  }
  applyLanguage();
});

// ---------- Start ----------
applyLanguage();
// The whole catalogue: what the first paint's strings do not hold (the snippets' names) is said.
languagesLoading.then(() =>
  setTimeout(() => {
    renderPresetOptions();
    renderSnippetBlocks();
    drawHandNote(); // a hand's title and note: the catalogue's later part
    updateOutputs();
  }, 0),
);
syncOptionInputs();
if (link.error) calc.setProblem({ code: link.error });
// From hand mode: a hand played action by action (or one of guide 003's examples).
else if (linkedHand) setHandLink(link.preset ? { preset: link.preset } : { spec: link.spec });
else if (opening.preset) {
  presetId = opening.preset;
  $('preset').value = presetId;
}
// The preview and the snippets in a task after the table's: no long task on a phone.
calc.ready
  .catch(() => {})
  .finally(() =>
    setTimeout(() => {
      updateOutputs();
      opened = true;
      document.body.dataset.ready = calc.root.dataset.ready ?? 'true';
    }, 0),
  );

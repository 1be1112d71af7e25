// Hand histories in hand mode (issue 13): "Import a hand" takes PHH text (pasted, or a .phh/.phhs
// file chosen or dropped) and hands the spec it became to hand mode, which replays it step by step
// like any other hand; "Export" gives the PHH text of the current hand. Reading and writing PHH are
// the core's (fromPhh / toPhh, in the whole module, loaded the first time they are needed, as for
// equity): this only carries the text to it and says its answers. A hand history is a stranger's
// text: it is only ever a textarea's value, the core's input and a download, never HTML.
import { h } from '../dom.js';
import { t, say } from '../../lib/i18n/i18n.js';
import { ht } from './hand-words.js';
import { loadWholeCore } from '../cores.js';

// The module with fromPhh and toPhh.
const phhCore = loadWholeCore;

/** A hand's line in the picker of a file of several: its place, its table and its number. */
function handLabel(lang, hand, i) {
  const src = hand.source ?? {};
  const name = t(lang, 'phhHandHeading', { section: src.section ?? 'none', hand: src.hand == null ? 'none' : String(src.hand) });
  const mark = hand.spec && hand.ok ? '' : ` · ${ht(lang, 'phhUnplayable')}`;
  return `${i + 1}. ${name}${mark}`;
}

/**
 * @param {{onImport: (spec: object) => void, currentSpec: () => object}} hooks
 *   onImport: a hand the core could play, to replace the current one; currentSpec: the current
 *   hand's spec, every action of it (a replay's actions to come too)
 * @returns {{importRoot: HTMLElement, exportButton: HTMLElement, exportRoot: HTMLElement,
 *   setLang: (lang: string) => void, handChanged: () => void}}
 */
export function createPhhPanel({ onImport, currentSpec }) {
  let lang = 'en';
  let hands = []; // the last file's hands, as fromPhh gave them
  let picked = -1;
  let importProblem = null; // {errors, decimals} | {load: true}: said again when the language changes
  let exportProblem = null;
  let downloadUrl = null;
  let exported = null; // the spec (as JSON) whose PHH is shown

  const text = h('textarea', {
    id: 'hand-phh-text',
    class: 'hand-phh-text',
    rows: '5',
    spellcheck: 'false',
    autocomplete: 'off',
    'aria-describedby': 'hand-phh-hint hand-phh-error',
  });
  // The native file input says "Choose File / No file chosen" in the browser's language, not the
  // page's: it is kept for the keyboard and the screen reader but drawn as its label, a button.
  const file = h('input', { type: 'file', id: 'hand-phh-file', class: 'hand-phh-file vh', accept: '.phh,.phhs,.toml,.txt,text/plain' });
  const readButton = h('button', { type: 'button', id: 'hand-phh-read', class: 'hand-phh-read' });
  const pick = h('select', { id: 'hand-phh-pick', 'aria-describedby': 'hand-phh-error' });
  const els = {
    summary: h('summary', { class: 'hand-phh-summary' }),
    textLabel: h('label', { for: 'hand-phh-text' }),
    hint: h('p', { class: 'hint', id: 'hand-phh-hint' }),
    fileLabel: h('label', { for: 'hand-phh-file', class: 'hand-phh-file-label' }),
    fileName: h('span', { class: 'hand-phh-file-name' }),
    pickLabel: h('label', { for: 'hand-phh-pick' }),
    pickField: h('div', { class: 'field hand-phh-pick', hidden: true }),
    error: h('div', { class: 'hand-phh-error', id: 'hand-phh-error', role: 'alert' }),
    status: h('p', { class: 'hand-phh-status', role: 'status' }),
  };
  els.pickField.append(els.pickLabel, pick);
  const drop = h(
    'div',
    { class: 'hand-phh-drop', id: 'hand-phh-drop' },
    h('div', { class: 'field' }, els.textLabel, text, els.hint),
    h('div', { class: 'hand-phh-row' }, readButton, h('div', { class: 'hand-phh-file-field' }, file, els.fileLabel, ' ', els.fileName)),
  );
  const importRoot = h(
    'details',
    { class: 'hand-phh', id: 'hand-phh' },
    els.summary,
    h('div', { class: 'hand-phh-body' }, drop, els.pickField, els.error, els.status),
  );

  const exportButton = h('button', { type: 'button', class: 'secondary small', id: 'hand-phh-export' });
  const out = h('textarea', { id: 'hand-phh-out', class: 'hand-phh-text', rows: '8', readonly: true, spellcheck: 'false' });
  const download = h('a', { id: 'hand-phh-download', download: 'tapis-hand.phh', href: '#' });
  const outLabel = h('label', { for: 'hand-phh-out' });
  const exportError = h('div', { class: 'hand-phh-error', id: 'hand-phh-export-error', role: 'alert' });
  const exportBody = h(
    'div',
    { class: 'hand-phh-export-body', hidden: true },
    h('div', { class: 'field' }, outLabel, out),
    h('p', { class: 'more-links' }, download),
  );
  const exportRoot = h('div', { class: 'hand-phh-export', id: 'hand-phh-export-panel' }, exportError, exportBody);

  // ---------- import ----------
  async function read(source) {
    importProblem = null;
    hands = [];
    picked = -1;
    render();
    els.status.textContent = ht(lang, 'phhReading');
    let core;
    try {
      core = await phhCore();
    } catch {
      importProblem = { load: true };
      render();
      return;
    }
    hands = core.fromPhh(source);
    if (hands.length === 0) {
      importProblem = { empty: true };
      render();
      return;
    }
    // The first hand the core can play opens; with several, the picker offers every one.
    const first = hands.findIndex((x) => x.spec && x.ok);
    choose(first >= 0 ? first : 0);
    // One hand read and opened: the box folds away for the hand; with several, the picker stays,
    // and so does a hand the import had to decide something for (a turn it filled): its notes.
    if (hands.length === 1 && !importProblem && (hands[0].import?.notes ?? []).length === 0) importRoot.open = false;
  }

  /** Opens hand `i` of the file, or says why it cannot be played (the current hand stays). */
  function choose(i) {
    picked = i;
    const hand = hands[i];
    importProblem = null;
    if (!hand.spec || !hand.ok) importProblem = { errors: hand.errors ?? [], decimals: hand.decimals ?? 0 };
    else onImport(hand.spec);
    render();
  }

  readButton.addEventListener('click', () => {
    els.fileName.textContent = '';
    if (text.value.trim() === '') {
      importProblem = { empty: true };
      render();
      text.focus();
      return;
    }
    read(text.value);
  });
  pick.addEventListener('change', () => choose(Number(pick.value)));

  async function readFile(f) {
    if (!f) return;
    let source;
    try {
      source = await f.text();
    } catch {
      importProblem = { unreadable: true };
      render();
      return;
    }
    read(source);
  }
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    file.value = ''; // the same file chosen again (after an edit) is read again
    els.fileName.textContent = chosen?.name ?? ''; // a stranger's file name: text only
    readFile(chosen);
  });
  // The whole import box takes a dropped file (the browser would otherwise open it in the tab).
  importRoot.addEventListener('dragover', (e) => {
    if (![...(e.dataTransfer?.types ?? [])].includes('Files')) return;
    e.preventDefault();
    importRoot.classList.add('dropping');
  });
  importRoot.addEventListener('dragleave', (e) => {
    if (!importRoot.contains(e.relatedTarget)) importRoot.classList.remove('dropping');
  });
  importRoot.addEventListener('drop', (e) => {
    const f = e.dataTransfer?.files?.[0];
    if (!f) return;
    e.preventDefault();
    importRoot.classList.remove('dropping');
    els.fileName.textContent = f.name;
    readFile(f);
  });

  // ---------- export ----------
  exportButton.addEventListener('click', async () => {
    exportProblem = null;
    let core;
    try {
      core = await phhCore();
    } catch {
      exportProblem = { load: true };
      renderExport(null);
      return;
    }
    const spec = currentSpec();
    exported = JSON.stringify(spec);
    const answer = core.toPhh(spec);
    // The errors' amounts are in the hand's own unit.
    if (!answer.ok) exportProblem = { errors: answer.errors, decimals: spec.decimals ?? 0 };
    renderExport(answer.ok ? answer.phh : null);
  });

  function renderExport(phh) {
    if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    downloadUrl = null;
    exportError.replaceChildren(...problemParagraphs(exportProblem));
    exportBody.hidden = phh === null;
    if (phh !== null) {
      out.value = phh;
      downloadUrl = URL.createObjectURL(new Blob([phh], { type: 'text/plain' }));
      download.href = downloadUrl;
      out.focus();
      out.select();
    }
  }

  // ---------- words ----------
  function problemParagraphs(problem) {
    if (!problem) return [];
    const p = (message, code) => h('p', { class: 'field-error', 'data-code': code ?? null }, message);
    if (problem.load) return [p(ht(lang, 'phhLoadFailed'))];
    if (problem.empty) return [p(ht(lang, 'phhEmpty'))];
    if (problem.unreadable) return [p(ht(lang, 'phhFileUnreadable'))];
    return problem.errors.map((e) => p(say(lang, e, { decimals: problem.decimals }), e.code));
  }

  function render() {
    els.error.replaceChildren(...problemParagraphs(importProblem));
    const several = hands.length > 1;
    els.pickField.hidden = !several;
    if (several) {
      pick.replaceChildren(...hands.map((x, i) => h('option', { value: String(i) }, handLabel(lang, x, i))));
      pick.value = String(picked);
    } else pick.replaceChildren();
    const playable = hands.filter((x) => x.spec && x.ok).length;
    const notes = picked >= 0 && !importProblem ? (hands[picked].import?.notes ?? []) : [];
    els.status.replaceChildren(
      ...(hands.length > 0 ? [ht(lang, 'phhRead', { n: hands.length, bad: hands.length - playable })] : []),
      ...notes.map((n) => h('span', { class: 'hand-phh-note', 'data-code': n.code }, ' ', say(lang, n, { decimals: hands[picked].decimals ?? 0 }))),
    );
    text.setAttribute('aria-invalid', importProblem ? 'true' : 'false');
  }

  function setLang(next) {
    lang = next;
    els.summary.textContent = ht(lang, 'phhImport');
    els.textLabel.textContent = ht(lang, 'phhPaste');
    els.hint.textContent = ht(lang, 'phhHint');
    els.fileLabel.textContent = ht(lang, 'phhFile');
    els.pickLabel.textContent = ht(lang, 'phhPick');
    readButton.textContent = ht(lang, 'phhReadButton');
    exportButton.textContent = ht(lang, 'phhExport');
    outLabel.textContent = ht(lang, 'phhExported');
    download.textContent = ht(lang, 'phhDownload');
    render();
    exportError.replaceChildren(...problemParagraphs(exportProblem));
  }

  /** The hand changed: a PHH text shown for another hand is taken away (it would be stale). */
  function handChanged() {
    if (exported === null || JSON.stringify(currentSpec()) === exported) return;
    exported = null;
    exportProblem = null;
    renderExport(null);
  }

  return { importRoot, exportButton, exportRoot, setLang, handChanged };
}

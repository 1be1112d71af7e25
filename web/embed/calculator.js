// The calculator alone, without the page around it: what the embed page (embed.html), the
// <tapis-calculator> element and the embed builder show. It puts a quick form (mode "edit") or
// nothing (mode "pots": the read-only table an article illustrates) above the report, inside any
// container, a document's or a shadow root's. Like the page, it builds a spec and draws the
// core's report; every rule and every check is the core's.
import { loadTapisQuick } from '../../lib/api/tapis-quick.js';
import { t, loadLanguage, canPaint } from '../../lib/i18n/i18n.js';
import { createQuickForm } from '../quick/quick-form.js';
import { renderReport, summaryLine } from '../report/report-view.js';
import { fillPrizes } from '../report/prize-slot.js';
import { typedHoleCards } from '../report/showdown-view.js';
import { emptyState, stateFromSpec, previewStateFromSpec } from '../quick/spec-builder.js';
import { checkQuickForm, hasPots, errorCount } from '../quick/quick-check.js';
import { errorParagraphs } from '../quick/form-parts.js';
import { paintHands } from '../cards/card-input.js';
import { setCardParser } from '../cards/card-reader.js';
import { checkSharedSpec } from '../share/share-state.js';
import { linkProblem } from '../share/link-problem.js';
import { h } from '../dom.js';

let corePromise = null;
/** One rules core per document, loaded on first use: quick mode's, without the betting engine. */
export function loadCore() {
  corePromise ??= loadTapisQuick({ messages: false }); // said in the reader's language
  return corePromise;
}

export const CALC_MODES = ['pots', 'edit'];

function problemLine(p) {
  return h(
    'p',
    { class: 'field-error', 'data-code': p.code || null },
    h('span', { class: 'lead' }, p.lead),
    p.message ? [' ', h('span', { class: 'message', title: p.code || null }, p.message)] : null,
  );
}

/**
 * @param {HTMLElement} container where the calculator goes (its content is replaced)
 * @param {{lang?: string, mode?: 'pots'|'edit', headingLevel?: number, spec?: object, specText?: string,
 *          after?: Promise<unknown>, onChange?: (info: {spec: object, report: object|null}) => void}} options
 *   headingLevel: the level of the report's headings (default 3; the embed page, under its h1,
 *   says 2); spec (and its JSON text, when it came from a link): the hand to open on, as setSpec()
 *   would show it; after: the core and the whole catalogue are fetched once it has resolved (the
 *   form is drawn at once from the first paint's strings)
 */
export function createCalculator(container, options = {}) {
  let lang = options.lang ?? 'en';
  let mode = CALC_MODES.includes(options.mode) ? options.mode : 'pots';
  let tapis = null;
  let loadError = null;
  let problem = null; // {lead, message, code}: the spec given could not be shown
  let lastSpec = null;
  let lastReport = null;
  // {spec, text} waiting for the core; options.spec is the hand to open on (drawn once, at once).
  let pending = options.spec ? { spec: options.spec, text: options.specText } : null;

  const formEl = h('form', { class: 'quick-form', autocomplete: 'off' });
  const summary = h('p', { class: 'summary', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const general = h('div', { class: 'general-errors' });
  const reportEl = h('div', { class: 'report' });
  const results = h('div', { class: 'results' }, summary, general, reportEl);
  const root = h('div', { class: 'tapis-calc' }, formEl, results);
  container.replaceChildren(root);

  const form = createQuickForm(formEl, {
    onChange() {
      problem = null;
      recompute();
    },
  });
  // Drawn at once from the page's first-paint strings where it has them, else once the language's
  // catalogue is here (it loads beside the core).
  let drawn = false;
  const firstState = () => (pending ? previewStateFromSpec(pending.spec) : null) ?? emptyState();
  form.setLang(lang);
  if (canPaint(lang)) {
    form.setState(firstState());
    drawn = true;
  }
  // options.after: what the core and the catalogue wait for (the builder's first paint), if anything.
  const after = canPaint(lang) && options.after ? options.after : Promise.resolve();
  const firstLang = after
    .then(() => loadLanguage(lang, { firstScreen: true })) // quick mode's words only
    .then(() => {
      // Drawn from the first-paint strings: said again from the catalogue, which has the words
      // built from a key (the prize presets' "prizePreset.<id>"), as the main page does.
      if (!drawn) form.setState(firstState());
      else form.setLang(lang);
      drawn = true;
    });

  function setText(el, text) {
    if (el.textContent !== text) el.textContent = text;
  }

  function recompute() {
    if (!drawn || !canPaint(lang)) return;
    root.dataset.mode = mode;
    formEl.hidden = mode !== 'edit';
    const { spec, report, errors, hands } = checkQuickForm(tapis, form.state, lang);

    // In "pots" mode there are no fields: every error is listed above the table.
    const unplaced = mode === 'edit' ? form.showErrors(errors) : [...errors.values()].flat();
    paintHands(formEl, hands, lang);
    const lines = errorParagraphs(unplaced);
    if (problem) lines.unshift(problemLine(problem));
    if (loadError) lines.unshift(problemLine({ lead: t(lang, 'loadFailed', { message: loadError }), message: '', code: '' }));
    general.replaceChildren(...lines);

    // The pot table needs no cards: a card mistake leaves it, with the mistake at its field.
    const shown = hasPots(report) && !problem;
    const opts = { showdown: form.state.showdown, ...(report?.ok ? {} : { pendingText: t(lang, 'cardsToFix') }) };
    lastSpec = spec;
    lastReport = shown && report.ok ? report : null;
    if (shown) {
      let nodes = renderReport(report, lang, { ...opts, headingLevel: options.headingLevel, holeCards: typedHoleCards(spec) });
      // An article's read-only table: the per-player table only once someone collects something.
      if (mode === 'pots' && (report.awards ?? []).length === 0)
        nodes = nodes.filter((n) => !n.matches('.players-heading') && !n.querySelector?.('.player-table'));
      reportEl.replaceChildren(...nodes);
    } else reportEl.replaceChildren();
    if (lastReport) setText(summary, summaryLine(report, lang, opts));
    else if (!tapis && !loadError) setText(summary, t(lang, 'loading'));
    else if (problem && mode === 'pots') setText(summary, t(lang, 'embedNothingToShow'));
    else setText(summary, `${t(lang, shown ? 'summaryPotsShown' : 'summaryInvalid')} ${t(lang, 'summaryFieldsToFix', { n: Math.max(errorCount(errors), 1) })}`);
    results.classList.toggle('invalid', !shown);
    options.onChange?.({ spec, report: lastReport });
    // The prize money section, from the whole core (issue 31): the builder's snippets take it too.
    const reported = lastReport;
    if (shown)
      fillPrizes(reportEl, spec, {
        onPrizes: (prizeEquity) => {
          if (lastReport !== reported || !reported) return;
          lastReport = { ...reported, prizeEquity };
          options.onChange?.({ spec, report: lastReport });
        },
      });
  }

  /** A field being edited commits its text ('change') before the form is replaced, not after. */
  function releaseFocus() {
    const active = root.getRootNode().activeElement;
    if (active && formEl.contains(active)) active.blur();
  }

  function applySpec(spec, text) {
    releaseFocus();
    const checked = checkSharedSpec(tapis, text ?? JSON.stringify(spec), spec);
    if (checked.loadable) {
      problem = null;
      form.setState(stateFromSpec(spec));
    } else {
      problem = linkProblem(lang, checked.error);
      form.setState(emptyState());
    }
  }

  // The core's answers are said from the whole catalogue: the form gets the core once both are here.
  const coreLoaded = Promise.all([after.then(loadCore), firstLang.catch(() => {})])
    .then(([api]) => {
      tapis = api;
      setCardParser(api);
    })
    .catch((e) => {
      loadError = String(e?.message ?? e);
    });
  // The core's start-up and the first table in two tasks, not one long one (a phone's main thread).
  const started = Promise.all([coreLoaded, firstLang.catch(() => {})])
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => {
      if (tapis && pending) applySpec(pending.spec, pending.text);
      pending = null;
      root.dataset.ready = tapis ? 'true' : 'error';
      recompute();
    });

  // The hand to open on is shown at once, as setSpec() shows it (checked once the core is here).
  if (pending && drawn) recompute();

  // The whole catalogue: what the first paint could not say yet (a link's problem) is said again.
  firstLang.then(
    () => {
      if (problem?.source) problem = linkProblem(lang, problem.source);
      recompute();
    },
    () => {},
  );

  return {
    root,
    get ready() {
      return started.then(() => undefined);
    },
    get spec() {
      return lastSpec;
    },
    get report() {
      return lastReport;
    },
    /** Switches language once its catalogue is loaded; resolves then. */
    setLang(next) {
      if (next === lang) return Promise.resolve();
      return loadLanguage(next).then(() => {
        lang = next;
        if (problem?.source) problem = linkProblem(lang, problem.source);
        form.setLang(lang);
        recompute();
      });
    },
    setMode(next) {
      if (!CALC_MODES.includes(next) || next === mode) return;
      mode = next;
      recompute();
    },
    /** Shows a spec; `text` is its exact JSON text when it came from a link or an attribute. */
    setSpec(spec, text) {
      if (tapis && drawn) applySpec(spec, text);
      else {
        releaseFocus();
        pending = { spec, text };
        // Drawn at once, checked once the core is here (applySpec): the form keeps its size.
        if (drawn) form.setState(previewStateFromSpec(spec) ?? emptyState());
      }
      recompute();
    },
    /** A new hand: two players, nothing typed (cards or ranks and the game kept, as on the page). */
    reset() {
      releaseFocus();
      const { showdown, game } = form.state;
      problem = null;
      pending = null;
      form.setState({ ...emptyState(), showdown, game });
      recompute();
    },
    /** Shows a problem found before any spec could be read (unreadable link or attribute). */
    setProblem(error) {
      releaseFocus();
      pending = null;
      const show = () => {
        problem = error ? linkProblem(lang, error) : null;
        form.setState(emptyState());
        drawn = true;
        recompute();
      };
      if (canPaint(lang)) show();
      else firstLang.then(show, () => {});
    },
  };
}

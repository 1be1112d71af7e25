// embed.html: the calculator alone, for an article's iframe. Everything it shows comes from its
// address (#spec=…|preset=…&lang=fr&mode=pots|edit|hand); it tells the page around it how tall it is
// (postMessage, in Tapis's form and in the form WordPress listens for) so that the iframe can fit
// its content. It works in a sandboxed iframe (sandbox="allow-scripts": an opaque origin with no
// storage and no service worker): nothing here depends on either.
// A hand played action by action (mode=hand, or a preset of hand mode: guide 003's examples) is
// stepped through by web/embed/hand-replay.js, loaded only then.
import { createCalculator } from './calculator.js';
import { parseFragment, buildFragment, isFramed, addShareMode } from '../share/share-state.js';
import { browserLanguage, isLanguage, loadLanguage, canPaint, t } from '../../lib/i18n/i18n.js';
import { presetById } from '../quick/presets.js';
import { isHandLink } from '../hand/hand-link.js';
import { startHeightReports } from './embed-height.js';

addShareMode('hand');

const startHash = location.hash;
let link = parseFragment(startHash);
let lang = link.lang ?? browserLanguage();
// With nothing to show, an empty table would be pointless: the editable calculator it is.
const modeOf = (l) => (l.mode === 'edit' || (!l.spec && !l.preset && !l.error) ? 'edit' : 'pots');
// A hand link, or a preset that is not quick mode's (hand-replay.js knows the hand presets).
const isHand = (l) => !l.error && (isHandLink(l) || (!!l.preset && !presetById(l.preset)));
let mode = modeOf(link);

const openFull = document.getElementById('open-full');
const container = document.getElementById('calculator');
let heights = null; // the height reports to the host page (set below, once the content exists)
let calc = null; // the quick calculator, or
let replay = null; // the hand being stepped through
let replayModule = null;

function makeCalculator() {
  replay = null;
  calc = createCalculator(container, {
    lang,
    mode,
    headingLevel: 2, // under the page's (visually hidden) h1
    onChange({ spec }) {
      // The credit link opens the same hand in the full calculator.
      openFull.href = `./#${buildFragment({ spec, lang })}`;
      heights?.report();
    },
  });
  calc.ready
    .catch(() => {})
    .finally(() => {
      if (calc) document.body.dataset.ready = calc.root.dataset.ready ?? 'true';
    });
}

async function showHand() {
  replayModule ??= import('./hand-replay.js');
  const { createHandReplay } = await replayModule;
  if (!replay) {
    calc = null;
    replay = createHandReplay(container, { lang, onChange: () => heights?.report() });
  } else replay.setLang(lang);
  await replay.setHand(link.preset ? { presetId: link.preset } : { spec: link.spec });
  openFull.href = link.preset
    ? `./?example=${encodeURIComponent(link.preset.replace(/^guide-/, ''))}&lang=${lang}`
    : `./#${buildFragment({ spec: link.spec, lang, mode: 'hand' })}`;
  document.body.dataset.ready = replay.root.dataset.ready || 'true';
  heights?.report();
}

function showChrome() {
  document.documentElement.lang = lang;
  const title = t(lang, isHand(link) ? 'embedHandTitle' : 'embedTitle');
  document.title = title;
  document.getElementById('embed-title').textContent = title;
  document.body.dataset.mode = isHand(link) ? 'hand' : mode;
  openFull.textContent = t(lang, 'embedOpenFull');
}

function showLink() {
  if (isHand(link)) {
    showHand().catch(() => {
      document.body.dataset.ready = 'error';
    });
    return;
  }
  if (!calc) makeCalculator();
  if (link.error) calc.setProblem({ code: link.error });
  else if (link.preset) calc.setSpec(presetById(link.preset).spec);
  else if (link.spec) calc.setSpec(link.spec, link.specText);
}

// The first screen from the page's first-paint strings; without them, the catalogue first (the
// .wasm is already on its way: the page preloads it).
// (The table's first screen needs the catalogue's first part only: vite/catalogue-split.js.)
const catalogueLoading = loadLanguage(lang, { firstScreen: !new URLSearchParams(location.search).has('practice') }).catch(() => {});
if (!canPaint(lang)) await catalogueLoading;
// ?practice=sidepots&level=2: a drill instead of a table (web/practice/practice-embed.js).
const search = new URLSearchParams(location.search);
const practice = search.has('practice');
if (practice) {
  if (isLanguage(search.get('lang'))) lang = search.get('lang');
  await loadLanguage(lang).catch(() => {});
  import('../practice/practice-embed.js')
    .then((m) => m.startPracticeEmbed(container, { lang, search, openFull, onChange: () => heights?.report() }))
    .then(
      () => (document.body.dataset.ready = 'true'),
      () => (document.body.dataset.ready = 'error'),
    );
} else {
  showLink();
  showChrome();
}

// A new address (the embed builder's preview, as its author types): show it, no reload.
window.addEventListener('hashchange', async () => {
  if (practice) return;
  link = parseFragment(location.hash);
  const next = link.lang ?? lang;
  mode = modeOf(link);
  if (calc && !isHand(link)) {
    calc.setMode(mode);
    await calc.setLang(next);
  } else await loadLanguage(next).catch(() => {});
  lang = next;
  showChrome();
  showLink();
});

// A new address while the page was starting (before the listener above): the builder's preview
// as its author picks another example at once. Shown now, not missed.
if (!practice && location.hash !== startHash) window.dispatchEvent(new HashChangeEvent('hashchange'));

heights = startHeightReports(document.getElementById('embed'), { frame: link.frame, secret: link.secret });

// Opened on its own (not in an article), the embed page may work offline like the main page.
if (!isFramed()) import('../page/pwa-register.js').then((m) => m.registerServiceWorker({ lang, prompt: false })).catch(() => {});

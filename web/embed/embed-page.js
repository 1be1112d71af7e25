// embed.html: the calculator alone, for an article's iframe. Everything it shows comes from its
// address (#spec=…|preset=…&lang=fr&mode=pots|edit); it tells the page around it how tall it is
// (postMessage, in Tapis's form and in the form WordPress listens for) so that the iframe can fit
// its content. It works in a sandboxed iframe (sandbox="allow-scripts": an opaque origin with no
// storage and no service worker): nothing here depends on either.
import { createCalculator } from './calculator.js';
import { parseFragment, buildFragment, isFramed } from '../share/share-state.js';
import { browserLanguage, t } from '../i18n/i18n.js';
import { presetById } from '../quick/presets.js';
import { startHeightReports } from './embed-height.js';

let link = parseFragment(location.hash);
let lang = link.lang ?? browserLanguage();
// With nothing to show, an empty table would be pointless: the editable calculator it is.
const modeOf = (l) => (l.mode === 'edit' || (!l.spec && !l.preset && !l.error) ? 'edit' : 'pots');
let mode = modeOf(link);

const openFull = document.getElementById('open-full');
let heights = null; // the height reports to the host page (set below, once the content exists)

const calc = createCalculator(document.getElementById('calculator'), {
  lang,
  mode,
  headingLevel: 2, // under the page's (visually hidden) h1
  onChange({ spec }) {
    // The credit link opens the same hand in the full calculator.
    const fragment = buildFragment({ spec, lang });
    openFull.href = `./#${fragment}`;
    heights?.report();
  },
});

function showChrome() {
  document.documentElement.lang = lang;
  document.title = t(lang, 'embedTitle');
  document.getElementById('embed-title').textContent = t(lang, 'embedTitle');
  document.body.dataset.mode = mode;
  openFull.textContent = t(lang, 'embedOpenFull');
}

function showLink() {
  if (link.error) calc.setProblem({ code: link.error });
  else if (link.preset) {
    const preset = presetById(link.preset);
    if (preset) calc.setSpec(preset.spec);
    else calc.setProblem({ code: 'link.unknown_preset' });
  } else if (link.spec) calc.setSpec(link.spec, link.specText);
}

showChrome();
showLink();

// A new address (the embed builder's preview, as its author types): show it, no reload.
window.addEventListener('hashchange', () => {
  link = parseFragment(location.hash);
  lang = link.lang ?? lang;
  mode = modeOf(link);
  showChrome();
  calc.setLang(lang);
  calc.setMode(mode);
  showLink();
});

calc.ready
  .catch(() => {})
  .finally(() => {
    document.body.dataset.ready = calc.root.dataset.ready ?? 'true';
  });

heights = startHeightReports(document.getElementById('embed'), { frame: link.frame, secret: link.secret });

// Opened on its own (not in an article), the embed page may work offline like the main page.
if (!isFramed()) import('../page/pwa-register.js').then((m) => m.registerServiceWorker({ lang, prompt: false })).catch(() => {});

// practice.html (issue 32): the drills on a page of their own. The address holds the exercise
// (#level=2&seed=123&lang=fr; #drill=raises&… for another drill than side pots), so a teacher
// shares one table and a reload keeps it; the
// drills come with the practice module (lib/api/tapis-practice.js), loaded here at once. Offline it comes
// from the service worker's cache like the rest.
import { loadTapisPractice } from '../../lib/api/tapis-practice.js';
import { browserLanguage, isLanguage, loadLanguage, canPaint, t } from '../../lib/i18n/i18n.js';
import { renderLanguageButtons } from '../page/lang-switch.js';
import { registerServiceWorker } from '../page/pwa-register.js';
import { shareLink } from '../share/page-link.js';
import { createPracticeView, randomSeed } from './practice-view.js';

const LANG_KEY = 'tapis.lang';
const $ = (id) => document.getElementById(id);

/** The exercise and language of an address: whatever it says goes to the core, which checks it. */
export function readAddress(hash) {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const num = (v) => (v !== null && /^\d{1,16}$/.test(v) ? Number(v) : v);
  return { drill: q.get('drill') ?? 'sidepots', level: num(q.get('level')), seed: num(q.get('seed')), lang: q.get('lang') };
}

const addressOf = ({ drill, level, seed }, lang) =>
  `#${new URLSearchParams({ ...(drill === 'sidepots' ? {} : { drill }), level: String(level), seed: String(seed), lang })}`;

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked: progress is kept for the visit
  }
}

function initialLanguage(asked) {
  if (isLanguage(asked)) return asked;
  try {
    const saved = localStorage.getItem(LANG_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage blocked
  }
  return browserLanguage();
}

const link = readAddress(location.hash);
let lang = initialLanguage(link.lang);
let view = null;

function writeAddress(exercise) {
  const hash = addressOf(exercise, lang);
  if (location.hash !== hash) history.replaceState(history.state, '', hash);
}

function paintChrome() {
  document.documentElement.lang = lang;
  document.title = t(lang, 'practiceTitle');
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(lang, el.dataset.i18n);
  renderLanguageButtons(document.querySelector('.lang-switch'), lang);
  $('calculator-link').href = `./?lang=${lang}`;
}

function open({ drill, level, seed }) {
  view.show({ drill, level: level ?? 1, seed: seed ?? randomSeed() });
}

// The first paint in the reader's language from the page's first-paint strings (the entry module
// is render-blocking: vite/first-paint-strings.js), so that nothing moves when the catalogue comes;
// the drill is drawn once both the catalogue and the core are here.
const catalogueLoading = loadLanguage(lang).catch(() => {
  lang = 'en';
  return loadLanguage(lang);
});
if (!canPaint(lang)) await catalogueLoading;
paintChrome();
try {
  const [api] = await Promise.all([loadTapisPractice({ messages: false }), catalogueLoading]);
  paintChrome(); // the same words, and the language's own if it fell back to English
  view = createPracticeView($('practice'), { api, lang, storage: storage(), onExercise: writeAddress });
  open(link);
  document.body.dataset.ready = 'true';
} catch (e) {
  $('practice').replaceChildren();
  const p = document.createElement('p');
  p.className = 'field-error';
  p.textContent = t(lang, 'loadFailed', { message: String(e?.message ?? e) });
  $('practice').append(p);
  document.body.dataset.ready = 'error';
}

/** Switches the page to `next` once its catalogue is here (the last one asked for wins). */
let asked = null;
async function setLanguage(next, { remember = true } = {}) {
  if (next === lang || !isLanguage(next)) return;
  asked = next;
  try {
    await loadLanguage(next);
  } catch {
    return; // not loaded (offline without a cache): the page stays in its language
  }
  if (asked !== next) return;
  lang = next;
  if (remember)
    try {
      localStorage.setItem(LANG_KEY, lang);
    } catch {
      // not remembered; still switched
    }
  paintChrome();
  if (view) {
    view.setLang(lang);
    if (view.exercise) writeAddress(view.exercise);
  }
}

document.querySelector('.lang-switch').addEventListener('click', (e) => {
  const b = e.target.closest('[data-lang]');
  if (b) setLanguage(b.dataset.lang);
});

// Another exercise's link pasted into this tab (in its language, if it says one).
window.addEventListener('hashchange', () => {
  const next = readAddress(location.hash);
  const now = view?.exercise;
  if (isLanguage(next.lang) && next.lang !== lang) setLanguage(next.lang, { remember: false });
  if (!view || (now && next.drill === now.drill && next.level === now.level && next.seed === now.seed)) return;
  open(next);
});

$('share').addEventListener('click', async () => {
  const result = await shareLink(location.href, lang);
  const key = { copied: 'shareCopied', shared: 'shareShared', failed: 'shareFailed' }[result];
  $('copy-status').textContent = key ? t(lang, key) : '';
});

registerServiceWorker({ lang: () => lang });

// The first paint already has the final layout (issue 11): each page's entry module is
// render-blocking and draws the form at once, in the reader's language; but the language's
// catalogue (lib/i18n/<lang>.json) is fetched, and the browser does not wait for that. So each
// built page carries, as JSON in an inert <template> (no script: nothing inline runs), the UI strings its
// first screen uses, in every language: i18n.js says the first paint from it, and the whole
// catalogue, once loaded, the rest. The strings are found, not listed: every UI key written as a
// literal in the modules that draw a page's first screen (FIRST_SCREEN, when the page loads them)
// and in the page's data-i18n attributes. The rest (the report, cards, rulings) comes after the
// core, with the catalogue.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../lib/i18n/', import.meta.url));

function catalogues() {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(`${dir}${f}`, 'utf8'))]),
  );
}

// The modules that draw a first screen: the page's chrome, the mode switch, the quick form (with
// its Ranks / Cards switch), the embed and the builder, hand mode's place. Not the examples'
// titles (web/quick/presets.js, 1.3 KB gzip in five languages): the menu names them once the
// catalogue is here.
const FIRST_SCREEN = [
  '/web/page/app.js',
  '/web/page/mode-switch.js',
  '/web/page/glance.js',
  '/web/page/lang-switch.js',
  '/web/quick/quick-form.js',
  '/web/quick/quick-form-view.js',
  '/web/quick/form-parts.js',
  '/web/embed/calculator.js',
  '/web/embed/embed-page.js',
  '/web/embed/embed-builder.js',
  '/web/hand/hand-mode-loader.js',
  '/web/practice/practice-page.js', // the practice page's masthead and title (issue 32)
];

/** The UI keys a set of source files writes as literals. */
function wordsOf(files) {
  const words = new Set();
  for (const file of files) {
    if (!FIRST_SCREEN.some((end) => file.endsWith(end))) continue;
    let src;
    try {
      src = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const m of src.matchAll(/'([A-Za-z][\w.-]*)'/g)) words.add(m[1]);
  }
  // The quick form's Ranks / Cards switch (drawn by web/cards/card-input.js).
  for (const k of ['showdownBy', 'showdownRanks', 'showdownCards']) words.add(k);
  return words;
}

/** The static import closure of a chunk (what loads with the page, not on demand). */
function staticModules(bundle, chunk) {
  const seen = new Set();
  const files = new Set();
  const visit = (c) => {
    if (!c || seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const id of c.moduleIds ?? Object.keys(c.modules ?? {})) if (id.includes('/web/') && !id.includes('\0')) files.add(id.split('?')[0]);
    for (const name of c.imports ?? []) visit(bundle[name]);
  };
  visit(chunk);
  return files;
}

export function firstPaintStrings() {
  return {
    name: 'tapis-first-paint-strings',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        const words = wordsOf(staticModules(ctx.bundle, ctx.chunk));
        for (const m of html.matchAll(/data-i18n="([\w.-]+)"/g)) words.add(m[1]);
        const wanted = (key) => words.has(key) || words.has(key.replace(/^hand\./, ''));
        const block = {};
        for (const [lang, c] of Object.entries(catalogues())) {
          block[lang] = { locale: c.locale, ui: Object.fromEntries(Object.entries(c.ui).filter(([k]) => wanted(k))) };
        }
        // "<" and "&" written as \u003c, \u0026: the text is neither markup nor a character reference.
        const json = JSON.stringify(block).replace(/</g, '\\u003c').replace(/&/g, '\\u0026');
        return [{ tag: 'template', attrs: { id: 'tapis-first-paint' }, children: json, injectTo: 'body-prepend' }];
      },
    },
  };
}

// The first paint already has the final layout (issue 11): each page's entry module is
// render-blocking and draws the form at once, in the reader's language; but the language's
// catalogue (web/i18n/<lang>.json) is fetched, and the browser does not wait for that. So each
// built page carries, as JSON in an inert <template> (no script: nothing inline runs), the UI strings its
// first-load modules use, in every language: i18n.js says the first paint from it, and the whole
// catalogue, once loaded, the rest. The strings are found, not listed: every UI key written in a
// source file of the entry's static imports (a literal 'key', or a `prefix${…}` template's head).
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../web/i18n/', import.meta.url));

function catalogues() {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(`${dir}${f}`, 'utf8'))]),
  );
}

/** The words a set of source files may ask for: literals and template heads. */
function wordsOf(files) {
  const words = new Set();
  const heads = new Set();
  for (const file of files) {
    let src;
    try {
      src = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const m of src.matchAll(/'([A-Za-z][\w.-]*)'/g)) words.add(m[1]);
    for (const m of src.matchAll(/`([A-Za-z][\w.-]*)\$\{/g)) if (m[1].length >= 3) heads.add(m[1]);
  }
  return { words, heads };
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
        const { words, heads } = wordsOf(staticModules(ctx.bundle, ctx.chunk));
        for (const m of html.matchAll(/data-i18n="([\w.-]+)"/g)) words.add(m[1]);
        const wanted = (key) => words.has(key) || words.has(key.replace(/^hand\./, '')) || [...heads].some((h) => key.startsWith(h));
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

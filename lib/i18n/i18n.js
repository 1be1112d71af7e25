// The catalogues at run time: only the language in use is loaded (fetched in the browser, read
// from disk under node), then every string of the page, the embed, the element and the CLI is
// said from it, synchronously: t() for the UI, say() for the core's messages (lib/i18n/say.js).
import { isLanguage } from './languages.js';
import { sayMessage, sayRule, sayTemplate, sayChips, saySignedChips, sayNumber, sayList, sayField } from './say.js';

export { LANGUAGES as languages, browserLanguage, isLanguage, languageOf } from './languages.js';

const catalogues = new Map(); // code -> parsed catalogue
const loading = new Map(); // code -> promise of it

// The first paint's strings, in every language, from the page itself (vite/first-paint-strings.js):
// the form is drawn in the reader's language before the catalogue has arrived.
const firstPaint = (() => {
  try {
    const el = globalThis.document?.getElementById('tapis-first-paint');
    return el ? JSON.parse(el.content?.textContent ?? el.textContent) : {};
  } catch {
    return {};
  }
})();

/** Whether the language's first screen can be drawn now (its catalogue, or the page's first-paint strings). */
export function canPaint(lang) {
  return catalogues.has(lang) || Object.hasOwn(firstPaint, lang);
}

const isNode = typeof process === 'object' && process.versions?.node !== undefined && typeof window === 'undefined';

async function fetchJson(url) {
  if (isNode) {
    const { readFile } = await import('node:fs/promises');
    return JSON.parse(await readFile(url, 'utf8'));
  }
  const res = await fetch(url);
  if (!res.ok) throw new Error(`catalogue ${url}: HTTP ${res.status}`);
  return res.json();
}

// The built site (import.meta.env.PROD) fetches each catalogue in two parts that vite/catalogue-split.js
// writes before the build, each named after its content; node and the dev server read the source
// whole (a URL built at run time, which the bundler leaves alone).
const split = import.meta.env?.PROD === true;
const sourceUrl = (lang) => new URL('./' + lang + '.json', import.meta.url);
const catalogueUrl = (lang) => (split ? new URL(`../../build-catalogues/first/${lang}.json`, import.meta.url) : sourceUrl(lang));
const laterUrl = (lang) => new URL(`../../build-catalogues/later/${lang}.json`, import.meta.url);

/** Once: a fetch shared by every caller, fetched again after a failure. */
function once(key, start) {
  if (!loading.has(key))
    loading.set(
      key,
      start().finally(() => loading.delete(key)),
    );
  return loading.get(key);
}

/**
 * Loads a language's catalogue (once); resolves to it. The built site splits each catalogue in
 * two (vite/catalogue-split.js): what quick mode says, and, in `later`, hand mode's, the drills',
 * the builder's and hand histories' words. `firstScreen: true` is quick mode's first load, which
 * waits for the first part only; any other load has the whole catalogue.
 * @param {string} lang
 * @param {{firstScreen?: boolean}} [options]
 */
export function loadLanguage(lang, { firstScreen = false } = {}) {
  const code = isLanguage(lang) ? lang : 'en';
  const first = catalogues.has(code)
    ? Promise.resolve(catalogues.get(code))
    : once(code, () =>
        fetchJson(catalogueUrl(code)).then((catalogue) => {
          catalogues.set(code, catalogue);
          return catalogue;
        }),
      );
  if (firstScreen) return first;
  return first.then((catalogue) => {
    if (catalogue.later !== true) return catalogue;
    return once(`${code} later`, () =>
      fetchJson(laterUrl(code)).then((later) => {
        if (catalogue.later !== true) return catalogue; // merged meanwhile
        for (const [section, entries] of Object.entries(later)) Object.assign((catalogue[section] ??= {}), entries);
        delete catalogue.later;
        return catalogue;
      }),
    );
  });
}

/** A catalogue given directly (tests, a host that bundles it). */
export function useCatalogue(lang, catalogue) {
  catalogues.set(lang, catalogue);
}

/** The loaded catalogue of a language (null before loadLanguage() resolved). */
export function catalogueOf(lang) {
  return catalogues.get(lang) ?? null;
}

/** Whether the language's whole catalogue is here (its later part too, where the build split it). */
export function isLoaded(lang) {
  return catalogues.has(lang) && catalogues.get(lang).later !== true;
}

/** The locale the language formats numbers in ("fr-FR"). */
export function localeOf(lang) {
  return (catalogueOf(lang) ?? firstPaint[lang])?.locale ?? 'en-US';
}

/** The language's decimal separator ("," in French, "." in English): how a typed "1,250" is read. */
export function decimalMarkOf(lang) {
  const parts = new Intl.NumberFormat(localeOf(lang)).formatToParts(1.5);
  return parts.find((p) => p.type === 'decimal')?.value === ',' ? ',' : '.';
}

/**
 * A UI string (the catalogue's `ui` section) with its values, in the template syntax of the
 * messages: {name}, {n, plural, one {# pot} other {# pots}}, {amount, chips}...
 * @param {{decimals?: number, currency?: string | null}} [options] the money unit of {x, chips}
 */
export function t(lang, key, vars = {}, options = {}) {
  const catalogue = catalogueOf(lang) ?? firstPaint[lang];
  // A first-paint string the loaded part lacks is still said (the page's chrome, redrawn early).
  const template = catalogue?.ui?.[key] ?? firstPaint[lang]?.ui?.[key];
  if (typeof template !== 'string') return key;
  return sayTemplate(catalogue, template, vars, options);
}

/** Whether the language's catalogue has a UI string. */
export function hasText(lang, key) {
  return typeof ((catalogueOf(lang) ?? firstPaint[lang])?.ui?.[key] ?? firstPaint[lang]?.ui?.[key]) === 'string';
}

/** A core message (error, ruling, raiseClosed, showRuling) in the language. */
export function say(lang, message, options = {}) {
  return sayMessage(catalogueOf(lang), message, options);
}

/** A rule id as the language cites it. */
export function rule(lang, id) {
  return sayRule(catalogueOf(lang), id);
}

/** A money unit given as its decimals alone (chips) or as {decimals, currency} (web/report/money.js). */
const unitOf = (money) => (typeof money === 'number' ? { decimals: money } : { decimals: money?.decimals ?? 0, currency: money?.currency ?? null });

/** An amount in the language and the report's money unit: "1 200", "0,25", "0,25 €", "−40". */
export function chips(lang, value, money = 0) {
  return sayChips(catalogueOf(lang) ?? firstPaint[lang], value, unitOf(money));
}

/** An amount with its sign ("+1 200", "−40", "+0,25 €"): a net result. */
export function signedChips(lang, value, money = 0) {
  return saySignedChips(catalogueOf(lang), value, unitOf(money));
}

/** A count or a seat number. */
export function number(lang, value) {
  return sayNumber(catalogueOf(lang), value);
}

/** Names joined as the language joins them. */
export function list(lang, items) {
  return sayList(catalogueOf(lang), items);
}

/** A spec field's label ("A’s stack"), for a path and the params that name its player. */
export function fieldName(lang, path, params = {}) {
  return sayField(catalogueOf(lang), path, params);
}

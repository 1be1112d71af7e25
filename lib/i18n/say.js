// The one renderer of the page, the embed, the element and the CLI: a core message ({code, params}),
// a rule id or a UI string, said in a catalogue's language (lib/i18n/<lang>.json). Amounts and
// numbers follow the language (Intl.NumberFormat, the report's decimals and currency, "−" for a
// negative number), lists are joined by Intl.ListFormat, cards get their suit symbols. With `plain: true`
// the values are written as the core writes them (digits only, the catalogue's "and"): the
// English catalogue then gives the `message` the JS API adds to the core's messages.
import { render, ruleText, fieldLabel } from './template.js';
import { cardText } from '../cards/card-face.js';
import { decimalsOr0, MAX_DECIMALS } from '../api/limits.js';

const MINUS = '\u2212';
const signed = (text) => text.replace(/^-/, MINUS);

const cache = new WeakMap(); // catalogue -> Map(options key -> formats)

function lookupIn(catalogue) {
  return (section, key) => {
    const s = catalogue?.[section];
    const v = s && Object.hasOwn(s, key) ? s[key] : undefined;
    return typeof v === 'string' ? v : undefined;
  };
}

/** The core's own text of an amount: "1200", "-5", "0.50" with 2 decimals. */
export function plainChips(value, decimals = 0) {
  return Number(value).toFixed(decimals);
}

function plainFormats(catalogue, decimals) {
  const lookup = lookupIn(catalogue);
  const and = lookup('terms', 'list.and') ?? 'and';
  return {
    lookup,
    chips: (v) => plainChips(v, decimals),
    number: (v) => String(v),
    list: (items) => items.map((x, i) => (i === 0 ? '' : i === items.length - 1 ? ` ${and} ` : ', ') + x).join(''),
    cards: (ids) => ids.join(' '),
    plural: (n) => (n === 1 ? 'one' : 'other'),
  };
}

/** A currency code Intl knows ("EUR"), or null: chips. The spec's own check is the core's (spec.currency). */
const currencies = new Map(); // code -> whether Intl knows it
function currencyOf(code) {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return null;
  if (!currencies.has(code)) {
    try {
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
      currencies.set(code, true);
    } catch {
      currencies.set(code, false);
    }
  }
  return currencies.get(code) ? code : null;
}

// Intl objects are costly to make (the first one loads the locale's data): one per locale and
// options, shared by every catalogue object of that locale, made when first used.
const intl = new Map();
function intlOf(Kind, locale, options) {
  const key = `${Kind.name}|${locale}|${JSON.stringify(options)}`;
  if (!intl.has(key)) intl.set(key, new Kind(locale, options));
  return intl.get(key);
}

/**
 * The number format of a table's amounts: in its currency when Intl knows the code ("0,25 €",
 * "$0.25": the language's symbol place), else chips; `decimals` digits, the money unit's. An
 * average (`finer`, the equity view's expected chips) has one digit more, and outside a currency
 * no trailing zeros. Shared per locale and options.
 */
export function amountFormat(locale, { decimals = 0, currency = null, finer = false } = {}) {
  const code = currencyOf(currency);
  const money = code ? { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' } : {};
  const max = finer ? Math.min(MAX_DECIMALS, decimals + 1) : decimals;
  const min = finer && !code ? 0 : decimals;
  return intlOf(Intl.NumberFormat, locale, { ...money, minimumFractionDigits: min, maximumFractionDigits: max });
}

function localeFormats(catalogue, decimals, currency) {
  const locale = catalogue?.locale ?? 'en-US';
  return {
    lookup: lookupIn(catalogue),
    chips: (v) => signed(amountFormat(locale, { decimals, currency }).format(v)),
    number: (v) => signed(intlOf(Intl.NumberFormat, locale, { maximumFractionDigits: 3 }).format(v)),
    list: (items) => intlOf(Intl.ListFormat, locale, { style: 'long', type: 'conjunction' }).format(items),
    cards: (ids) => ids.map(cardText).join(' '),
    plural: (n) => intlOf(Intl.PluralRules, locale).select(n),
  };
}

const NO_CATALOGUE = {}; // a language not loaded yet: its strings are their keys

/**
 * The formats of a catalogue for a money unit: the report's `decimals`, and its `currency` (an
 * ISO 4217 code: amounts are then said as money, "0,25 €"; absent: chips). The plain text is the
 * core's, digits only, whatever the currency.
 * @param {object} catalogue a parsed lib/i18n/<lang>.json
 * @param {{decimals?: number, currency?: string | null, plain?: boolean}} options
 */
export function formatsOf(catalogue, { decimals = 0, currency = null, plain = false } = {}) {
  catalogue ??= NO_CATALOGUE;
  const d = decimalsOr0(decimals);
  const c = plain ? null : currencyOf(currency);
  const key = `${plain ? 'p' : 'l'}${d}${c ?? ''}`;
  let byKey = cache.get(catalogue);
  if (!byKey) cache.set(catalogue, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, plain ? plainFormats(catalogue, d) : localeFormats(catalogue, d, c));
  return byKey.get(key);
}

/**
 * A core message (an error, a ruling, legal.raiseClosed, showRuling) in the catalogue's language.
 * A code the catalogue lacks (a newer core) is said in the core's English rather than as a code.
 * @param {{code: string, params?: object, message?: string}} message
 */
export function sayMessage(catalogue, message, options = {}) {
  const fmt = formatsOf(catalogue, options);
  const template = fmt.lookup('messages', String(message?.code ?? ''));
  if (template === undefined) return String(message?.message ?? message?.code ?? '');
  const text = render(template, message?.params ?? {}, fmt);
  // A sentence may open on a field's label ("the big blind …"): said to a person, it starts with
  // a capital. The plain text stays the core's, letter for letter.
  return options.plain ? text : text.charAt(0).toLocaleUpperCase(catalogue?.locale) + text.slice(1);
}

/** A rule id ("TDA-2024-47", "A+B") as the catalogue's language cites it. */
export function sayRule(catalogue, rule) {
  return ruleText(rule, formatsOf(catalogue));
}

/** A spec field's label ("A’s stack") for a path and the values that name its player. */
export function sayField(catalogue, path, params = {}, options = {}) {
  return fieldLabel(String(path), params, formatsOf(catalogue, options));
}

/** Any template of the catalogue's syntax, with values (a UI string). */
export function sayTemplate(catalogue, template, params = {}, options = {}) {
  return render(template, params, formatsOf(catalogue, options));
}

/** An amount alone, as the messages write it. */
export function sayChips(catalogue, value, options = {}) {
  return formatsOf(catalogue, options).chips(Number(value ?? 0));
}

/** An amount with its sign: "+1 200", "−40", "0". */
export function saySignedChips(catalogue, value, options = {}) {
  const v = Number(value ?? 0);
  const text = formatsOf(catalogue, options).chips(Math.abs(v));
  return v > 0 ? `+${text}` : v < 0 ? `${MINUS}${text}` : text;
}

/** A number alone (a count, a seat). */
export function sayNumber(catalogue, value, options = {}) {
  return formatsOf(catalogue, options).number(Number(value ?? 0));
}

/** Names joined as the language joins them ("A, B and C"). */
export function sayList(catalogue, items) {
  return formatsOf(catalogue).list((items ?? []).map(String));
}

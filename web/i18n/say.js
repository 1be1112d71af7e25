// The one renderer of the page, the embed, the element and the CLI: a core message ({code, params}),
// a rule id or a UI string, said in a catalogue's language (web/i18n/<lang>.json). Amounts and
// numbers follow the language (Intl.NumberFormat, the report's decimals, "−" for a negative
// number), lists are joined by Intl.ListFormat, cards get their suit symbols. With `plain: true`
// the values are written as the core writes them (digits only, the catalogue's "and"): the
// English catalogue then gives the report's own `message`, which the tests compare byte for byte.
import { render, ruleText, fieldLabel } from './template.js';
import { cardText } from '../cards/card-face.js';

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

function localeFormats(catalogue, decimals) {
  const locale = catalogue?.locale ?? 'en-US';
  const chips = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const plural = new Intl.PluralRules(locale);
  return {
    lookup: lookupIn(catalogue),
    chips: (v) => signed(chips.format(v)),
    number: (v) => signed(number.format(v)),
    list: (items) => list.format(items),
    cards: (ids) => ids.map(cardText).join(' '),
    plural: (n) => plural.select(n),
  };
}

/**
 * The formats of a catalogue for a money unit.
 * @param {object} catalogue a parsed web/i18n/<lang>.json
 * @param {{decimals?: number, plain?: boolean}} options
 */
const NO_CATALOGUE = {}; // a language not loaded yet: its strings are their keys

export function formatsOf(catalogue, { decimals = 0, plain = false } = {}) {
  catalogue ??= NO_CATALOGUE;
  const d = Number.isInteger(decimals) && decimals >= 0 && decimals <= 3 ? decimals : 0;
  const key = `${plain ? 'p' : 'l'}${d}`;
  let byKey = cache.get(catalogue);
  if (!byKey) cache.set(catalogue, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, plain ? plainFormats(catalogue, d) : localeFormats(catalogue, d));
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

// The catalogues' template language, the one renderer's (the core says no sentence; the JS API
// adds each message's English `message` with it, lib/api/messages.js):
//   {name}                                   the value as it is
//   {name, chips|number|list|cards|street|field|rule|term}
//   {name, plural, =0 {…} one {…} other {…}}  # inside is the number; a list counts its items
//   {name, select, key {…} none {…} other {…}} none: the message has no such value
// How a value looks (digits, lists, cards, plural forms) is the caller's: `fmt` (lib/i18n/say.js).
// A param absent from a simple argument leaves the argument as written.

/**
 * @typedef {object} Formats
 * @property {(v: number) => string} chips
 * @property {(v: number) => string} number
 * @property {(items: string[]) => string} list
 * @property {(ids: string[]) => string} cards
 * @property {(n: number) => 'one' | 'other' | string} plural the plural category of n
 * @property {(section: string, key: string) => string | undefined} lookup a catalogue entry
 */

const has = (params, name) => Object.hasOwn(params, name) && params[name] !== null && params[name] !== undefined;

/** A value with no format: a number as a number, a list joined, text as it is. */
function plain(value, fmt) {
  if (Array.isArray(value)) return fmt.list(value.map(String));
  if (typeof value === 'number') return fmt.number(value);
  return String(value);
}

/** The number a plural counts and `#` says: a list's length, else the value. */
const countOf = (value) => (Array.isArray(value) ? value.length : Number(value));

function pathPattern(path, indices) {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    if (path[i] !== '[') {
      out += path[i];
      continue;
    }
    let n = 0;
    let j = i + 1;
    while (j < path.length && path[j] >= '0' && path[j] <= '9') n = n * 10 + Number(path[j++]);
    indices.push(n);
    out += '[]';
    i = j; // the ']'
  }
  return out;
}

/** The label of a spec field path: the exact path, then with indices as [], then shorter prefixes. */
export function fieldLabel(path, params, fmt) {
  const exact = fmt.lookup('fields', path);
  if (exact !== undefined) return render(exact, params, fmt);
  const indices = [];
  let key = pathPattern(path, indices);
  // The message's own params come first, as in the core: {n} is the index only if the message has none.
  const withIndex = { ...(indices.length > 0 ? { n: indices[0] + 1 } : {}), ...(indices.length > 1 ? { m: indices[1] + 1 } : {}), ...params };
  while (key) {
    const label = fmt.lookup('fields', key);
    if (label !== undefined) return render(label, withIndex, fmt);
    const cut = Math.max(key.lastIndexOf('.'), key.lastIndexOf('['));
    key = cut < 0 ? '' : key.slice(0, cut);
  }
  return path;
}

/**
 * "TDA 2024 Rule 47"; ids joined by "+" are said one after the other, joined by "; " (or the
 * language's own separator, terms "rule.separator": French puts a no-break space before ";").
 */
export function ruleText(rule, fmt) {
  return String(rule ?? '')
    .split('+')
    .filter((id) => id !== '')
    .map((id) => fmt.lookup('rules', id) ?? id)
    .join(fmt.lookup('terms', 'rule.separator') ?? '; ');
}

class Renderer {
  constructor(params, fmt) {
    this.params = params;
    this.fmt = fmt;
    this.pos = 0;
  }

  // Renders text[pos..] up to an unmatched '}' (or the end); `hash` is what '#' says.
  run(text, hash) {
    let out = '';
    while (this.pos < text.length) {
      const c = text[this.pos];
      if (c === '}') return out;
      if (c === '#' && hash !== null) {
        out += hash;
        this.pos++;
        continue;
      }
      if (c !== '{') {
        out += c;
        this.pos++;
        continue;
      }
      out += this.argument(text, hash);
    }
    return out;
  }

  word(text) {
    while (this.pos < text.length && text[this.pos] === ' ') this.pos++;
    const start = this.pos;
    while (this.pos < text.length && !',{} '.includes(text[this.pos])) this.pos++;
    const w = text.slice(start, this.pos);
    while (this.pos < text.length && text[this.pos] === ' ') this.pos++;
    return w;
  }

  // Skips a {…} block (nested braces included), pos on its '{'.
  skipBlock(text) {
    let depth = 0;
    for (; this.pos < text.length; this.pos++) {
      if (text[this.pos] === '{') depth++;
      if (text[this.pos] === '}' && --depth === 0) {
        this.pos++;
        return;
      }
    }
  }

  argument(text, hash) {
    const open = this.pos++;
    const name = this.word(text);
    let format = '';
    if (this.pos < text.length && text[this.pos] === ',') {
      this.pos++;
      format = this.word(text);
    }
    const present = has(this.params, name);
    if (format === 'plural' || format === 'select') {
      if (this.pos < text.length && text[this.pos] === ',') this.pos++;
      return this.cases(text, name, present, format === 'plural', hash);
    }
    while (this.pos < text.length && text[this.pos] !== '}') this.pos++;
    if (this.pos < text.length) this.pos++;
    if (!present) return text.slice(open, this.pos);
    return this.formatted(name, this.params[name], format);
  }

  formatted(name, value, format) {
    const fmt = this.fmt;
    switch (format) {
      case '':
        return plain(value, fmt);
      case 'chips':
        return fmt.chips(Number(value));
      case 'number':
        return fmt.number(Number(value));
      case 'list':
        return Array.isArray(value) ? fmt.list(value.map(String)) : plain(value, fmt);
      case 'cards':
        return Array.isArray(value) ? fmt.cards(value.map(String)) : plain(value, fmt);
      case 'street':
        return fmt.lookup('terms', `street.${value}`) ?? String(value);
      case 'term':
        return fmt.lookup('terms', String(value)) ?? String(value);
      case 'rule':
        return ruleText(value, fmt);
      case 'field': {
        if (name === 'field') return fieldLabel(String(value), this.params, fmt);
        // Another field ({other, field}): its player is {otherPlayer}, not the message's.
        const { player: _player, ...own } = this.params;
        if (has(this.params, `${name}Player`)) own.player = this.params[`${name}Player`];
        return fieldLabel(String(value), own, fmt);
      }
      default:
        return plain(value, fmt);
    }
  }

  cases(text, name, present, isPlural, outerHash) {
    let key = 'none'; // the message has no such value: its `none` case, else `other`
    let number = '';
    let n = 0;
    if (present) {
      const value = this.params[name];
      n = countOf(value);
      number = Array.isArray(value) ? this.fmt.number(n) : plain(value, this.fmt);
      if (isPlural) key = this.fmt.plural(n);
      else key = typeof value === 'string' ? value : Array.isArray(value) ? String(n) : String(value);
    }
    let chosen = null;
    let other = null;
    while (this.pos < text.length && text[this.pos] !== '}') {
      const k = this.word(text);
      if (this.pos >= text.length || text[this.pos] !== '{') break;
      const exact = isPlural && present && k.startsWith('=') && k.slice(1) === String(n);
      const wanted = chosen === null && (exact || k === key);
      if (wanted || (k === 'other' && other === null)) {
        this.pos++;
        const body = this.run(text, isPlural ? number : outerHash);
        if (this.pos < text.length) this.pos++;
        if (wanted) chosen = body;
        else other = body;
      } else {
        this.skipBlock(text);
      }
      while (this.pos < text.length && text[this.pos] === ' ') this.pos++;
    }
    if (this.pos < text.length) this.pos++; // the argument's '}'
    return chosen ?? other ?? '';
  }
}

/** Renders a template with its params. */
export function render(text, params, fmt) {
  const r = new Renderer(params ?? {}, fmt);
  const s = String(text);
  let out = '';
  while (r.pos < s.length) {
    out += r.run(s, null);
    if (r.pos < s.length) out += s[r.pos++]; // a stray '}'
  }
  return out;
}

// <tapis-calculator>: Tapis as a custom element (a plain one: no framework), for pages that allow
// scripts.
//
//   <script type="module" src="https://YOUR-TAPIS-SITE/tapis-element.js"></script>
//   <tapis-calculator preset="guide-002-ex2" lang="fr" mode="pots"></tapis-calculator>
//   <tapis-calculator spec='{"players":[{"name":"A","committed":50},{"name":"B","committed":120}]}'
//                     mode="edit"></tapis-calculator>
//
// Attributes: spec (the same JSON spec as the CLI and the links), preset (a guide example, e.g.
// guide-002-ex2), lang (en or fr; default: the page's language, then the browser's), mode ("pots":
// the read-only table for an article, the default; "edit": the calculator). The rules core (WASM)
// is fetched from the element's own site, next to this file.
// Styling: CSS custom properties set on the element or any ancestor:
//   --tapis-font, --tapis-font-size, --tapis-color, --tapis-muted, --tapis-background,
//   --tapis-surface, --tapis-accent, --tapis-accent-tint, --tapis-border, --tapis-rule,
//   --tapis-highlight, --tapis-error, --tapis-radius
// Event: "tapis-change" ({detail: {spec, report}}) after every change.
import appStyles from '../styles/app.css?inline';
import elementStyles from '../styles/tapis-element.css?inline';
import { createCalculator, CALC_MODES } from './calculator.js';
import { presetById } from '../quick/presets.js';
import { browserLanguage, languages } from '../../lib/i18n/i18n.js';
import { MAX_SPEC_CHARS } from '../share/share-state.js';

const ATTRIBUTES = ['spec', 'preset', 'lang', 'mode'];

/** The page's own stylesheet (its :root colours become :host properties, see tapis-element.css),
 * adopted: a strict CSP's style-src 'self' allows it, where a <style> element would be refused. */
function adoptStyles(shadow) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${appStyles}\n${elementStyles}`);
  shadow.adoptedStyleSheets = [sheet];
}

/** The element's one render: the calculator's container in its shadow root. */
function renderShell(shadow) {
  const container = document.createElement('div');
  container.className = 'host-root';
  container.setAttribute('part', 'calculator');
  shadow.replaceChildren(container);
  return container;
}

export class TapisCalculator extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  #spec = null;
  #preset = null;
  #container = null;
  #changed = new Set(); // what changed since the calculator last followed, read once per task
  #queued = false;

  // spec and preset: set as attributes or as properties (a property is not written back);
  // mode reflects to its attribute; lang is HTMLElement's own, reflected by the browser.
  get spec() {
    return this.#spec;
  }
  set spec(value) {
    this.#spec = value;
    this.#request('spec');
  }
  get preset() {
    return this.#preset;
  }
  set preset(value) {
    this.#preset = value;
    this.#request('preset');
  }
  get mode() {
    return this.getAttribute('mode');
  }
  set mode(value) {
    if (value == null) this.removeAttribute('mode');
    else this.setAttribute('mode', value);
  }

  attributeChangedCallback(name, old, value) {
    if (old === value) return;
    if (name === 'spec') this.spec = value;
    else if (name === 'preset') this.preset = value;
    else this.#request(name);
  }

  connectedCallback() {
    this.#request('connected');
  }

  /** Changes are gathered and followed once, after the current script (as attributes arrive). */
  #request(name) {
    this.#changed.add(name);
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      if (this.isConnected) this.#follow();
    });
  }

  /** The language: the attribute, else the nearest lang="…" around the element, else the browser's. */
  get effectiveLang() {
    const own = (this.getAttribute('lang') ?? '').slice(0, 2).toLowerCase();
    if (Object.hasOwn(languages, own)) return own;
    const around = (this.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '').slice(0, 2).toLowerCase();
    if (Object.hasOwn(languages, around)) return around;
    return browserLanguage();
  }

  get effectiveMode() {
    return CALC_MODES.includes(this.mode) ? this.mode : 'pots';
  }

  #follow() {
    const changed = this.#changed;
    this.#changed = new Set();
    if (!this.calculator) {
      this.#start();
      return;
    }
    if (changed.has('lang')) {
      this.#container.setAttribute('lang', this.effectiveLang);
      this.calculator.setLang(this.effectiveLang);
    }
    if (changed.has('mode')) this.calculator.setMode(this.effectiveMode);
    if (changed.has('spec') || changed.has('preset')) this.#loadSpec();
  }

  #start() {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptStyles(shadow);
    const container = renderShell(shadow);
    this.#container = container;
    container.setAttribute('lang', this.effectiveLang);
    // The article's font, by name (see tapis-element.css); --tapis-font overrides it.
    const inherited = getComputedStyle(this).fontFamily;
    if (inherited) container.style.setProperty('--tapis-inherited-font', inherited);
    this.calculator = createCalculator(container, {
      lang: this.effectiveLang,
      mode: this.effectiveMode,
      onChange: ({ spec, report }) => {
        this.dispatchEvent(new CustomEvent('tapis-change', { detail: { spec, report }, bubbles: true, composed: true }));
      },
    });
    this.#loadSpec();
    this.calculator.ready
      .catch(() => {})
      .finally(() => {
        this.dataset.ready = this.calculator.root.dataset.ready ?? 'true';
      });
  }

  #loadSpec() {
    const calc = this.calculator;
    if (this.preset) {
      const preset = presetById(this.preset);
      if (preset) calc.setSpec(preset.spec);
      else calc.setProblem({ code: 'link.unknown_preset' });
      return;
    }
    const text = this.spec;
    if (typeof text !== 'string' || text.trim() === '') return;
    if (text.length > MAX_SPEC_CHARS) {
      calc.setProblem({ code: 'link.too_long' });
      return;
    }
    let spec;
    try {
      spec = JSON.parse(text);
    } catch {
      calc.setProblem({ code: 'link.unreadable' });
      return;
    }
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) calc.setProblem({ code: 'link.not_a_hand' });
    else calc.setSpec(spec, text);
  }

  /** The current spec and report (null while a field is invalid). */
  get report() {
    return this.calculator?.report ?? null;
  }
}

if (!customElements.get('tapis-calculator')) customElements.define('tapis-calculator', TapisCalculator);

// <tapis-calculator>: Tapis as a custom element (Lit), for pages that allow scripts.
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
import { LitElement, html, unsafeCSS } from 'lit';
import appStyles from '../styles/app.css?inline';
import elementStyles from '../styles/tapis-element.css?inline';
import { createCalculator, CALC_MODES } from './calculator.js';
import { presetById } from '../quick/presets.js';
import { browserLanguage, languages } from '../../lib/i18n/i18n.js';
import { MAX_SPEC_CHARS } from '../share/share-state.js';

export class TapisCalculator extends LitElement {
  static properties = {
    spec: { type: String },
    preset: { type: String },
    lang: { type: String, reflect: true },
    mode: { type: String, reflect: true },
  };

  // The page's own stylesheet (its :root colours become :host properties, see tapis-element.css).
  static styles = [unsafeCSS(appStyles), unsafeCSS(elementStyles)];

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

  render() {
    return html`<div class="host-root" part="calculator"></div>`;
  }

  firstUpdated() {
    const container = this.renderRoot.querySelector('.host-root');
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

  #started = false;

  updated(changed) {
    if (!this.calculator) return;
    if (!this.#started) {
      this.#started = true; // firstUpdated() has just read every attribute
      return;
    }
    if (changed.has('lang')) {
      this.renderRoot.querySelector('.host-root')?.setAttribute('lang', this.effectiveLang);
      this.calculator.setLang(this.effectiveLang);
    }
    if (changed.has('mode')) this.calculator.setMode(this.effectiveMode);
    if (changed.has('spec') || changed.has('preset')) this.#loadSpec();
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

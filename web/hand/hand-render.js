// Hand mode's one render: asks the core about the hand (hand-analysis.js) and draws every view
// from its answer, in the language given: the frame's words, the errors, the setup line, the table
// and the pots, the actions, the cards, the log, the showdown order and the replay buttons.
import { h } from '../dom.js';
import { say, decimalMarkOf } from '../../lib/i18n/i18n.js';
import { ht } from './hand-words.js';
import { actionAskedText } from './hand-log-text.js';
import { errorParagraphs } from '../quick/form-parts.js';
import { statusLine, seatsTable, potsView } from './hand-table.js';
import { fillPrizes } from '../report/prize-slot.js';
import { buildHandSpec } from './hand-spec.js';
import { buildFragment } from '../share/share-state.js';
import { handUsesCards, CARD_FIELD } from '../cards/card-inputs-hand.js';
import { typedHoleCards } from '../report/showdown-view.js';
import { recordedLines } from '../../lib/markdown/phh-markdown.js';
import { scrollRegion } from '../report/scroll-region.js';
import { analyzeHand, fieldErrors, setupLine } from './hand-analysis.js';
import { renderHandLabels } from './hand-layout.js';
import { renderSetupSummary, latestRulings, renderShowdown, renderReplay } from './hand-views.js';

/**
 * Draws every view of hand mode from the hand, the core's answer and the language.
 * @returns {ReturnType<typeof analyzeHand>} the core's answer, as drawn
 */
export function renderHandMode(view, { hand, tapis, lang: language, notice, ootRefusal, equity, onRank }) {
  const { els, form, panel, log, cards, phh } = view;
  const reader = { decimalMark: decimalMarkOf(language) };
  renderHandLabels(els, language, hand.preset);
  const analysis = analyzeHand(tapis, hand, reader);
  const { report, cardReport, inputErrors, setupErrors, money, spec } = analysis;
  const errors = errorParagraphs(form.showErrors(fieldErrors(language, inputErrors, setupErrors, money)));
  if (!tapis) errors.unshift(h('p', { class: 'hint' }, ht(language, 'loading')));
  if (notice) errors.unshift(h('p', { class: 'field-error', role: 'alert', 'data-code': notice.code ?? null }, notice.text));
  els.errors.replaceChildren(...errors);
  renderSetupSummary(els.setup.querySelector('summary'), language, setupLine(language, hand.setup, cardReport));

  const stall = analysis.stalled;
  const played = stall ? stall.index : hand.cursor;
  const stalledText = stall
    ? `${ht(language, 'droppedWarning', {
        n: stall.index + 1,
        what: actionAskedText(stall.action, language, money),
        why: say(language, stall.error, money),
      })} ${ht(language, 'droppedHint')}`
    : null;
  const toCome = stall ? 0 : hand.actions.length - hand.cursor;
  // With cards the pots wait for the cards (or for their fix), not for a showdown order.
  const cardsWrong = (report?.errors ?? []).some((e) => CARD_FIELD.test(String(e.field ?? '')));
  const resultOpts = !handUsesCards(hand)
    ? {}
    : cardsWrong
      ? { showdown: 'cards', pendingText: ht(language, 'cardsToFix') }
      : { showdown: 'cards', holeCards: typedHoleCards(spec) };
  renderTable(els, report, language, resultOpts, played);
  fillPrizes(els.pots, spec); // the prize money section, from the whole core (issue 31)
  // Equity, as in quick mode: a hand over with its cards typed and the board still to come.
  equity?.show(report?.over && handUsesCards(hand) && !cardsWrong ? els.pots : null, report, spec, { lang: language, showdown: 'cards' });
  panel.update(report, language, { ...resultOpts, ootRefusal });
  cards.refresh(tapis, cardReport);
  log.update({ report, lang: language, actions: hand.actions, played, toCome, stalled: stalledText ? { text: stalledText } : null });
  renderShowdown(els.showdown, { report, hand, lang: language, onRank });
  renderReplay(els, { hand, lang: language, toCome, stalled: stall });
  // The whole hand (a replay's actions to come too), or the guide's example by its name.
  els.builderLink.href = `./embed-builder.html#${buildFragment(
    hand.preset
      ? { preset: `guide-${hand.preset}`, lang: language, mode: 'hand' }
      : { spec: buildHandSpec(hand, hand.actions.length, reader).spec, lang: language, mode: 'hand' },
  )}`;
  phh.handChanged();
  document.body.dataset.handReady = report ? 'true' : 'false';
  return analysis;
}

/** The status line, the seats, the pots, what just happened and an imported hand's result. */
function renderTable(els, report, language, resultOpts, played) {
  if (!report) {
    els.recorded.hidden = true;
    for (const el of [els.status, els.seats, els.pots, els.now]) el.replaceChildren();
    return;
  }
  els.status.replaceChildren(statusLine(report, language));
  els.seats.replaceChildren(seatsTable(report, language));
  scrollRegion(els.seats); // the new table too
  els.pots.replaceChildren(...potsView(report, language, resultOpts));
  els.now.replaceChildren(...latestRulings(report, language, played));
  // An imported hand's recorded result, once the hand is over: the core's verdict, said.
  const recorded = report.over ? recordedLines(report, language) : [];
  els.recorded.hidden = recorded.length === 0;
  els.recorded.textContent = recorded.join(' ');
}

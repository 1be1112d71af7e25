// A tournament's knockouts after the showdown (report.knockouts, report.newBounty): who is knocked
// out, the bounty on their head, who takes what of it, and with progressive knockouts what is paid
// now and each winner's new bounty. Every amount is the core's (core/showdown/knockouts.cpp):
// nothing here splits a bounty or adds one up.
import { h } from '../dom.js';
import { t, chips } from '../../lib/i18n/i18n.js';
import { moneyOf } from '../../lib/report/pot-table.js';

/** The knockouts section, or null when the report has none. */
export function knockoutsSection(report, lang, { headingLevel = 3 } = {}) {
  const list = Array.isArray(report?.knockouts) ? report.knockouts : [];
  if (list.length === 0) return null;
  const money = moneyOf(report);
  const amount = (v) => chips(lang, v ?? 0, money);
  const newBounty = report.newBounty ?? {};
  const items = list.map((k) =>
    h(
      'li',
      { class: 'knockout', 'data-player': k.player },
      h('p', { class: 'knockout-who' }, t(lang, 'knockoutLine', { player: k.player, bounty: amount(k.bounty) })),
      h(
        'ul',
        { class: 'knockout-shares' },
        Object.entries(k.to ?? {}).map(([name, share]) =>
          h(
            'li',
            { 'data-winner': name },
            t(lang, 'knockoutTakes', { name, share: amount(share), ...(k.paid && Object.hasOwn(k.paid, name) ? { paid: amount(k.paid[name]) } : {}) }),
          ),
        ),
      ),
    ),
  );
  const bounties = Object.entries(newBounty).map(([name, bounty]) =>
    h('li', { 'data-player': name }, t(lang, 'newBountyLine', { name, bounty: amount(bounty) })),
  );
  return h(
    'section',
    { class: 'knockouts', 'aria-labelledby': 'knockouts-heading' },
    h(`h${headingLevel}`, { id: 'knockouts-heading' }, t(lang, 'knockoutsHeading')),
    h('ul', { class: 'knockout-list' }, items),
    bounties.length ? h('ul', { class: 'new-bounties' }, bounties) : null,
  );
}

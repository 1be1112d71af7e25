#include "core/report/deal_mode.hpp"

#include "core/report/deal_report.hpp"
#include "core/report/recorded.hpp"
#include "core/report/report.hpp"
#include "core/spec/deal_spec.hpp"
#include "core/spec/table_spec.hpp"

namespace tapis {

Json analyze_deal(const Json& spec) {
  Problems problems;
  const Money money = read_money(spec, problems);
  Reader reader(problems, money);
  auto config = read_deal_config(reader, spec);
  const Json* actions = spec.find("actions");
  if (actions && !actions->is_array())
    problems.add(reader.type_error("actions", "array", *actions));
  if (!config) {
    Json r = failure_report(problems.list(), money);
    r.set("mode", "actions");
    // The money unit the errors' amounts are in, as quick mode's report says it: a reader is
    // told "a straddle of 0,40 €", not "of 0" (the page says the params, not the message).
    r.set("decimals", money.decimals);
    if (const Json* c = spec.find("currency"); c && is_currency_code(*c)) r.set("currency", *c);
    write_source(r, spec);
    return r;
  }
  auto recorded = read_recorded(reader, spec, config->seat_count());
  DealState deal = DealState::start(config.value());
  // The deal stops at the first action that cannot be played: what follows depends on it.
  const int count = actions && actions->is_array() ? static_cast<int>(actions->size()) : 0;
  for (int i = 0; i < count; ++i) {
    auto action = read_action(actions->items()[i], i, deal.config().names, money);
    if (!action) {
      problems.add(action.error());
      break;
    }
    auto applied = deal.apply(action.value());
    if (!applied) {
      problems.add(applied.error());
      break;
    }
  }
  Json report = deal_report(deal, problems, recorded);
  write_source(report, spec);
  return report;
}

}  // namespace tapis

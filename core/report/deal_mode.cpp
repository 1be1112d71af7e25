#include "core/report/deal_mode.hpp"

#include "core/report/deal_report.hpp"
#include "core/report/report.hpp"
#include "core/spec/deal_spec.hpp"

namespace tapis {

Json analyze_deal(const Json& spec) {
  auto config = read_deal_config(spec);
  if (!config) {
    Json r = error_report(config.error());
    r.set("mode", "actions");
    return r;
  }
  DealState hand = DealState::start(config.value());
  const Json* actions = spec.find("actions");
  if (!actions || !actions->is_array())
    return deal_report(hand, make_error("spec.type", "actions must be an array", "actions"));
  const int count = static_cast<int>(actions->size());
  for (int i = 0; i < count; ++i) {
    auto action = read_action(actions->items()[i], i, hand.config().names);
    if (!action) return deal_report(hand, action.error());
    auto applied = hand.apply(action.value());
    if (!applied) return deal_report(hand, applied.error());
  }
  return deal_report(hand, std::nullopt);
}

}  // namespace tapis

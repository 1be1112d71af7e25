#include "core/hand_mode.hpp"

#include "core/hand_report.hpp"
#include "core/hand_spec.hpp"
#include "core/report.hpp"

namespace tapis {

Json analyze_hand(const Json& spec) {
  auto config = read_hand_config(spec);
  if (!config) {
    Json r = error_report(config.error());
    r.set("mode", "actions");
    return r;
  }
  HandState hand = HandState::start(config.value());
  const Json* actions = spec.find("actions");
  if (!actions || !actions->is_array())
    return hand_report(hand, make_error("spec.type", "actions must be an array", "actions"));
  const int count = static_cast<int>(actions->size());
  for (int i = 0; i < count; ++i) {
    auto action = read_action(actions->items()[i], i, hand.config().names);
    if (!action) return hand_report(hand, action.error());
    auto applied = hand.apply(action.value());
    if (!applied) return hand_report(hand, applied.error());
  }
  return hand_report(hand, std::nullopt);
}

}  // namespace tapis

#include "core/spec/quick_spec.hpp"

#include <algorithm>

namespace tapis {

QuickSpec read_quick_spec(Reader& r, const Json& spec) {
  QuickSpec q;
  q.table = read_table_spec(r, spec);
  const std::size_t before = r.problems().size();
  const Json* players = spec.find("players");
  const auto& names = q.table.names;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const Json& p = players->items()[i];
    const std::string pp = index_path("players", i);
    const std::string& name = names[i];
    auto committed = r.chips(p, "committed", pp, Chips{0}, name);
    auto folded = r.boolean(p, "folded", pp, false, name);
    q.stakes.push_back(Stake{committed.value_or(0), folded.value_or(false)});
    std::optional<Chips> stack;
    if (const Json* st = p.find("stack"); st && !st->is_null()) {
      const std::string sp = field_path(pp, "stack");
      stack = r.chips_value(*st, sp, name);
      if (stack && committed && *stack < *committed) {
        r.add(error("players.stack_below_committed", sp)
                  .text("field", sp)
                  .text("player", name)
                  .chips("stack", *stack)
                  .chips("committed", *committed));
        stack.reset();
      }
    }
    q.stacks.push_back(stack);
  }
  q.dead_money = r.chips(spec, "deadMoney", "", Chips{0}).value_or(0);

  // Sums stay exact: 23 players of at most 2^53 each cannot overflow int64.
  Chips total = q.dead_money;
  for (const auto& s : q.stakes) total += s.committed;
  if (total > r.money().max_units())
    r.add(error("amount.too_large", "players")
              .text("field", "players")
              .text("what", "total")
              .chips("max", r.money().max_units()));
  q.amounts_ok = q.table.names_ok && r.problems().size() == before &&
                 !r.problems().any_at("smallestChip") && !r.problems().any_at("button") &&
                 !r.problems().any_at("decimals");

  if (const Json* sd = spec.find("showdown"); sd && !sd->is_null()) {
    if (!sd->is_object()) {
      r.add(r.type_error("showdown", "object", *sd));
    } else {
      if (const Json* a = sd->find("riverAggressor"); a && !a->is_null()) {
        auto it =
            a->is_string() ? std::find(names.begin(), names.end(), a->as_string()) : names.end();
        if (it == names.end() || a->as_string().empty()) {
          Error e = error("showdown.unknown_player", "showdown.riverAggressor")
                        .text("field", "showdown.riverAggressor");
          if (a->is_string()) e.text("name", a->as_string());
          r.add(std::move(e));
        } else {
          q.river_aggressor = static_cast<int>(it - names.begin());
        }
      }
      if (const Json* b = sd->find("bettingEndedBeforeRiver"); b && !b->is_null())
        if (auto v = r.boolean(*sd, "bettingEndedBeforeRiver", "showdown", false))
          q.betting_ended_before_river = *v;
    }
  }
  return q;
}

}  // namespace tapis

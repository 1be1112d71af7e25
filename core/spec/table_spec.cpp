#include "core/spec/table_spec.hpp"

#include "core/spec/ranking.hpp"

namespace tapis {

TableSpec read_table_spec(Reader& r, const Json& spec) {
  TableSpec t;
  t.money = r.money();
  const Json* players = spec.find("players");
  auto names = read_names(r, players);
  if (names) {
    t.names = *names;
    t.names_ok = true;
    for (const auto& n : t.names) t.names_ok = t.names_ok && !n.empty();
  }
  const auto seats = static_cast<std::int64_t>(t.names.size());
  t.tournament =
      r.choice(spec, "format", "", {"cash", "tournament"}, "cash").value_or("cash") == "tournament";
  if (seats > 0)
    t.button = static_cast<int>(r.integer(spec, "button", "", 0, seats - 1, seats - 1).value_or(0));
  auto chip = r.chips(spec, "smallestChip", "", Chips{1});
  if (chip && *chip < 1)
    r.add(error("amount.below_min", "smallestChip").text("field", "smallestChip").chips("min", 1));
  t.smallest_chip = chip.value_or(1) < 1 ? 1 : chip.value_or(1);
  auto rules = read_rules(r, spec);
  t.rules = rules.value_or(Rules{});
  if (!t.names_ok) return t;  // nothing names a seat: the rest cannot be read against them

  const Json* ranking = spec.find("ranking");
  t.strength = read_ranking(r, ranking, t.names);
  if (rules) t.cards = read_cards_spec(r, spec, players, *rules, t.names);
  if (t.cards && t.cards->any && ranking && !ranking->is_null()) {
    r.add(error("spec.ranking_and_cards", "ranking").text("field", "ranking"));
    t.strength.reset();
  }
  t.equity = read_equity_request(r, spec);
  return t;
}

}  // namespace tapis

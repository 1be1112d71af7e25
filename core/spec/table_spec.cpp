#include "core/spec/table_spec.hpp"

#include <algorithm>

#include "core/spec/cards_spec.hpp"
#include "core/spec/equity_spec.hpp"
#include "core/spec/prizes_spec.hpp"
#include "core/spec/ranking.hpp"

namespace tapis {

namespace {

// Knockout tournaments: players[i].bounty in the money unit, "progressiveBounty" (PKO).
void read_bounties(Reader& r, const Json& spec, const Json* players, TableSpec& t) {
  t.bounties.assign(t.names.size(), 0);
  t.progressive_bounty = r.boolean(spec, "progressiveBounty", "", false).value_or(false);
  for (std::size_t i = 0; i < t.names.size(); ++i) {
    const Json* b = players->items()[i].find("bounty");
    if (!b || b->is_null()) continue;
    const std::string path = field_path(index_path("players", i), "bounty");
    if (!t.tournament) {
      r.add(error("bounty.cash_game", path).text("field", path).text("player", t.names[i]));
      continue;
    }
    t.bounties[i] = r.chips_value(*b, path, t.names[i]).value_or(0);
  }
}

}  // namespace

bool is_currency_code(const Json& currency) {
  return currency.is_string() && currency.as_string().size() == 3 &&
         std::all_of(currency.as_string().begin(), currency.as_string().end(),
                     [](char ch) { return ch >= 'A' && ch <= 'Z'; });
}

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
  // "currency": an ISO 4217 code the page shows amounts in; the core only passes it on.
  if (const Json* c = spec.find("currency"); c && !c->is_null()) {
    if (is_currency_code(*c))
      t.currency = c->as_string();
    else
      r.add(error("spec.currency", "currency").text("field", "currency"));
  }
  auto rules = read_rules(r, spec);
  t.rules = rules.value_or(Rules{});
  t.strength = Strength(t.names.size());
  if (!t.names_ok) {  // nothing names a seat: the rest cannot be read against them
    t.strength_ok = t.cards_ok = t.equity_ok = false;
    return t;
  }

  const Json* ranking = spec.find("ranking");
  auto strength = read_ranking(r, ranking, t.names);
  std::optional<CardsSpec> cards;
  if (rules) cards = read_cards_spec(r, spec, players, *rules, t.names);
  if (cards && cards->any && ranking && !ranking->is_null()) {
    r.add(error("spec.ranking_and_cards", "ranking").text("field", "ranking"));
    strength.reset();
  }
  t.strength_ok = strength.has_value();
  if (strength) t.strength = *strength;
  t.cards_ok = cards.has_value();
  if (cards) t.cards = *cards;
  auto equity = read_equity_request(r, spec);
  t.equity_ok = equity.has_value();
  if (equity) t.equity = *equity;
  read_bounties(r, spec, players, t);
  t.prizes = read_prize_spec(r, spec, t.tournament, t.prizes_ok);
  return t;
}

}  // namespace tapis

#include "core/spec/prizes_spec.hpp"

namespace tapis {

namespace {

// Prize money counts cents, whatever the chips' unit.
constexpr Money kPrizeMoney{2};

bool fits(Reader& r, const Json& list, const char* field, std::size_t max, const char* code) {
  if (!list.is_array()) {
    r.add(r.type_error(field, "array", list));
    return false;
  }
  if (list.size() > max) {
    r.add(error(code, field).text("field", field).number("max", static_cast<std::int64_t>(max)));
    return false;
  }
  return true;
}

}  // namespace

std::optional<PrizeSpec> read_prize_spec(Reader& r, const Json& spec, bool tournament, bool& ok) {
  ok = true;
  const Json* prizes = spec.find("prizes");
  const Json* others = spec.find("otherStacks");
  const bool has_prizes = prizes && !prizes->is_null();
  const bool has_others = others && !others->is_null();
  if (!has_prizes) {
    if (has_others) {
      r.add(error("otherStacks.without_prizes", "otherStacks").text("field", "otherStacks"));
      ok = false;
    }
    return std::nullopt;
  }
  if (!tournament) {
    r.add(error("prizes.cash_game", "prizes").text("field", "prizes"));
    ok = false;
    return std::nullopt;
  }
  const std::size_t before = r.problems().size();
  PrizeSpec p;
  if (fits(r, *prizes, "prizes", kMaxPlayers + kMaxOtherStacks, "prizes.too_many")) {
    if (prizes->size() == 0) r.add(error("prizes.empty", "prizes").text("field", "prizes"));
    Reader cents(r.problems(), kPrizeMoney);
    for (std::size_t i = 0; i < prizes->size(); ++i)
      p.prizes.push_back(
          cents.chips_value(prizes->items()[i], index_path("prizes", i)).value_or(0));
  }
  if (has_others && fits(r, *others, "otherStacks", kMaxOtherStacks, "otherStacks.too_many")) {
    for (std::size_t i = 0; i < others->size(); ++i) {
      const std::string path = index_path("otherStacks", i);
      auto stack = r.chips_value(others->items()[i], path);
      if (stack && *stack < 1) {
        // A player with no chips is out of the tournament: he has taken his place already.
        r.add(error("amount.below_min", path).text("field", path).chips("min", 1));
        stack.reset();
      }
      p.other_stacks.push_back(stack.value_or(1));
    }
  }
  ok = r.problems().size() == before;
  return p;
}

}  // namespace tapis

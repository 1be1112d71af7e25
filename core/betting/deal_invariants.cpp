#include "core/betting/deal_steps.hpp"
#include "core/pots/invariants.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

std::optional<std::string> check_invariants(const DealConfig& cfg, const Table& t) {
  const int n = cfg.seat_count();
  if (static_cast<int>(t.seats.size()) != n) return "the table has the wrong number of seats";
  Chips start = 0, now = 0, top_bet = 0;
  for (int i = 0; i < n; ++i) {
    const SeatState& s = t.seats[i];
    const std::string who = "seat " + std::to_string(i) + ": ";
    if (s.stack < 0 || s.bet < 0 || s.dead < 0 || s.committed < s.bet + s.dead)
      return who + "negative chips";
    Chips streets = 0;
    for (Chips c : s.streets) streets += c;
    if (streets + s.dead != s.committed) return who + "street chips do not add up";
    // Chips conserved: what is behind plus what is in equals what he sat down with.
    if (s.stack + s.committed != cfg.stacks[i]) return who + "chips not conserved";
    if (s.all_in && (s.stack != 0 || s.folded)) return who + "all-in with chips or folded";
    if (!s.folded && s.stack == 0 && !s.all_in) return who + "no chips but not all-in";
    start += cfg.stacks[i];
    now += s.stack + s.committed;
    top_bet = std::max(top_bet, s.bet);
  }
  if (start != now) return "chips not conserved";
  if (players_in(t) < 1) return "everyone folded";
  if (top_bet > t.level) return "a bet above the level to match";
  if (t.full_level > t.level) return "the last full bet is above the level";
  if (t.over) {
    if (t.to_act != -1) return "a player to act in a hand that is over";
  } else {
    if (t.to_act < 0 || t.to_act >= n || !needs_action(t, t.to_act))
      return "the player to act has nothing to decide";
    if (t.street == Street::Showdown) return "betting at showdown";
    const Options o = options_for(cfg, t, t.to_act);
    if (o.bet && (o.bet->min > o.bet->max || o.bet->min <= 0)) return "an empty bet range";
    if (o.raise && (o.raise->min > o.raise->max || o.raise->min <= t.level))
      return "an empty raise range";
    if (o.raise.has_value() == o.raise_closed.has_value() && t.level > 0)
      return "raising both open and closed";
  }
  // Pots consistent: the pots and what goes back add up to everything committed (guide 002).
  const std::vector<Stake> stakes = live_stakes(t);
  auto split = split_pots(stakes, dead_money(t));
  if (!split) return "pots: " + split.error().code;
  if (auto bad = check_pot_split(stakes, dead_money(t), split.value())) return "pots: " + *bad;
  if (t.over) {
    Strength strength = cfg.strength;
    strength.resize(t.seats.size());
    for (std::size_t i = 0; i < t.seats.size(); ++i)
      if (t.seats[i].folded) strength[i].reset();
    const AwardResult awards = award_pots(split.value(), strength, cfg.button, cfg.smallest_chip);
    if (auto bad = check_awards(split.value(), awards)) return "awards: " + *bad;
  }
  return std::nullopt;
}

}  // namespace tapis

#include "core/practice/reopen_drill.hpp"

#include <algorithm>
#include <string>

#include "core/betting/deal_state.hpp"
#include "core/practice/drill_play.hpp"
#include "core/practice/drill_rng.hpp"

namespace tapis {

namespace {

struct Plan {
  int players = 3;
  Betting betting = Betting::NoLimit;
  bool turn = false;
  int all_ins = 1;         // after the bet: one or two all-ins, then the others call
  bool full = false;       // the all-ins add up to a full raise (Limit: half a bet or more)
  bool ask_fresh = false;  // ask a player who has not acted on this street yet
};

Plan plan_for(DrillRng& rng, int level) {
  Plan p;
  switch (level) {
    case 1:
      break;
    case 2:
      p.full = rng.chance(50);
      break;
    case 3:
      p.players = 4;
      p.all_ins = 2;
      p.full = rng.chance(50);
      break;
    case 4:
      p.betting = Betting::Limit;
      p.full = rng.chance(50);
      break;
    default:
      p.players = static_cast<int>(rng.between(4, 6));
      p.betting = rng.chance(25) ? Betting::Limit : Betting::NoLimit;
      p.turn = rng.chance(50);
      p.all_ins = p.betting == Betting::Limit ? 1 : static_cast<int>(rng.between(1, 2));
      p.full = rng.chance(50);
      p.ask_fresh = rng.chance(30);
  }
  return p;
}

std::optional<ReopenDrill> attempt(DrillRng& rng, std::uint64_t seed, int level) {
  const Plan plan = plan_for(rng, level);
  ReopenDrill d;
  d.seed = seed;
  d.level = level;
  const Chips bb = 100 * rng.between(1, 2);
  const bool limit = plan.betting == Betting::Limit;
  // The bet on the street: Limit's fixed bet (the big bet on the turn), else two to five blinds.
  const Chips bet = limit ? (plan.turn ? 2 * bb : bb) : bb * rng.between(2, 5);
  DealConfig& c = d.config;
  const int n = plan.players;
  for (int s = 0; s < n; ++s) {
    c.names.push_back(std::string(1, static_cast<char>('A' + s)));
    c.stacks.push_back(bb * rng.between(80, 200));
  }
  c.names_ok = true;
  c.button = n - 1;  // A small blind, B big blind: A acts first after the flop
  c.small_blind = bb / 2;
  c.big_blind = bb;
  c.betting = plan.betting;
  c.limit.small_bet = bb;
  c.limit.big_bet = 2 * bb;
  c.posts.assign(static_cast<std::size_t>(n), {});
  // The all-ins: B (and C when two), each pushing `raise_by` over the bet before him. Short ones
  // add up to a full raise or not, as planned; in Limit half a bet is the line (Rule 47-B).
  const Chips unit = limit ? bb / 4 : bb / 2;
  std::vector<Chips> over(static_cast<std::size_t>(plan.all_ins));
  if (plan.all_ins == 1) {
    const Chips line = limit ? bet / 2 : bet;  // what makes it count as a full raise
    over[0] = plan.full ? line + unit * rng.between(0, 3) : unit * rng.between(1, line / unit - 1);
    if (limit && plan.full) over[0] = std::min(over[0], bet - unit);  // still short of a full bet
  } else {
    // Two short all-ins: each less than the bet; together at least the bet, or less.
    const Chips a = unit * rng.between(1, bet / unit - 1);
    const Chips b = plan.full ? std::max(bet - a, unit) + unit * rng.between(0, 1)
                              : unit * rng.between(1, std::max<Chips>((bet - a) / unit - 1, 1));
    over = {a, std::min(b, bet - unit)};
    if (plan.full && a + over[1] < bet) return std::nullopt;
    if (!plan.full && a + over[1] >= bet) return std::nullopt;
  }
  // Their stacks: the big blind preflop (and nothing on a checked flop), then the bet plus `over`.
  Chips level_to = bet;
  for (int i = 0; i < plan.all_ins; ++i) {
    level_to += over[static_cast<std::size_t>(i)];
    c.stacks[static_cast<std::size_t>(1 + i)] = bb + level_to;
  }

  DealState deal = DealState::start(c);
  DrillPlay play(deal, d.actions);
  const Street street = plan.turn ? Street::Turn : Street::Flop;
  for (int guard = 0; guard < 40 && deal.street() < street; ++guard)
    if (!play.go_along()) return std::nullopt;
  if (deal.street() != street || deal.to_act() != 0) return std::nullopt;
  if (!play.act(ActionType::Bet, bet)) return std::nullopt;  // A bets
  for (int i = 0; i < plan.all_ins; ++i)
    if (!play.act(ActionType::AllIn)) return std::nullopt;
  // A player who has not acted yet may be asked; else the others call and A is asked.
  const int fresh = 1 + plan.all_ins;
  if (!(plan.ask_fresh && fresh < n))
    for (int guard = 0; guard < 10 && deal.to_act() != 0 && !deal.over(); ++guard)
      if (!play.act(ActionType::Call)) return std::nullopt;
  if (deal.over() || deal.street() != street) return std::nullopt;
  d.seat = deal.to_act();
  const Options o = deal.legal();
  d.fold = o.fold;
  d.call = o.call > 0;
  d.raise = o.raise.has_value();
  return d;
}

}  // namespace

ReopenDrill reopen_drill(std::uint64_t seed, int level) {
  level = std::clamp(level, 1, 5);
  DrillRng rng(seed ^ (0x4000ull + static_cast<std::uint64_t>(level)));
  for (int tries = 0; tries < 500; ++tries)
    if (auto d = attempt(rng, seed, level)) return std::move(*d);
  return {};
}

const char* reopen_rule(const ReopenDrill& drill) {
  return drill.config.betting == Betting::Limit ? "TDA-2024-47-B" : "TDA-2024-47";
}

}  // namespace tapis

#include "core/practice/show_order_drill.hpp"

#include <algorithm>
#include <optional>
#include <string>

#include "core/betting/betting_end.hpp"
#include "core/betting/betting_rules.hpp"
#include "core/betting/deal_state.hpp"
#include "core/pots/pots.hpp"
#include "core/practice/drill_play.hpp"
#include "core/practice/drill_rng.hpp"

namespace tapis {

namespace {

constexpr Chips kBigBlind = 100;
constexpr int kMostActions = 40;

// What the hand should teach: the ruling the showdown comes to, and whether side-pot players
// show before a player all-in for the main pot only.
struct Target {
  const char* code;
  bool side_pots_first = false;
};

struct Plan {
  int players = 3;
  bool tournament = false;
  Betting betting = Betting::NoLimit;
  bool all_ins = false;  // short stacks and pushes
  int folds = 0;
};

Plan plan_for(DrillRng& rng, int level, Target& target) {
  Plan p;
  const auto pick = [&](std::initializer_list<Target> all) {
    target = *(all.begin() + rng.between(0, static_cast<std::int64_t>(all.size()) - 1));
  };
  switch (level) {
    case 1:
      pick({{"show.last_aggressor"}, {"show.left_of_button"}});
      break;
    case 2:
      p.players = static_cast<int>(rng.between(4, 5));
      p.folds = 2;
      pick({{"show.last_aggressor"}, {"show.last_aggressor"}, {"show.left_of_button"}});
      break;
    case 3:
      p.players = static_cast<int>(rng.between(3, 4));
      p.all_ins = true;
      p.folds = 1;
      p.betting = rng.chance(30) ? Betting::Limit : Betting::NoLimit;
      if (p.betting == Betting::Limit)
        pick({{"show.last_aggressor"}, {"show.left_of_button"}});
      else
        pick({{"show.all_in_first"}, {"show.all_in_first"}, {"show.last_aggressor"}});
      break;
    case 4:
      p.players = static_cast<int>(rng.between(3, 5));
      p.tournament = true;
      p.folds = 1;
      p.all_ins = rng.chance(60);
      if (p.all_ins)
        pick({{"show.face_up"}});
      else
        pick({{"show.last_aggressor"}, {"show.left_of_button"}});
      break;
    default:
      p.players = static_cast<int>(rng.between(4, 6));
      p.tournament = rng.chance(25);
      p.all_ins = true;
      p.folds = 2;
      if (p.tournament)
        pick({{"show.face_up"}});
      else
        pick({{"show.last_aggressor", true}, {"show.left_of_button", true}, {"show.all_in_first"}});
  }
  return p;
}

// One hand played to the plan; nullopt when it does not come to the target.
std::optional<ShowOrderDrill> attempt(DrillRng& rng, std::uint64_t seed, int level,
                                      const Plan& plan, const Target& target) {
  ShowOrderDrill d;
  d.seed = seed;
  d.level = level;
  DealConfig& c = d.config;
  const int n = plan.players;
  for (int s = 0; s < n; ++s) {
    c.names.push_back(std::string(1, static_cast<char>('A' + s)));
    // Short stacks go all-in; deep ones (a hundred big blinds and more) never need to.
    c.stacks.push_back(plan.all_ins ? 25 * rng.between(20, 240) : 100 * rng.between(100, 200));
  }
  c.names_ok = true;
  c.tournament = plan.tournament;
  // The button anywhere: "left of the button" is not always A.
  c.button = static_cast<int>(rng.between(0, n - 1));
  c.small_blind = kBigBlind / 2;
  c.big_blind = kBigBlind;
  c.betting = plan.betting;
  c.limit.small_bet = kBigBlind;
  c.limit.big_bet = 2 * kBigBlind;
  c.posts.assign(static_cast<std::size_t>(n), {});

  Temper temper;
  temper.unit = plan.betting == Betting::Limit ? kBigBlind : 25;
  temper.folds_left = static_cast<int>(rng.between(0, plan.folds));
  temper.bet_percent = 25;
  // The street the pushing starts on (the river sometimes: an all-in there is a bet like another).
  const auto pushes_from = static_cast<Street>(rng.between(0, 3));
  DealState deal = DealState::start(c);
  DrillPlay play(deal, d.actions);
  while (!deal.over()) {
    if (static_cast<int>(d.actions.size()) >= kMostActions) return std::nullopt;
    temper.push = plan.all_ins && deal.street() >= pushes_from;
    if (!act_at_random(play, deal.legal(), rng, temper)) return std::nullopt;
  }
  const Table& t = deal.table();
  std::vector<bool> all_in;
  for (int s = 0; s < n; ++s) {
    const SeatState& seat = t.seats[static_cast<std::size_t>(s)];
    if (!seat.folded) d.in.push_back(s);
    all_in.push_back(seat.all_in);
  }
  if (d.in.size() < 2) return std::nullopt;  // won without a showdown
  auto split = split_pots(live_stakes(t), dead_money(t));
  if (!split) return std::nullopt;
  // Every pot contested: a pot with one player left goes to him unshown (guide 000).
  for (const Pot& pot : split.value().pots)
    if (pot.eligible.size() < 2) return std::nullopt;
  const BettingEnd end = betting_end(deal.log());
  ShowContext ctx;
  ctx.tournament = c.tournament;
  ctx.no_limit = c.betting == Betting::NoLimit;
  ctx.betting_ended_before_river = end.before_river;
  ctx.river_aggressor = end.river_aggressor;
  ctx.all_in = all_in;
  d.order = show_order(split.value(), ctx, d.in, c.button, n);
  // The hand teaches what was planned: that ruling, side pots first or not.
  const Param* side = d.order.ruling.find("sidePotsFirst");
  const bool side_first = side && side->text == "yes";
  if (d.order.ruling.code != target.code || side_first != target.side_pots_first)
    return std::nullopt;
  // Levels 1 and 2: nobody all-in, the plain rule.
  if (!plan.all_ins && std::any_of(all_in.begin(), all_in.end(), [](bool a) { return a; }))
    return std::nullopt;
  return d;
}

}  // namespace

ShowOrderDrill show_order_drill(std::uint64_t seed, int level) {
  level = std::clamp(level, 1, 5);
  DrillRng rng(seed ^ (0x6000ull + static_cast<std::uint64_t>(level)));
  // The lesson is drawn once, then hands are played until one teaches it.
  Target target{""};
  const Plan plan = plan_for(rng, level, target);
  for (int tries = 0; tries < 5000; ++tries)
    if (auto d = attempt(rng, seed, level, plan, target)) return std::move(*d);
  return {};
}

}  // namespace tapis

#include "core/practice/raise_drill.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "core/betting/betting_rules.hpp"
#include "core/betting/deal_state.hpp"
#include "core/practice/drill_play.hpp"
#include "core/practice/drill_rng.hpp"

namespace tapis {

namespace {

struct LevelRules {
  int min_players, max_players;
  Betting betting;
  bool postflop;               // the question comes on the flop (level 5: or the turn)
  int min_raises, max_raises;  // bets and raises of the street before the question
  bool short_all_in;           // sometimes the last raise is an all-in short of a full one
};

constexpr std::array<LevelRules, 5> kLevels{{
    {3, 3, Betting::NoLimit, false, 1, 1, false},
    {4, 4, Betting::NoLimit, false, 2, 2, false},
    {4, 5, Betting::NoLimit, true, 2, 2, true},
    {3, 4, Betting::PotLimit, false, 0, 1, false},
    {4, 6, Betting::PotLimit, true, 1, 2, false},
}};

constexpr std::array<Chips, 4> kBigBlinds{20, 50, 100, 200};

// A tidy street total in [lo, hi]: lo, or lo plus a few units (never above hi).
Chips pick(DrillRng& rng, Chips lo, Chips hi, Chips unit) {
  const Chips steps = std::min<Chips>((hi - lo) / unit, 6);
  return lo + unit * rng.between(0, steps);
}

std::optional<RaiseDrill> attempt(DrillRng& rng, std::uint64_t seed, int level) {
  const LevelRules& rules = kLevels[static_cast<std::size_t>(level - 1)];
  RaiseDrill d;
  d.seed = seed;
  d.level = level;
  const int players = static_cast<int>(rng.between(rules.min_players, rules.max_players));
  const Chips bb = kBigBlinds[static_cast<std::size_t>(rng.between(0, 3))];
  const Chips unit = bb / 2;
  DealConfig& c = d.config;
  for (int s = 0; s < players; ++s) {
    c.names.push_back(std::string(1, static_cast<char>('A' + s)));
    c.stacks.push_back(bb * rng.between(150, 300));  // deep: the answer is never an all-in
  }
  c.names_ok = true;
  c.button = players - 1;  // A posts the small blind, B the big blind
  c.small_blind = bb / 2;
  c.big_blind = bb;
  c.betting = rules.betting;
  c.posts.assign(static_cast<std::size_t>(players), {});
  // The short all-in (level 3): A bets `bet` on the flop, B (who called the big blind) has
  // `bet` plus less than a full raise left and pushes it all.
  const bool short_all_in = rules.short_all_in && rng.chance(50);
  const Chips bet = bb * rng.between(2, 6);
  if (short_all_in) c.stacks[1] = bb + bet + unit * rng.between(1, bet / unit - 1);

  DealState deal = DealState::start(c);
  DrillPlay play(deal, d.actions);
  if (rules.postflop) {
    // Everyone calls the big blind; on the turn (level 5, half the time) the flop is checked.
    const Street street = level == 5 && rng.chance(50) ? Street::Turn : Street::Flop;
    for (int guard = 0; guard < 40 && deal.street() < street; ++guard)
      if (!play.go_along()) return std::nullopt;
    if (deal.street() != street) return std::nullopt;
  }
  const int raises = static_cast<int>(rng.between(rules.min_raises, rules.max_raises));
  const Street street = deal.street();
  int made = 0;
  // The question comes on the level's street: a round that closes first is not this level's.
  for (int guard = 0; guard < 60 && !deal.over() && deal.street() == street; ++guard) {
    const Options o = deal.legal();
    if (made >= raises && o.raise) {
      d.seat = deal.to_act();
      const bool pot_limit = rules.betting == Betting::PotLimit;
      d.ask = pot_limit && (level == 4 || rng.chance(60)) ? RaiseAsk::Max : RaiseAsk::Min;
      d.key = d.ask == RaiseAsk::Max ? o.raise->max : o.raise->min;
      d.after_short_all_in = deal.table().level > deal.table().full_level;
      // Deep stacks: the answer is the rule's, never a stack's cap.
      if (o.all_in_to <= d.key) return std::nullopt;
      return d;
    }
    bool ok = false;
    if (made < raises && short_all_in && made == 1) {
      ok = play.act(ActionType::AllIn);
      ++made;
    } else if (made < raises && o.bet) {
      ok = play.act(ActionType::Bet, short_all_in ? bet : pick(rng, o.bet->min, o.bet->max, unit));
      ++made;
    } else if (made < raises && o.raise && rng.chance(75)) {
      ok = play.act(ActionType::Raise, pick(rng, o.raise->min, o.raise->max, unit));
      ++made;
    } else if (o.call > 0 && rng.chance(20) && players_in(deal.table()) > 2) {
      ok = play.act(ActionType::Fold);
    } else {
      ok = play.go_along();
    }
    if (!ok) return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

RaiseDrill raise_drill(std::uint64_t seed, int level) {
  level = std::clamp(level, 1, 5);
  DrillRng rng(seed ^ (0x3000ull + static_cast<std::uint64_t>(level)));
  // A few tables never reach a question (everyone folds): the same dice go on to the next one.
  for (int tries = 0; tries < 500; ++tries)
    if (auto d = attempt(rng, seed, level)) return std::move(*d);
  return {};  // not reached for any seed the tests draw
}

const char* raise_rule(const RaiseDrill& drill) {
  if (drill.ask == RaiseAsk::Max) return "guide-003-pot-limit";
  return drill.after_short_all_in ? "WSOP-LAR-176" : "guide-003-minimum-raise";
}

}  // namespace tapis

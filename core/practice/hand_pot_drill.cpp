#include "core/practice/hand_pot_drill.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <string>

#include "core/betting/betting_rules.hpp"
#include "core/betting/deal_state.hpp"
#include "core/practice/drill_play.hpp"
#include "core/practice/drill_rng.hpp"

namespace tapis {

namespace {

struct LevelRules {
  int min_players, max_players;
  Chips unit;    // stacks and bets are multiples of it
  int min_pots;  // main pot included
  int max_pots;  // 0: no limit
  int min_all_in;
  bool folds;  // a player may fold after putting chips in
  bool ante, big_blind_ante;
};

constexpr std::array<LevelRules, kDrillLevels> kLevels{{
    {3, 3, 100, 2, 2, 1, false, false, false},
    {4, 4, 50, 2, 0, 2, false, false, false},
    {4, 6, 25, 2, 0, 1, true, false, false},
    {5, 8, 25, 3, 0, 2, true, true, false},
    {6, 9, 5, 3, 0, 2, true, false, true},
}};

constexpr Chips kBigBlind = 100;
constexpr int kMostActions = 40;  // a hand anyone reads through

std::optional<HandPotDrill> attempt(DrillRng& rng, std::uint64_t seed, int level) {
  const LevelRules& rules = kLevels[static_cast<std::size_t>(level - 1)];
  HandPotDrill d;
  d.seed = seed;
  d.level = level;
  DealConfig& c = d.config;
  const int n = static_cast<int>(rng.between(rules.min_players, rules.max_players));
  for (int s = 0; s < n; ++s) {
    c.names.push_back(std::string(1, static_cast<char>('A' + s)));
    // Five to sixty big blinds: short enough that someone goes all-in.
    c.stacks.push_back(rules.unit *
                       rng.between(5 * kBigBlind / rules.unit, 60 * kBigBlind / rules.unit));
  }
  c.names_ok = true;
  c.button = n - 1;
  c.small_blind = kBigBlind / 2;
  c.big_blind = kBigBlind;
  c.limit.small_bet = kBigBlind;
  c.limit.big_bet = 2 * kBigBlind;
  if (rules.ante) c.ante = 25 * rng.between(1, 2);
  if (rules.big_blind_ante) c.big_blind_ante = kBigBlind;
  c.posts.assign(static_cast<std::size_t>(n), {});
  // Some hands have a fold after chips went in, some none (levels 3 to 5).
  Temper temper;
  temper.unit = rules.unit;
  temper.folds_left = rules.folds ? static_cast<int>(rng.between(0, 2)) : 0;

  // The street the pushing starts on: the hand is played street by street up to it.
  const auto pushes_from = static_cast<Street>(rng.between(0, 2));
  bool after_preflop = false;

  DealState deal = DealState::start(c);
  DrillPlay play(deal, d.actions);
  while (!deal.over()) {
    if (static_cast<int>(d.actions.size()) >= kMostActions) return std::nullopt;
    after_preflop = after_preflop || deal.street() != Street::Preflop;
    temper.push = deal.street() >= pushes_from;
    if (!act_at_random(play, deal.legal(), rng, temper)) return std::nullopt;
  }
  // A hand read street by street: some of it after the flop.
  if (!after_preflop) return std::nullopt;
  auto split = split_pots(live_stakes(deal.table()), dead_money(deal.table()));
  if (!split) return std::nullopt;
  d.solution = std::move(split).value();
  const int pots = static_cast<int>(d.solution.pots.size());
  if (pots < rules.min_pots || (rules.max_pots && pots > rules.max_pots)) return std::nullopt;
  int all_in = 0, folded_in = 0;
  for (const SeatState& s : deal.table().seats) {
    all_in += s.all_in;
    folded_in += s.folded && s.committed > 0;
  }
  if (all_in < rules.min_all_in || (!rules.folds && folded_in > 0)) return std::nullopt;
  return d;
}

}  // namespace

HandPotDrill hand_pot_drill(std::uint64_t seed, int level) {
  level = std::clamp(level, 1, kDrillLevels);
  DrillRng rng(seed ^ (0x2000ull + static_cast<std::uint64_t>(level)));
  for (int tries = 0; tries < 2000; ++tries)
    if (auto d = attempt(rng, seed, level)) return std::move(*d);
  return {};
}

DrillGrade grade(const HandPotDrill& drill, const SidePotAnswer& answer) {
  return grade_pots(drill.solution, drill.config.names.size(), answer);
}

}  // namespace tapis

#include "core/practice/winner_drill.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "core/cards/known_cards.hpp"
#include "core/practice/drill_rng.hpp"
#include "core/showdown/showdown.hpp"

namespace tapis {

namespace {

struct LevelRules {
  int min_players, max_players;
  int min_all_in, max_all_in;  // distinct all-in amounts below the top
  int max_folded;
  Chips amount_unit;  // every stake is a multiple of it
  Chips chip;         // the smallest chip
  int tie_percent;    // how often a tie is dealt on purpose
  bool tie_required, odd_wanted;
};

constexpr std::array<LevelRules, 5> kLevels{{
    {2, 2, 0, 0, 0, 100, 1, 0, false, false},
    {3, 3, 1, 1, 0, 100, 1, 0, false, false},
    {3, 4, 0, 1, 0, 50, 1, 100, true, false},
    {4, 5, 1, 2, 1, 25, 25, 70, false, true},
    {5, 6, 2, 3, 2, 25, 5, 60, false, false},
}};

enum class Role { AllIn, Folded, Caller };

std::optional<WinnerDrill> attempt(DrillRng& rng, std::uint64_t seed, int level) {
  const LevelRules& rules = kLevels[static_cast<std::size_t>(level - 1)];
  WinnerDrill d;
  d.seed = seed;
  d.level = level;
  d.unit = rules.chip;
  const auto amount = [&](Chips lo, Chips hi) { return rules.amount_unit * rng.between(lo, hi); };
  const int players = static_cast<int>(rng.between(rules.min_players, rules.max_players));
  const int folded =
      static_cast<int>(rng.between(0, std::min(rules.max_folded, players - rules.min_all_in - 2)));
  const int all_in = static_cast<int>(std::min<std::int64_t>(
      rng.between(rules.min_all_in, rules.max_all_in), players - folded - 2));
  // Distinct all-in levels, and the top the others called, above them all.
  std::vector<Chips> levels;
  while (static_cast<int>(levels.size()) < all_in) {
    const Chips a = amount(2, 40);
    if (std::find(levels.begin(), levels.end(), a) == levels.end()) levels.push_back(a);
  }
  const Chips highest = levels.empty() ? 0 : *std::max_element(levels.begin(), levels.end());
  const Chips top = highest + amount(1, 21);
  std::vector<Role> roles(static_cast<std::size_t>(all_in), Role::AllIn);
  roles.insert(roles.end(), static_cast<std::size_t>(folded), Role::Folded);
  roles.resize(static_cast<std::size_t>(players), Role::Caller);
  for (std::size_t i = roles.size(); i > 1; --i)
    std::swap(roles[i - 1],
              roles[static_cast<std::size_t>(rng.between(0, static_cast<std::int64_t>(i) - 1))]);
  std::size_t next = 0;
  for (std::size_t s = 0; s < roles.size(); ++s) {
    d.names.push_back(std::string(1, static_cast<char>('A' + s)));
    Stake stake;
    if (roles[s] == Role::AllIn) stake.committed = levels[next++];
    if (roles[s] == Role::Caller) stake.committed = top;
    if (roles[s] == Role::Folded) {
      stake.committed = amount(1, top / rules.amount_unit - 1);
      stake.folded = true;
    }
    d.stakes.push_back(stake);
  }
  d.button = static_cast<int>(rng.between(0, players - 1));

  // The deck, shuffled (Fisher-Yates); the board first, then two cards a player still in.
  std::vector<Card> deck;
  for (int i = 0; i < kCardCount; ++i) deck.push_back(*Card::from_index(i));
  for (std::size_t i = deck.size(); i > 1; --i)
    std::swap(deck[i - 1],
              deck[static_cast<std::size_t>(rng.between(0, static_cast<std::int64_t>(i) - 1))]);
  std::size_t top_card = 0;
  const auto deal = [&] { return deck[top_card++]; };
  for (int i = 0; i < 5; ++i) d.board.push_back(deal());
  std::vector<int> in;
  for (int s = 0; s < players; ++s) {
    if (d.stakes[static_cast<std::size_t>(s)].folded) {
      d.hole.emplace_back();
      continue;
    }
    in.push_back(s);
    d.hole.emplace_back(std::vector<Card>{deal(), deal()});
  }
  // A tie on purpose: a second player holds the same ranks in other suits, when the deck has them.
  if (in.size() >= 2 && rng.chance(rules.tie_percent)) {
    const auto a = static_cast<std::size_t>(in.front());
    const auto b = static_cast<std::size_t>(
        in[static_cast<std::size_t>(rng.between(1, static_cast<std::int64_t>(in.size()) - 1))]);
    std::vector<Card> same;
    for (Card want : *d.hole[a]) {
      for (std::size_t k = top_card; k < deck.size(); ++k)
        if (deck[k].rank() == want.rank()) {
          same.push_back(deck[k]);
          std::swap(deck[k], deck[top_card++]);
          break;
        }
    }
    if (same.size() == 2) d.hole[b] = same;
  }

  auto split = split_pots(d.stakes, 0);
  if (!split) return std::nullopt;
  d.split = std::move(split).value();
  if (!d.split.returns.empty()) return std::nullopt;  // nothing goes back: the pots are the game
  CardsSpec cards;
  cards.any = true;
  cards.hole = d.hole;
  cards.board = d.board;
  cards.boards = {d.board};
  std::vector<bool> is_in(static_cast<std::size_t>(players), false);
  for (int s : in) is_in[static_cast<std::size_t>(s)] = true;
  auto shown = card_showdown(cards, d.split, is_in, d.button, d.unit);
  if (!shown || !shown.value().complete) return std::nullopt;
  d.awards = std::move(shown).value().awards;
  if (!d.awards.undecided_pots.empty()) return std::nullopt;

  // The level's lesson: side pots where promised, a split, an odd chip.
  const auto& aw = d.awards.awards;
  const bool split_pot =
      std::any_of(aw.begin(), aw.end(), [](const Award& x) { return x.winners.size() > 1; });
  const bool odd = std::any_of(aw.begin(), aw.end(), [](const Award& x) {
    return x.amounts.size() > 1 && x.amounts.front() != x.amounts.back();
  });
  if (all_in > 0 && d.split.pots.size() < 2) return std::nullopt;
  if (rules.tie_required && !split_pot) return std::nullopt;
  if (rules.odd_wanted && rng.chance(60) && !odd) return std::nullopt;
  return d;
}

}  // namespace

WinnerDrill winner_drill(std::uint64_t seed, int level) {
  level = std::clamp(level, 1, 5);
  DrillRng rng(seed ^ (0x5000ull + static_cast<std::uint64_t>(level)));
  for (int tries = 0; tries < 3000; ++tries)
    if (auto d = attempt(rng, seed, level)) return std::move(*d);
  return {};
}

std::vector<Chips> collected(const WinnerDrill& drill) {
  std::vector<Chips> out(drill.names.size(), 0);
  for (const Award& a : drill.awards.awards)
    for (std::size_t i = 0; i < a.winners.size(); ++i)
      out[static_cast<std::size_t>(a.winners[i])] += a.amounts[i];
  return out;
}

std::vector<int> winners_of(const WinnerDrill& drill, int pot) {
  for (const Award& a : drill.awards.awards)
    if (a.pot == pot) return a.winners;
  return {};
}

}  // namespace tapis

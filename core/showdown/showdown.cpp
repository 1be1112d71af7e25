#include "core/showdown/showdown.hpp"

#include <algorithm>

#include "core/base/field_path.hpp"

namespace tapis {

std::string_view category_id(Category c) {
  switch (c) {
    case Category::None:
      return "none";
    case Category::HighCard:
      return "high-card";
    case Category::Pair:
      return "pair";
    case Category::TwoPair:
      return "two-pair";
    case Category::ThreeOfAKind:
      return "three-of-a-kind";
    case Category::Straight:
      return "straight";
    case Category::Flush:
      return "flush";
    case Category::FullHouse:
      return "full-house";
    case Category::FourOfAKind:
      return "four-of-a-kind";
    case Category::StraightFlush:
      return "straight-flush";
  }
  return "none";
}

AwardResult award_runs(const PotSplit& split, const std::vector<Strength>& by_run, int button,
                       Chips unit) {
  if (by_run.size() == 1) return award_pots(split, by_run[0], button, unit);
  AwardResult out;
  const std::size_t runs = by_run.size();
  for (std::size_t r = 0; r < runs; ++r) {
    PotSplit half = split;
    for (auto& pot : half.pots)
      if (pot.eligible.size() > 1) pot.amount = split_amount(pot.amount, runs, unit)[r];
    AwardResult part = award_pots(half, by_run[r], button, unit);
    for (auto& a : part.awards) {
      if (!a.contested) {
        if (r == 0) out.awards.push_back(a);  // one player left: no board decides it
        continue;
      }
      a.run = static_cast<int>(r) + 1;
      out.awards.push_back(a);
    }
    for (int p : part.undecided_pots)
      if (std::find(out.undecided_pots.begin(), out.undecided_pots.end(), p) ==
          out.undecided_pots.end())
        out.undecided_pots.push_back(p);
  }
  // The dealer's order: last side pot first, and within a pot the first run first. A pot has one
  // award a run (one in all when uncontested), so (pot, run) orders them all: std::sort is as
  // good as a stable sort here, and its code is 3 KB smaller in the page's module.
  std::sort(out.awards.begin(), out.awards.end(), [](const Award& a, const Award& b) {
    return a.pot != b.pot ? a.pot > b.pot : a.run < b.run;
  });
  return out;
}

Result<ShowdownResult> card_showdown(const CardsSpec& cards, const PotSplit& split,
                                     const std::vector<bool>& in, int button, Chips unit) {
  ShowdownResult out;
  out.complete = true;
  std::vector<Strength> by_run;
  for (const auto& board : cards.boards) {
    if (board.size() < 5) out.complete = false;
    std::vector<std::optional<HandEval>> hands(in.size());
    Strength strength(in.size());
    for (std::size_t s = 0; s < in.size(); ++s) {
      if (!cards.hole[s]) continue;
      auto eval = rank_hand(cards.rules, *cards.hole[s], board);
      if (!eval) return at_field(eval.error(), field_path(index_path("players", s), "cards"));
      if (!in[s]) continue;  // a folded hand is dead: its cards only count as used
      if (eval.value().category != Category::None) hands[s] = eval.value();
      if (board.size() == 5) strength[s] = static_cast<std::int64_t>(eval.value().value.raw);
    }
    out.hands.push_back(std::move(hands));
    by_run.push_back(std::move(strength));
  }
  out.awards = award_runs(split, by_run, button, unit);
  return out;
}

}  // namespace tapis

#pragma once
#include <array>
#include <string>
#include <string_view>

#include "core/cards/card.hpp"
#include "core/cards/evaluator.hpp"

namespace tapis {

enum class Lang : std::uint8_t { En, Fr };

// A hand's description as data, so a page can localize it: the category and the ranks that
// name it, most significant first (full house: trips, pair; two pair: high, low, kicker;
// pair: pair, kickers; straight and straight flush: top card; high card and flush: all five).
struct HandParts {
  Category category = Category::None;
  std::array<Rank, 5> ranks{};
  int count = 0;
};

HandParts hand_parts(const BestHand& best);

// "Full house, fives full of eights" / "Full aux cinq par les huit".
std::string describe(const HandParts& parts, Lang lang);

// "Straight" / "Quinte".
std::string_view category_name(Category category, Lang lang);
// "ace" / "as"; plural: "aces" / "as".
std::string_view rank_name(Rank rank, Lang lang, bool plural = false);

}  // namespace tapis

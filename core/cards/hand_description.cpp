#include "core/cards/hand_description.hpp"

namespace tapis {
namespace {

constexpr std::array<std::string_view, kRankCount> kEnglish = {
    "two",  "three", "four", "five",  "six",  "seven", "eight",
    "nine", "ten",   "jack", "queen", "king", "ace"};
constexpr std::array<std::string_view, kRankCount> kEnglishPlural = {
    "twos",  "threes", "fours", "fives",  "sixes", "sevens", "eights",
    "nines", "tens",   "jacks", "queens", "kings", "aces"};
constexpr std::array<std::string_view, kRankCount> kFrench = {
    "deux", "trois", "quatre", "cinq", "six", "sept", "huit",
    "neuf", "dix",   "valet",  "dame", "roi", "as"};
constexpr std::array<std::string_view, kRankCount> kFrenchPlural = {
    "deux", "trois", "quatre", "cinq",  "six",  "sept", "huit",
    "neuf", "dix",   "valets", "dames", "rois", "as"};

std::string en(Rank r, bool plural = false) {
  return std::string(rank_name(r, Lang::En, plural));
}
std::string fr(Rank r, bool plural = false) {
  return std::string(rank_name(r, Lang::Fr, plural));
}

// French contracts its articles: "d'as" but "de rois"; "à l'as", "à la dame", "au roi" ("huit"
// takes no elision: "de huit", "au huit").
std::string fr_of(Rank r) {
  return r == Rank::Ace ? "d'as" : "de " + fr(r, true);
}
std::string fr_at(Rank r) {
  if (r == Rank::Ace) return "à l'as";
  if (r == Rank::Queen) return "à la dame";
  return "au " + fr(r);
}

std::string describe_en(const HandParts& p) {
  const auto& r = p.ranks;
  switch (p.category) {
    case Category::None:
      return "No hand yet";
    case Category::HighCard:
      return "High card, " + en(r[0]);
    case Category::Pair:
      return "Pair of " + en(r[0], true);
    case Category::TwoPair:
      return "Two pair, " + en(r[0], true) + " and " + en(r[1], true);
    case Category::ThreeOfAKind:
      return "Three of a kind, " + en(r[0], true);
    case Category::Straight:
      return "Straight, " + en(r[0]) + " high";
    case Category::Flush:
      return "Flush, " + en(r[0]) + " high";
    case Category::FullHouse:
      return "Full house, " + en(r[0], true) + " full of " + en(r[1], true);
    case Category::FourOfAKind:
      return "Four of a kind, " + en(r[0], true);
    case Category::StraightFlush:
      return r[0] == Rank::Ace ? "Royal flush" : "Straight flush, " + en(r[0]) + " high";
  }
  return {};
}

std::string describe_fr(const HandParts& p) {
  const auto& r = p.ranks;
  switch (p.category) {
    case Category::None:
      return "Pas encore de main";
    case Category::HighCard:
      return "Carte haute, " + fr(r[0]);
    case Category::Pair:
      return "Paire " + fr_of(r[0]);
    case Category::TwoPair:
      return "Double paire, " + fr(r[0], true) + " et " + fr(r[1], true);
    case Category::ThreeOfAKind:
      return "Brelan " + fr_of(r[0]);
    case Category::Straight:
      return "Quinte " + fr_at(r[0]);
    case Category::Flush:
      return "Couleur " + fr_at(r[0]);
    case Category::FullHouse:
      return "Full aux " + fr(r[0], true) + " par les " + fr(r[1], true);
    case Category::FourOfAKind:
      return "Carré " + fr_of(r[0]);
    case Category::StraightFlush:
      return r[0] == Rank::Ace ? "Quinte flush royale" : "Quinte flush " + fr_at(r[0]);
  }
  return {};
}

}  // namespace

std::string_view rank_name(Rank rank, Lang lang, bool plural) {
  const auto i = static_cast<std::size_t>(rank) % kRankCount;
  if (lang == Lang::Fr) return plural ? kFrenchPlural[i] : kFrench[i];
  return plural ? kEnglishPlural[i] : kEnglish[i];
}

std::string_view category_name(Category category, Lang lang) {
  constexpr std::array<std::string_view, 10> kEn = {
      "No hand",  "High card", "Pair",       "Two pair",       "Three of a kind",
      "Straight", "Flush",     "Full house", "Four of a kind", "Straight flush"};
  constexpr std::array<std::string_view, 10> kFr = {
      "Pas de main", "Carte haute", "Paire", "Double paire", "Brelan",
      "Quinte",      "Couleur",     "Full",  "Carré",        "Quinte flush"};
  const auto i = static_cast<std::size_t>(category) % kEn.size();
  return lang == Lang::Fr ? kFr[i] : kEn[i];
}

HandParts hand_parts(const BestHand& best) {
  HandParts parts;
  parts.category = category(best.value);
  if (best.count != 5) return parts;
  const bool straight =
      parts.category == Category::Straight || parts.category == Category::StraightFlush;
  for (Card c : best.cards) {
    if (parts.count > 0 && (straight || parts.ranks[parts.count - 1] == c.rank())) continue;
    parts.ranks[parts.count++] = c.rank();
  }
  return parts;
}

std::string describe(const HandParts& parts, Lang lang) {
  return lang == Lang::Fr ? describe_fr(parts) : describe_en(parts);
}

}  // namespace tapis

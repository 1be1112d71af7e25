#include "core/cards/card.hpp"

#include <cctype>

namespace tapis {
namespace {

constexpr std::string_view kRankChars = "23456789TJQKA";
constexpr std::string_view kSuitChars = "shdc";
// Black and white suit symbols share one UTF-8 prefix: U+2660..U+2667 are E2 99 A0..A7.
constexpr std::string_view kSymbolPrefix = "\xE2\x99";
constexpr std::string_view kVariationSelector = "\xEF\xB8\x8F";  // U+FE0F, as in "♠️"

bool is_separator(char c) {
  return c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r';
}

std::optional<Suit> symbol_suit(unsigned char last) {
  switch (last) {
    case 0xA0:
    case 0xA4:
      return Suit::Spades;  // ♠ ♤
    case 0xA5:
    case 0xA1:
      return Suit::Hearts;  // ♥ ♡
    case 0xA6:
    case 0xA2:
      return Suit::Diamonds;  // ♦ ♢
    case 0xA3:
    case 0xA7:
      return Suit::Clubs;  // ♣ ♧
    default:
      return std::nullopt;
  }
}

// Reads one card at text[pos]; on success advances pos past it.
std::optional<Card> read_card(std::string_view text, std::size_t& pos) {
  std::size_t p = pos;
  if (p >= text.size()) return std::nullopt;
  std::optional<Rank> rank;
  if (text.substr(p, 2) == "10") {
    rank = Rank::Ten;
    p += 2;
  } else {
    const auto at =
        kRankChars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(text[p]))));
    if (at == std::string_view::npos) return std::nullopt;
    rank = static_cast<Rank>(at);
    p += 1;
  }
  if (p >= text.size()) return std::nullopt;
  std::optional<Suit> suit;
  const auto letter =
      kSuitChars.find(static_cast<char>(std::tolower(static_cast<unsigned char>(text[p]))));
  if (letter != std::string_view::npos) {
    suit = static_cast<Suit>(letter);
    p += 1;
  } else if (text.substr(p, 2) == kSymbolPrefix && p + 2 < text.size()) {
    suit = symbol_suit(static_cast<unsigned char>(text[p + 2]));
    p += 3;
    if (text.substr(p, kVariationSelector.size()) == kVariationSelector)
      p += kVariationSelector.size();
  }
  if (!suit) return std::nullopt;
  pos = p;
  return Card(*rank, *suit);
}

// The text that failed: from `pos` to the next separator, for the error message.
std::string_view bad_token(std::string_view text, std::size_t pos) {
  std::size_t end = pos;
  while (end < text.size() && !is_separator(text[end])) ++end;
  return text.substr(pos, end - pos);
}

Error unknown_card(std::string_view token) {
  return error("cards.unknown").text("text", std::string(token));
}

}  // namespace

char rank_char(Rank rank) {
  return kRankChars[static_cast<std::size_t>(rank)];
}
char suit_char(Suit suit) {
  return kSuitChars[static_cast<std::size_t>(suit)];
}

std::string_view suit_symbol(Suit suit) {
  switch (suit) {
    case Suit::Spades:
      return "♠";
    case Suit::Hearts:
      return "♥";
    case Suit::Diamonds:
      return "♦";
    case Suit::Clubs:
      return "♣";
  }
  return "?";
}

std::string to_string(Card card) {
  return {rank_char(card.rank()), suit_char(card.suit())};
}

std::string to_symbol_string(Card card) {
  std::string s = card.rank() == Rank::Ten ? "10" : std::string(1, rank_char(card.rank()));
  s += suit_symbol(card.suit());
  return s;
}

std::string to_string(std::span<const Card> cards) {
  std::string s;
  for (Card c : cards) {
    if (!s.empty()) s += ' ';
    s += to_string(c);
  }
  return s;
}

std::string to_symbol_string(std::span<const Card> cards) {
  std::string s;
  for (Card c : cards) {
    if (!s.empty()) s += ' ';
    s += to_symbol_string(c);
  }
  return s;
}

Result<Card> parse_card(std::string_view text) {
  std::size_t begin = 0, end = text.size();
  while (begin < end && is_separator(text[begin])) ++begin;
  while (end > begin && is_separator(text[end - 1])) --end;
  const std::string_view trimmed = text.substr(begin, end - begin);
  std::size_t pos = 0;
  const auto card = read_card(trimmed, pos);
  if (!card || pos != trimmed.size()) return unknown_card(trimmed);
  return *card;
}

Result<std::vector<Card>> parse_cards(std::string_view text) {
  std::vector<Card> cards;
  std::size_t pos = 0;
  while (true) {
    while (pos < text.size() && is_separator(text[pos])) ++pos;
    if (pos == text.size()) break;
    const std::size_t start = pos;
    const auto card = read_card(text, pos);
    if (!card) return unknown_card(bad_token(text, start));
    for (Card seen : cards) {
      if (seen == *card) return error("cards.duplicate").list("card", {to_string(*card)});
    }
    cards.push_back(*card);
  }
  return cards;
}

std::optional<Card> find_duplicate(std::span<const Card> a, std::span<const Card> b) {
  CardSet seen;
  for (std::span<const Card> list : {a, b}) {
    for (Card c : list) {
      if (seen.contains(c)) return c;
      seen = seen.with(c);
    }
  }
  return std::nullopt;
}

}  // namespace tapis

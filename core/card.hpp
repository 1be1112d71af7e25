#pragma once
#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace tapis {

// Two is the lowest rank; the ace also plays low in the wheel (A-2-3-4-5), which the evaluator
// handles, so it has a single value here.
enum class Rank : std::uint8_t { Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace };
// Suits never rank in poker (guide 001, "Départage"); this order only fixes the card index.
enum class Suit : std::uint8_t { Spades, Hearts, Diamonds, Clubs };

inline constexpr int kRankCount = 13;
inline constexpr int kSuitCount = 4;
inline constexpr int kCardCount = 52;

// A card is one byte, index = rank * 4 + suit (0..51), so a card can index a 52-entry table.
class Card {
 public:
  constexpr Card() = default;  // the two of spades
  constexpr Card(Rank rank, Suit suit)
      : index_(static_cast<std::uint8_t>(static_cast<int>(rank) * kSuitCount +
                                         static_cast<int>(suit))) {}
  // nullopt unless 0 <= index < 52.
  static constexpr std::optional<Card> from_index(int index) {
    if (index < 0 || index >= kCardCount) return std::nullopt;
    return Card(static_cast<std::uint8_t>(index));
  }

  constexpr int index() const { return index_; }
  constexpr Rank rank() const { return static_cast<Rank>(index_ / kSuitCount); }
  constexpr Suit suit() const { return static_cast<Suit>(index_ % kSuitCount); }

  friend constexpr auto operator<=>(Card, Card) = default;

 private:
  explicit constexpr Card(std::uint8_t index) : index_(index) {}
  std::uint8_t index_ = 0;
};

// "2".."9", "T", "J", "Q", "K", "A" and "s", "h", "d", "c".
char rank_char(Rank rank);
char suit_char(Suit suit);
// "♠", "♥", "♦", "♣" (UTF-8).
std::string_view suit_symbol(Suit suit);

// "As", "Td".
std::string to_string(Card card);
// "A♠", "10♦": for people, with the suit symbol and "10" rather than "T".
std::string to_symbol_string(Card card);
// Space-separated: "As Kd".
std::string to_string(std::span<const Card> cards);
std::string to_symbol_string(std::span<const Card> cards);

// One card: a rank (2-9, T or 10, J, Q, K, A; any case) then a suit letter (s, h, d, c; any case)
// or symbol (♠♥♦♣ or ♤♡♢♧). Error "cards.unknown" names the text.
Result<Card> parse_card(std::string_view text);

// A list, with or without separators (spaces, commas): "As Kd", "AsKd", "A♠ K♦", "10h,9h".
// An empty list is valid (e.g. no board yet). Errors: "cards.unknown" names the bad text,
// "cards.duplicate" names the card given twice.
Result<std::vector<Card>> parse_cards(std::string_view text);

// The first card that appears twice across the given lists, if any.
std::optional<Card> find_duplicate(std::span<const Card> a, std::span<const Card> b = {});

}  // namespace tapis

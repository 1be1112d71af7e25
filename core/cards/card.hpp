#pragma once
#include <bit>
#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/error.hpp"

namespace tapis {

// Two is the lowest rank; the ace also plays low in the wheel (A-2-3-4-5), which the evaluator
// handles, so it has a single value here.
enum class Rank : std::uint8_t {
  Two,
  Three,
  Four,
  Five,
  Six,
  Seven,
  Eight,
  Nine,
  Ten,
  Jack,
  Queen,
  King,
  Ace
};
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

// A set of cards in one 64-bit word, bit 16 * suit + rank: each suit's ranks form a 13-bit lane,
// which is what a flush needs. The natural form for equity loops (board | hole cards).
class CardSet {
 public:
  static constexpr std::uint64_t kValidBits = 0x1FFF'1FFF'1FFF'1FFFull;

  constexpr CardSet() = default;
  // Bits outside the 52 card positions are dropped.
  explicit constexpr CardSet(std::uint64_t bits) : bits_(bits & kValidBits) {}
  static constexpr CardSet of(std::span<const Card> cards) {
    CardSet set;
    for (Card c : cards) set = set.with(c);
    return set;
  }

  static constexpr std::uint64_t bit(Card card) {
    return std::uint64_t{1} << (16 * static_cast<int>(card.suit()) + static_cast<int>(card.rank()));
  }
  constexpr CardSet with(Card card) const { return CardSet(bits_ | bit(card)); }
  constexpr bool contains(Card card) const { return (bits_ & bit(card)) != 0; }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr std::uint64_t bits() const { return bits_; }
  // The ranks held in one suit: bit r for rank r.
  constexpr std::uint32_t suit_ranks(Suit suit) const {
    return static_cast<std::uint32_t>(bits_ >> (16 * static_cast<int>(suit))) & 0x1FFF;
  }

  friend constexpr CardSet operator|(CardSet a, CardSet b) { return CardSet(a.bits_ | b.bits_); }
  friend constexpr bool operator==(CardSet, CardSet) = default;

 private:
  std::uint64_t bits_ = 0;
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

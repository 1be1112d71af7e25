#pragma once
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <span>
#include <type_traits>

#include "core/cards/card.hpp"

namespace tapis {

// Pineapple is hold'em once a hole card is discarded (guide 001: "Crazy Pineapple").
enum class Game : std::uint8_t { Holdem, Omaha, ShortDeck, Pineapple };

// Short-deck rooms disagree on straight versus three of a kind; Triton, the default, ranks the
// straight higher. Standard games ignore the option.
struct Rules {
  Game game = Game::Holdem;
  bool trips_beat_straight = false;
};

// Hole cards that play at showdown: 2, 4 (Omaha), 2, 2 (pineapple keeps two).
int hole_card_count(Game game);
// Hole cards dealt: as above, but pineapple deals 3 and discards one after the flop.
int dealt_hole_card_count(Game game);
// Short deck removes the 2s through 5s (guide 001): 36 cards.
bool in_deck(Game game, Card card);
int deck_size(Game game);

enum class Category : std::uint8_t {
  None,  // fewer than five cards to play: no showdown value yet
  HighCard,
  Pair,
  TwoPair,
  ThreeOfAKind,
  Straight,
  Flush,
  FullHouse,
  FourOfAKind,
  StraightFlush,  // a royal flush is the ace-high straight flush
};

// A five-card hand's strength: higher is better, equal values split. Comparable between players of
// the same game (rules). raw = slot << 12 | index within the category; the slots leave gaps so one
// slot-to-category map serves every game even though short deck reorders the categories.
// 0 = no value. A standard deck has 7,462 distinct values.
struct HandValue {
  std::uint16_t raw = 0;
  friend constexpr auto operator<=>(HandValue, HandValue) = default;
};

Category category(HandValue value);

// The incremental key of a set of cards: adding a card is two integer operations, so nested loops
// over a deck value each hand with one add and two table reads.
//  sum:   low 32 bits, the sum of per-rank keys (unique for every multiset of up to 7 ranks), and
//         at bits 32..47 one 4-bit counter per suit, biased by 3 so a fifth card sets the
//         counter's top bit (a flush).
//  mask:  the cards as CardSet bits (16 * suit + rank), to read the flush suit's ranks.
struct HandKey {
  std::uint64_t sum = kSuitBias;
  std::uint64_t mask = 0;

  static constexpr std::uint64_t kSuitBias = 0x3333ull << 32;
  static constexpr std::uint64_t kFlushBits = 0x8888ull << 32;
};

namespace eval_detail {
// Smallest increasing keys whose sums are unique over all multisets of at most 7 ranks with at
// most 4 of each (found by a greedy search). Sums stay below 7 * 3453520 < 2^25.
inline constexpr std::array<std::uint32_t, kRankCount> kRankKeys = {
    1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453, 1526359, 3453520};

constexpr std::array<std::uint64_t, kCardCount> card_keys() {
  std::array<std::uint64_t, kCardCount> keys{};
  for (int i = 0; i < kCardCount; ++i)
    keys[i] = kRankKeys[i / kSuitCount] | (std::uint64_t{1} << (32 + 4 * (i % kSuitCount)));
  return keys;
}
inline constexpr std::array<std::uint64_t, kCardCount> kCardKeys = card_keys();

// Two adjacent cards read as one 16-bit number index the sum of their keys: half the loads for a
// hand given as an array. The table is built with the same byte-to-number read, so the byte
// order of the machine does not matter. 13,108 entries (105 KB), generated at compile time.
inline constexpr std::size_t kPairKeyCount = 51 * 257 + 1;
extern const std::array<std::uint64_t, kPairKeyCount> kPairKeys;

inline std::uint64_t pair_key(const Card* two) {
  static_assert(sizeof(Card) == 1);
  std::uint16_t index;
  std::memcpy(&index, two, sizeof index);
  return kPairKeys[index];
}

// Perfect hash of rank sums (hash-and-displace): a multiply picks a bucket and a slot; the
// bucket's displacement, xor-ed in, sends each of the 73,775 rank multisets of 5-7 cards to its
// own slot. Any 32-bit input lands inside the table, so bad input reads a value, never memory
// out of bounds.
inline constexpr int kBucketBits = 13;
inline constexpr int kSlotBits = 17;
inline constexpr std::uint64_t kHashMultiplier = 0xD6E8FEB86659FD93ull;

constexpr std::uint32_t rank_bucket(std::uint32_t rank_sum) {
  return static_cast<std::uint32_t>((rank_sum * kHashMultiplier) >> (64 - kBucketBits));
}
constexpr std::uint32_t rank_slot(std::uint32_t rank_sum) {
  return static_cast<std::uint32_t>((rank_sum * kHashMultiplier) >>
                                    (64 - kBucketBits - kSlotBits)) &
         ((1u << kSlotBits) - 1);
}
}  // namespace eval_detail

constexpr HandKey add(HandKey key, Card card) {
  return {key.sum + eval_detail::kCardKeys[card.index()], key.mask | CardSet::bit(card)};
}

constexpr HandKey make_key(std::span<const Card> cards) {
  HandKey key;
  for (Card c : cards) key = add(key, c);
  return key;
}

// Values of 5, 6 or 7 distinct cards, best five of them (any may play: hold'em, short deck,
// pineapple). Three forms of the same value; tables are built on first use per ranking.
class Evaluator {
 public:
  static const Evaluator& of(Rules rules);

  // Incremental: one add per card, then one perfect-hash lookup (or a lane lookup for a flush).
  HandValue value(HandKey key) const {
    if (key.sum & HandKey::kFlushBits) [[unlikely]]
      return flush_value(key.sum, key.mask);
    return rank_value(static_cast<std::uint32_t>(key.sum));
  }

  // A card array: keys are summed two cards at a time and the set is built only for a flush.
  // Fewer than 5 or more than 7 cards: HandValue{}.
  HandValue value(std::span<const Card> cards) const {
    using eval_detail::kCardKeys;
    using eval_detail::pair_key;
    const std::size_t n = cards.size();
    if (n < 5 || n > 7) return {};
    const Card* c = cards.data();
    std::uint64_t sum = HandKey::kSuitBias + pair_key(c) + pair_key(c + 2);
    sum += n == 5 ? kCardKeys[c[4].index()] : pair_key(c + 4);
    if (n == 7) sum += kCardKeys[c[6].index()];
    if (sum & HandKey::kFlushBits) [[unlikely]]
      return flush_value(sum, cards);  // out of line: keeps this small enough to inline
    return rank_value(static_cast<std::uint32_t>(sum));
  }

  // A card set, without branches: each suit's 13-bit lane reads its rank-key sum (low 32 bits)
  // and, for five or more ranks, its flush value (high 32 bits). At most one suit of 7 cards
  // flushes, and a flush beats whatever else the ranks make (see flush_value), so the value is the
  // larger of the two. The lanes are read as the set's four 16-bit words (bits 13-15 of each are
  // always clear, see CardSet): from memory that is four narrow loads, no shifts or masks. Their
  // order in memory does not matter: the lanes are summed.
  HandValue value(const CardSet& cards) const {
    static_assert(std::is_trivially_copyable_v<CardSet> && sizeof(CardSet) == 8);
    std::uint16_t lane[4];
    std::memcpy(lane, &cards, sizeof lane);
    const std::uint64_t lanes =
        lanes_[lane[0]] + lanes_[lane[1]] + lanes_[lane[2]] + lanes_[lane[3]];
    const HandValue ranks = rank_value(static_cast<std::uint32_t>(lanes));
    const HandValue flush{static_cast<std::uint16_t>(lanes >> 32)};
    return flush > ranks ? flush : ranks;
  }

  // Start-up cost of the tables, for the benchmark.
  struct BuildStats {
    double milliseconds = 0;
    std::size_t bytes = 0;
  };
  static BuildStats build_stats(Rules rules);

 private:
  Evaluator(const std::uint16_t* displacement, const std::uint16_t* ranks,
            const std::uint64_t* lanes)
      : displacement_(displacement), ranks_(ranks), lanes_(lanes) {}
  static Evaluator build(Rules rules);

  HandValue rank_value(std::uint32_t rank_sum) const {
    return HandValue{ranks_[eval_detail::rank_slot(rank_sum) ^
                            displacement_[eval_detail::rank_bucket(rank_sum)]]};
  }
  // With 7 cards a five-card suit leaves too few cards for quads or a full house, so the flush
  // suit's best five is the hand (and short deck ranks the flush above the full house).
  HandValue flush_value(std::uint64_t sum, std::uint64_t mask) const {
    // The suit's counter top bit is bit 32 + 4 * suit + 3; its ranks sit at mask bit 16 * suit.
    const int shift = (std::countr_zero(sum & HandKey::kFlushBits) - 35) * 4;
    return HandValue{static_cast<std::uint16_t>(lanes_[(mask >> shift) & 0x1FFF] >> 32)};
  }

  HandValue flush_value(std::uint64_t sum, std::span<const Card> cards) const;

  const std::uint16_t* displacement_;
  const std::uint16_t* ranks_;  // HandValue::raw by perfect-hash slot of the rank sum
  const std::uint64_t* lanes_;  // by a suit's 13-bit rank mask: rank-key sum | flush value << 32
};

// Omaha (guide 001): exactly two of the hole cards with exactly three of the board, each 2 + 3
// combination valued as a five-card hand. Needs 2 to 6 hole cards and 3 to 5 board cards, else
// HandValue{}.
HandValue omaha_value(const Evaluator& evaluator, std::span<const Card> hole,
                      std::span<const Card> board);

// The showdown value under the game's rules, without validation (see rank_hand for that):
// HandValue{} when fewer than five cards can play.
HandValue showdown_value(Rules rules, std::span<const Card> hole, std::span<const Card> board);

// The five cards that make the showdown value, ordered for display: the cards that make the
// combination first (trips before the pair, higher pair first), then kickers high to low;
// straights from their top card (the wheel ends with its ace).
struct BestHand {
  HandValue value;
  std::array<Card, 5> cards{};
  int count = 0;  // 5, or 0 when there is no value
};
BestHand best_hand(Rules rules, std::span<const Card> hole, std::span<const Card> board);

}  // namespace tapis

#pragma once
#include <algorithm>
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
//  sum:  bits 0..31, the rank sum: the sum of per-rank keys (see kRankKeys), under 2^28 for up to
//        seven cards; bits 35..50, one 4-bit counter per suit, biased by 3 so a fifth card sets
//        the counter's top bit (a flush).
//  mask: the cards as CardSet bits (16 * suit + rank), to read the flush suit's ranks.
struct HandKey {
  static constexpr int kSuitShift = 35;
  static constexpr std::uint64_t kSuitBias = 0x3333ull << kSuitShift;
  static constexpr std::uint64_t kFlushBits = 0x8888ull << kSuitShift;

  std::uint64_t sum = kSuitBias;
  std::uint64_t mask = 0;
};

namespace eval_detail {
// The perfect hash below reads rows of 2^kRowShift rank sums.
inline constexpr int kRowShift = 12;

// A rank's key is its column key plus kCountKey, so the sum of a hand's keys is the sum of its
// column keys plus kCountKey times its card count. The column keys' sums name the rank multisets
// of 5-7 ranks with at most 4 of each (each is unique among them); kCountKey then puts the sums
// of 7 cards in rows of their own, above those of 6 and 5 cards, so the 7-card rows can be
// packed first, apart (see pack_rows): a 7-card hand reads 135 KB of values and 31 KB of row
// offsets, against 237 + 31 KB with its rows shared with 5- and 6-card sums. On a VM with 512 KiB
// of L2 a core, 16-byte hands went from 0.82-0.99 of OMPEval's speed to 1.00-1.14 (paired ratios,
// each in one run: docs/engine.md, bench/RESULTS.md).
// Each column key is a row part times 2^kRowShift plus a column part, found by a search
// (bench/rank-keys/search.cpp) for the fewest bytes a hand's lookup can reach once packed.
inline constexpr std::array<std::uint32_t, kRankCount> kColumnKeys = {
    4096,    12537,   40963,   114695,  328590,  820555, 1966473,
    4096020, 4341805, 4464742, 4505830, 4535474, 4568206};
// The rows, under a count key, of the smallest 7-card sum (four 2s and three 3s) and of the
// largest 6-card one (four aces and two kings): the column keys ascend.
static_assert(std::is_sorted(kColumnKeys.begin(), kColumnKeys.end()));
constexpr std::uint32_t lowest_seven_card_row(std::uint32_t count_key) {
  return (4 * (kColumnKeys[0] + count_key) + 3 * (kColumnKeys[1] + count_key)) >> kRowShift;
}
constexpr std::uint32_t highest_six_card_row(std::uint32_t count_key) {
  return (4 * (kColumnKeys[12] + count_key) + 2 * (kColumnKeys[11] + count_key)) >> kRowShift;
}
// The smallest multiple of 2^kRowShift that puts the 7-card sums in rows above the 6-card ones.
inline constexpr std::uint32_t kCountKey = 6663u << kRowShift;
static_assert(lowest_seven_card_row(kCountKey) > highest_six_card_row(kCountKey));
static_assert(lowest_seven_card_row(kCountKey - (1u << kRowShift)) <=
              highest_six_card_row(kCountKey - (1u << kRowShift)));

constexpr std::array<std::uint32_t, kRankCount> rank_keys() {
  std::array<std::uint32_t, kRankCount> keys{};
  for (int r = 0; r < kRankCount; ++r) keys[r] = kColumnKeys[r] + kCountKey;
  return keys;
}
inline constexpr std::array<std::uint32_t, kRankCount> kRankKeys = rank_keys();

// The largest rank sum of at most 7 cards (repeats included: seven aces): the row offsets below
// cover every sum up to it. kSevenCardRow: the first row of 7-card sums; it and the rows above
// hold nothing else.
inline constexpr std::uint32_t kMaxRankSum = 7 * kRankKeys[kRankCount - 1];
inline constexpr std::uint32_t kSevenCardRow = lowest_seven_card_row(kCountKey);

constexpr std::array<std::uint64_t, kCardCount> card_keys() {
  std::array<std::uint64_t, kCardCount> keys{};
  for (int i = 0; i < kCardCount; ++i)
    keys[i] = kRankKeys[i / kSuitCount] | std::uint64_t{1}
                                              << (HandKey::kSuitShift + 4 * (i % kSuitCount));
  return keys;
}
inline constexpr std::array<std::uint64_t, kCardCount> kCardKeys = card_keys();

// CardSet::bit of each card, for the rare flush read from a card array.
constexpr std::array<std::uint64_t, kCardCount> card_bits() {
  std::array<std::uint64_t, kCardCount> bits{};
  for (int i = 0; i < kCardCount; ++i) bits[i] = CardSet::bit(*Card::from_index(i));
  return bits;
}
inline constexpr std::array<std::uint64_t, kCardCount> kCardBits = card_bits();

// Two adjacent cards of an array, read as one 16-bit number, index the sum of their keys (a table
// built on first use, see Evaluator::value): half the loads and a shorter chain of adds. Each entry
// also carries a third of the suit bias (0x3333 = 3 * 0x1111), so three pairs carry all of it.
// 51 * 257 + 1 entries: every number two bytes below 52 make, in either byte order.
inline constexpr std::size_t kPairKeyCount = 51 * 257 + 1;
inline constexpr std::uint64_t kPairBias = 0x1111ull << HandKey::kSuitShift;
static_assert(3 * kPairBias == HandKey::kSuitBias);

inline std::uint16_t pair_index(const Card* two) {
  static_assert(sizeof(Card) == 1);
  std::uint16_t index;
  std::memcpy(&index, two, sizeof index);
  return index;
}

// Perfect hash of the rank sum (row displacement, OMPEval's form): the sums fall in rows of
// 2^kRowShift, and each row is moved by its own offset so that the 73,775 rank multisets of 5-7
// cards get entries of their own, packed at start-up. The lookup is a shift, a read and an add:
// one instruction fewer than a hash's bucket and slot, on every hand. The rows cover every sum of
// at most 7 cards (218 KB of offsets); a 7-card hand reads only those from kSevenCardRow on (31
// KB). A key of more than 7 cards reads past them: card sets clamp their sum (value(CardSet)),
// keys and card arrays must stay within 7.
inline constexpr std::size_t kRowCount = (kMaxRankSum >> kRowShift) + 1;
// The values table holds each 13-bit flush lane's value first, then the rank multisets' entries
// (from kRankBase): both paths of a value end in one read of one table, and a flush's index is its
// lane, with nothing to add.
inline constexpr std::uint32_t kRankBase = 0x2000;

constexpr std::uint32_t rank_row(std::uint32_t rank_sum) {
  return rank_sum >> kRowShift;
}

// The tables every ranking shares, filled on the first Evaluator::of and never written again. They
// are static arrays rather than the evaluator's pointers so that their addresses are constants:
// in WASM the address goes into the read's index computation (no add, no register for it), and
// V8, short of registers in a loop, spills less.
//  pair_keys: by pair_index, the two cards' keys + kPairBias.
//  row_offsets: by rank_row, what to add to a rank sum for its index in the values table (mod
//  2^32); rows no hand reaches send their sums inside the table too.
extern std::array<std::uint64_t, kPairKeyCount> pair_keys;
extern std::array<std::uint32_t, kRowCount> row_offsets;

// A rank sum's index in the values table (kMaxRankSum at most): the one lookup of the hash.
inline std::uint32_t rank_entry(std::uint32_t rank_sum) {
  return rank_sum + row_offsets[rank_row(rank_sum)];
}
}  // namespace eval_detail

constexpr HandKey add(HandKey key, Card card) {
  return {key.sum + eval_detail::kCardKeys[card.index()],
          key.mask | eval_detail::kCardBits[card.index()]};
}

constexpr HandKey make_key(std::span<const Card> cards) {
  HandKey key;
  for (Card c : cards) key = add(key, c);
  return key;
}

// Values of 5, 6 or 7 distinct cards, best five of them (any may play: hold'em, short deck,
// pineapple). Three forms of the same value; tables are built on first use per ranking.
//
// Everything a value needs is inline and reads the tables through pointers held by value, so a
// loop over a local copy of the evaluator keeps them in registers: no call, nothing escapes.
class Evaluator {
 public:
  static const Evaluator& of(Rules rules);

  // Incremental: one add per card, then one perfect-hash lookup (for a flush, its suit's lane).
  // A key that add() made from at most seven cards (repeats too) reads inside the tables.
  HandValue value(HandKey key) const {
    std::uint32_t index;
    if (key.sum & HandKey::kFlushBits) [[unlikely]]
      index = flush_index(key.sum, key.mask);
    else
      index = eval_detail::rank_entry(static_cast<std::uint32_t>(key.sum));
    return HandValue{values_[index]};
  }

  // A card array: keys two cards at a time, summed as a tree (the value's chain of dependent
  // operations is what a mispredicted flush branch waits for); the set is built only for a flush
  // (one hand in 33 at random). Fewer than 5 or more than 7 cards: HandValue{}.
  HandValue value(std::span<const Card> cards) const {
    using eval_detail::kCardKeys;
    using eval_detail::pair_index;
    const std::size_t n = cards.size();
    if (n < 5 || n > 7) return {};
    const Card* c = cards.data();
    const auto& pairs = eval_detail::pair_keys;
    const std::uint64_t first = pairs[pair_index(c)] + pairs[pair_index(c + 2)];
    std::uint64_t rest;
    if (n == 5)
      rest = kCardKeys[c[4].index()] + eval_detail::kPairBias;
    else if (n == 6)
      rest = pairs[pair_index(c + 4)];
    else
      rest = pairs[pair_index(c + 4)] + kCardKeys[c[6].index()];
    const std::uint64_t sum = first + rest;
    std::uint32_t index;
    if (sum & HandKey::kFlushBits) [[unlikely]]
      index = flush_index(sum, card_mask(c, n));
    else
      index = eval_detail::rank_entry(static_cast<std::uint32_t>(sum));
    return HandValue{values_[index]};
  }

  // A card set, without branches: each suit's 13-bit lane reads its rank sum (low 32 bits) and,
  // for five or more ranks, its flush value (bits 48..63; the four rank sums' total stays under
  // 2^31, 52 cards included, so nothing reaches bits 32..47). At most one suit of 7 cards flushes,
  // and a flush beats whatever else the ranks make (see flush_index), so the value is the larger of
  // the two. The lanes are the set's four 16-bit words (bits 13-15 of each are always clear, see
  // CardSet), in any order since they are summed, copied one by one: four narrow loads. Copied as
  // one array, GCC loads the set once and splits it with shifts and moves: 10-13 % slower, both
  // forms interleaved in one process (docs/engine.md, "Tried and dropped").
  HandValue value(const CardSet& cards) const {
    static_assert(std::is_trivially_copyable_v<CardSet> && sizeof(CardSet) == 8);
    const auto* words = reinterpret_cast<const unsigned char*>(&cards);
    std::uint16_t l0, l1, l2, l3;
    std::memcpy(&l0, words, sizeof l0);
    std::memcpy(&l1, words + 2, sizeof l1);
    std::memcpy(&l2, words + 4, sizeof l2);
    std::memcpy(&l3, words + 6, sizeof l3);
    const std::uint64_t lanes = lanes_[l0] + lanes_[l1] + lanes_[l2] + lanes_[l3];
    // Over 7 cards the sum may pass kMaxRankSum; clamped, it reads inside (a meaningless value).
    const std::uint32_t sum = std::min(static_cast<std::uint32_t>(lanes), eval_detail::kMaxRankSum);
    // The larger of two plain numbers: as HandValues GCC branched, mispredicted on every flush.
    const std::uint16_t ranks = values_[eval_detail::rank_entry(sum)];
    const auto flush = static_cast<std::uint16_t>(lanes >> 48);
    return HandValue{flush > ranks ? flush : ranks};
  }

  // The value of a flush in one suit's ranks (bit r for rank r, 13 bits): its best five, a
  // straight flush included; HandValue{} under five ranks.
  HandValue suit_value(std::uint32_t ranks) const { return HandValue{values_[ranks & 0x1FFF]}; }

  // Start-up cost of the tables, for the benchmark.
  struct BuildStats {
    double milliseconds = 0;
    std::size_t bytes = 0;
  };
  static BuildStats build_stats(Rules rules);

 private:
  Evaluator(const std::uint16_t* values, const std::uint64_t* lanes)
      : values_(values), lanes_(lanes) {}
  static Evaluator build(Rules rules);

  // With 7 cards a five-card suit leaves too few cards for quads or a full house, so the flush
  // suit's best five is the hand (and short deck ranks the flush above the full house).
  static std::uint32_t flush_index(std::uint64_t sum, std::uint64_t mask) {
    // The suit's counter top bit is bit 4 * suit + 3 of the counters; its ranks sit at mask bit
    // 16 * suit. (Written apart from the callers' sum & kFlushBits: the compiler would share that
    // and with them, and they would keep its result instead of a plain test, one more
    // instruction per hand.)
    const auto counters = static_cast<std::uint32_t>(sum >> HandKey::kSuitShift);
    const int shift = (std::countr_zero(counters & 0x8888u) - 3) * 4;
    return static_cast<std::uint32_t>((mask >> shift) & 0x1FFF);
  }
  // The set of 5 to 7 cards of an array, for its flush. It reads the cards again, one byte each:
  // reusing the pair reads would keep their indices alive across the flush branch, and the
  // compiler then spills the table pointer (GCC) or the loop's own values (V8) on every hand;
  // called out of line, the call does the same. One load and one or per card keep the rare path
  // short: it follows a mispredicted branch, so its length is paid on every flush.
  static std::uint64_t card_mask(const Card* c, std::size_t n) {
    std::uint64_t mask = 0;
    // Clang (Emscripten) unrolls this loop and then takes the bytes from the pair reads, which
    // brings the spills back in V8: rolled, the 7-id loop ran 3-5 % faster in WASM. GCC keeps
    // its own reads, unrolled.
#if defined(__clang__)
#pragma clang loop unroll(disable)
#endif
    for (std::size_t i = 0; i < n; ++i) mask |= eval_detail::kCardBits[c[i].index()];
    return mask;
  }

  // HandValue::raw by flush_index, then by rank_entry of the rank sum (from kRankBase).
  // Card arrays and incremental keys read only this table: one pointer to keep in a register.
  const std::uint16_t* values_;
  // Card sets: by a suit's 13-bit rank mask, the rank sum of those ranks | flush value << 48.
  const std::uint64_t* lanes_;
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

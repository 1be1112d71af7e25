#include "core/cards/evaluator_tables.hpp"

#include <algorithm>
#include <array>
#include <numeric>

namespace tapis::eval_detail {
namespace {

using Counts = std::array<std::uint8_t, kRankCount>;

struct RankMultiset {
  std::uint32_t hash;  // the sum of its rank keys mod 2^32
  Counts counts;
};

// Every multiset of `size` ranks with at most four of a rank (there are four suits).
std::vector<RankMultiset> rank_multisets(int size) {
  std::vector<RankMultiset> out;
  Counts counts{};
  auto fill = [&](auto&& self, int rank, int left, std::uint32_t hash) -> void {
    if (rank == kRankCount) {
      if (left == 0) out.push_back({hash, counts});
      return;
    }
    for (int c = 0; c <= std::min(left, 4); ++c) {
      counts[rank] = static_cast<std::uint8_t>(c);
      self(self, rank + 1, left - c, hash + static_cast<std::uint32_t>(c) * kRankKeys[rank]);
    }
    counts[rank] = 0;
  };
  fill(fill, 0, size, 0);
  return out;
}

void build_displacements() {
  std::vector<std::uint32_t> hashes;
  for (int size = 5; size <= 7; ++size)
    for (const auto& m : rank_multisets(size)) hashes.push_back(m.hash);

  // Buckets by counting sort, then the fullest first: they are the hardest to place.
  const std::size_t bucket_count = std::size_t{1} << kBucketBits;
  std::vector<std::uint32_t> start(bucket_count + 1, 0);
  for (auto h : hashes) ++start[rank_bucket(h) + 1];
  std::partial_sum(start.begin(), start.end(), start.begin());
  std::vector<std::uint32_t> slots(hashes.size());
  std::vector<std::uint32_t> next(start.begin(), start.end() - 1);
  for (auto h : hashes) slots[next[rank_bucket(h)]++] = rank_slot(h);
  std::vector<std::uint32_t> order(bucket_count);
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
    return start[a + 1] - start[a] > start[b + 1] - start[b];
  });

  // A slot has 16 bits and the table 2^17 entries: bit 16 of a displacement picks the half. Trying
  // the halves in turn fills both evenly; trying one half first would scan all of its 65,536
  // displacements for every bucket that no longer fits there (a 100-fold slower build).
  const std::uint32_t table_size = std::uint32_t{1} << kSlotBits;
  std::vector<std::uint8_t> used(table_size, 0);
  for (std::uint32_t b : order) {
    const std::uint32_t first = start[b], last = start[b + 1];
    if (first == last) break;
    for (std::uint32_t j = 0; j < table_size; ++j) {
      const std::uint32_t d = (j & 1) << 16 | j >> 1;
      std::uint32_t placed = first;
      while (placed < last && !used[slots[placed] ^ d]) used[slots[placed++] ^ d] = 1;
      if (placed == last) {
        displacements[b] = d;
        break;
      }
      while (placed > first) used[slots[--placed] ^ d] = 0;  // undo, try the next displacement
    }
  }
}

void build_pair_keys() {
  for (int a = 0; a < kCardCount; ++a) {
    for (int b = 0; b < kCardCount; ++b) {
      const std::array<Card, 2> two = {*Card::from_index(a), *Card::from_index(b)};
      pair_keys[pair_index(two.data())] = kCardKeys[a] + kCardKeys[b] + kPairBias;
    }
  }
}

std::uint32_t hash_index(std::uint32_t rank_hash) {
  return rank_slot(rank_hash) ^ displacements[rank_bucket(rank_hash)];
}

// Orders five cards of one category: category slot, then the ranks that decide ties (guide 001,
// "Départage"): groups by size then rank (trips before the pair), a straight by its top card.
std::uint32_t five_card_score(const Counts& counts, bool flush, Ordering ordering) {
  std::uint32_t ranks_mask = 0;
  int groups[5] = {}, group_count = 0, largest = 0;
  for (int n = 4; n >= 1; --n) {
    for (int r = kRankCount - 1; r >= 0; --r) {
      if (counts[r] != n) continue;
      groups[group_count++] = r;
      largest = std::max(largest, n);
      ranks_mask |= 1u << r;
    }
  }
  const bool short_deck = ordering != Ordering::Standard;
  // The wheel is the lowest straight: A-2-3-4-5, or A-6-7-8-9 in short deck (guide 001, "La roue").
  const std::uint32_t wheel = short_deck ? 0x10F0u : 0x100Fu;
  const int wheel_top = short_deck ? 7 : 3;
  int straight_top = -1;
  if (group_count == 5) {
    if (ranks_mask == wheel) straight_top = wheel_top;
    const int low = std::countr_zero(ranks_mask);
    if (ranks_mask == 0x1Fu << low) straight_top = low + 4;
  }
  Category c = Category::HighCard;
  if (straight_top >= 0 && flush)
    c = Category::StraightFlush;
  else if (largest == 4)
    c = Category::FourOfAKind;
  else if (largest == 3 && group_count == 2)
    c = Category::FullHouse;
  else if (flush)
    c = Category::Flush;
  else if (straight_top >= 0)
    c = Category::Straight;
  else if (largest == 3)
    c = Category::ThreeOfAKind;
  else if (largest == 2 && group_count == 3)
    c = Category::TwoPair;
  else if (largest == 2)
    c = Category::Pair;

  std::uint32_t score = static_cast<std::uint32_t>(category_slot(c, ordering)) << 20;
  if (straight_top >= 0) return score | static_cast<std::uint32_t>(straight_top) << 16;
  for (int g = 0; g < group_count; ++g)
    score |= static_cast<std::uint32_t>(groups[g]) << (16 - 4 * g);
  return score;
}

// Dense values: each distinct five-card score gets slot << 12 | its index within the slot.
class ValueMap {
 public:
  explicit ValueMap(std::vector<std::uint32_t> scores) : scores_(std::move(scores)) {
    std::sort(scores_.begin(), scores_.end());
    scores_.erase(std::unique(scores_.begin(), scores_.end()), scores_.end());
  }
  std::uint16_t value(std::uint32_t score) const {
    const auto it = std::lower_bound(scores_.begin(), scores_.end(), score);
    const auto slot_begin = std::lower_bound(scores_.begin(), it, score & ~0xFFFFFu);
    return static_cast<std::uint16_t>((score >> 20) << 12 | (it - slot_begin));
  }

 private:
  std::vector<std::uint32_t> scores_;
};

Counts mask_counts(std::uint32_t mask) {
  Counts counts{};
  for (int r = 0; r < kRankCount; ++r) counts[r] = (mask >> r) & 1;
  return counts;
}

}  // namespace

Ordering ordering_of(Rules rules) {
  if (rules.game != Game::ShortDeck) return Ordering::Standard;
  return rules.trips_beat_straight ? Ordering::ShortDeckTripsFirst : Ordering::ShortDeck;
}

int category_slot(Category category, Ordering ordering) {
  switch (category) {
    case Category::None:
      return 0;
    case Category::HighCard:
      return 1;
    case Category::Pair:
      return 2;
    case Category::TwoPair:
      return 3;
    case Category::ThreeOfAKind:
      return 5;
    case Category::Straight:
      return ordering == Ordering::ShortDeckTripsFirst ? 4 : 6;
    case Category::Flush:
      return ordering == Ordering::Standard ? 8 : 11;
    case Category::FullHouse:
      return 10;
    case Category::FourOfAKind:
      return 12;
    case Category::StraightFlush:
      return 13;
  }
  return 0;
}

Category slot_category(int slot) {
  static constexpr std::array<Category, 16> kBySlot = {
      Category::None,        Category::HighCard,      Category::Pair,      Category::TwoPair,
      Category::Straight,    Category::ThreeOfAKind,  Category::Straight,  Category::None,
      Category::Flush,       Category::None,          Category::FullHouse, Category::Flush,
      Category::FourOfAKind, Category::StraightFlush, Category::None,      Category::None};
  return kBySlot[static_cast<std::size_t>(slot) & 15];
}

constinit std::array<std::uint64_t, kPairKeyCount> pair_keys{};
constinit std::array<std::uint32_t, std::size_t{1} << kBucketBits> displacements{};

void build_shared_tables() {
  build_displacements();
  build_pair_keys();
}

OrderingTables build_tables(Ordering ordering) {
  const auto fives = rank_multisets(5);
  std::vector<std::uint32_t> scores;
  for (const auto& m : fives) scores.push_back(five_card_score(m.counts, false, ordering));
  for (std::uint32_t mask = 0; mask < 0x2000; ++mask)
    if (std::popcount(mask) == 5)
      scores.push_back(five_card_score(mask_counts(mask), true, ordering));
  const ValueMap values(std::move(scores));

  OrderingTables t;
  // Five cards are valued directly; six or seven take the best of dropping one card, the rank
  // multisets one card smaller being already in the table.
  t.values.assign(kValueCount, 0);
  for (const auto& m : fives)
    t.values[hash_index(m.hash)] = values.value(five_card_score(m.counts, false, ordering));
  for (int size = 6; size <= 7; ++size) {
    for (const auto& m : rank_multisets(size)) {
      std::uint16_t best = 0;
      for (int r = 0; r < kRankCount; ++r)
        if (m.counts[r]) best = std::max(best, t.values[hash_index(m.hash - kRankKeys[r])]);
      t.values[hash_index(m.hash)] = best;
    }
  }
  // Flushes: five ranks valued directly, more take the best of dropping one.
  std::vector<std::uint16_t> flushes(0x2000, 0);
  t.lanes.assign(0x2000, 0);
  for (std::uint32_t mask = 0; mask < 0x2000; ++mask) {
    const int n = std::popcount(mask);
    if (n == 5) {
      flushes[mask] = values.value(five_card_score(mask_counts(mask), true, ordering));
    } else if (n > 5) {
      for (std::uint32_t rest = mask; rest; rest &= rest - 1)
        flushes[mask] = std::max(flushes[mask], flushes[mask & ~(rest & (0u - rest))]);
    }
    std::uint32_t rank_hash = 0;
    for (int r = 0; r < kRankCount; ++r)
      if (mask >> r & 1) rank_hash += kRankKeys[r];
    t.lanes[mask] = rank_hash | std::uint64_t{flushes[mask]} << 48;
    t.values[kFlushBase + mask] = flushes[mask];
  }
  return t;
}

}  // namespace tapis::eval_detail

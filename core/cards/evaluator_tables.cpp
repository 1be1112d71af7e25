#include "core/cards/evaluator_tables.hpp"

#include <algorithm>
#include <array>
#include <numeric>

namespace tapis::eval_detail {
std::vector<RankMultiset> rank_multisets(int size,
                                         const std::array<std::uint32_t, kRankCount>& keys) {
  std::vector<RankMultiset> out;
  if (size < 0 || size > 4 * kRankCount) return out;
  // Up to the evaluator's seven cards, room for C(size + 12, 12) multisets (the bound ignores the
  // four-card cap): 50,388 for 7. Beyond, the bound outgrows the count and the vector grows.
  if (size <= 7) {
    std::size_t bound = 1;
    for (int k = 1; k <= size; ++k) bound = bound * static_cast<std::size_t>(12 + k) / k;
    out.reserve(bound);
  }
  RankCounts counts{};
  // The first build's time is the page's first equity's (the tables are built on first use), so
  // no branch is walked that ends without a multiset: a rank takes no more than the ranks above it
  // leave room for, and the last takes what is left.
  auto fill = [&](auto&& self, int rank, int left, std::uint32_t sum) -> void {
    if (rank == kRankCount - 1) {
      counts[rank] = static_cast<std::uint8_t>(left);
      out.push_back({sum + static_cast<std::uint32_t>(left) * keys[rank], counts});
      counts[rank] = 0;
      return;
    }
    const int room_above = 4 * (kRankCount - 1 - rank);
    for (int c = std::max(0, left - room_above); c <= std::min(left, 4); ++c) {
      counts[rank] = static_cast<std::uint8_t>(c);
      self(self, rank + 1, left - c, sum + static_cast<std::uint32_t>(c) * keys[rank]);
    }
    counts[rank] = 0;
  };
  fill(fill, 0, size, 0);
  return out;
}

// Row displacement, first fit: the rows from first_row on, then the others; in each group the
// fullest rows first (they are the hardest to place), each at the lowest base where its sums all
// land on free entries. Each try tests 64 bases at once: bit j of
// the or of the occupancy words under the row's sums is clear when base + j fits. A row starts
// where the last row with as many sums went: the bases below it were tried for a row as full, and
// rarely fit. Scanning from the bottom for each row packs the table 4 % tighter, 10 times slower.
RowPacking pack_rows(std::span<const std::uint32_t> sums, int shift, std::size_t row_count,
                     std::uint32_t first_row) {
  const std::uint32_t width = std::uint32_t{1} << shift;
  // Each row's columns (sum within the row), by counting sort.
  std::vector<std::uint32_t> start(row_count + 1, 0);
  for (auto h : sums) ++start[(h >> shift) + 1];
  std::partial_sum(start.begin(), start.end(), start.begin());
  std::vector<std::uint32_t> columns(sums.size());
  std::vector<std::uint32_t> next(start.begin(), start.end() - 1);
  for (auto h : sums) columns[next[h >> shift]++] = h & (width - 1);
  const auto size_of = [&](std::uint32_t row) { return start[row + 1] - start[row]; };
  const auto hot = [&](std::uint32_t row) { return row >= first_row; };
  // The rows in packing order: hot ones first, fullest first, ties by row (a stable counting sort
  // on that key; a comparison sort took a fifth of the tables' build).
  // (A row of more than `width` sums has repeated sums: bench/rank-keys/search.cpp's candidate
  // keys may; clamped, its key stays inside `at`.)
  const auto key_of = [&](std::uint32_t row) {
    return (hot(row) ? 0 : width + 1) + width - std::min(size_of(row), width);
  };
  std::vector<std::uint32_t> at(2 * (width + 1) + 1, 0);
  for (std::uint32_t row = 0; row < row_count; ++row) ++at[key_of(row) + 1];
  std::partial_sum(at.begin(), at.end(), at.begin());
  std::vector<std::uint32_t> order(row_count);
  for (std::uint32_t row = 0; row < row_count; ++row) order[at[key_of(row)]++] = row;

  std::vector<std::uint64_t> used(sums.size() / 16 + 2 * width / 64 + 2, 0);
  const auto word_at = [&](std::uint32_t entry) {  // the 64 entries from `entry` on, as bits
    const std::uint32_t w = entry / 64, b = entry % 64;
    return b ? used[w] >> b | used[w + 1] << (64 - b) : used[w];
  };
  std::vector<std::uint32_t> from(width + 1, 0);  // by row size: where the last one went
  RowPacking packing{std::vector<std::uint32_t>(row_count, 0), 0};
  bool others = false;
  for (std::uint32_t row : order) {
    if (!hot(row) && !others) {  // the first of the others: fill the gaps from the bottom
      others = true;
      std::fill(from.begin(), from.end(), 0);
    }
    const std::uint32_t first = start[row], last = start[row + 1], n = last - first;
    std::uint32_t base = 0;
    if (n > 0) {
      for (std::uint32_t b = from[n] & ~63u;; b += 64) {
        if (b / 64 + width / 64 + 2 > used.size()) used.resize(2 * used.size(), 0);
        std::uint64_t taken = 0;
        for (std::uint32_t i = first; i < last && taken != ~0ull; ++i)
          taken |= word_at(b + columns[i]);
        if (taken == ~0ull) continue;
        base = b + static_cast<std::uint32_t>(std::countr_one(taken));
        break;
      }
      from[n] = base;
      for (std::uint32_t i = first; i < last; ++i) {
        const std::uint32_t e = base + columns[i];
        used[e / 64] |= std::uint64_t{1} << (e % 64);
      }
    }
    // Every column of every row gets an entry inside the table, those no sum uses too (an empty
    // row's land at its base 0 + column).
    packing.entries = std::max(packing.entries, base + width);
    packing.bases[row] = base;
  }
  return packing;
}

namespace {

// The shared tables' row offsets, from the packing of every 5-7 card rank sum, the 7-card rows
// first; returns the number of entries used. Every sum up to kMaxRankSum has a row.
std::uint32_t build_row_offsets() {
  std::vector<std::uint32_t> sums;
  for (int size = 5; size <= 7; ++size)
    for (const auto& m : rank_multisets(size)) sums.push_back(m.sum);
  const RowPacking packing = pack_rows(sums, kRowShift, kRowCount, kSevenCardRow);
  for (std::uint32_t row = 0; row < kRowCount; ++row)
    row_offsets[row] = kRankBase + packing.bases[row] - (row << kRowShift);
  return packing.entries;
}

void build_pair_keys() {
  for (int a = 0; a < kCardCount; ++a) {
    for (int b = 0; b < kCardCount; ++b) {
      const std::array<Card, 2> two = {*Card::from_index(a), *Card::from_index(b)};
      pair_keys[pair_index(two.data())] = kCardKeys[a] + kCardKeys[b] + kPairBias;
    }
  }
}

// kRankBase + the entries the rank multisets use, once build_row_offsets has run.
std::uint32_t value_count = 0;

// Orders five cards of one category: category slot, then the ranks that decide ties (guide 001,
// "Départage"): groups by size then rank (trips before the pair), a straight by its top card.
std::uint32_t five_card_score(const RankCounts& counts, bool flush, Ordering ordering) {
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

RankCounts mask_counts(std::uint32_t mask) {
  RankCounts counts{};
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
constinit std::array<std::uint32_t, kRowCount> row_offsets{};

void build_shared_tables() {
  value_count = kRankBase + build_row_offsets();
  build_pair_keys();
}

OrderingTables build_tables(Ordering ordering) {
  const auto fives = rank_multisets(5);
  // Each five's score is taken once: the multisets' first, then the flushes' in mask order.
  std::vector<std::uint32_t> scores;
  for (const auto& m : fives) scores.push_back(five_card_score(m.counts, false, ordering));
  for (std::uint32_t mask = 0; mask < 0x2000; ++mask)
    if (std::popcount(mask) == 5)
      scores.push_back(five_card_score(mask_counts(mask), true, ordering));
  const ValueMap values(scores);
  auto next_score = scores.begin();

  OrderingTables t;
  // Five cards are valued directly; six or seven take the best of dropping one card, the rank
  // multisets one card smaller being already in the table.
  t.values.assign(value_count, 0);
  for (const auto& m : fives) t.values[rank_entry(m.sum)] = values.value(*next_score++);
  for (int size = 6; size <= 7; ++size) {
    for (const auto& m : rank_multisets(size)) {
      std::uint16_t best = 0;
      for (int r = 0; r < kRankCount; ++r)
        if (m.counts[r]) best = std::max(best, t.values[rank_entry(m.sum - kRankKeys[r])]);
      t.values[rank_entry(m.sum)] = best;
    }
  }
  // Flushes: five ranks valued directly, more take the best of dropping one.
  std::vector<std::uint16_t> flushes(0x2000, 0);
  t.lanes.assign(0x2000, 0);
  for (std::uint32_t mask = 0; mask < 0x2000; ++mask) {
    const int n = std::popcount(mask);
    if (n == 5) {
      flushes[mask] = values.value(*next_score++);
    } else if (n > 5) {
      for (std::uint32_t rest = mask; rest; rest &= rest - 1)
        flushes[mask] = std::max(flushes[mask], flushes[mask & ~(rest & (0u - rest))]);
    }
    std::uint32_t rank_sum = 0;
    for (int r = 0; r < kRankCount; ++r)
      if (mask >> r & 1) rank_sum += kRankKeys[r];
    t.lanes[mask] = rank_sum | std::uint64_t{flushes[mask]} << 48;
    t.values[mask] = flushes[mask];
  }
  return t;
}

}  // namespace tapis::eval_detail

#pragma once
// Internal to the evaluator: the lookup tables and how they are built.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/cards/evaluator.hpp"

namespace tapis::eval_detail {

// The three orders of the categories: standard; short deck (flush above full house, Triton:
// straight above trips); short deck with trips above the straight.
enum class Ordering : std::uint8_t { Standard, ShortDeck, ShortDeckTripsFirst };
inline constexpr int kOrderingCount = 3;

Ordering ordering_of(Rules rules);

// HandValue::raw >> 12: the category's slot. Gaps let short deck move the flush above the full
// house (slot 11) and the straight below trips (slot 4) while keeping one slot -> category map.
int category_slot(Category category, Ordering ordering);
Category slot_category(int slot);

using RankCounts = std::array<std::uint8_t, kRankCount>;
struct RankMultiset {
  std::uint32_t sum;  // of its rank keys
  RankCounts counts;
};
// Every multiset of `size` ranks with at most four of a rank (there are four suits), with its sum
// under `keys` (the evaluator's, or a candidate's: bench/rank-keys/search.cpp).
std::vector<RankMultiset> rank_multisets(
    int size, const std::array<std::uint32_t, kRankCount>& keys = kRankKeys);

// Row displacement of rank sums in rows of 2^shift (row_count rows cover every sum): each row's
// base in the packed table, and the entries the table needs. The rows from first_row on are
// packed first, in the table's first entries; the others then fill the gaps and follow.
struct RowPacking {
  std::vector<std::uint32_t> bases;
  std::uint32_t entries;
};
RowPacking pack_rows(std::span<const std::uint32_t> sums, int shift, std::size_t row_count,
                     std::uint32_t first_row = 0);

// Fills the tables every ordering shares (eval_detail::row_offsets and pair_keys). Once, before
// any build_tables: Evaluator::of does it.
void build_shared_tables();

struct OrderingTables {
  // HandValue::raw: by a suit's 13-bit rank mask, the value of its best five as a flush (0 under
  // five ranks); then, from kRankBase, by perfect-hash index of the rank sum.
  std::vector<std::uint16_t> values;
  // By a suit's 13-bit rank mask: the rank sum of its ranks, and at bit 48 the HandValue::raw of
  // its best five as a flush (0 under five ranks).
  std::vector<std::uint64_t> lanes;
};
OrderingTables build_tables(Ordering ordering);

}  // namespace tapis::eval_detail

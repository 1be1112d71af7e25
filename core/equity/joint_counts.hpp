#pragma once
// Issue 31: who wins every contested pot at once on one deal (its joint outcome), and how many
// deals had each. Prize money is not linear in chips, so it needs these, not each pot's chances.
#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace tapis::equity_detail {

// The pots' winner masks side by side (pot 0's bits first). 23 contenders in nested pots need at
// most 23 + 22 + ... + 2 = 275 bits.
struct JointKey {
  std::array<std::uint64_t, 5> bits{};
  bool operator==(const JointKey& o) const {  // no memcmp call: this is the inner loop's
    std::uint64_t diff = 0;
    for (std::size_t i = 0; i < bits.size(); ++i) diff |= bits[i] ^ o.bits[i];
    return diff == 0;
  }
  bool operator<(const JointKey& o) const { return bits < o.bits; }
};

// Pot mask `size` bits wide at bit `offset` (the bits of the pots before it).
inline std::uint32_t joint_mask(const JointKey& k, int offset, int size) {
  const auto word = static_cast<std::size_t>(offset >> 6);
  const int shift = offset & 63;
  std::uint64_t v = k.bits[word] >> shift;
  if (shift + size > 64 && word + 1 < k.bits.size()) v |= k.bits[word + 1] << (64 - shift);
  return static_cast<std::uint32_t>(v & ((std::uint64_t{1} << size) - 1));
}
inline void set_joint_mask(JointKey& k, int offset, std::uint32_t mask) {
  const auto word = static_cast<std::size_t>(offset >> 6);
  const int shift = offset & 63;
  k.bits[word] |= std::uint64_t{mask} << shift;
  if (shift > 32 && word + 1 < k.bits.size())
    k.bits[word + 1] |= std::uint64_t{mask} >> (64 - shift);
}

// Counts by key, in an open-addressing table (linear probing, a power-of-two size, at most half
// full): one count per deal is the equity's inner loop. The all-zero key marks an empty slot:
// every contested pot has a winner, so no joint outcome is all zeros. Key: JointKey, or one word
// when the pots' masks fit in 64 bits (most tables: nine players all-in need 44).
template <class Key>
class FlatCounts {
 public:
  void add(const Key& key, std::int64_t w) {
    if (2 * (used_ + 1) > keys_.size()) grow();
    std::size_t i = slot(key);
    if (keys_[i] == Key{}) {
      keys_[i] = key;
      ++used_;
    }
    counts_[i] += w;
  }
  // Every key counted, with its count, in no particular order.
  template <class F>
  void each(F&& f) const {
    for (std::size_t i = 0; i < keys_.size(); ++i)
      if (!(keys_[i] == Key{})) f(keys_[i], counts_[i]);
  }

 private:
  static std::uint64_t mix(std::uint64_t h) {
    h = (h ^ (h >> 31)) * 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 29);
  }
  static std::size_t hash(std::uint64_t k) { return static_cast<std::size_t>(mix(k)); }
  static std::size_t hash(const JointKey& k) {
    std::uint64_t h = 0x9E3779B97F4A7C15ull;
    for (std::uint64_t w : k.bits) h = mix(h ^ w);
    return static_cast<std::size_t>(h);
  }
  std::size_t slot(const Key& key) const {
    const std::size_t mask = keys_.size() - 1;
    std::size_t i = hash(key) & mask;
    while (!(keys_[i] == key) && !(keys_[i] == Key{})) i = (i + 1) & mask;
    return i;
  }
  void grow() {
    std::vector<Key> keys = std::move(keys_);
    std::vector<std::int64_t> counts = std::move(counts_);
    const std::size_t size = keys.empty() ? 64 : 2 * keys.size();
    keys_.assign(size, Key{});
    counts_.assign(size, 0);
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (!(keys[i] == Key{})) {
        const std::size_t j = slot(keys[i]);
        keys_[j] = keys[i];
        counts_[j] = counts[i];
      }
  }
  std::vector<Key> keys_;
  std::vector<std::int64_t> counts_;
  std::size_t used_ = 0;
};

}  // namespace tapis::equity_detail

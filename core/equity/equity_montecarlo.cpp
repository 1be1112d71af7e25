// Monte Carlo equity: deals drawn uniformly from the unknown cards, in batches that each have
// their own generator, so a batch gives the same deals wherever and whenever it runs.
#include <algorithm>
#include <array>

#include "core/equity/equity_problem.hpp"

namespace tapis::equity_detail {

namespace {

std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// xoshiro256**: fast, and the same numbers natively and in WASM (integers only).
class Rng {
 public:
  Rng(std::uint64_t seed, std::uint64_t stream) {
    std::uint64_t st = seed ^ (stream * 0xD1342543DE82EF95ull);
    for (auto& x : s_) x = splitmix64(st);
  }
  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, n) without bias (Lemire's multiply and reject).
  std::uint32_t below(std::uint32_t n) {
    std::uint64_t m = (next() >> 32) * n;
    if (static_cast<std::uint32_t>(m) < n) {
      const std::uint32_t floor = static_cast<std::uint32_t>(-n) % n;
      while (static_cast<std::uint32_t>(m) < floor) m = (next() >> 32) * n;
    }
    return static_cast<std::uint32_t>(m >> 32);
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::array<std::uint64_t, 4> s_{};
};

HandKey plus(HandKey a, HandKey b) {
  return {a.sum + b.sum, a.mask | b.mask};
}

std::array<HandKey, 6> hole_pairs(const Card* hole, int n) {
  std::array<HandKey, 6> ps{};
  std::size_t k = 0;
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) ps[k++] = add(add(HandKey{}, hole[a]), hole[b]);
  return ps;
}

}  // namespace

void run_montecarlo(const Problem& p, std::uint64_t seed, std::int64_t max_samples,
                    std::int64_t from, std::int64_t to, Tally& t) {
  const std::int64_t units = (max_samples + kBatch - 1) / kBatch;
  from = std::clamp<std::int64_t>(from, 0, units);
  to = std::clamp<std::int64_t>(to, from, units);
  const Evaluator e = *p.evaluator;
  const bool omaha = p.rules.game == Game::Omaha;
  const std::size_t n = p.holes.size();
  const int h = p.hole_count;
  const int k = p.to_come;
  const std::size_t known_board = p.board.size();

  // Known hands' keys, computed once: hold'em keys with the known board, Omaha pairs.
  std::vector<HandKey> hand(n);
  std::vector<std::array<HandKey, 6>> pairs(n);
  HandKey board_key{0, 0};
  for (Card c : p.board) board_key = add(board_key, c);
  for (std::size_t c = 0; c < n; ++c) {
    if (p.holes[c].empty()) continue;
    if (omaha) {
      pairs[c] = hole_pairs(p.holes[c].data(), h);
    } else {
      HandKey key{};
      for (Card card : p.holes[c]) key = add(key, card);
      hand[c] = key;
    }
  }

  std::vector<Card> deck = p.deck;
  const auto size = static_cast<std::uint32_t>(deck.size());
  const int draw = static_cast<int>(p.random.size()) * h + k;
  std::array<std::uint16_t, kMaxContenders> v{};
  std::array<Card, 5> board{};
  for (std::size_t i = 0; i < known_board; ++i) board[i] = p.board[i];

  for (std::int64_t b = from; b < to; ++b) {
    Rng rng(seed, static_cast<std::uint64_t>(b));
    const std::int64_t samples = std::min(kBatch, max_samples - b * kBatch);
    for (std::int64_t sample = 0; sample < samples; ++sample) {
      // A partial Fisher-Yates shuffle: deck[0, draw) is a uniform draw whatever the order left
      // by the previous deal.
      for (int i = 0; i < draw; ++i) {
        const std::uint32_t j =
            static_cast<std::uint32_t>(i) + rng.below(size - static_cast<std::uint32_t>(i));
        std::swap(deck[static_cast<std::size_t>(i)], deck[j]);
      }
      const Card* next = deck.data();
      for (int r : p.random) {
        const auto c = static_cast<std::size_t>(r);
        if (omaha) {
          pairs[c] = hole_pairs(next, h);
        } else {
          hand[c] = add(add(HandKey{}, next[0]), next[1]);
        }
        next += h;
      }
      HandKey full_board = board_key;
      for (int i = 0; i < k; ++i) {
        board[known_board + static_cast<std::size_t>(i)] = next[i];
        full_board = add(full_board, next[i]);
      }
      if (omaha) {
        std::array<HandKey, 10> triples{};
        int count = 0;
        for (int a = 0; a < 5; ++a)
          for (int x = a + 1; x < 5; ++x)
            for (int y = x + 1; y < 5; ++y)
              triples[static_cast<std::size_t>(count++)] =
                  add(add(add(HandKey{0, 0}, board[static_cast<std::size_t>(a)]),
                          board[static_cast<std::size_t>(x)]),
                      board[static_cast<std::size_t>(y)]);
        for (std::size_t c = 0; c < n; ++c) {
          std::uint16_t best = 0;
          for (const HandKey& pk : pairs[c])
            for (const HandKey& tk : triples) best = std::max(best, e.value(plus(pk, tk)).raw);
          v[c] = best;
        }
      } else {
        for (std::size_t c = 0; c < n; ++c) v[c] = e.value(plus(hand[c], full_board)).raw;
      }
      record(p, v.data(), 1, t);
    }
    t.weight += samples;
  }
  t.flush_joint();
  t.units += to - from;
}

}  // namespace tapis::equity_detail

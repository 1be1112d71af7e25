// Exact equity: every deal of the unknown cards, each counted once with its weight.
//
// Hold'em-like games value most boards by their ranks alone: unless some player gets five cards
// of one suit, a board's suits change nothing. So the boards still to come are grouped by rank
// multiset, each group valued once and counted prod C(cards left of rank r, times r appears),
// less its boards where a suit can make somebody a flush; those are enumerated apart, by the
// suit's cards, with their real outcome. Other boards (one or two cards to come) are dealt one by
// one with incremental keys, one deal per class of suit renamings (suit_isomorphism).
#include <algorithm>
#include <array>
#include <unordered_map>

#include "core/cards/suit_isomorphism.hpp"
#include "core/equity/binomial.hpp"
#include "core/equity/equity_problem.hpp"
#include "core/equity/flush_board_count.hpp"
#include "core/equity/rank_draw.hpp"

namespace tapis::equity_detail {

using eval_detail::kRankKeys;

Tally::Tally(const Problem& p) : dense(p.pots.size()), sparse(p.pots.size()), joint_only(p.joint) {
  int offset = 0;
  for (std::size_t i = 0; i < p.pots.size(); ++i) {
    if (p.pots[i].size() <= kDenseBits) dense[i].assign(std::size_t{1} << p.pots[i].size(), 0);
    pot_bits.emplace_back(offset, static_cast<int>(p.pots[i].size()));
    offset += static_cast<int>(p.pots[i].size());
  }
  narrow = offset <= 64;
}

std::vector<std::pair<JointKey, std::int64_t>> Tally::joint_entries() const {
  std::vector<std::pair<JointKey, std::int64_t>> out;
  joint_narrow.each([&](std::uint64_t k, std::int64_t count) {
    JointKey key;
    key.bits[0] = k;
    out.emplace_back(key, count);
  });
  joint_wide.each([&](const JointKey& k, std::int64_t count) { out.emplace_back(k, count); });
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::vector<std::pair<std::uint32_t, std::int64_t>>> Tally::all_entries() const {
  std::vector<std::vector<std::pair<std::uint32_t, std::int64_t>>> out(dense.size());
  const auto finish = [](std::vector<std::pair<std::uint32_t, std::int64_t>>& list) {
    std::sort(list.begin(), list.end());
  };
  if (joint_only) {
    // Each pot's counts are the joint outcomes' summed by that pot's winners.
    std::vector<std::unordered_map<std::uint32_t, std::int64_t>> by_mask(dense.size());
    for (const auto& [key, count] : joint_entries())
      for (std::size_t pot = 0; pot < dense.size(); ++pot)
        by_mask[pot][joint_mask(key, pot_bits[pot].first, pot_bits[pot].second)] += count;
    for (std::size_t pot = 0; pot < dense.size(); ++pot) {
      for (const auto& [mask, count] : by_mask[pot])
        if (count != 0) out[pot].emplace_back(mask, count);
      finish(out[pot]);
    }
    return out;
  }
  for (std::size_t pot = 0; pot < dense.size(); ++pot) {
    for (std::size_t m = 0; m < dense[pot].size(); ++m)
      if (dense[pot][m] != 0) out[pot].emplace_back(static_cast<std::uint32_t>(m), dense[pot][m]);
    for (const auto& [mask, count] : sparse[pot])
      if (count != 0) out[pot].emplace_back(mask, count);
    finish(out[pot]);
  }
  return out;
}

void record_joint(const Problem& p, const std::uint16_t* values, std::int64_t w, Tally& t) {
  JointKey key;
  int offset = 0;
  for (std::size_t pot = 0; pot < p.pots.size(); ++pot) {
    const auto& who = p.pots[pot];
    const std::uint32_t mask = winner_mask(who, values);
    if (t.narrow)
      key.bits[0] |= std::uint64_t{mask} << offset;
    else
      set_joint_mask(key, offset, mask);
    offset += static_cast<int>(who.size());
  }
  if (t.narrow && t.last_weight != 0 && key.bits[0] == t.last.bits[0]) {
    t.last_weight += w;  // the common case, without comparing the other words
    return;
  }
  t.add_joint(key, w);
}

double choose(int n, int k) {
  return static_cast<double>(binomial(n, k));  // exact: n is at most a deck's 52
}

double deal_count(const Problem& p) {
  double deals = 1;
  int left = static_cast<int>(p.deck.size());
  for (std::size_t r = 0; r < p.random.size(); ++r) {
    deals *= choose(left, p.hole_count);
    left -= p.hole_count;
  }
  return deals * choose(left, p.to_come);
}

namespace {

constexpr std::uint64_t kRanksOnly = 0xFFFFFFFFull;

// Keys without the suit bias, to add to a hand's key.
HandKey loose_key(const Card* cards, std::size_t n) {
  HandKey k{0, 0};
  for (std::size_t i = 0; i < n; ++i) k = add(k, cards[i]);
  return k;
}
HandKey plus(HandKey a, HandKey b) {
  return {a.sum + b.sum, a.mask | b.mask};
}
// The value the ranks alone give (no flush can be read from it).
HandKey ranks_only(std::uint64_t sum) {
  return {HandKey::kSuitBias + (sum & kRanksOnly), 0};
}

using Values = std::array<std::uint16_t, kMaxContenders>;

// Every hand known: what varies is the board still to come.
struct Seated {
  const Problem* p = nullptr;
  const Evaluator* e = nullptr;
  bool omaha = false;
  std::vector<std::vector<Card>> holes;
  std::vector<Card> deck;  // the cards left for the board
  std::uint64_t used = 0;  // known cards and the random hands' cards
  // Hold'em-like: each hand's key with the known board. Omaha: each hand's six pairs.
  std::vector<HandKey> hand;
  std::vector<std::array<HandKey, 6>> pairs;

  Seated(const Problem& problem, std::vector<std::vector<Card>> h, std::uint64_t used_cards)
      : p(&problem),
        e(problem.evaluator),
        omaha(problem.rules.game == Game::Omaha),
        holes(std::move(h)),
        used(used_cards) {
    for (Card c : problem.deck)
      if (!(used >> c.index() & 1)) deck.push_back(c);
    for (const auto& hole : holes) {
      if (omaha) {
        std::array<HandKey, 6> ps{};
        std::size_t n = 0;
        for (std::size_t a = 0; a < hole.size(); ++a)
          for (std::size_t b = a + 1; b < hole.size(); ++b)
            ps[n++] = add(add(HandKey{}, hole[a]), hole[b]);
        pairs.push_back(ps);
      } else {
        HandKey k = plus(HandKey{}, loose_key(hole.data(), hole.size()));
        hand.push_back(plus(k, loose_key(problem.board.data(), problem.board.size())));
      }
    }
  }
  std::size_t n() const { return holes.size(); }
  int to_come() const { return p->to_come; }
};

// Omaha: the best of two hole cards with three board cards, over the 60 ways.
struct Triples {
  std::array<HandKey, 10> keys{};
  int count = 0;
};
Triples board_triples(const std::array<Card, 5>& board) {
  Triples t;
  for (int a = 0; a < 5; ++a)
    for (int b = a + 1; b < 5; ++b)
      for (int c = b + 1; c < 5; ++c)
        t.keys[t.count++] = add(add(add(HandKey{0, 0}, board[a]), board[b]), board[c]);
  return t;
}
std::uint16_t omaha_best(const Evaluator& e, const std::array<HandKey, 6>& pairs,
                         const Triples& t) {
  std::uint16_t best = 0;
  for (const HandKey& pk : pairs)
    for (int i = 0; i < t.count; ++i) best = std::max(best, e.value(plus(pk, t.keys[i])).raw);
  return best;
}
std::uint16_t omaha_ranks_best(const Evaluator& e, const std::array<HandKey, 6>& pairs,
                               const Triples& t) {
  std::uint16_t best = 0;
  for (const HandKey& pk : pairs)
    for (int i = 0; i < t.count; ++i)
      best = std::max(best, e.value(ranks_only(pk.sum + t.keys[i].sum)).raw);
  return best;
}

// Board cards of each suit still to come that would give somebody a flush; above to_come: none.
std::array<int, kSuitCount> flush_thresholds(const Seated& s) {
  std::array<int, kSuitCount> on_board{}, most{};
  for (Card c : s.p->board) ++on_board[static_cast<int>(c.suit())];
  for (const auto& hole : s.holes) {
    std::array<int, kSuitCount> n{};
    for (Card c : hole) ++n[static_cast<int>(c.suit())];
    for (int suit = 0; suit < kSuitCount; ++suit) most[suit] = std::max(most[suit], n[suit]);
  }
  std::array<int, kSuitCount> t{};
  for (int suit = 0; suit < kSuitCount; ++suit) {
    if (s.omaha)  // exactly two hole cards and three board cards of the suit
      t[suit] = most[suit] >= 2 ? 3 - on_board[suit] : 99;
    else
      t[suit] = 5 - on_board[suit] - most[suit];
  }
  return t;
}

// The rank grouping needs the flush boards of different suits to be distinct sets (two suits
// cannot both reach their threshold on one board) and a real saving (three cards or more).
bool by_ranks(const Seated& s, const std::array<int, kSuitCount>& t) {
  const int k = s.to_come();
  if (k < 3) return false;
  for (int a = 0; a < kSuitCount; ++a) {
    if (t[a] > k) continue;
    if (t[a] < 1) return false;
    for (int b = a + 1; b < kSuitCount; ++b)
      if (t[b] <= k && t[a] + t[b] <= k) return false;
  }
  return true;
}

// Board parts: by ranks, part 0 groups the boards by ranks and part 1 + s counts suit s's
// flush boards; else part i deals the boards whose lowest new card is deck[i].
int board_parts(const Seated& s) {
  if (by_ranks(s, flush_thresholds(s))) return 1 + kSuitCount;
  if (s.to_come() == 0) return 1;
  return static_cast<int>(s.deck.size());
}

// ---- By ranks ------------------------------------------------------------------------------

std::vector<RankDraw> rank_draws(const std::array<int, kRankCount>& avail, int size) {
  std::vector<RankDraw> out;
  for_each_rank_draw(avail, size, [&](const RankDraw& d) { out.push_back(d); });
  return out;
}

void rank_classes(const Seated& s, const std::array<int, kSuitCount>& thresholds,
                  std::int64_t weight, Tally& t) {
  std::array<int, kRankCount> avail{};
  for (Card c : s.deck) ++avail[static_cast<std::size_t>(c.rank())];
  FlushBoardCount flushes(s.deck, s.to_come(), thresholds, avail);
  const int k = s.to_come();
  const std::size_t n = s.n();
  const Evaluator e = *s.e;
  Values v{};
  std::array<Card, 5> board{};
  for (std::size_t i = 0; i < s.p->board.size(); ++i) board[i] = s.p->board[i];
  const std::size_t known = s.p->board.size();
  const auto leaf = [&](const RankDraw& d) {
    // The flush boards are counted by their suit's part (board_part), with their real outcome.
    const std::int64_t ways = d.ways - flushes.flush_boards(k);
    if (ways == 0) return;
    if (s.omaha) {
      // Suits do not matter here: any suits give the same rank-only triples.
      for (int i = 0; i < k; ++i)
        board[known + static_cast<std::size_t>(i)] =
            Card(static_cast<Rank>(d.ranks[static_cast<std::size_t>(i)]), Suit::Spades);
      const Triples tr = board_triples(board);
      for (std::size_t c = 0; c < n; ++c) v[c] = omaha_ranks_best(e, s.pairs[c], tr);
    } else {
      for (std::size_t c = 0; c < n; ++c) v[c] = e.value(ranks_only(s.hand[c].sum + d.sum)).raw;
    }
    const std::int64_t w = weight * ways;
    record(*s.p, v.data(), w, t);
    t.weight += w;
  };
  for_each_rank_draw(avail, k, leaf, &flushes);
}

// Hold'em-like: boards with at least `threshold` new cards of `suit` (the ones rank_classes
// leaves out), by the suit's new cards: only one suit can flush on such a board (by_ranks), so
// the other new cards count by rank alone, a multiset of other ranks. With seven cards, five of
// one suit leave no room for quads or a full house, so a player who flushes has the flush's value
// whatever the other cards, and the others their rank-only value: when everybody flushes, the
// other cards need not be looked at.
void holdem_flush_boards(const Seated& s, int suit, int threshold, std::int64_t weight, Tally& t) {
  const int k = s.to_come();
  const std::size_t n = s.n();
  const Evaluator e = *s.e;
  const auto suit_of = [suit](Card c) { return static_cast<int>(c.suit()) == suit; };
  const auto bit = [](Card c) { return std::uint32_t{1} << static_cast<int>(c.rank()); };
  std::array<int, kRankCount> left{};  // the suit's ranks still in the deck
  int left_count = 0;
  std::array<int, kRankCount> other{};
  for (Card c : s.deck) {
    if (suit_of(c))
      left[static_cast<std::size_t>(left_count++)] = static_cast<int>(c.rank());
    else
      ++other[static_cast<std::size_t>(c.rank())];
  }
  std::uint32_t board = 0;
  for (Card c : s.p->board)
    if (suit_of(c)) board |= bit(c);
  std::array<std::uint32_t, kMaxContenders> hole{};
  for (std::size_t c = 0; c < n; ++c)
    for (Card card : s.holes[c])
      if (suit_of(card)) hole[c] |= bit(card);
  // The other new cards' ranks, by how many there are (at most k - threshold), and their ways.
  std::vector<std::vector<RankDraw>> rest(static_cast<std::size_t>(k) + 1);
  std::vector<std::int64_t> rest_ways(static_cast<std::size_t>(k) + 1, 0);
  for (int m = 0; m <= k - threshold; ++m) {
    rest[static_cast<std::size_t>(m)] = rank_draws(other, m);
    for (const RankDraw& d : rest[static_cast<std::size_t>(m)])
      rest_ways[static_cast<std::size_t>(m)] += d.ways;
  }

  Values flush{}, v{};
  const auto visit = [&](std::uint32_t mine, int j, std::uint32_t mine_sum) {
    bool everybody = true;
    for (std::size_t c = 0; c < n; ++c) {
      flush[c] = e.suit_value(hole[c] | board | mine).raw;
      everybody &= flush[c] != 0;
    }
    const auto m = static_cast<std::size_t>(k - j);
    if (everybody) {
      record(*s.p, flush.data(), weight * rest_ways[m], t);
      t.weight += weight * rest_ways[m];
      return;
    }
    for (const RankDraw& d : rest[m]) {
      for (std::size_t c = 0; c < n; ++c)
        v[c] = flush[c] != 0 ? flush[c] : e.value(ranks_only(s.hand[c].sum + mine_sum + d.sum)).raw;
      record(*s.p, v.data(), weight * d.ways, t);
      t.weight += weight * d.ways;
    }
  };
  // Every set of the suit's ranks left, of threshold to k cards.
  const auto go = [&](auto&& self, int from, int j, std::uint32_t mine, std::uint32_t sum) -> void {
    if (j >= threshold) visit(mine, j, sum);
    if (j == k) return;
    for (int i = from; i < left_count; ++i) {
      const int r = left[static_cast<std::size_t>(i)];
      self(self, i + 1, j + 1, mine | std::uint32_t{1} << r,
           sum + kRankKeys[static_cast<std::size_t>(r)]);
    }
  };
  go(go, 0, 0, 0, 0);
}

// Every way to pick `k` of `cards`, as (loose key, cards).
struct Pick {
  HandKey key{0, 0};
  std::array<Card, 5> cards{};
};
std::vector<Pick> picks(const std::vector<Card>& cards, int k) {
  std::vector<Pick> out;
  Pick cur;
  const auto go = [&](auto&& self, std::size_t from, int depth) -> void {
    if (depth == k) {
      out.push_back(cur);
      return;
    }
    for (std::size_t i = from; i + static_cast<std::size_t>(k - depth) <= cards.size(); ++i) {
      const Pick saved = cur;
      cur.key = add(cur.key, cards[i]);
      cur.cards[static_cast<std::size_t>(depth)] = cards[i];
      self(self, i + 1, depth + 1);
      cur = saved;
    }
  };
  go(go, 0, 0);
  return out;
}

// Omaha: boards with at least `threshold` new cards of `suit` (the ones rank_classes leaves out),
// one by one. Only players with two cards of the suit can have a flush; the others have their
// rank-only value.
void omaha_flush_boards(const Seated& s, int suit, int threshold, std::int64_t weight, Tally& t) {
  const int k = s.to_come();
  std::vector<Card> same, other;
  for (Card c : s.deck) (static_cast<int>(c.suit()) == suit ? same : other).push_back(c);
  const std::size_t n = s.n();
  const std::size_t known = s.p->board.size();
  const Evaluator e = *s.e;
  Values full{}, ranks{};
  // Omaha's rank-only values take 60 reads per hand but depend on the new cards' ranks alone
  // (their rank-key sum): each multiset is valued once.
  std::unordered_map<std::uint32_t, Values> by_ranks;

  // Each hand's pairs of the suit (only they can make a flush).
  std::vector<std::vector<HandKey>> suited(n);
  for (std::size_t c = 0; c < n; ++c) {
    const auto& h = s.holes[c];
    for (std::size_t a = 0; a < h.size(); ++a)
      for (std::size_t b = a + 1; b < h.size(); ++b)
        if (static_cast<int>(h[a].suit()) == suit && static_cast<int>(h[b].suit()) == suit)
          suited[c].push_back(add(add(HandKey{}, h[a]), h[b]));
  }

  for (int j = threshold; j <= k && j <= static_cast<int>(same.size()); ++j) {
    const auto mine = picks(same, j);
    const auto rest = picks(other, k - j);
    for (const Pick& a : mine) {
      for (const Pick& b : rest) {
        const HandKey u = plus(a.key, b.key);
        std::array<Card, 5> board{};
        for (std::size_t i = 0; i < known; ++i) board[i] = s.p->board[i];
        for (int i = 0; i < j; ++i)
          board[known + static_cast<std::size_t>(i)] = a.cards[static_cast<std::size_t>(i)];
        for (int i = 0; i < k - j; ++i)
          board[known + static_cast<std::size_t>(j + i)] = b.cards[static_cast<std::size_t>(i)];
        // The board's triples of the suit, for the flush combinations.
        std::array<Card, 5> mine_cards{};
        int m = 0;
        for (Card c : board)
          if (static_cast<int>(c.suit()) == suit) mine_cards[static_cast<std::size_t>(m++)] = c;
        Triples st;
        for (int x = 0; x < m; ++x)
          for (int y = x + 1; y < m; ++y)
            for (int z = y + 1; z < m; ++z)
              st.keys[st.count++] =
                  add(add(add(HandKey{0, 0}, mine_cards[static_cast<std::size_t>(x)]),
                          mine_cards[static_cast<std::size_t>(y)]),
                      mine_cards[static_cast<std::size_t>(z)]);
        const auto rank_sum = static_cast<std::uint32_t>(u.sum);
        if (const auto it = by_ranks.find(rank_sum); it != by_ranks.end()) {
          ranks = it->second;
        } else {
          const Triples tr = board_triples(board);
          for (std::size_t c = 0; c < n; ++c) ranks[c] = omaha_ranks_best(e, s.pairs[c], tr);
          by_ranks.emplace(rank_sum, ranks);
        }
        for (std::size_t c = 0; c < n; ++c) {
          full[c] = ranks[c];
          for (const HandKey& pk : suited[c])
            for (int i = 0; i < st.count; ++i)
              full[c] = std::max(full[c], e.value(plus(pk, st.keys[i])).raw);
        }
        record(*s.p, full.data(), weight, t);
        t.weight += weight;
      }
    }
  }
}

// ---- One board at a time -------------------------------------------------------------------

void direct(const Seated& s, int part, std::int64_t weight, Tally& t) {
  const int k = s.to_come();
  const std::size_t n = s.n();
  const Evaluator e = *s.e;
  const SuitSymmetry symmetry = SuitSymmetry::of_known(s.used);
  const std::size_t known = s.p->board.size();
  std::array<Card, 5> board{};
  for (std::size_t i = 0; i < known; ++i) board[i] = s.p->board[i];
  Values v{};

  auto leaf = [&](HandKey u) {
    std::int64_t w = weight;
    if (!symmetry.trivial()) {
      std::array<std::uint16_t, kSuitCount> masks{};
      for (int suit = 0; suit < kSuitCount; ++suit)
        masks[static_cast<std::size_t>(suit)] =
            static_cast<std::uint16_t>((u.mask >> (16 * suit)) & 0x1FFF);
      const std::uint32_t orbit = symmetry.weight(masks);
      if (orbit == 0) return;
      w *= orbit;
    }
    if (s.omaha) {
      const Triples tr = board_triples(board);
      for (std::size_t c = 0; c < n; ++c) v[c] = omaha_best(e, s.pairs[c], tr);
    } else {
      for (std::size_t c = 0; c < n; ++c) v[c] = e.value(plus(s.hand[c], u)).raw;
    }
    record(*s.p, v.data(), w, t);
    t.weight += w;
  };

  if (k == 0) {
    leaf(HandKey{0, 0});
    return;
  }
  const std::size_t size = s.deck.size();
  const auto go = [&](auto&& self, std::size_t from, int depth, HandKey u) -> void {
    if (depth == k) {
      leaf(u);
      return;
    }
    for (std::size_t i = from; i + static_cast<std::size_t>(k - depth) <= size; ++i) {
      board[known + static_cast<std::size_t>(depth)] = s.deck[i];
      self(self, i + 1, depth + 1, add(u, s.deck[i]));
    }
  };
  const auto first = static_cast<std::size_t>(part);
  if (first + static_cast<std::size_t>(k) > size) return;
  board[known] = s.deck[first];
  go(go, first + 1, 1, add(HandKey{0, 0}, s.deck[first]));
}

void board_part(const Seated& s, int part, std::int64_t weight, Tally& t) {
  const auto thresholds = flush_thresholds(s);
  if (!by_ranks(s, thresholds)) {
    direct(s, part, weight, t);
    return;
  }
  if (part == 0) {
    rank_classes(s, thresholds, weight, t);
    return;
  }
  const int suit = part - 1;
  const int threshold = thresholds[static_cast<std::size_t>(suit)];
  if (threshold > s.to_come()) return;
  if (s.omaha)
    omaha_flush_boards(s, suit, threshold, weight, t);
  else
    holdem_flush_boards(s, suit, threshold, weight, t);
}

// ---- Random hands --------------------------------------------------------------------------

// The random hands' hole cards in a fixed order (lexicographic, hand after hand): unit i is the
// i-th assignment; only canonical ones under the free suits are dealt, with their class size.
void assignments(const Problem& p, std::int64_t from, std::int64_t to, Tally& t) {
  const SuitSymmetry symmetry = SuitSymmetry::of_known(p.known);
  std::vector<std::vector<Card>> holes = p.holes;
  std::uint64_t used = p.known;
  std::int64_t index = 0;
  const int h = p.hole_count;
  const std::size_t size = p.deck.size();

  const auto go = [&](auto&& self, std::size_t r, std::size_t from_card, int depth) -> bool {
    if (r == p.random.size()) {
      const std::int64_t i = index++;
      if (i < from) return true;
      if (i >= to) return false;
      std::uint32_t orbit = 1;
      if (!symmetry.trivial()) {
        std::array<SuitSignature, kSuitCount> sig{};
        for (std::size_t j = 0; j < p.random.size(); ++j)
          for (Card c : holes[static_cast<std::size_t>(p.random[j])])
            sig[static_cast<std::size_t>(c.suit())][j] |=
                static_cast<std::uint16_t>(1u << static_cast<int>(c.rank()));
        orbit = symmetry.weight(sig);
      }
      if (orbit == 0) return true;
      const Seated s(p, holes, used);
      const int parts = board_parts(s);
      for (int part = 0; part < parts; ++part) board_part(s, part, orbit, t);
      return true;
    }
    auto& hole = holes[static_cast<std::size_t>(p.random[r])];
    if (depth == h) return self(self, r + 1, 0, 0);
    for (std::size_t i = from_card; i < size; ++i) {
      const Card c = p.deck[i];
      if (used >> c.index() & 1) continue;
      used |= std::uint64_t{1} << c.index();
      hole.push_back(c);
      const bool more = self(self, r, i + 1, depth + 1);
      hole.pop_back();
      used &= ~(std::uint64_t{1} << c.index());
      if (!more) return false;
    }
    return true;
  };
  go(go, 0, 0, 0);
}

}  // namespace

// Without random hands, a unit is a part of the board enumeration (board_parts), except that the
// rank grouping is one unit: it counts every board in about a millisecond, and worker calls cost
// more than that (the page yields between two).
std::int64_t exact_units(const Problem& p) {
  if (p.random.empty()) {
    const Seated s(p, p.holes, p.known);
    return by_ranks(s, flush_thresholds(s)) ? 1 : board_parts(s);
  }
  double units = 1;
  int left = static_cast<int>(p.deck.size());
  for (std::size_t r = 0; r < p.random.size(); ++r) {
    units *= choose(left, p.hole_count);
    left -= p.hole_count;
  }
  return static_cast<std::int64_t>(units);
}

void run_exact(const Problem& p, std::int64_t from, std::int64_t to, Tally& t) {
  const std::int64_t units = exact_units(p);
  from = std::clamp<std::int64_t>(from, 0, units);
  to = std::clamp<std::int64_t>(to, from, units);
  if (p.random.empty()) {
    const Seated s(p, p.holes, p.known);
    if (by_ranks(s, flush_thresholds(s))) {
      if (from < to)
        for (int part = 0; part < board_parts(s); ++part) board_part(s, part, 1, t);
    } else {
      for (std::int64_t part = from; part < to; ++part) board_part(s, static_cast<int>(part), 1, t);
    }
  } else {
    assignments(p, from, to, t);
  }
  t.flush_joint();
  t.units += to - from;
}

}  // namespace tapis::equity_detail

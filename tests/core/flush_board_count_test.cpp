// Exact equity groups the boards still to come by their ranks and counts apart those on which a
// suit reaches a flush threshold (equity_enumerate.cpp). for_each_rank_draw walks the multisets
// with their ways, FlushBoardCount gives each one's flush boards as the draw grows rank by rank;
// here both are checked against every board dealt one by one, for the thresholds real hands give.
#include "core/equity/flush_board_count.hpp"

#include <doctest/doctest.h>

#include <unordered_map>
#include <vector>

#include "core/cards/evaluator.hpp"
#include "core/equity/rank_draw.hpp"

using namespace tapis;
using tapis::equity_detail::FlushBoardCount;
using tapis::equity_detail::for_each_rank_draw;
using tapis::equity_detail::RankDraw;

namespace {

struct Counts {
  std::int64_t boards = 0;
  std::int64_t flush_boards = 0;
};

// A rank multiset as a number: the count of each rank in base 5.
std::uint64_t multiset_key(const std::array<int, kRankCount>& by_rank) {
  std::uint64_t key = 0;
  for (int r = kRankCount - 1; r >= 0; --r) key = key * 5 + static_cast<std::uint64_t>(by_rank[r]);
  return key;
}

// Every board of `size` cards of `deck`, dealt one by one, grouped by rank multiset.
std::unordered_map<std::uint64_t, Counts> deal_every_board(
    const std::vector<Card>& deck, int size, const std::array<int, kSuitCount>& thresholds) {
  std::unordered_map<std::uint64_t, Counts> out;
  std::array<int, kRankCount> by_rank{};
  std::array<int, kSuitCount> by_suit{};
  const auto deal = [&](auto&& self, std::size_t from, int left) -> void {
    if (left == 0) {
      bool flush = false;
      for (int s = 0; s < kSuitCount; ++s) flush |= by_suit[s] >= thresholds[s];
      Counts& c = out[multiset_key(by_rank)];
      ++c.boards;
      c.flush_boards += flush;
      return;
    }
    for (std::size_t i = from; i + static_cast<std::size_t>(left) <= deck.size(); ++i) {
      ++by_rank[static_cast<int>(deck[i].rank())];
      ++by_suit[static_cast<int>(deck[i].suit())];
      self(self, i + 1, left - 1);
      --by_rank[static_cast<int>(deck[i].rank())];
      --by_suit[static_cast<int>(deck[i].suit())];
    }
  };
  deal(deal, 0, size);
  return out;
}

// The deck less the known cards, then for every rank multiset of `size` that exact equity's walk
// (for_each_rank_draw) visits, its ways and FlushBoardCount's count against the boards dealt one
// by one.
void check_against_every_board(Game game, std::string_view known, int size,
                               const std::array<int, kSuitCount>& thresholds) {
  const auto known_cards = parse_cards(known);
  REQUIRE(known_cards.ok());
  std::vector<Card> deck;
  for (int i = 0; i < 52; ++i) {
    const Card c = *Card::from_index(i);
    bool taken = false;
    for (Card k : known_cards.value()) taken |= k == c;
    if (in_deck(game, c) && !taken) deck.push_back(c);
  }
  std::array<int, kRankCount> avail{};
  for (Card c : deck) ++avail[static_cast<int>(c.rank())];

  const auto dealt = deal_every_board(deck, size, thresholds);
  FlushBoardCount flushes(deck, size, thresholds, avail);
  std::size_t multisets = 0, wrong_ways = 0, wrong = 0;
  std::int64_t flush_boards = 0;
  for_each_rank_draw(
      avail, size,
      [&](const RankDraw& d) {
        ++multisets;
        std::array<int, kRankCount> by_rank{};
        for (int i = 0; i < size; ++i) ++by_rank[d.ranks[static_cast<std::size_t>(i)]];
        const auto it = dealt.find(multiset_key(by_rank));
        const Counts want = it == dealt.end() ? Counts{-1, -1} : it->second;
        const std::int64_t got = flushes.flush_boards(size);
        wrong_ways += d.ways != want.boards;
        wrong += got != want.flush_boards;
        flush_boards += got;
      },
      &flushes);
  CHECK(multisets == dealt.size());
  CHECK(wrong_ways == 0);  // each multiset's ways are its boards
  CHECK(wrong == 0);
  std::int64_t want_flush_boards = 0;
  for (const auto& [key, c] : dealt) want_flush_boards += c.flush_boards;
  CHECK(flush_boards == want_flush_boards);
  CHECK(want_flush_boards > 0);  // the case has flush boards to count
}

}  // namespace

TEST_CASE("flush boards: AhAs v KsKd preflop, five cards to come, every suit can flush") {
  // Thresholds as exact equity takes them: 5 - board cards of the suit - most hole cards of it.
  check_against_every_board(Game::Holdem, "Ah As Ks Kd", 5, {4, 4, 4, 5});
}

TEST_CASE("flush boards: a full deck, five of a suit to come, all four suits") {
  // Five ranks of four cards each make the largest polynomials, (3 + x)^5: no lane overflows
  // into the fifth, the one read here.
  check_against_every_board(Game::Holdem, "", 5, {5, 5, 5, 5});
}

TEST_CASE("flush boards: a two-card board, three to come, one suit with two hearts to find") {
  // AhKh with 7h 2c on the board: hearts need two of the three cards to come (5 - 1 - 2); every
  // other suit needs more than three and is left out of the count.
  check_against_every_board(Game::Holdem, "Ah Kh 7h 2c", 3, {5, 2, 5, 4});
}

TEST_CASE("flush boards: four hearts between hand and board, any heart of three makes it") {
  check_against_every_board(Game::Holdem, "Ah Kh 7h 2h", 3, {5, 1, 5, 5});
}

TEST_CASE("flush boards: AhKh v 7c7d preflop, suited hole cards need three hearts") {
  // Suits in card order: spades, hearts, diamonds, clubs.
  check_against_every_board(Game::Holdem, "Ah Kh 7c 7d", 5, {5, 3, 4, 4});
}

TEST_CASE("flush boards: Omaha preflop, two suited hole cards need three of the board") {
  // Omaha plays exactly two hole cards and three of the board: three of a suit a hand holds two
  // of, here every suit; then a suit nobody holds two of can make no flush (99: left out).
  check_against_every_board(Game::Omaha, "As Ks Qc Jc 8d 7h 6d 5h", 5, {3, 3, 3, 3});
  check_against_every_board(Game::Omaha, "As Ks Qc Jd 8d 7h 6c 5h", 5, {3, 3, 99, 99});
}

TEST_CASE("flush boards: short deck, 36 cards, four ranks fewer") {
  check_against_every_board(Game::ShortDeck, "Ah Kh Qd Jd", 5, {5, 3, 3, 5});
}

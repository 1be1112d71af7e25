// The hand evaluator against the guides (001: rankings, variants, Omaha's exactly-two rule, short
// deck; 004: boards that play), exhaustive counts, and a naive sort-and-compare reference.
#include "core/cards/evaluator.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "core/cards/evaluator_tables.hpp"
#include "core/cards/rank_hand.hpp"

using namespace tapis;

namespace {

std::vector<Card> cards(std::string_view text) {
  auto r = parse_cards(text);
  REQUIRE_MESSAGE(r.ok(), text);
  return r.value();
}

HandEval eval(Rules rules, std::string_view hole, std::string_view board) {
  const auto h = cards(hole), b = cards(board);
  auto r = rank_hand(rules, h, b);
  REQUIRE_MESSAGE(r.ok(), (r.ok() ? std::string() : r.error().code));
  return r.value();
}
HandEval eval(Game game, std::string_view hole, std::string_view board) {
  return eval(Rules{game}, hole, board);
}

Error eval_error(Rules rules, std::string_view hole, std::string_view board) {
  const auto h = cards(hole), b = cards(board);
  auto r = rank_hand(rules, h, b);
  REQUIRE_FALSE(r.ok());
  return r.error();
}

std::string five(const HandEval& e) {
  return to_string(e.best_five);
}

// The naive reference: sort the five cards, name the category, compare tie-break ranks.
// Returns {category strength, ranks...}; compares lexicographically.
std::vector<int> reference_five(const std::array<Card, 5>& hand, Rules rules) {
  const bool short_deck = rules.game == Game::ShortDeck;
  std::array<int, kRankCount> count{};
  for (Card c : hand) ++count[static_cast<int>(c.rank())];
  std::vector<std::pair<int, int>> groups;  // (count, rank)
  for (int r = 0; r < kRankCount; ++r)
    if (count[r]) groups.push_back({count[r], r});
  std::sort(groups.rbegin(), groups.rend());
  bool flush = true;
  for (Card c : hand) flush = flush && c.suit() == hand[0].suit();
  int top = -1;
  if (groups.size() == 5) {
    if (groups[0].second - groups[4].second == 4) top = groups[0].second;
    const bool wheel = short_deck ? count[12] && count[4] && count[5] && count[6] && count[7]
                                  : count[12] && count[0] && count[1] && count[2] && count[3];
    if (wheel) top = short_deck ? 7 : 3;
  }
  // Standard strengths; short deck swaps flush and full house, and optionally trips and straight.
  int cat = 0;  // 0 high, 1 pair, 2 two pair, 3 trips, 4 straight, 5 flush, 6 full, 7 quads, 8 sf
  if (top >= 0 && flush)
    cat = 8;
  else if (groups[0].first == 4)
    cat = 7;
  else if (groups[0].first == 3 && groups[1].first == 2)
    cat = 6;
  else if (flush)
    cat = 5;
  else if (top >= 0)
    cat = 4;
  else if (groups[0].first == 3)
    cat = 3;
  else if (groups[0].first == 2 && groups[1].first == 2)
    cat = 2;
  else if (groups[0].first == 2)
    cat = 1;
  double strength = cat;
  if (short_deck && cat == 5) strength = 6.5;
  if (short_deck && rules.trips_beat_straight && cat == 4) strength = 2.5;
  std::vector<int> key = {static_cast<int>(strength * 2)};
  if (top >= 0) {
    key.push_back(top);
  } else {
    for (auto [n, r] : groups) key.push_back(r);
  }
  return key;
}

std::vector<int> reference_best(std::span<const Card> all, Rules rules) {
  std::vector<int> best;
  const auto n = static_cast<unsigned>(all.size());
  for (unsigned mask = 0; mask < (1u << n); ++mask) {
    if (std::popcount(mask) != 5) continue;
    std::array<Card, 5> hand;
    int k = 0;
    for (unsigned i = 0; i < n; ++i)
      if (mask >> i & 1) hand[k++] = all[i];
    best = std::max(best, reference_five(hand, rules));
  }
  return best;
}

std::vector<Card> deck(Game game) {
  std::vector<Card> d;
  for (int i = 0; i < kCardCount; ++i)
    if (in_deck(game, *Card::from_index(i))) d.push_back(*Card::from_index(i));
  return d;
}

std::vector<Card> random_cards(std::mt19937_64& rng, const std::vector<Card>& from, int n) {
  std::vector<Card> d = from;
  for (int i = 0; i < n; ++i) std::swap(d[i], d[i + rng() % (d.size() - i)]);
  d.resize(n);
  return d;
}

int sign(int x) {
  return (x > 0) - (x < 0);
}

}  // namespace

// --- Guide 004: boards that play -----------------------------------------------------------

TEST_CASE("004 boards that play: 8-8-5-5-Q, only the player with a five wins") {
  const auto board = "8♠ 8♥ 5♦ 5♣ Q♠";
  const auto five_holder = eval(Game::Holdem, "5♥ 2♣", board);
  const auto a = eval(Game::Holdem, "J♦ T♦", board);
  const auto b = eval(Game::Holdem, "7♣ 6♣", board);
  CHECK(five_holder.category == Category::FullHouse);
  CHECK(five_holder.description_en == "Full house, fives full of eights");
  CHECK(five_holder.description_fr == "Full aux cinq par les huit");
  CHECK(five(five_holder) == "5h 5d 5c 8s 8h");
  CHECK(a.value == b.value);  // both play the board
  CHECK(five(a) == "8s 8h 5d 5c Qs");
  CHECK(a.description_en == "Two pair, eights and fives");
  CHECK(a.description_fr == "Double paire, huit et cinq");
  CHECK(five_holder.value > a.value);
}

TEST_CASE("004 boards that play: Q-J-9-9-5, A♣7♣ and A♦6♠ both play 9-9-A-Q-J and split") {
  const auto board = "Q♣ J♦ 9♠ 9♥ 5♦";
  const auto a = eval(Game::Holdem, "A♣ 7♣", board);
  const auto b = eval(Game::Holdem, "A♦ 6♠", board);
  CHECK(a.value == b.value);
  CHECK(a.category == Category::Pair);
  CHECK(five(a) == "9s 9h Ac Qc Jd");
  CHECK(five(b) == "9s 9h Ad Qc Jd");
  CHECK(a.description_en == "Pair of nines");
  CHECK(a.description_fr == "Paire de neuf");
  REQUIRE(a.parts.count == 4);
  CHECK(a.parts.ranks[0] == Rank::Nine);
  CHECK(a.parts.ranks[1] == Rank::Ace);
  // An ace-king would still win: the king beats the queen kicker.
  CHECK(eval(Game::Holdem, "A♠ K♠", board).value > a.value);
}

TEST_CASE("004 boards that play: broadway A♠ K♥ Q♦ J♣ T♥ on the board, everyone splits") {
  const auto board = "A♠ K♥ Q♦ J♣ T♥";
  const auto a = eval(Game::Holdem, "2♣ 3♦", board);
  const auto b = eval(Game::Holdem, "A♥ A♦", board);
  const auto c = eval(Game::Holdem, "K♠ Q♠", board);
  CHECK(a.value == b.value);
  CHECK(b.value == c.value);
  CHECK(a.category == Category::Straight);
  CHECK(five(a) == "As Kh Qd Jc Th");
  CHECK(a.description_en == "Straight, ace high");
  CHECK(a.description_fr == "Quinte à l'as");
}

TEST_CASE(
    "004 boards that play: five-flush board splits unless someone has a higher card of that suit") {
  const auto board = "K♥ 9♥ 7♥ 4♥ 2♥";
  const auto no_heart = eval(Game::Holdem, "A♠ A♦", board);
  const auto other_no_heart = eval(Game::Holdem, "Q♣ J♣", board);
  const auto three = eval(Game::Holdem, "3♥ Q♣", board);  // higher than the board's lowest heart
  const auto queen = eval(Game::Holdem, "Q♥ 2♣", board);
  CHECK(no_heart.value == other_no_heart.value);
  CHECK(no_heart.category == Category::Flush);
  CHECK(five(no_heart) == "Kh 9h 7h 4h 2h");
  CHECK(three.value > no_heart.value);
  CHECK(five(three) == "Kh 9h 7h 4h 3h");
  CHECK(queen.value > three.value);
  CHECK(queen.description_en == "Flush, king high");
  CHECK(queen.description_fr == "Couleur au roi");
}

TEST_CASE("004 boards that play: a paired board can give everyone the same full house") {
  const auto board = "7♠ 7♥ 7♦ K♣ K♦";
  const auto a = eval(Game::Holdem, "Q♠ J♠", board);
  const auto b = eval(Game::Holdem, "3♣ 2♣", board);
  const auto aces = eval(Game::Holdem, "A♠ A♦", board);
  CHECK(a.value == b.value);
  CHECK(a.description_en == "Full house, sevens full of kings");
  CHECK(a.description_fr == "Full aux sept par les rois");
  CHECK(aces.value > a.value);
  CHECK(aces.description_en == "Full house, sevens full of aces");
}

// --- Guide 001: rankings and tie-breaks -------------------------------------------------------

TEST_CASE("001 hold'em: zero, one or two hole cards may play") {
  const auto board = "K♥ 9♥ 7♥ 4♥ 2♠";
  const auto one = eval(Game::Holdem, "A♥ 2♣", board);
  CHECK(one.category == Category::Flush);
  CHECK(five(one) == "Ah Kh 9h 7h 4h");
  const auto two = eval(Game::Holdem, "9♠ 9♦", "9♣ K♦ 4♠ 2♥ 8♣");
  CHECK(two.category == Category::ThreeOfAKind);
  CHECK(two.description_fr == "Brelan de neuf");
  const auto zero = eval(Game::Holdem, "2♦ 3♦", "A♠ A♥ A♦ A♣ K♠");
  CHECK(zero.category == Category::FourOfAKind);
  CHECK(five(zero) == "As Ah Ad Ac Ks");
  CHECK(zero.description_en == "Four of a kind, aces");
  CHECK(zero.description_fr == "Carré d'as");
}

TEST_CASE("001 the wheel: A-2-3-4-5 is the lowest straight, it loses to 2-3-4-5-6") {
  const auto board = "4♠ 3♥ 2♦ K♣ 9♠";
  const auto wheel = eval(Game::Holdem, "A♣ 5♦", board);
  const auto six_high = eval(Game::Holdem, "5♣ 6♦", board);
  CHECK(wheel.category == Category::Straight);
  CHECK(five(wheel) == "5d 4s 3h 2d Ac");
  CHECK(wheel.description_en == "Straight, five high");
  CHECK(wheel.description_fr == "Quinte au cinq");
  CHECK(six_high.value > wheel.value);
  // ... but beats three of a kind.
  CHECK(wheel.value > eval(Game::Holdem, "K♦ K♥", board).value);
}

TEST_CASE("001 tie-break: suits never rank, kickers decide, identical five cards split") {
  const auto board = "Q♠ 8♦ 5♣ 3♥ 2♠";
  CHECK(eval(Game::Holdem, "A♠ K♠", board).value == eval(Game::Holdem, "A♥ K♥", board).value);
  CHECK(eval(Game::Holdem, "A♠ K♠", board).value > eval(Game::Holdem, "A♥ J♥", board).value);
  CHECK(eval(Game::Holdem, "Q♥ K♠", board).value > eval(Game::Holdem, "Q♦ J♥", board).value);
  // Flushes and straights: the highest card of the sequence.
  CHECK(eval(Game::Holdem, "7♠ 6♠", "9♠ 8♠ 5♠ 2♥ 3♦").description_en ==
        "Straight flush, nine high");
  CHECK(eval(Game::Holdem, "A♠ K♠", "Q♠ J♠ T♠ 2♥ 3♦").description_en == "Royal flush");
  CHECK(eval(Game::Holdem, "A♠ K♠", "Q♠ J♠ T♠ 2♥ 3♦").description_fr == "Quinte flush royale");
}

TEST_CASE(
    "001 Omaha: exactly two hole cards - a four-flush board with one suited hole card is no "
    "flush") {
  const auto board = "K♥ Q♥ 8♥ 4♥ 2♣";
  const auto one_heart = eval(Game::Omaha, "A♥ J♠ T♣ 3♦", board);
  CHECK(one_heart.category == Category::HighCard);
  CHECK(five(one_heart) == "Ah Kh Qh Js 8h");
  CHECK(one_heart.description_en == "High card, ace");
  CHECK(one_heart.description_fr == "Carte haute, as");
  // The same cards in hold'em make the flush.
  CHECK(eval(Game::Holdem, "A♥ J♠", board).category == Category::Flush);
  const auto two_hearts = eval(Game::Omaha, "A♥ 3♥ T♣ 3♦", board);
  CHECK(two_hearts.category == Category::Flush);
  CHECK(five(two_hearts) == "Ah Kh Qh 8h 3h");
  // And the straight A-K-Q-J-T would need three hole cards.
  CHECK(eval(Game::Omaha, "A♠ J♠ T♣ 3♦", board).category == Category::HighCard);
}

TEST_CASE("001 Omaha: a board full house is not a full house without the matching pair") {
  const auto board = "K♠ K♥ K♦ 7♣ 7♦";
  const auto no_pair = eval(Game::Omaha, "Q♣ J♣ 9♠ 8♦", board);
  CHECK(no_pair.category == Category::ThreeOfAKind);
  CHECK(five(no_pair) == "Ks Kh Kd Qc Jc");
  CHECK(eval(Game::Holdem, "Q♣ J♣", board).category == Category::FullHouse);
  const auto pair = eval(Game::Omaha, "4♠ 4♥ 9♠ 8♦", board);
  CHECK(pair.category == Category::FullHouse);
  CHECK(pair.description_en == "Full house, kings full of fours");
  CHECK(eval(Game::Omaha, "7♠ 7♥ 9♠ 8♦", board).category == Category::FourOfAKind);
  // One seven in hand is not enough: 7-7-7-K-K would take four board cards.
  CHECK(eval(Game::Omaha, "7♠ 2♥ 9♠ 8♦", board).description_en == "Three of a kind, kings");
}

TEST_CASE("001 Omaha: no showdown value before the flop") {
  const auto pre = eval(Game::Omaha, "A♠ A♥ K♠ K♥", "");
  CHECK(pre.value == HandValue{});
  CHECK(pre.category == Category::None);
  CHECK(pre.best_five.empty());
  CHECK(pre.description_en == "No hand yet");
  CHECK(eval(Game::Omaha, "A♠ A♥ K♠ K♥", "2♦ 7♣").category == Category::None);
  CHECK(eval(Game::Omaha, "A♠ A♥ K♠ K♥", "2♦ 7♣ A♦").category == Category::ThreeOfAKind);
}

TEST_CASE("001 short deck: a flush beats a full house") {
  const auto board = "A♥ 9♥ 6♥ 9♣ 6♠";
  const auto flush = eval(Game::ShortDeck, "K♥ 7♥", board);
  const auto full = eval(Game::ShortDeck, "9♦ 8♠", board);
  CHECK(flush.category == Category::Flush);
  CHECK(full.category == Category::FullHouse);
  CHECK(flush.value > full.value);
  // Hold'em with the same cards: the full house wins.
  CHECK(eval(Game::Holdem, "9♦ 8♠", board).value > eval(Game::Holdem, "K♥ 7♥", board).value);
  // Quads still beat the flush.
  CHECK(eval(Game::ShortDeck, "9♦ 9♠", board).value > flush.value);
}

TEST_CASE("001 short deck: A-6-7-8-9 is the lowest straight") {
  const auto board = "6♠ 7♥ 8♦ K♣ K♠";
  const auto wheel = eval(Game::ShortDeck, "A♣ 9♦", board);
  CHECK(wheel.category == Category::Straight);
  CHECK(five(wheel) == "9d 8d 7h 6s Ac");
  CHECK(wheel.description_en == "Straight, nine high");
  CHECK(wheel.description_fr == "Quinte au neuf");
  CHECK(eval(Game::ShortDeck, "9♣ T♦", board).value > wheel.value);
  const auto trips = eval(Game::ShortDeck, "K♦ Q♦", board);
  // Triton order (default): straight above three of a kind; the option reverses it.
  CHECK(wheel.value > trips.value);
  const Rules trips_first{Game::ShortDeck, true};
  CHECK(eval(trips_first, "K♦ Q♦", board).value > eval(trips_first, "A♣ 9♦", board).value);
  CHECK(eval(trips_first, "A♣ 9♦", board).category == Category::Straight);
  // The suited A-6-7-8-9 is a straight flush.
  CHECK(eval(Game::ShortDeck, "A♠ 9♠", "6♠ 7♠ 8♠ K♣ K♦").category == Category::StraightFlush);
}

TEST_CASE("001 short deck: the 2s to 5s are not in the deck") {
  CHECK(deck_size(Game::ShortDeck) == 36);
  CHECK(deck(Game::ShortDeck).size() == 36);
  CHECK_FALSE(in_deck(Game::ShortDeck, Card(Rank::Five, Suit::Hearts)));
  CHECK(in_deck(Game::ShortDeck, Card(Rank::Six, Suit::Hearts)));
  CHECK(in_deck(Game::Holdem, Card(Rank::Two, Suit::Hearts)));
  const auto e = eval_error(Rules{Game::ShortDeck}, "A♣ 5♦", "6♠ 7♥ 8♦");
  CHECK(e.code == "cards.not_in_deck");
  CHECK(e.find("card")->list == std::vector<std::string>{"5d"});
}

TEST_CASE("001 crazy pineapple: three hole cards dealt, two kept after the flop") {
  CHECK(hole_card_count(Game::Pineapple) == 2);
  CHECK(dealt_hole_card_count(Game::Pineapple) == 3);
  CHECK(eval(Game::Pineapple, "A♠ K♠ Q♦", "").category == Category::None);
  CHECK(eval_error(Rules{Game::Pineapple}, "A♠ K♠ Q♦", "2♣ 7♦ 9♥").code == "eval.hole_count");
  const auto kept = eval(Game::Pineapple, "A♠ K♠", "2♣ 7♦ 9♥ A♦ K♣");
  CHECK(kept.value == eval(Game::Holdem, "A♠ K♠", "2♣ 7♦ 9♥ A♦ K♣").value);
  CHECK(kept.description_en == "Two pair, aces and kings");
}

TEST_CASE("descriptions: English and French for every category, with the parts as data") {
  struct Case {
    const char* hole;
    const char* board;
    const char* en;
    const char* fr;
  };
  const Case cases[] = {
      {"Kd 9c", "Qs 7h 4d 3c 2s", "High card, king", "Carte haute, roi"},
      {"Qd Qc", "As 7h 4d 3c 2s", "Pair of queens", "Paire de dames"},
      {"Ad Ac", "Ks 7h 4d 3c 2s", "Pair of aces", "Paire d'as"},
      {"Jd Jc", "8s 8h 4d 3c 2s", "Two pair, jacks and eights", "Double paire, valets et huit"},
      {"Jd Jc", "Js 8h 4d 3c 2s", "Three of a kind, jacks", "Brelan de valets"},
      {"Qd Jc", "Ts 9h 8d 3c 2s", "Straight, queen high", "Quinte à la dame"},
      {"Td 6c", "9s 8h 7d 3c 2s", "Straight, ten high", "Quinte au dix"},
      {"Ah 2h", "Kh 9h 7h 3c 2s", "Flush, ace high", "Couleur à l'as"},
      {"Ad Ac", "As Kh Kd 3c 2s", "Full house, aces full of kings", "Full aux as par les rois"},
      {"8d 8c", "8s 8h Kd 3c 2s", "Four of a kind, eights", "Carré de huit"},
      {"Jh Th", "9h 8h 7h 3c 2s", "Straight flush, jack high", "Quinte flush au valet"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.en);
    const auto e = eval(Game::Holdem, c.hole, c.board);
    CHECK(e.description_en == c.en);
    CHECK(e.description_fr == c.fr);
  }
  const auto full = eval(Game::Holdem, "Ad Ac", "As Kh Kd 3c 2s");
  CHECK(full.parts.category == Category::FullHouse);
  REQUIRE(full.parts.count == 2);
  CHECK(full.parts.ranks[0] == Rank::Ace);
  CHECK(full.parts.ranks[1] == Rank::King);
  CHECK(category_name(Category::Straight, Lang::Fr) == "Quinte");
  CHECK(category_name(Category::FullHouse, Lang::En) == "Full house");
  CHECK(rank_name(Rank::Queen, Lang::Fr, true) == "dames");
}

TEST_CASE("rank_hand: errors are values with stable codes") {
  CHECK(hole_card_count(Game::Holdem) == 2);
  CHECK(hole_card_count(Game::Omaha) == 4);
  CHECK(hole_card_count(Game::ShortDeck) == 2);
  CHECK(eval_error(Rules{Game::Holdem}, "A♠ K♠ Q♠", "").code == "eval.hole_count");
  CHECK(eval_error(Rules{Game::Holdem}, "A♠", "").code == "eval.hole_count");
  const auto omaha = eval_error(Rules{Game::Omaha}, "A♠ K♠", "2♣ 7♦ 9♥");
  CHECK(omaha.code == "eval.hole_count");
  CHECK(omaha.find("needed")->number == 4);
  CHECK(eval_error(Rules{Game::Holdem}, "A♠ K♠", "2♣ 3♣ 4♣ 5♣ 6♣ 7♣").code == "eval.board_count");
  const auto twice = eval_error(Rules{Game::Holdem}, "A♠ K♠", "2♣ 3♣ A♠");
  CHECK(twice.code == "cards.duplicate");
  CHECK(twice.find("card")->list == std::vector<std::string>{"As"});
  CHECK(eval(Game::Holdem, "A♠ K♠", "").category == Category::None);
}

TEST_CASE("evaluator: low-level values with fewer than 5 or more than 7 cards are no value") {
  const Evaluator& e = Evaluator::of(Rules{});
  const auto four = cards("As Ks Qs Js"), eight = cards("As Ks Qs Js Ts 9s 8s 7s");
  CHECK(e.value(four) == HandValue{});
  CHECK(e.value(eight) == HandValue{});
  CHECK(showdown_value(Rules{Game::Omaha}, four, cards("2c 3c")) == HandValue{});
  CHECK(category(HandValue{}) == Category::None);
}

// --- Exhaustive and reference checks --------------------------------------------------------

TEST_CASE("evaluator: 2,598,960 five-card hands: the known counts and 7,462 distinct values") {
  const Evaluator& e = Evaluator::of(Rules{});
  std::vector<bool> seen(1 << 16, false);
  std::array<long, 10> by_category{}, distinct{};
  const auto d = deck(Game::Holdem);
  for (int a = 0; a < 52; ++a)
    for (int b = a + 1; b < 52; ++b)
      for (int c = b + 1; c < 52; ++c)
        for (int x = c + 1; x < 52; ++x)
          for (int y = x + 1; y < 52; ++y) {
            const HandValue v = e.value(make_key(std::array{d[a], d[b], d[c], d[x], d[y]}));
            if (!seen[v.raw]) ++distinct[static_cast<int>(category(v))];
            seen[v.raw] = true;
            ++by_category[static_cast<int>(category(v))];
          }
  CHECK(std::count(seen.begin(), seen.end(), true) == 7462);
  CHECK(by_category[static_cast<int>(Category::None)] == 0);
  CHECK(by_category[static_cast<int>(Category::StraightFlush)] == 40);
  CHECK(by_category[static_cast<int>(Category::FourOfAKind)] == 624);
  CHECK(by_category[static_cast<int>(Category::FullHouse)] == 3744);
  CHECK(by_category[static_cast<int>(Category::Flush)] == 5108);
  CHECK(by_category[static_cast<int>(Category::Straight)] == 10200);
  CHECK(by_category[static_cast<int>(Category::ThreeOfAKind)] == 54912);
  CHECK(by_category[static_cast<int>(Category::TwoPair)] == 123552);
  CHECK(by_category[static_cast<int>(Category::Pair)] == 1098240);
  CHECK(by_category[static_cast<int>(Category::HighCard)] == 1302540);
  // Distinct values per category: 10 + 156 + 156 + 1277 + 10 + 858 + 858 + 2860 + 1277.
  const std::array<long, 10> expected = {0, 1277, 2860, 858, 858, 10, 1277, 156, 156, 10};
  CHECK(distinct == expected);
}

TEST_CASE("evaluator: all 133,784,560 seven-card hands by category") {
  const Evaluator& e = Evaluator::of(Rules{});
  // Counted per value first (a histogram over 2^16 raw values), then per category.
  std::vector<std::uint32_t> by_value(1 << 16, 0);
  const auto d = deck(Game::Holdem);
  for (int a = 0; a < 52; ++a) {
    const HandKey ka = add(HandKey{}, d[a]);
    for (int b = a + 1; b < 52; ++b) {
      const HandKey kb = add(ka, d[b]);
      for (int c = b + 1; c < 52; ++c) {
        const HandKey kc = add(kb, d[c]);
        for (int x = c + 1; x < 52; ++x) {
          const HandKey kx = add(kc, d[x]);
          for (int y = x + 1; y < 52; ++y) {
            const HandKey ky = add(kx, d[y]);
            for (int z = y + 1; z < 52; ++z) {
              const HandKey kz = add(ky, d[z]);
              for (int w = z + 1; w < 52; ++w) ++by_value[e.value(add(kz, d[w])).raw];
            }
          }
        }
      }
    }
  }
  std::array<long, 10> n{};
  for (std::size_t v = 0; v < by_value.size(); ++v)
    n[static_cast<int>(category(HandValue{static_cast<std::uint16_t>(v)}))] += by_value[v];
  CHECK(n[static_cast<int>(Category::None)] == 0);
  CHECK(n[static_cast<int>(Category::StraightFlush)] == 41584);
  CHECK(n[static_cast<int>(Category::FourOfAKind)] == 224848);
  CHECK(n[static_cast<int>(Category::FullHouse)] == 3473184);
  CHECK(n[static_cast<int>(Category::Flush)] == 4047644);
  CHECK(n[static_cast<int>(Category::Straight)] == 6180020);
  CHECK(n[static_cast<int>(Category::ThreeOfAKind)] == 6461620);
  CHECK(n[static_cast<int>(Category::TwoPair)] == 31433400);
  CHECK(n[static_cast<int>(Category::Pair)] == 58627800);
  CHECK(n[static_cast<int>(Category::HighCard)] == 23294460);
  // 4,824 distinct values: no 7-card hand's best five is one of the worst 5-card high cards.
  CHECK(std::count_if(by_value.begin(), by_value.end(), [](auto c) { return c > 0; }) == 4824);
}

TEST_CASE("evaluator: agrees with a naive sort-and-compare reference on random hands") {
  std::mt19937_64 rng(20240604);
  for (Rules rules : {Rules{Game::Holdem}, Rules{Game::ShortDeck}, Rules{Game::ShortDeck, true},
                      Rules{Game::Omaha}}) {
    CAPTURE(static_cast<int>(rules.game));
    CAPTURE(rules.trips_beat_straight);
    const auto d = deck(rules.game);
    const int hole = hole_card_count(rules.game);
    int mismatches = 0;
    for (int i = 0; i < 20000; ++i) {
      const int board_size = 3 + static_cast<int>(rng() % 3);
      const auto dealt = random_cards(rng, d, 2 * hole + board_size);
      const std::span<const Card> all(dealt);
      const auto board = all.subspan(2 * hole);
      std::vector<int> ref[2];
      HandValue value[2];
      for (int p = 0; p < 2; ++p) {
        const auto h = all.subspan(p * hole, hole);
        value[p] = showdown_value(rules, h, board);
        if (rules.game == Game::Omaha) {
          for (int a = 0; a < 4; ++a)
            for (int b = a + 1; b < 4; ++b)
              for (std::size_t x = 0; x < board.size(); ++x)
                for (std::size_t y = x + 1; y < board.size(); ++y)
                  for (std::size_t z = y + 1; z < board.size(); ++z)
                    ref[p] = std::max(
                        ref[p], reference_best(std::array{h[a], h[b], board[x], board[y], board[z]},
                                               rules));
        } else {
          std::vector<Card> seven(h.begin(), h.end());
          seven.insert(seven.end(), board.begin(), board.end());
          ref[p] = reference_best(seven, rules);
        }
        // The category agrees too (reference strengths: 0 high ... 16 straight flush).
        const int strength = ref[p][0];
        const Category expected = strength == 13  ? Category::Flush
                                  : strength == 5 ? Category::Straight
                                                  : static_cast<Category>(strength / 2 + 1);
        if (category(value[p]) != expected) ++mismatches;
        // best_hand names five cards worth exactly the value.
        const BestHand best = best_hand(rules, h, board);
        if (best.value != value[p] || Evaluator::of(rules).value(best.cards) != value[p])
          ++mismatches;
      }
      const int want = ref[0] < ref[1] ? -1 : ref[1] < ref[0] ? 1 : 0;
      const int got = value[0] < value[1] ? -1 : value[1] < value[0] ? 1 : 0;
      if (sign(want) != sign(got)) ++mismatches;
    }
    CHECK(mismatches == 0);
  }
}

TEST_CASE("evaluator: card arrays, card sets and incremental keys give the same values") {
  std::mt19937_64 rng(7);
  for (Rules rules : {Rules{Game::Holdem}, Rules{Game::ShortDeck}, Rules{Game::ShortDeck, true}}) {
    const Evaluator& e = Evaluator::of(rules);
    const auto d = deck(rules.game);
    int differ = 0;
    for (int i = 0; i < 100000; ++i) {
      const auto hand = random_cards(rng, d, 5 + i % 3);
      const HandValue v = e.value(hand);
      if (v == HandValue{} || e.value(CardSet::of(hand)) != v || e.value(make_key(hand)) != v)
        ++differ;
    }
    CHECK(differ == 0);
  }
}

TEST_CASE(
    "evaluator: the perfect hash gives the 73,775 rank multisets of 5-7 cards distinct entries") {
  using namespace tapis::eval_detail;
  Evaluator::of(Rules{});  // builds the shared tables
  const std::size_t value_count = build_tables(Ordering::Standard).values.size();
  std::vector<bool> used(value_count, false);
  int multisets = 0, collisions = 0, outside = 0;
  const auto visit = [&](auto&& self, int rank, int cards, std::uint32_t sum) -> void {
    if (rank == kRankCount) {
      if (cards < 5) return;
      ++multisets;
      const std::uint32_t entry = rank_entry(sum);
      if (entry < kRankBase || entry >= value_count) {
        ++outside;
        return;
      }
      if (used[entry]) ++collisions;
      used[entry] = true;
      return;
    }
    for (int c = 0; c <= 4 && cards + c <= 7; ++c)
      self(self, rank + 1, cards + c, sum + static_cast<std::uint32_t>(c) * kRankKeys[rank]);
  };
  visit(visit, 0, 0, 0);
  CHECK(multisets == 73775);
  CHECK(collisions == 0);
  CHECK(outside == 0);
}

TEST_CASE("evaluator: every rank sum that cards can make reads inside the values table") {
  // Seven aces (a card array may repeat a card) make the largest sum of at most seven cards;
  // every smaller sum lands inside the table too, empty rows included. A row's entries are its
  // sums plus one offset, so its first and last sums bound them.
  using namespace tapis::eval_detail;
  const Evaluator& e = Evaluator::of(Rules{});
  const std::size_t value_count = build_tables(Ordering::Standard).values.size();
  std::uint32_t outside = 0;
  for (std::uint32_t row = 0; row < kRowCount; ++row) {
    const std::uint32_t first = row << kRowShift;
    const std::uint32_t last = std::min(first + (1u << kRowShift) - 1, kMaxRankSum);
    outside += rank_entry(first) < kRankBase || rank_entry(last) >= value_count;
  }
  CHECK(outside == 0);
  // A card set of more than seven cards may sum past kMaxRankSum: clamped, it reads inside the
  // tables (unclamped, this one would read 4,343 rows past them). Here a royal flush beats
  // whatever its ranks read, so the value is still the royal flush's.
  const auto eight = cards("As Ks Qs Js Ts 2h 3d 4c");
  std::uint32_t eight_sum = 0;
  for (Card c : eight) eight_sum += kRankKeys[static_cast<int>(c.rank())];
  CHECK(eight_sum > kMaxRankSum);
  CHECK(e.value(CardSet::of(eight)) == e.value(cards("As Ks Qs Js Ts")));
}

TEST_CASE("evaluator: 7-card sums have rows of their own, packed first") {
  // kCountKey lifts the sums of 7 cards above those of 5 and 6 (lowest_seven_card_row), and
  // pack_rows places their rows first: a 7-card hand reads only the first 67,423 rank entries (135
  // KB of the 185 KB of values) and the 7,771 rows from kSevenCardRow (31 KB of the 218 KB of
  // offsets).
  using namespace tapis::eval_detail;
  Evaluator::of(Rules{});
  for (int size = 5; size <= 7; ++size) {
    std::uint32_t low_row = ~0u, high_row = 0, high_entry = 0;
    for (const auto& m : rank_multisets(size)) {
      low_row = std::min(low_row, rank_row(m.sum));
      high_row = std::max(high_row, rank_row(m.sum));
      high_entry = std::max(high_entry, rank_entry(m.sum));
    }
    CAPTURE(size);
    if (size == 7) {
      CHECK(low_row == kSevenCardRow);
      CHECK(high_row - low_row + 1 == 7771);
      CHECK(high_entry - kRankBase + 1 == 67423);
    } else {
      CHECK(high_row < kSevenCardRow);
      CHECK(high_entry - kRankBase + 1 > 67423);  // in the 7-card rows' gaps, then after them
    }
  }
}

TEST_CASE("evaluator: six cards value the best five") {
  const Evaluator& e = Evaluator::of(Rules{});
  const auto six = cards("As Ks Qs Js 2d 2c");
  CHECK(category(e.value(six)) == Category::Pair);
  CHECK(e.value(cards("As Ks Qs Js Ts 2c")) == e.value(cards("As Ks Qs Js Ts")));
  CHECK(category(e.value(cards("7h 7d 7c 2s 2d 2c"))) == Category::FullHouse);
}

TEST_CASE("evaluator: tables report their size and build time") {
  const auto stats = Evaluator::build_stats(Rules{});
  // Row offsets (54,448 x 4 bytes), pair keys (13,108 x 8), values by flush lane then by the
  // packed rank entries ((2^13 + 84,348) x 2), lanes (2^13 x 8): 560 KiB. The packing is
  // deterministic, so its size is exact.
  CHECK(eval_detail::kRowCount == 54448);
  CHECK(stats.bytes == 217792 + 104864 + 185080 + 65536);
  CHECK(stats.milliseconds > 0);  // measured when the tables were built
  CHECK(stats.milliseconds < 10000);
}

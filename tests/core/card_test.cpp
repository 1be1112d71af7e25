// Cards: the one-byte value type, parsing ("As Kd", "AsKd", "A♠ K♦", "10h") and formatting.
#include "core/cards/card.hpp"

#include <doctest/doctest.h>

using namespace tapis;

namespace {

std::string parsed(std::string_view text) {
  auto r = parse_cards(text);
  return r ? to_string(r.value()) : r.error().code;
}

}  // namespace

TEST_CASE("cards: index is rank * 4 + suit, 0..51") {
  CHECK(Card(Rank::Two, Suit::Spades).index() == 0);
  CHECK(Card(Rank::Ace, Suit::Clubs).index() == 51);
  CHECK(Card(Rank::Ten, Suit::Diamonds).index() == 8 * 4 + 2);
  CHECK(Card(Rank::King, Suit::Hearts).rank() == Rank::King);
  CHECK(Card(Rank::King, Suit::Hearts).suit() == Suit::Hearts);
  CHECK(sizeof(Card) == 1);
  CHECK(Card::from_index(51) == Card(Rank::Ace, Suit::Clubs));
  CHECK_FALSE(Card::from_index(52).has_value());
  CHECK_FALSE(Card::from_index(-1).has_value());
}

TEST_CASE("cards: one card, any case, T or 10") {
  CHECK(parse_card("As").value() == Card(Rank::Ace, Suit::Spades));
  CHECK(parse_card("aS").value() == Card(Rank::Ace, Suit::Spades));
  CHECK(parse_card("Th").value() == Card(Rank::Ten, Suit::Hearts));
  CHECK(parse_card("10h").value() == Card(Rank::Ten, Suit::Hearts));
  CHECK(parse_card(" 2c ").value() == Card(Rank::Two, Suit::Clubs));
  CHECK(parse_card("qD").value() == Card(Rank::Queen, Suit::Diamonds));
}

TEST_CASE("cards: suit symbols, black and white, with or without the emoji selector") {
  CHECK(parsed("A♠ K♦") == "As Kd");
  CHECK(parsed("Q♤ J♡ T♢ 9♧") == "Qs Jh Td 9c");
  CHECK(parsed("Q♥J♣") == "Qh Jc");
  CHECK(parsed("A♠️K♥️") == "As Kh");
  CHECK(parsed("10♦") == "Td");
}

TEST_CASE("cards: lists with or without separators") {
  CHECK(parsed("As Kd") == "As Kd");
  CHECK(parsed("AsKd") == "As Kd");
  CHECK(parsed("As,Kd, 10h\t9h") == "As Kd Th 9h");
  CHECK(parsed("AsKd10h") == "As Kd Th");
  CHECK(parse_cards("").value().empty());
  CHECK(parse_cards("  ").value().empty());
}

TEST_CASE("cards: unknown text is an error naming it") {
  for (std::string_view bad : {"Xs", "A", "Az", "1s", "11h", "As Kx", "A♥♥", "♠A"}) {
    CAPTURE(bad);
    auto r = parse_cards(bad);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().code == "cards.unknown");
  }
  auto r = parse_cards("As Kx Qd");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().find("text")->text == "Kx");
  auto one = parse_card("As Kd");
  REQUIRE_FALSE(one.ok());
  CHECK(one.error().code == "cards.unknown");
  CHECK(parse_card("").error().code == "cards.unknown");
}

TEST_CASE("cards: a card given twice is an error naming it") {
  auto r = parse_cards("As Kd A♠");
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == "cards.duplicate");
  CHECK(r.error().find("card")->list == std::vector<std::string>{"As"});
  const Card ah(Rank::Ace, Suit::Hearts), kh(Rank::King, Suit::Hearts);
  const std::vector<Card> hole = {ah, kh}, board = {Card(Rank::Two, Suit::Clubs), kh};
  CHECK(find_duplicate(hole, board) == kh);
  CHECK_FALSE(find_duplicate(hole).has_value());
}

TEST_CASE("cards: formatting") {
  CHECK(to_string(Card(Rank::Ace, Suit::Spades)) == "As");
  CHECK(to_string(Card(Rank::Ten, Suit::Diamonds)) == "Td");
  CHECK(to_symbol_string(Card(Rank::Ten, Suit::Diamonds)) == "10♦");
  CHECK(to_symbol_string(Card(Rank::Queen, Suit::Clubs)) == "Q♣");
  const std::vector<Card> two = {Card(Rank::Ace, Suit::Hearts), Card(Rank::King, Suit::Spades)};
  CHECK(to_string(two) == "Ah Ks");
  CHECK(to_symbol_string(two) == "A♥ K♠");
  // Every card survives a round trip through both formats.
  for (int i = 0; i < kCardCount; ++i) {
    const Card c = *Card::from_index(i);
    CHECK(parse_card(to_string(c)).value() == c);
    CHECK(parse_card(to_symbol_string(c)).value() == c);
  }
}

TEST_CASE("cards: a card set holds each suit's ranks in a 13-bit lane") {
  const auto hand = parse_cards("As Ks 2h 7c").value();
  const CardSet set = CardSet::of(hand);
  CHECK(set.size() == 4);
  CHECK(set.contains(Card(Rank::King, Suit::Spades)));
  CHECK_FALSE(set.contains(Card(Rank::King, Suit::Hearts)));
  CHECK(set.suit_ranks(Suit::Spades) == (1u << 12 | 1u << 11));
  CHECK(set.suit_ranks(Suit::Hearts) == 1u);
  CHECK(set.suit_ranks(Suit::Clubs) == 1u << 5);
  CHECK(set.suit_ranks(Suit::Diamonds) == 0u);
  CHECK((set | CardSet::of(parse_cards("Qd").value())).size() == 5);
  CHECK(CardSet(~std::uint64_t{0}).size() == 52);  // bits outside the 52 cards are dropped
}

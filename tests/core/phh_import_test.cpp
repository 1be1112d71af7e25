// A PHH hand becomes a Tapis spec played action by action (core/phh/phh_import.hpp): the
// standard's conventions, the actions replayed through DealState, and a coded error for what
// Tapis cannot play.
#include <doctest/doctest.h>

#include "tests/core/phh_helpers.hpp"

using namespace phh_test;

TEST_CASE("phh: seats by position, the button last; cc and cbr read from the deal state") {
  auto r = hand(
      three("'d dh p1 ~~~~', 'd dh p2 ~~~~', 'd dh p3 ~~~~', 'p3 cbr 6', 'p1 cc', 'p2 cbr 20', "
            "'p3 cc', 'p1 f', 'd db 2c3c4c', 'p2 cc', 'p3 cbr 10', 'p2 cbr 80', 'p3 cc'"));
  CHECK(at(r, "ok").as_bool());
  CHECK(text(r, "spec.button") == "2");
  CHECK(text(r, "spec.blinds") == "[1,2]");
  // p3 (the button) opens: a raise over the big blind; p1 calls; p2 raises; on the flop p2
  // checks, p3 bets, p2's 80 is all he has left: an all-in.
  CHECK(moves(r) == "raise:6,call,raise:20,call,fold,check,bet:10,allin,call");
  CHECK(text(r, "import.actions") == "[3,4,5,6,7,9,10,11,12]");
  CHECK(text(r, "street") == "\"showdown\"");
  CHECK(text(r, "source") == "{\"format\":\"phh\",\"section\":null}");
}

TEST_CASE("phh: heads-up the blinds are reverse-assigned, p2 has the button") {
  // required.rst: "in heads-up situations, the effective blind amounts are the reversed version
  // of the array": p1 posts the big blind, p2 the small blind and acts first preflop.
  auto r =
      hand(nt("antes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
              "starting_stacks = [50, 80]",
              "'d dh p1 ~~~~', 'd dh p2 ~~~~', 'p2 cbr 6', 'p1 f'"));
  CHECK(at(r, "ok").as_bool());
  CHECK(text(r, "spec.button") == "1");
  CHECK(text(r, "players.0.blind") == "\"big\"");
  CHECK(text(r, "players.1.blind") == "\"small\"");
  CHECK(text(r, "payouts") == "{\"p1\":0,\"p2\":8}");
  // The big blind acting first would be out of turn.
  auto wrong =
      hand(nt("antes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
              "starting_stacks = [50, 80]",
              "'d dh p1 ~~~~', 'd dh p2 ~~~~', 'p1 cc'"));
  CHECK(code(wrong) == "action.out_of_turn");
  CHECK(text(wrong, "errors.0.phhAction") == "2");
  CHECK(text(wrong, "errors.0.action") == "0");
}

TEST_CASE("phh: antes, uniform or the big blind's") {
  auto uniform =
      hand(nt("antes = [5, 5, 5]\nblinds_or_straddles = [10, 20, 0]\nmin_bet = 20\n"
              "starting_stacks = [1000, 1000, 1000]",
              "'p3 f', 'p1 f'"));
  CHECK(text(uniform, "spec.ante") == "5");
  CHECK(at(uniform, "spec.bigBlindAnte").is_null());
  CHECK(text(uniform, "payouts.p2") == "45");  // 15 antes, 10 + 10 blinds, his 10 back

  auto bba =
      hand(nt("antes = [0, 20, 0]\nblinds_or_straddles = [10, 20, 0]\nmin_bet = 20\n"
              "starting_stacks = [1000, 1000, 1000]",
              "'p3 f', 'p1 f'"));
  CHECK(text(bba, "spec.bigBlindAnte") == "20");
  CHECK(at(bba, "spec.ante").is_null());

  // Heads-up, [0, 3]: the big blind (p1) antes (required.rst's own example).
  auto hu =
      hand(nt("antes = [0.0, 3.0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
              "starting_stacks = [100, 100]",
              "'p2 f'"));
  CHECK(text(hu, "spec.bigBlindAnte") == "3");
  CHECK(text(hu, "players.0.dead") == "3");

  auto both =
      hand(nt("antes = [1, 4, 1]\nblinds_or_straddles = [10, 20, 0]\nmin_bet = 20\n"
              "starting_stacks = [1000, 1000, 1000]",
              "'p3 f', 'p1 f'"));
  CHECK(text(both, "spec.ante") == "1");
  CHECK(text(both, "spec.bigBlindAnte") == "3");

  // A button ante: the button's dead chips (players[i].post.dead).
  auto button =
      hand(nt("antes = [0, 0, 10]\nblinds_or_straddles = [10, 20, 0]\nmin_bet = 20\n"
              "starting_stacks = [1000, 1000, 1000]",
              "'p3 f', 'p1 f'"));
  CHECK(at(button, "ok").as_bool());
  CHECK(text(button, "spec.players.2.post") == "{\"dead\":10}");
  CHECK(text(button, "payouts.p2") == "40");  // the blinds, the button's 10 and his own 10 back
  // More from the small blind: Tapis's posts are for players who are not a blind.
  auto small =
      hand(nt("antes = [10, 0, 0]\nblinds_or_straddles = [10, 20, 0]\nmin_bet = 20\n"
              "starting_stacks = [1000, 1000, 1000]",
              ""));
  CHECK(code(small) == "post.in_blind");
  CHECK(text(small, "errors.0.field") == "\"players[0].post\"");
}

TEST_CASE("phh: a short ante is trimmed; the file must say so") {
  const std::string table =
      "antes = [5, 5, 5]\nblinds_or_straddles = [10, 20, 0]\nmin_bet = 20\n"
      "starting_stacks = [1000, 3, 1000]\n";
  auto untrimmed = hand(nt(table, "'p3 f', 'p1 f'"));
  CHECK(code(untrimmed) == "phh.ante_trimming");
  CHECK(text(untrimmed, "errors.0.params.player") == "\"p2\"");
  auto trimmed = hand(nt(table + "ante_trimming_status = true", "'p3 f', 'p1 f'"));
  CHECK(at(trimmed, "ok").as_bool());
  CHECK(text(trimmed, "players.1.allIn") == "true");
}

TEST_CASE("phh: straddles; the blinds Tapis does not play get their own codes") {
  // An under-the-gun straddle: the seats after the big blind post them in order (issue 12's
  // "straddles"); the button speaks first preflop, the straddler last.
  auto utg =
      hand(nt("antes = [0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 4, 0]\nmin_bet = 2\n"
              "starting_stacks = [100, 100, 100, 100]",
              "'p4 cc', 'p1 f', 'p2 f', 'p3 cbr 12', 'p4 cc'"));
  CHECK(at(utg, "ok").as_bool());
  CHECK(text(utg, "spec.straddles") == "[4]");
  CHECK(moves(utg) == "call,fold,fold,raise:12,call");
  CHECK(text(utg, "street") == "\"flop\"");
  auto double_straddle =
      hand(nt("antes = [0, 0, 0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 4, 8, 0, 0]\n"
              "min_bet = 2\nstarting_stacks = [100, 100, 100, 100, 100, 100]",
              "'p5 f', 'p6 f', 'p1 f', 'p2 f', 'p3 f'"));
  CHECK(text(double_straddle, "spec.straddles") == "[4,8]");
  CHECK(text(double_straddle, "over") == "true");
  auto button =
      hand(nt("antes = [0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 0, 4]\nmin_bet = 2\n"
              "starting_stacks = [100, 100, 100, 100]",
              ""));
  CHECK(code(button) == "phh.straddle_position");
  CHECK(text(button, "errors.0.field") == "\"phh.blinds_or_straddles[3]\"");
  // No small blind is a zero small blind; no big blind cannot be played.
  auto no_small =
      hand(nt("antes = [0, 0, 0]\nblinds_or_straddles = [0, 2, 0]\nmin_bet = 2\n"
              "starting_stacks = [100, 100, 100]",
              "'p3 f', 'p1 f'"));
  CHECK(at(no_small, "ok").as_bool());
  CHECK(text(no_small, "spec.blinds") == "[0,2]");
  auto no_big =
      hand(nt("antes = [0, 0, 0]\nblinds_or_straddles = [1, 0, 0]\nmin_bet = 2\n"
              "starting_stacks = [100, 100, 100]",
              ""));
  CHECK(code(no_big) == "phh.blinds_unsupported");
  auto min_bet =
      hand(nt("antes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 4\n"
              "starting_stacks = [100, 100, 100]",
              ""));
  CHECK(code(min_bet) == "phh.min_bet");
  CHECK(text(min_bet, "errors.0.params") ==
        "{\"field\":\"phh.min_bet\",\"minBet\":4,\"bigBlind\":2}");
}

TEST_CASE("phh: amounts keep their decimals; more than three are refused") {
  auto cents =
      hand(nt("antes = [0, 0, 0]\nblinds_or_straddles = [0.25, 0.50, 0]\n"
              "min_bet = 0.50\nstarting_stacks = [40.90, 42.95, 17.85]",
              "'p3 cbr 1.75', 'p1 f', 'p2 f'"));
  CHECK(text(cents, "spec.decimals") == "2");
  CHECK(text(cents, "spec.players.0.stack") == "40.9");
  CHECK(text(cents, "payouts.p3") == "2.5");  // 1.25 of pot, 1.25 back uncalled
  auto milli =
      hand(nt("antes = [0, 0, 0]\nblinds_or_straddles = [0.5, 1, 0]\nmin_bet = 1\n"
              "starting_stacks = [10.0001, 10, 10]",
              ""));
  CHECK(code(milli) == "amount.fraction");
  CHECK(text(milli, "errors.0.field") == "\"phh.starting_stacks[0]\"");
  auto negative =
      hand(nt("antes = [0, 0, -1]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
              "starting_stacks = [10, 10, 10]",
              ""));
  CHECK(code(negative) == "amount.negative");
  CHECK(text(negative, "errors.0.field") == "\"phh.antes[2]\"");
}

TEST_CASE("phh: an unknown stack (inf) names its section and field; the next hand is read") {
  auto all =
      hands("[1]\n" + three("'p3 f', 'p1 f'") +
            "[2]\nvariant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
            "starting_stacks = [100, inf, 100]\nactions = []\n"
            "[3]\n" +
            three("'p3 f', 'p1 f'"));
  REQUIRE(all.size() == 3);
  CHECK(at(all, "0.ok").as_bool());
  CHECK(code(all.items()[1]) == "phh.stack_unknown");
  CHECK(text(all, "1.errors.0.field") == "\"phh.starting_stacks[1]\"");
  CHECK(text(all, "1.errors.0.params.section") == "\"2\"");
  CHECK(text(all, "1.source") == "{\"format\":\"phh\",\"section\":\"2\"}");
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
  CHECK(at(all, "2.ok").as_bool());
  CHECK(text(all, "2.source.section") == "\"3\"");
}

TEST_CASE("phh: variants") {
  auto fixed = hand(
      "variant = 'FT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nsmall_bet = 2\n"
      "big_bet = 4\nstarting_stacks = [100, 100, 100]\n"
      "actions = ['p3 cbr 4', 'p1 cbr 6', 'p2 cbr 8', 'p3 cc', 'p1 cc']\n");
  CHECK(at(fixed, "ok").as_bool());
  CHECK(text(fixed, "spec.betting") == "\"limit\"");
  CHECK(text(fixed, "spec.limit") == "{\"smallBet\":2,\"bigBet\":4}");
  CHECK(moves(fixed) == "raise:4,raise:6,raise:8,call,call");
  CHECK(text(fixed, "street") == "\"flop\"");  // the cap: one bet and three raises

  auto plo = hand(
      "variant = 'PO'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
      "starting_stacks = [100, 100]\nactions = ['d dh p1 AhAsKhKs', 'd dh p2 ~~~~~~~~', "
      "'p2 cbr 7']\n");
  CHECK(text(plo, "spec.game") == "\"omaha\"");
  CHECK(text(plo, "spec.betting") == "\"pot-limit\"");
  CHECK(text(plo, "spec.players.0.cards") == "\"Ah As Kh Ks\"");
  auto over_pot = hand(
      "variant = 'PO'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
      "starting_stacks = [100, 100]\nactions = ['p2 cbr 7', 'p1 cbr 40']\n");
  CHECK(code(over_pot) == "action.raise_above_max");  // pot-limit: at most 7 + (7 + 7) = 21

  auto short_deck = hand(
      "variant = 'NS'\nantes = [1, 1]\nblinds_or_straddles = [0, 2]\nmin_bet = 2\n"
      "starting_stacks = [100, 100]\nactions = ['d dh p1 2c3c']\n");
  CHECK(text(short_deck, "spec.game") == "\"shortdeck\"");
  CHECK(code(short_deck) == "cards.not_in_deck");  // required.rst: a card the deck has not

  for (const char* v : {"FO/8", "F7S", "F2L3D", "FB", "FR", "N2L1D", "F7S/8"}) {
    CAPTURE(v);
    auto r = hand(std::string("variant = '") + v +
                  "'\nantes = [0, 0]\nstarting_stacks = [1, 1]\n"
                  "actions = []\n");
    CHECK(codes(r) == std::vector<std::string>{"phh.variant_unsupported"});
  }
  CHECK(code(hand("variant = 'XYZ'\n")) == "phh.variant_unknown");
}

TEST_CASE("phh: malformed actions stop the hand there, with the action's index") {
  auto unknown = hand(three("'p3 f', 'p1 raise 6', 'p2 f'"));
  CHECK(codes(unknown) == std::vector<std::string>{"phh.action_unknown"});
  CHECK(text(unknown, "errors.0.field") == "\"phh.actions[1]\"");
  CHECK(text(unknown, "actionsApplied") == "1");
  CHECK(text(unknown, "missing") == "[\"actions\"]");
  CHECK(!at(unknown, "ok").as_bool());

  CHECK(code(hand(three("'p7 f'"))) == "phh.actor_unknown");
  CHECK(code(hand(three("'p3 cbr lots'"))) == "phh.amount_text");
  CHECK(code(hand(three("'p3 sd'"))) == "phh.action_unsupported");
  CHECK(code(hand(three("'p3 pb'"))) == "phh.action_unsupported");
  CHECK(code(hand(three("'d dh p1 AsKs', 'd dh p1 QsJs'"))) == "phh.deal_twice");
  // The board before the betting closes, or an action before its board.
  auto early = hand(three("'p3 cc', 'd db AsKsQs'"));
  CHECK(code(early) == "phh.board_early");
  CHECK(text(early, "errors.0.params.toAct") == "\"p1\"");
  auto missing = hand(three("'p3 cc', 'p1 cc', 'p2 cc', 'p1 cc'"));
  CHECK(code(missing) == "phh.board_missing");
  CHECK(text(missing, "errors.0.params.street") == "\"flop\"");
  // No-ops and commentaries are nothing at all.
  auto noop = hand(three("'', '   ', '# a burn card shows', 'p3 f # folds', 'p1 f'"));
  CHECK(at(noop, "ok").as_bool());
  CHECK(text(noop, "import.actions") == "[3,4]");
}

TEST_CASE("phh: Tapis's own rulings on a recorded action") {
  // A raise below the minimum (to 3 over a big blind of 2).
  auto small = hand(three("'p3 cbr 3'"));
  CHECK(code(small) == "action.raise_below_min");
  CHECK(text(small, "errors.0.phhAction") == "0");
  // An all-in for less than a full raise does not reopen the betting for the player who raised
  // (guide 000): his "cbr" is read as the raise it is, and refused as that.
  auto closed =
      hand(nt("antes = [0, 0, 0, 0]\nblinds_or_straddles = [1, 2, 0, 0]\nmin_bet = 2\n"
              "starting_stacks = [100, 13, 100, 100]",
              "'p3 cbr 10', 'p4 cc', 'p1 f', 'p2 cbr 13', 'p3 cbr 30'"));
  CHECK(code(closed) == "action.not_reopened");
  CHECK(moves(closed) == "raise:10,call,fold,allin,raise:30");
  CHECK(text(closed, "errors.0.phhAction") == "4");
  // An action after the hand is over.
  auto after = hand(three("'p3 f', 'p1 f', 'p2 f'"));
  CHECK(code(after) == "action.hand_over");
  CHECK(text(after, "errors.0.phhAction") == "2");
}

TEST_CASE("phh: cards dealt twice, shown cards that were not dealt") {
  auto twice = hand(three("'d dh p1 AsKs', 'd dh p2 AsQd', 'd dh p3 ~~~~'"));
  CHECK(code(twice) == "phh.card_twice");
  CHECK(text(twice, "errors.0.params.card") == "[\"As\"]");
  CHECK(text(twice, "errors.0.params.first") == "1");
  CHECK(text(twice, "errors.0.field") == "\"phh.actions[1]\"");
  CHECK(at(twice, "spec.players.0.cards").is_null());  // the cards are left out, the betting stays
  auto board = hand(three("'d dh p1 AsKs', 'p3 cc', 'p1 cc', 'p2 cc', 'd db Ks2c3c'"));
  CHECK(code(board) == "phh.card_twice");
  auto shown =
      hand(three("'d dh p1 AsKs', 'p3 f', 'p1 cc', 'p2 cc', 'd db 2c3c4c', 'p1 cc', "
                 "'p2 cc', 'd db 5d', 'p1 cc', 'p2 cc', 'd db 9h', 'p1 cc', 'p2 cc', "
                 "'p1 sm QhQd'"));
  CHECK(code(shown) == "phh.shown_not_dealt");
  CHECK(code(hand(three("'d dh p1 AsKz'"))) == "cards.unknown");
}

TEST_CASE("phh: the showdown, with hands shown, mucked or never seen") {
  const std::string to_river =
      "'p3 f', 'p1 cc', 'p2 cc', 'd db 2c3c4c', 'p1 cc', 'p2 cc', 'd db 9d', 'p1 cc', 'p2 cc', "
      "'d db Jh', 'p1 cc', 'p2 cc'";
  // Both known: Tapis decides.
  auto shown = hand(three("'d dh p1 AsKs', 'd dh p2 QdQh', 'd dh p3 ~~~~', " + to_river +
                          ", 'p1 sm AsKs', 'p2 sm QdQh'"));
  CHECK(text(shown, "payouts") == "{\"p1\":0,\"p2\":4,\"p3\":0}");
  // Dealt face down, shown at the end ("-": the cards dealt).
  auto late =
      hand(three("'d dh p1 ~~~~', 'd dh p2 QdQh', " + to_river + ", 'p1 sm AsAd', 'p2 sm -'"));
  CHECK(text(late, "spec.players.0.cards") == "\"As Ad\"");
  CHECK(text(late, "payouts.p1") == "4");
  // A muck: the player gives up the pot.
  auto muck =
      hand(three("'d dh p1 AsAd', 'd dh p2 QdQh', " + to_river + ", 'p2 sm QdQh', 'p1 sm'"));
  CHECK(at(muck, "spec.players.0.cards").is_null());
  CHECK(text(muck, "payouts.p2") == "4");
  // A hand nobody saw ("~~~~", which a cash-game player may keep hidden): undecided.
  auto hidden =
      hand(three("'d dh p1 ~~~~', 'd dh p2 QdQh', " + to_river + ", 'p2 sm QdQh', 'p1 sm ~~~~'"));
  CHECK(at(hidden, "spec.players.1.cards").is_null());
  CHECK(text(hidden, "undecided") == "[0]");
  CHECK(text(hidden, "import.notes.0.code") == "\"phh.hands_unknown\"");
  CHECK(text(hidden, "import.notes.0.params.players") == "[\"p1\"]");
  CHECK(text(hidden, "spec.board") == "\"2c 3c 4c 9d Jh\"");
}

TEST_CASE("phh: names, hand number and the fields Tapis does not play") {
  auto r = hand(three("'p3 f', 'p1 f'",
                      "players = ['Ivey', '', 'Ivey']\nhand = 42\nvenue = 'Bellagio'\n"
                      "time = 21:30:00\nseats = [1, 2, 3]\ntime_limit = inf\n"));
  CHECK(text(r, "spec.players.0.name") == "\"Ivey\"");
  CHECK(text(r, "spec.players.1.name") == "\"p2\"");  // empty: its actor
  CHECK(text(r, "spec.players.2.name") == "\"p3\"");  // taken
  CHECK(text(r, "source.hand") == "42");
  CHECK(text(r, "spec.source.fields") ==
        "{\"venue\":\"Bellagio\",\"time\":\"21:30:00\",\"seats\":[1,2,3],\"time_limit\":\"inf\"}");
  CHECK(at(r, "ok").as_bool());
  auto short_list = hand(three("'p3 f', 'p1 f'", "players = ['A', 'B']\n"));
  CHECK(code(short_list) == "phh.length");
  CHECK(text(short_list, "spec.players.0.name") == "\"p1\"");
}

TEST_CASE("phh: required fields and their types") {
  auto r = hand("variant = 'NT'\nantes = [0, 0]\nstarting_stacks = 5\n");
  CHECK(codes(r) == std::vector<std::string>{"spec.type"});
  CHECK(text(r, "errors.0.field") == "\"phh.starting_stacks\"");
  auto few = hand("variant = 'NT'\nstarting_stacks = [5]\n");
  CHECK(code(few) == "players.too_few");
  auto missing = hand("variant = 'NT'\nstarting_stacks = [5, 5]\n");
  CHECK(codes(missing) ==
        std::vector<std::string>{"spec.missing", "spec.missing", "spec.missing", "spec.missing"});
  CHECK(text(missing, "errors.0.field") == "\"phh.antes\"");
  // The English sentence: tests/node/english-messages.test.mjs (the core emits code and params).
  auto length =
      hand(nt("antes = [0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
              "starting_stacks = [100, 100, 100]",
              ""));
  CHECK(code(length) == "phh.length");
  CHECK(text(length, "errors.0.params.expected") == "3");
}

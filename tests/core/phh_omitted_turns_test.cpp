// A turn a hand history skips is filled as pokerkit's reader fills it, a check when there is
// nothing to call, else a fold, and noted (core/phh/omitted_turns.hpp); a player who cannot be
// next to act this round keeps the deal's own error. Real hands (tests/fixtures/phh/).
#include <doctest/doctest.h>

#include <string>

#include "tests/core/phh_helpers.hpp"

using namespace phh_test;

namespace {

const std::string kDir = std::string(TAPIS_SOURCE_DIR) + "/tests/fixtures/phh/";

// One table of a .phhs, "[2]" up to the next table.
std::string section(const std::string& text, const std::string& name) {
  const std::size_t from = text.find("[" + name + "]\n");
  REQUIRE(from != std::string::npos);
  const std::size_t to = text.find("\n[", from + 1);
  return text.substr(from, to == std::string::npos ? std::string::npos : to - from + 1);
}

// The text with `from` (which must be there) replaced by `to`.
std::string edited(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, from);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("phh: WSOP 2019 #42, the button's preflop fold the file omits is filled") {
  const Json r = hand(read_file(kDir + "wsop-2019-42-3-00-01-07.phh"));
  CHECK(at(r, "ok").as_bool());
  CHECK(text(r, "import.notes.0.code") == "\"phh.action_filled\"");
  CHECK(text(r, "import.notes.0.rule") == "\"pokerkit-repair\"");
  CHECK(text(r, "import.notes.0.params.player") == "\"Ashish Ahuja\"");
  CHECK(text(r, "import.notes.0.params.kind") == "\"fold\"");
  // After 'p7 cbr 1150000' (PHH action 12) the file goes on with 'p1 cc' (13).
  CHECK(text(r, "import.notes.0.params.phhAction") == "13");
  CHECK(text(r, "import.notes.0.params.field") == "\"phh.actions[13]\"");
  CHECK(text(r, "import.notes.0.action") == "5");  // the spec's sixth action
  CHECK(at(r, "import.notes").size() == 1);
  CHECK(text(r, "spec.actions.5") == "{\"player\":\"Ashish Ahuja\",\"type\":\"fold\"}");
  CHECK(text(r, "import.actions") == "[8,9,10,11,12,null,13,14,16,17,18,20,21,22,24,25,26,27]");
  CHECK(text(r, "recorded.agrees") == "true");
  // Written back, the fold is in the file: it reads back with nothing to fill.
  const std::string phh = export_text(at(r, "spec"));
  CHECK(phh.find("\"p7 cbr 1150000\",\n  \"p8 f\",\n  \"p1 cc\"") != std::string::npos);
  const Json again = hand(phh);
  CHECK(at(again, "import.notes").size() == 0);
  CHECK(comparable(again) == comparable(r));
}

TEST_CASE("phh: Absolute 0.50/1 hand [2] without p1's check on the flop: a check is filled") {
  const std::string original = section(read_file(kDir + "abs-100nlh-1.phhs"), "2");
  const Json whole = hand(original);
  // The flop opens with p1 (the small blind), who has nothing to call; the history goes to p2.
  const Json r = hand(edited(original, "'d db 9s7h2c', 'p1 cc', ", "'d db 9s7h2c', "));
  CHECK(at(r, "ok").as_bool());
  CHECK(at(r, "import.notes").size() == 2);  // the fill, then phh.hands_unknown at the showdown
  CHECK(text(r, "import.notes.0.code") == "\"phh.action_filled\"");
  CHECK(text(r, "import.notes.0.params.kind") == "\"check\"");
  CHECK(text(r, "import.notes.0.params.player") == "\"uwsIGbIB4ktlhz44JKQKDQ\"");
  CHECK(text(r, "import.notes.0.params.phhAction") == "11");
  CHECK(text(r, "import.notes.1.code") == "\"phh.hands_unknown\"");
  // The same hand as the one recorded in full: the same actions, pots and result.
  CHECK(at(r, "spec.actions") == at(whole, "spec.actions"));
  CHECK(comparable(r) == comparable(whole));
  CHECK(export_text(at(r, "spec")) == export_text(at(whole, "spec")));
}

TEST_CASE("phh: Dwan-Ivey with Antonius calling the flop after folding: no fill, the fold stands") {
  const std::string original = read_file(kDir + "standard/dwan-ivey-2009.phh");
  const Json r =
      hand(edited(original, "\"p1 cbr 35000\",  # Ivey\n", "\"p1 cbr 35000\",\n\"p2 cc\",\n"));
  CHECK(code(r) == "action.player_folded");
  CHECK(text(r, "errors.0.params.player") == "\"Patrik Antonius\"");
  CHECK(text(r, "errors.0.phhAction") == "9");
  CHECK(at(r, "import.notes").size() == 0);
  CHECK(text(r, "toAct") == "\"Tom Dwan\"");
}

TEST_CASE("phh: Dwan-Ivey with Ivey speaking again after his flop bet: out of turn, no fill") {
  const std::string original = read_file(kDir + "standard/dwan-ivey-2009.phh");
  // Ivey has acted and faces no new bet: no turn of his is to come this round.
  const Json r =
      hand(edited(original, "\"p1 cbr 35000\",  # Ivey\n", "\"p1 cbr 35000\",\n\"p1 cc\",\n"));
  CHECK(code(r) == "action.out_of_turn");
  CHECK(text(r, "errors.0.params.toAct") == "\"Tom Dwan\"");
  CHECK(text(r, "errors.0.phhAction") == "9");
  CHECK(at(r, "import.notes").size() == 0);
}

TEST_CASE(
    "phh: heads-up, the big blind first preflop: filling the small blind's fold would end "
    "the hand, so nothing is filled") {
  // Antonius-Blom (Pot-Limit Omaha heads-up): Blom (p2, the small blind) opens; here the history
  // gives Antonius's reraise first.
  const std::string original = read_file(kDir + "standard/antonius-blom-2009.phh");
  const Json r = hand(edited(original, "  \"p2 cbr 3000\",\n", ""));
  CHECK(code(r) == "action.out_of_turn");
  CHECK(text(r, "errors.0.params.toAct") == "\"Viktor Blom\"");
  CHECK(text(r, "errors.0.phhAction") == "2");
  CHECK(at(r, "import.notes").size() == 0);
}

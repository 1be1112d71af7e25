// Real hands from the public PHH dataset and the standard's examples (tests/fixtures/phh/,
// README there): every action accepted, the recorded result checked, and PHH -> spec -> PHH ->
// spec giving the same report for every hand.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/core/phh_helpers.hpp"

using namespace phh_test;

namespace {

const std::string kDir = std::string(TAPIS_SOURCE_DIR) + "/tests/fixtures/phh/";

const std::vector<std::string> kFiles = {"abs-100nlh-1.phhs",
                                         "abs-1000nlh-1.phhs",
                                         "ftp-50nlh-1.phhs",
                                         "ps-50nlh-1.phhs",
                                         "ipn-100nlh-1.phhs",
                                         "wsop-2019-42-3-00-01-07.phh",
                                         "standard/dwan-ivey-2009.phh",
                                         "standard/antonius-blom-2009.phh",
                                         "standard/yockey-arieh-2019.phh"};

}  // namespace

TEST_CASE("phh fixtures: every hand round-trips to the same report") {
  int hands_checked = 0;
  for (const auto& file : kFiles) {
    CAPTURE(file);
    const Json all = hands(read_file(kDir + file));
    for (const auto& r : all.items()) {
      CAPTURE(r.find("source")->dump());
      const Json& spec = *r.find("spec");
      if (spec.is_null()) continue;  // not a hand Tapis plays: nothing to write
      Json out = tapis::spec_to_phh(spec);
      if (!r.find("ok")->as_bool()) {
        // A hand with an error cannot be written; the error is the report's own.
        CHECK_FALSE(out.find("ok")->as_bool());
        continue;
      }
      REQUIRE_MESSAGE(out.find("ok")->as_bool(), out.dump());
      const Json again = hand(out.find("phh")->as_string());
      CHECK(comparable(again) == comparable(r));
      ++hands_checked;
    }
  }
  CHECK(hands_checked == 235);  // every playable hand of the files above (tests/node/phh.test.mjs)
}

TEST_CASE("phh fixtures: the WSOP hand is the only one with a turn to fill") {
  // Filling is the only new path of the replay: every other hand reads as it always did.
  std::vector<std::string> filled;
  for (const auto& file : kFiles) {
    const Json all = hands(read_file(kDir + file));
    for (const auto& r : all.items())
      for (const auto& n : at(r, "import.notes").items())
        if (n.find("code")->as_string() == "phh.action_filled")
          filled.push_back(file + " " + n.find("params")->find("player")->as_string());
  }
  CHECK(filled == std::vector<std::string>{"wsop-2019-42-3-00-01-07.phh Ashish Ahuja"});
}

// The JSON value, its parser and its writer (core/json/json.hpp): what goes in comes back out,
// errors say where and why, numbers keep their text (amounts are read from it exactly).
#include "core/json/json.hpp"

#include <doctest/doctest.h>

using namespace tapis;

namespace {

std::string round_trip(const std::string& text) {
  auto v = Json::parse(text);
  REQUIRE_MESSAGE(v.ok(), text);
  return v.value().dump();
}

std::string why(const std::string& text) {
  auto v = Json::parse(text);
  REQUIRE_FALSE(v.ok());
  CHECK(v.error().code == "spec.json");
  return v.error().find("why")->text + "@" + std::to_string(v.error().find("at")->number);
}

}  // namespace

TEST_CASE("JSON: values come back as they went in, keys in order, numbers with their text") {
  CHECK(round_trip(R"({"b":1,"a":[true,false,null],"c":"x"})") ==
        R"({"b":1,"a":[true,false,null],"c":"x"})");
  CHECK(round_trip(" [ 1 , 2.50 , -3e2 , 0.1 ] ") == "[1,2.50,-3e2,0.1]");
  CHECK(round_trip(R"("\u00e9\n\t\"\\")") == "\"é\\n\\t\\\"\\\\\"");
  // Plain runs between escapes are written whole (the writer appends a run at a time).
  CHECK(Json(std::string("ab\x01"
                         "cd\"e\\f\rgh"))
            .dump() == R"("ab\u0001cd\"e\\f\rgh")");
  CHECK(Json(std::string("\x1f")).dump() == R"("\u001f")");
  CHECK(round_trip(R"("\ud83c\udca1")") == "\"🂡\"");
  CHECK(round_trip("-9223372036854775808") == "-9223372036854775808");
}

TEST_CASE("JSON: a repeated key is read last, as JavaScript does") {
  auto v = Json::parse(R"({"a":1,"a":2})");
  REQUIRE(v.ok());
  CHECK(v.value().find("a")->as_integer() == 2);
}

TEST_CASE("JSON: errors give the character and the reason as an id") {
  CHECK(why("") == "json.end@1");
  CHECK(why("[1,]") == "json.character@4");
  CHECK(why("[1,") == "json.end@4");
  CHECK(why("{\"a\" 1}") == "json.colon@6");
  CHECK(why("[01]") == "json.leading-zero@2");
  CHECK(why("tru") == "json.word@1");
  CHECK(why("\"\\ud800\"") == "json.surrogate@8");
  CHECK(why("[1] x") == "json.trailing-text@5");
  CHECK(why(std::string(100, '[')) == "json.depth@66");
}

TEST_CASE("JSON: an integer too large for 64 bits is kept as an overflow, not a wrong number") {
  auto v = Json::parse("123456789012345678901234567890");
  REQUIRE(v.ok());
  CHECK(v.value().is_integer());
  CHECK(v.value().integer_overflow());
}

TEST_CASE("JSON: exact decimals are written as they are") {
  CHECK(Json::decimal(20030, 2).dump() == "200.3");
  CHECK(Json::decimal(5, 2).dump() == "0.05");
  CHECK(Json::decimal(-125, 2).dump() == "-1.25");
  CHECK(Json::decimal(1200, 0).dump() == "1200");
  CHECK(Json::decimal(1000, 3).dump() == "1");
  CHECK(Json::decimal(20030, 2).as_real() == doctest::Approx(200.3));
}

TEST_CASE("JSON: parse, write, parse gives the same value") {
  const std::string text =
      R"({"players":[{"name":"Marie-Hélène","committed":12.25,"cards":"A♠ K♦"}],"x":[[],{}],)"
      R"("y":1e-7,"z":-0})";
  auto a = Json::parse(text);
  REQUIRE(a.ok());
  auto b = Json::parse(a.value().dump());
  REQUIRE(b.ok());
  CHECK(a.value() == b.value());
  CHECK(b.value().dump() == a.value().dump());
}

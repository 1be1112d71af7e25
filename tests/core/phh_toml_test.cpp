// The TOML subset PHH files are written in (core/phh/toml.hpp): values, tables, and errors that
// say where, leaving the file's other tables readable.
#include <doctest/doctest.h>

#include <string>

#include "core/phh/toml.hpp"

using tapis::Json;
using tapis::read_toml;

namespace {

std::string why(const tapis::TomlTable& t) {
  REQUIRE(t.error.has_value());
  return t.error->find("why")->text;
}
std::int64_t line(const tapis::TomlTable& t) {
  REQUIRE(t.error.has_value());
  return t.error->find("line")->number;
}
std::int64_t column(const tapis::TomlTable& t) {
  REQUIRE(t.error.has_value());
  return t.error->find("column")->number;
}

}  // namespace

TEST_CASE("toml: the values a PHH file holds") {
  auto tables = read_toml(
      "# a hand\n"
      "variant = 'NT'\n"
      "name = \"Tom \\\"durrrr\\\" Dwan\\u00e9\"\n"
      "antes = [0, 0.25, 1_000, -3]\n"
      "stack = 200.30\n"
      "big = 1.5e2\n"
      "unknown = inf\n"
      "minus = -inf\n"
      "odd = nan\n"
      "flag = true\n"
      "other = false\n"
      "time = 00:00:09\n"
      "day = 2009-07-01\n"
      "stamp = 1979-05-27 07:32:00\n"
      "multi = '''\n"
      "two\n"
      "lines'''\n"
      "actions = [\n"
      "  # Pre-flop\n"
      "  'd dh p1 Ac2d',  # Ivey\n"
      "  \"p3 cbr 7000\",\n"
      "]\n");
  REQUIRE(tables.size() == 1);
  const auto& t = tables[0];
  CHECK_FALSE(t.header);
  CHECK_FALSE(t.error.has_value());
  const Json& v = t.values;
  CHECK(v.find("variant")->as_string() == "NT");
  CHECK(v.find("name")->as_string() == "Tom \"durrrr\" Dwan\xC3\xA9");
  const auto& antes = v.find("antes")->items();
  REQUIRE(antes.size() == 4);
  CHECK(antes[0].as_integer() == 0);
  CHECK(antes[1].number_text() == "0.25");  // exact text, for exact amounts
  CHECK(antes[2].as_integer() == 1000);
  CHECK(antes[3].as_integer() == -3);
  CHECK(v.find("stack")->number_text() == "200.30");
  CHECK(v.find("big")->number_text() == "1.5e2");
  CHECK(v.find("unknown")->number_text() == "inf");
  CHECK(v.find("minus")->number_text() == "-inf");
  CHECK(v.find("odd")->number_text() == "nan");
  CHECK(v.find("flag")->as_bool());
  CHECK_FALSE(v.find("other")->as_bool());
  CHECK(v.find("time")->as_string() == "00:00:09");
  CHECK(v.find("day")->as_string() == "2009-07-01");
  CHECK(v.find("stamp")->as_string() == "1979-05-27 07:32:00");
  CHECK(v.find("multi")->as_string() == "two\nlines");
  const auto& actions = v.find("actions")->items();
  REQUIRE(actions.size() == 2);
  CHECK(actions[0].as_string() == "d dh p1 Ac2d");
  CHECK(actions[1].as_string() == "p3 cbr 7000");
}

TEST_CASE("toml: tables in order, keys in order, CRLF lines") {
  auto tables = read_toml("[1]\r\na = 1\r\nb = 2\r\n\r\n[2]\r\na = 3\r\n['x y']\n");
  REQUIRE(tables.size() == 3);
  CHECK(tables[0].name == "1");
  CHECK(tables[0].header);
  CHECK(tables[0].line == 1);
  CHECK(tables[0].values.members()[0].first == "a");
  CHECK(tables[0].values.members()[1].first == "b");
  CHECK(tables[1].name == "2");
  CHECK(tables[1].line == 5);
  CHECK(tables[1].values.find("a")->as_integer() == 3);
  CHECK(tables[2].name == "x y");
  CHECK(tables[2].values.size() == 0);
  CHECK(read_toml("").empty());
  CHECK(read_toml("# nothing\n\n").empty());
}

TEST_CASE("toml: an error says line, column and why, and the next table is still read") {
  auto tables = read_toml(
      "[1]\n"
      "variant = 'NT\n"
      "antes = [0, 0]\n"
      "[2]\n"
      "variant = 'NT'\n");
  REQUIRE(tables.size() == 2);
  CHECK(why(tables[0]) == "toml.unterminated-string");
  CHECK(line(tables[0]) == 2);
  CHECK(column(tables[0]) == 14);
  CHECK(tables[0].error->code == "phh.toml");
  CHECK_FALSE(tables[1].error.has_value());
  CHECK(tables[1].values.find("variant")->as_string() == "NT");
}

TEST_CASE("toml: each malformed line has its own reason") {
  struct Case {
    const char* text;
    const char* why;
    std::int64_t line, column;
  };
  const Case cases[] = {
      {"a = [1, 2\nb = 3\n", "toml.array-comma", 2, 1},
      {"a = [1, 2", "toml.unterminated-array", 1, 10},
      {"a = 1\na = 2\n", "toml.duplicate-key", 2, 5},
      {"a = 1 2\n", "toml.after-value", 1, 7},
      {"a.b = 1\n", "toml.dotted-key", 1, 2},
      {"a 1\n", "toml.equals", 1, 3},
      {"a = \n", "toml.value", 1, 5},
      {"a = {b = 1}\n", "toml.inline-table", 1, 5},
      {"[[a]]\n", "toml.array-of-tables", 1, 2},
      {"[a\n", "toml.header", 1, 3},
      {"a = 0x1F\n", "toml.number-base", 1, 5},
      {"a = 012\n", "toml.leading-zero", 1, 5},
      {"a = 1.\n", "toml.number", 1, 7},
      {"a = 99999999999999999999\n", "toml.integer-too-large", 1, 5},
      {"a = \"\\q\"\n", "toml.escape", 1, 7},
      {"a = 12:3\n", "toml.datetime", 1, 5},
      {"a = \"x\x01\"\n", "toml.control-character", 1, 7},
      {"a = \"\xC3\x28\"\n", "toml.utf8", 1, 6},
      {"é = 1\n", "toml.key", 1, 1},
  };
  for (const auto& c : cases) {
    CAPTURE(c.text);
    auto tables = read_toml(c.text);
    REQUIRE(tables.size() == 1);
    CHECK(why(tables[0]) == c.why);
    CHECK(line(tables[0]) == c.line);
    CHECK(column(tables[0]) == c.column);
  }
  // A table given twice: the second is the one in error.
  auto twice = read_toml("[1]\na = 1\n[1]\nb = 2\n");
  REQUIRE(twice.size() == 2);
  CHECK_FALSE(twice[0].error.has_value());
  CHECK(why(twice[1]) == "toml.duplicate-table");
}

TEST_CASE("toml: nesting is bounded, never a stack overflow") {
  std::string deep = "a = " + std::string(100000, '[');
  auto tables = read_toml(deep);
  REQUIRE(tables.size() == 1);
  CHECK(why(tables[0]) == "toml.depth");
  std::string ok = "a = " + std::string(32, '[') + std::string(32, ']') + "\n";
  CHECK_FALSE(read_toml(ok)[0].error.has_value());
}

TEST_CASE("toml: which strings are bare dates and times") {
  CHECK(tapis::looks_like_toml_datetime("00:00:09"));
  CHECK(tapis::looks_like_toml_datetime("12:30:00.5"));
  CHECK(tapis::looks_like_toml_datetime("2009-07-01"));
  CHECK(tapis::looks_like_toml_datetime("2009-07-01T00:00:09Z"));
  CHECK(tapis::looks_like_toml_datetime("2009-07-01 00:00:09-05:00"));
  CHECK_FALSE(tapis::looks_like_toml_datetime("00:00"));
  CHECK_FALSE(tapis::looks_like_toml_datetime("INDIANA ST"));
  CHECK_FALSE(tapis::looks_like_toml_datetime("2009-7-1"));
}

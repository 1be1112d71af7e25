#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/error.hpp"
#include "core/json/json.hpp"

namespace tapis {

// The part of TOML (https://toml.io/en/v1.0.0) that PHH files use (phh-std spec.rst: "The PHH
// format is a derivative of TOML"): tables `[name]`, `key = value` lines, basic and literal
// strings (one line or multi-line), integers, floats (inf and nan too), booleans, dates and times,
// arrays over several lines with comments and a trailing comma, and `#` comments. Not read (a
// coded error): dotted keys, inline tables, arrays of tables, hexadecimal/octal/binary integers.
//
// Values become Json: strings and dates/times as strings, integers as integers, floats as reals
// that keep their text (so amounts are read exactly: "200.30"), inf/nan as reals whose text is
// "inf", "-inf" or "nan".
//
// A syntax error is an Error "phh.toml" with `line` and `column` (from 1, in characters) and
// `why` (a catalogue term, "toml.…"). It ends the table it is in: the reader skips to the next
// `[header]` line, so one bad hand of a .phhs leaves the others readable.
struct TomlTable {
  std::string name;     // the header's name ("1"); "" for the keys before any header
  bool header = false;  // false: the file's top-level keys (a single-hand .phh)
  int line = 0;         // the header's line, or the first key's
  Json values = Json::object();
  std::optional<Error> error;  // the first syntax error in this table
};

// Every table of the file in order; the top-level table comes first, and only when it has a key
// (or an error). A file too deep in nested arrays (more than 32) is an error too.
std::vector<TomlTable> read_toml(std::string_view text);

// Whether a string could be written as a bare TOML date or time ("00:00:09", "2009-07-01").
bool looks_like_toml_datetime(std::string_view s);

}  // namespace tapis

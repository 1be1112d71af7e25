#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/json/json.hpp"

namespace tapis {

// TOML text for what a PHH file holds (style.rst: " = " between key and value).
// A basic string: "..." with \" \\ and control characters escaped.
std::string toml_string(std::string_view s);
// A key: bare when it can be ([A-Za-z0-9_-]+), else a basic string.
std::string toml_key(std::string_view k);
// A JSON value as TOML: strings, numbers (their exact text), booleans, arrays; a string that is
// a date or a time is written bare when `datetime` is set (PHH `time`). nullopt: no TOML form
// (null, an object).
std::optional<std::string> toml_value(const Json& v, bool datetime = false);

}  // namespace tapis

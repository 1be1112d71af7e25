#include "core/spec/spec_read.hpp"

#include <cmath>

namespace tapis {

std::string field_path(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}

std::string index_path(const std::string& path, std::size_t i) {
  return path + "[" + std::to_string(i) + "]";
}

namespace {

Error type_error(const std::string& path, const char* expected, const Json& got) {
  return make_error("spec.type", path + " must be " + expected + ", not " + type_name(got.type()),
                    path);
}

}  // namespace

Result<Chips> to_chips(const Json& v, const std::string& path) {
  if (!v.is_number()) return type_error(path, "a whole number of chips", v);
  if (v.is_integer()) {
    if (v.integer_overflow() || v.as_integer() > kMaxChips)
      return make_error("amount.too_large",
                        path + " is too large (at most 2^53 = 9007199254740992)", path);
    if (v.as_integer() < 0)
      return make_error("amount.negative",
                        path + " cannot be negative (" + std::to_string(v.as_integer()) + ")",
                        path);
    return Chips{v.as_integer()};
  }
  double d = v.as_real();
  if (d < 0) return make_error("amount.negative", path + " cannot be negative", path);
  if (!std::isfinite(d) || d > static_cast<double>(kMaxChips))
    return make_error("amount.too_large", path + " is too large (at most 2^53 = 9007199254740992)",
                      path);
  if (d != std::floor(d))
    return make_error("amount.fraction", path + " must be a whole number of chips", path);
  return static_cast<Chips>(d);
}

Result<Chips> read_chips(const Json& obj, std::string_view key, const std::string& path,
                         std::optional<Chips> fallback) {
  std::string p = field_path(path, key);
  const Json* v = obj.find(key);
  if (!v || v->is_null()) {
    if (fallback) return *fallback;
    return make_error("spec.missing", p + " is required", p);
  }
  return to_chips(*v, p);
}

Result<bool> read_bool(const Json& obj, std::string_view key, const std::string& path,
                       bool fallback) {
  std::string p = field_path(path, key);
  const Json* v = obj.find(key);
  if (!v || v->is_null()) return fallback;
  if (!v->is_bool()) return type_error(p, "true or false", *v);
  return v->as_bool();
}

Result<std::int64_t> read_int(const Json& obj, std::string_view key, const std::string& path,
                              std::int64_t lo, std::int64_t hi,
                              std::optional<std::int64_t> fallback) {
  std::string p = field_path(path, key);
  const Json* v = obj.find(key);
  if (!v || v->is_null()) {
    if (fallback) return *fallback;
    return make_error("spec.missing", p + " is required", p);
  }
  if (!v->is_number()) return type_error(p, "a whole number", *v);
  double d = v->as_real();
  bool whole = v->is_integer() ? !v->integer_overflow() : d == std::floor(d);
  std::int64_t i = v->is_integer() ? v->as_integer() : static_cast<std::int64_t>(d);
  if (!whole || d < static_cast<double>(lo) || d > static_cast<double>(hi) || i < lo || i > hi)
    return make_error(
        "spec.range",
        p + " must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi), p);
  return i;
}

Result<std::string> read_choice(const Json& obj, std::string_view key, const std::string& path,
                                const std::vector<std::string_view>& allowed,
                                std::string_view fallback) {
  std::string p = field_path(path, key);
  const Json* v = obj.find(key);
  if (!v || v->is_null()) return std::string(fallback);
  std::string list;
  for (auto a : allowed) list += (list.empty() ? "\"" : ", \"") + std::string(a) + "\"";
  if (!v->is_string()) return type_error(p, ("one of " + list).c_str(), *v);
  for (auto a : allowed)
    if (v->as_string() == a) return std::string(a);
  return make_error("spec.unknown_value", p + " must be one of " + list, p);
}

Result<std::vector<std::string>> read_names(const Json& players, const std::string& path) {
  if (!players.is_array()) return type_error(path, "an array of players", players);
  if (players.size() < 2)
    return make_error("players.too_few", "at least two players are needed", path);
  if (players.size() > kMaxPlayers)
    return make_error("players.too_many",
                      "at most " + std::to_string(kMaxPlayers) + " players can sit at a table",
                      path);
  std::vector<std::string> names;
  for (std::size_t i = 0; i < players.size(); ++i) {
    const Json& p = players.items()[i];
    std::string pp = index_path(path, i);
    if (!p.is_object()) return type_error(pp, "an object", p);
    std::string np = field_path(pp, "name");
    const Json* n = p.find("name");
    if (!n) return make_error("spec.missing", np + " is required", np);
    if (!n->is_string()) return type_error(np, "a string", *n);
    const std::string& name = n->as_string();
    bool blank = true;
    for (char c : name)
      if (c != ' ' && c != '\t') blank = false;
    if (blank) return make_error("players.empty_name", np + ": a player needs a name", np);
    if (name.size() > kMaxNameBytes)
      return make_error("players.name_too_long",
                        np + " is longer than " + std::to_string(kMaxNameBytes) + " bytes", np);
    for (const auto& other : names)
      if (other == name)
        return make_error("players.duplicate_name",
                          np + ": two players are called \"" + name + "\"", np);
    names.push_back(name);
  }
  return names;
}

}  // namespace tapis

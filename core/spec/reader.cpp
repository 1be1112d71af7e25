#include "core/spec/reader.hpp"

#include <cmath>

namespace tapis {

std::string_view json_type_id(const Json& v) {
  switch (v.type()) {
    case Json::Type::Null:
      return "null";
    case Json::Type::Bool:
      return "boolean";
    case Json::Type::Integer:
    case Json::Type::Real:
      return "number";
    case Json::Type::String:
      return "string";
    case Json::Type::Array:
      return "array";
    case Json::Type::Object:
      return "object";
  }
  return "null";
}

namespace {

Error at(std::string code, const std::string& path, const std::string& player) {
  Error e = error(std::move(code), path).text("field", path);
  if (!player.empty()) e.text("player", player);
  return e;
}

}  // namespace

Error Reader::type_error(const std::string& path, std::string_view expected, const Json& got,
                         const std::string& player) {
  return at("spec.type", path, player)
      .text("expected", std::string(expected))
      .text("got", std::string(json_type_id(got)));
}

std::optional<Chips> Reader::chips_value(const Json& v, const std::string& path,
                                         const std::string& player) {
  if (!v.is_number()) {
    add(type_error(path, "amount", v, player));
    return std::nullopt;
  }
  Amount a;
  if (v.is_integer()) {
    if (v.integer_overflow()) {
      a.problem = AmountProblem::TooLarge;
    } else if (v.as_integer() < 0) {
      a.problem = AmountProblem::Negative;
    } else {
      a = read_amount(std::to_string(v.as_integer()), money_);
    }
  } else {
    const std::string& text = v.number_text();
    a = text.empty() ? Amount{0, AmountProblem::Fraction} : read_amount(text, money_);
  }
  switch (a.problem) {
    case AmountProblem::None:
      return a.units;
    case AmountProblem::Negative:
      add(at("amount.negative", path, player));
      break;
    case AmountProblem::Fraction:
      add(at("amount.fraction", path, player).number("decimals", money_.decimals));
      break;
    case AmountProblem::TooLarge:
      add(at("amount.too_large", path, player).chips("max", money_.max_units()));
      break;
  }
  return std::nullopt;
}

std::optional<Chips> Reader::chips(const Json& obj, std::string_view key, const std::string& path,
                                   std::optional<Chips> fallback, const std::string& player) {
  const std::string p = field_path(path, key);
  const Json* v = obj.find(key);
  if (!v || v->is_null()) {
    if (fallback) return fallback;
    add(at("spec.missing", p, player));
    return std::nullopt;
  }
  return chips_value(*v, p, player);
}

std::optional<bool> Reader::boolean(const Json& obj, std::string_view key, const std::string& path,
                                    bool fallback, const std::string& player) {
  const std::string p = field_path(path, key);
  const Json* v = obj.find(key);
  if (!v || v->is_null()) return fallback;
  if (!v->is_bool()) {
    add(type_error(p, "boolean", *v, player));
    return std::nullopt;
  }
  return v->as_bool();
}

std::optional<std::int64_t> Reader::integer_value(const Json& v, const std::string& path,
                                                  std::int64_t lo, std::int64_t hi,
                                                  const std::string& player) {
  if (!v.is_number()) {
    add(type_error(path, "whole-number", v, player));
    return std::nullopt;
  }
  const double d = v.as_real();
  const bool whole = v.is_integer() ? !v.integer_overflow() : d == std::floor(d);
  const std::int64_t i = v.is_integer() ? v.as_integer() : static_cast<std::int64_t>(d);
  if (!whole || d < static_cast<double>(lo) || d > static_cast<double>(hi) || i < lo || i > hi) {
    add(at("spec.range", path, player).number("min", lo).number("max", hi));
    return std::nullopt;
  }
  return i;
}

std::optional<std::int64_t> Reader::integer(const Json& obj, std::string_view key,
                                            const std::string& path, std::int64_t lo,
                                            std::int64_t hi, std::optional<std::int64_t> fallback) {
  const std::string p = field_path(path, key);
  const Json* v = obj.find(key);
  if (!v || v->is_null()) {
    if (fallback) return fallback;
    add(at("spec.missing", p, {}));
    return std::nullopt;
  }
  return integer_value(*v, p, lo, hi);
}

std::optional<std::string> Reader::choice(const Json& obj, std::string_view key,
                                          const std::string& path,
                                          const std::vector<std::string_view>& allowed,
                                          std::string_view fallback) {
  const std::string p = field_path(path, key);
  const Json* v = obj.find(key);
  if (!v || v->is_null()) return std::string(fallback);
  std::vector<std::string> list(allowed.begin(), allowed.end());
  if (v->is_string())
    for (auto a : allowed)
      if (v->as_string() == a) return std::string(a);
  Error e = at("spec.unknown_value", p, {}).list("allowed", std::move(list));
  if (v->is_string()) e.text("value", v->as_string());
  add(std::move(e));
  return std::nullopt;
}

std::optional<std::vector<std::string>> read_names(Reader& r, const Json* players) {
  const std::string path = "players";
  if (!players) {
    r.add(error("spec.missing", path).text("field", path));
    return std::nullopt;
  }
  if (!players->is_array()) {
    r.add(r.type_error(path, "players", *players));
    return std::nullopt;
  }
  const auto count = static_cast<std::int64_t>(players->size());
  if (players->size() < 2) {
    r.add(error("players.too_few", path).number("min", 2).number("count", count));
    return std::nullopt;
  }
  if (players->size() > kMaxPlayers) {
    r.add(error("players.too_many", path)
              .number("max", static_cast<std::int64_t>(kMaxPlayers))
              .number("count", count));
    return std::nullopt;
  }
  std::vector<std::string> names;
  bool every_object = true;
  for (std::size_t i = 0; i < players->size(); ++i) {
    const Json& p = players->items()[i];
    const std::string pp = index_path(path, i);
    names.emplace_back();
    if (!p.is_object()) {
      r.add(r.type_error(pp, "object", p));
      every_object = false;
      continue;
    }
    const std::string np = field_path(pp, "name");
    const Json* n = p.find("name");
    if (!n) {
      r.add(error("spec.missing", np).text("field", np));
      continue;
    }
    if (!n->is_string()) {
      r.add(r.type_error(np, "string", *n));
      continue;
    }
    const std::string& name = n->as_string();
    bool blank = true;
    for (char c : name)
      if (c != ' ' && c != '\t') blank = false;
    if (blank) {
      r.add(error("players.empty_name", np)
                .text("field", np)
                .number("n", static_cast<std::int64_t>(i) + 1));
      continue;
    }
    if (name.size() > kMaxNameBytes) {
      r.add(error("players.name_too_long", np)
                .text("field", np)
                .number("n", static_cast<std::int64_t>(i) + 1)
                .number("max", static_cast<std::int64_t>(kMaxNameBytes)));
      continue;
    }
    bool twice = false;
    for (std::size_t j = 0; j < i; ++j)
      if (names[j] == name) twice = true;
    if (twice) {
      r.add(error("players.duplicate_name", np).text("field", np).text("name", name));
      continue;
    }
    names.back() = name;
  }
  if (!every_object) return std::nullopt;
  return names;
}

Money read_money(const Json& spec, Problems& problems) {
  Reader r(problems, Money{});
  auto decimals = r.integer(spec, "decimals", "", 0, kMaxDecimals, 0);
  return Money{static_cast<int>(decimals.value_or(0))};
}

}  // namespace tapis

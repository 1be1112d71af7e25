#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/base/chips.hpp"

namespace tapis {

// One value a message's sentence is made of. The catalogue's template decides how a language
// says it ({amount, chips}, {players, list}, {street, street}); the kind only says how the report
// writes it: chips in the spec's money unit, plain numbers, text, or a list of texts.
struct Param {
  enum class Kind : std::uint8_t { Chips, Number, Text, List };
  Param() = default;
  Param(std::string n, Kind k, std::int64_t v = 0, std::string t = {},
        std::vector<std::string> l = {})
      : name(std::move(n)), kind(k), number(v), text(std::move(t)), list(std::move(l)) {}
  std::string name;
  Kind kind = Kind::Text;
  std::int64_t number = 0;
  std::string text;
  std::vector<std::string> list;
  bool operator==(const Param&) const = default;
};

// What every error and ruling is made of: a stable code, the rule it applies and its values.
// A message is data, so any language can say it from its catalogue (lib/i18n/<lang>.json), the
// way HandParts + describe() name a hand. The core renders no sentence: the JS API adds the
// English `message` (lib/api/messages.js).
template <class Self>
struct Said {
  std::string code;
  std::string rule;  // stable rule id ("TDA-2024-47"; "A+B" cites two), "" when none
  std::vector<Param> params;

  Self& chips(std::string name, Chips v) { return add({std::move(name), Param::Kind::Chips, v}); }
  Self& number(std::string name, std::int64_t v) {
    return add({std::move(name), Param::Kind::Number, v});
  }
  Self& text(std::string name, std::string v) {
    return add({std::move(name), Param::Kind::Text, 0, std::move(v)});
  }
  Self& list(std::string name, std::vector<std::string> v) {
    return add({std::move(name), Param::Kind::List, 0, {}, std::move(v)});
  }
  const Param* find(std::string_view name) const {
    for (const auto& p : params)
      if (p.name == name) return &p;
    return nullptr;
  }

 private:
  Self& add(Param p) {
    params.push_back(std::move(p));
    return static_cast<Self&>(*this);
  }
};

}  // namespace tapis

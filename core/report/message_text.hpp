#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/json/json.hpp"
#include "core/pots/money.hpp"
#include "core/report/catalogue.hpp"
#include "core/report/message.hpp"

namespace tapis {

// Says a message from a catalogue: the template of its code with its params filled in. The
// template language is a small part of ICU MessageFormat, the one the page's renderer speaks too
// (lib/i18n/say.js):
//   {name}                       the value as it is (chips in the money unit, a list joined)
//   {name, chips|number|list|cards|street|field|rule|term}
//   {name, plural, one {…} other {…}}   # inside is the number; =0 {…} matches exactly
//   {name, select, key {…} other {…}}
// A field's label ({field, field}) comes from the catalogue's `fields`, by the path with its
// indices taken out ("players[].committed"); the label may use the message's params and {n},
// the first index counted from 1. A code the catalogue lacks is said as the code itself.
std::string say(const Json& catalogue, const std::string& code, const std::vector<Param>& params,
                const Money& money);
std::string say_template(const Json& catalogue, std::string_view text,
                         const std::vector<Param>& params, const Money& money);
// "TDA 2024 Rule 47"; ids joined by '+' are said one after the other ("…; …").
std::string rule_text(const Json& catalogue, std::string_view rule);

// The English sentence of an error or a ruling (the report's `message`).
template <class S>
std::string english(const Said<S>& m, const Money& money = {}) {
  return say(english_catalogue(), m.code, m.params, money);
}

}  // namespace tapis

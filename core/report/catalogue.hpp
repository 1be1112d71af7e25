#pragma once
#include "core/json/json.hpp"

namespace tapis {

// The English catalogue's core sections (lib/i18n/en.json: messages, rules, fields, terms),
// built into the core (catalogue.cmake) so that a report's `message` is the very sentence the
// page's English catalogue gives. Parsed once, on first use.
const Json& english_catalogue();

}  // namespace tapis

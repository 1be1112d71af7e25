#pragma once
#include <cstddef>
#include <string>
#include <string_view>

#include "core/base/error.hpp"

namespace tapis {

// Where an error sits in a spec: "players[2].cards". Rules folders name the field they check, so
// the path is built here, below them, not by the spec reader.
std::string field_path(const std::string& path, std::string_view key);
std::string index_path(const std::string& path, std::size_t i);

// An error from a parser (a card, a hand), placed at a spec field (and its player, if any).
Error at_field(Error e, const std::string& path, const std::string& player = {});

}  // namespace tapis

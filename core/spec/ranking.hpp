#pragma once
#include <string>
#include <vector>

#include "core/json/json.hpp"
#include "core/pots/awards.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

// The card-less showdown: "ranking": [["A"], ["C", "B"]] lists hands strongest first; players
// in one group tie. A single name may stand for a one-player group. Players not listed showed
// no hand (they mucked) and lose to any listed hand. nullopt: the ranking has errors (added).
std::optional<Strength> read_ranking(Reader& r, const Json* ranking,
                                     const std::vector<std::string>& names);

}  // namespace tapis

#pragma once
#include <optional>
#include <span>
#include <string>

#include "core/pots/awards.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// Consistency checks run after every computation in debug builds (TAPIS_CHECK_INVARIANTS) and
// by the fuzzer: a violation is a bug in Tapis, reported as an error value, never an abort.
// Returns a description of the first violation, or nothing.
std::optional<std::string> check_pot_split(std::span<const Stake> stakes, Chips dead_money,
                                           const PotSplit& split);
std::optional<std::string> check_awards(const PotSplit& split, const AwardResult& awards);

#ifdef TAPIS_CHECK_INVARIANTS
inline constexpr bool kCheckInvariants = true;
#else
inline constexpr bool kCheckInvariants = false;
#endif

}  // namespace tapis

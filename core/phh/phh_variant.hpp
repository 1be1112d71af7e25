#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/betting/deal_config.hpp"

namespace tapis {

// A PHH variant code (phh-std required.rst: "FT", "NT", "NS", "PO", ...) as the game and betting
// Tapis plays. The code is the betting structure's letter (F fixed-limit, P pot-limit, N
// no-limit) then the game's (T Texas hold'em, O Omaha hold'em, S short-deck hold'em): the
// standard names FT, NT, NS and PO, and the same letters give PT, NO, FO, FS, PS (pokerkit's
// other hold'em games), which Tapis plays too.
struct PhhVariant {
  std::string game = "holdem";  // "holdem", "omaha", "shortdeck"
  Betting betting = Betting::NoLimit;
};

std::optional<PhhVariant> phh_variant(std::string_view code);
// A code the standard defines but Tapis does not play (FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB).
bool is_standard_variant(std::string_view code);
// The code of a Tapis game and betting; nullopt for pineapple (no PHH code).
std::optional<std::string> phh_variant_code(std::string_view game, Betting betting);

}  // namespace tapis

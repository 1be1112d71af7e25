#include "core/phh/phh_variant.hpp"

#include <array>

namespace tapis {

std::optional<PhhVariant> phh_variant(std::string_view code) {
  if (code.size() != 2) return std::nullopt;
  PhhVariant v;
  switch (code[0]) {
    case 'F':
      v.betting = Betting::Limit;
      break;
    case 'P':
      v.betting = Betting::PotLimit;
      break;
    case 'N':
      v.betting = Betting::NoLimit;
      break;
    default:
      return std::nullopt;
  }
  switch (code[1]) {
    case 'T':
      v.game = "holdem";
      break;
    case 'O':
      v.game = "omaha";
      break;
    case 'S':
      v.game = "shortdeck";
      break;
    default:
      return std::nullopt;
  }
  return v;
}

bool is_standard_variant(std::string_view code) {
  static constexpr std::array<std::string_view, 7> others = {"FO/8",  "F7S",   "F7S/8", "FR",
                                                             "N2L1D", "F2L3D", "FB"};
  for (auto c : others)
    if (c == code) return true;
  return false;
}

std::optional<std::string> phh_variant_code(std::string_view game, Betting betting) {
  std::string code(1, betting == Betting::Limit ? 'F' : betting == Betting::PotLimit ? 'P' : 'N');
  if (game == "holdem")
    code += 'T';
  else if (game == "omaha")
    code += 'O';
  else if (game == "shortdeck")
    code += 'S';
  else
    return std::nullopt;
  return code;
}

}  // namespace tapis

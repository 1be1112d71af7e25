#pragma once
#include <string>
#include <vector>

#include "core/base/money.hpp"
#include "core/json/json.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// One player of a quick-mode report "players".
struct QuickPlayerRow {
  std::string name;
  Chips committed = 0;
  bool folded = false;
};

std::vector<QuickPlayerRow> quick_player_rows(const std::vector<std::string>& names,
                                              const std::vector<Stake>& stakes);
Json to_json(const QuickPlayerRow& player, const Money& money);

}  // namespace tapis

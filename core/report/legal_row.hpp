#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/ruling.hpp"
#include "core/betting/betting_rules.hpp"
#include "core/betting/deal_config.hpp"
#include "core/betting/deal_table.hpp"
#include "core/json/json.hpp"

namespace tapis {

// Report "legal": what the player to act may do.
struct LegalRange {
  Chips min = 0;
  Chips max = 0;
};
struct LegalAllIn {
  Chips to = 0;
  std::string as;            // "bet", "raise", "call"
  std::optional<bool> full;  // a bet or raise that reopens the betting; null for a call
};
struct LegalSizeRow {
  std::string kind;  // "min", "half-pot", "pot", "max", "all-in", "limit"
  Chips to = 0;
  bool all_in = false;
  bool full = true;
};
struct LegalRow {
  std::string player;
  bool fold = false;
  bool check = false;
  std::optional<Chips> call;  // null when he can check
  bool call_all_in = false;
  std::optional<LegalRange> bet;
  std::optional<LegalRange> raise;
  std::optional<Ruling> raise_closed;  // why no raise is possible
  std::optional<LegalAllIn> all_in;
  std::vector<LegalSizeRow> sizes;
};

// Nullopt when nobody may act (the hand is over).
std::optional<LegalRow> legal_row(const DealConfig& cfg, const Table& t, const Options& o);
Json to_json(const LegalRow& legal, const Money& money);

}  // namespace tapis

#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/betting/deal_config.hpp"
#include "core/json/json.hpp"
#include "core/spec/table_spec.hpp"

namespace tapis {

// Limit's sizes (report "limit").
struct LimitRow {
  Chips small_bet = 0, big_bet = 0;
  int cap = 4;
  bool cap_heads_up = true;
};

// What a deal adds to the head of a report: its game, betting, blinds, antes, straddles and Limit
// sizes.
struct DealHeaderRow {
  std::string game;
  std::string betting;
  Chips small_blind = 0, big_blind = 0, ante = 0, big_blind_ante = 0;
  std::vector<Chips> straddles;
  std::optional<LimitRow> limit;
};

// The head of a report, the same for both modes: the mode, then the table: format, money unit,
// currency, button, the smallest chip.
struct HeaderRow {
  std::optional<DealHeaderRow> deal;  // actions mode; none in quick mode
  bool tournament = false;
  int decimals = 0;
  std::string currency;  // "" for chips
  int button = 0;
  Chips smallest_chip = 1;
};

HeaderRow header_row(const TableSpec& table, const DealConfig* deal);

// Writes ok, errors and missing (placeholders the caller sets last), then the header, where the
// report has always had each field.
void write_header(Json& report, const HeaderRow& header, const Money& money);

}  // namespace tapis

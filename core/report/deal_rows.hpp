#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/money.hpp"
#include "core/betting/deal_config.hpp"
#include "core/betting/deal_table.hpp"
#include "core/json/json.hpp"

namespace tapis {

// One action held out of turn (report "held").
struct HeldRow {
  std::string player;
  std::string type;
  std::optional<Chips> to;
  std::optional<Chips> amount;
  int action = 0;
};

// Report "round": the betting round in play.
struct RoundRow {
  Chips bet = 0;  // the street total to match
  Chips min_raise_to = 0;
  std::optional<Chips> bet_size;         // Limit
  std::optional<int> raises;             // Limit: bets and raises so far, against the cap
  std::optional<Chips> last_full_raise;  // No-Limit, Pot-Limit
  std::optional<Chips> pot_for_limit;    // Pot-Limit
};

// One player of a deal's report "players".
struct DealPlayerRow {
  std::string name;
  Chips starting_stack = 0;
  Chips stack = 0;
  Chips committed = 0;
  Chips dead = 0;
  Chips bet = 0;
  bool folded = false;
  bool all_in = false;
  bool button = false;
  std::optional<Chips> effective_stack;  // null once it is decided (folded)
  std::optional<Chips> bounty;           // absent when none
  std::string blind;                     // "small", "big"; "": null
};

// One entry of report "log".
struct LogRow {
  int action = -1;  // -1: absent
  int at = -1;      // -1: absent
  std::string type;
  Street street = Street::Preflop;
  std::optional<std::string> player;  // none: a dealer's entry (street, showdown)
  bool is_return = false;
  Chips amount = 0;  // return: the chips given back
  Chips added = 0;
  Chips to = 0;  // the street total after it; a dealer's entry: the pot
  bool all_in = false;
  std::optional<Chips> pushed;
  std::string as;
  std::optional<bool> full;
};

HeldRow held_row(const DealConfig& cfg, const Held& h);
RoundRow round_row(const DealConfig& cfg, const Table& t);
DealPlayerRow deal_player_row(const DealConfig& cfg, const Table& t, int seat);
LogRow log_row(const DealConfig& cfg, const LogEntry& e);

Json to_json(const HeldRow& held, const Money& money);
Json to_json(const RoundRow& round, const Money& money);
Json to_json(const DealPlayerRow& player, const Money& money);
Json to_json(const LogRow& entry, const Money& money);

}  // namespace tapis

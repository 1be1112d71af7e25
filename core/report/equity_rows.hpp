#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/base/money.hpp"
#include "core/json/json.hpp"

namespace tapis {

// Numbers by player name, in seat order.
using NamedNumbers = std::vector<std::pair<std::string, double>>;

// One player's chances in one pot (report equity.pots[i].players[name]): fractions of the deals
// won alone, tied, and won in all (each tie's fraction of the pot); the chips expected from it.
struct EquityPlayerRow {
  std::string name;
  double win = 0, tie = 0, share = 0, expected = 0;
};

struct EquityPotRow {
  int pot = 0;
  std::string name;  // "main", "side 1"...
  Chips amount = 0;
  std::vector<EquityPlayerRow> players;  // the pot's eligible players
};

// Monte Carlo's own figures (report equity.seed, samples, precision, stdError, expectedStdError).
struct EquitySampledRow {
  std::uint64_t seed = 0;
  std::int64_t samples = 0;
  double precision = 0;
  double std_error = 0;  // the largest pot share's
  NamedNumbers expected_std_error;
};

// The worker protocol's progress (equity.done, units, totalUnits).
struct EquityProgressRow {
  bool done = false;
  std::int64_t units = 0, total_units = 0;
};

// Report "equity" (issue 6).
struct EquityRow {
  bool exact = true;
  std::int64_t boards = 1;
  int runs = 1;
  std::vector<std::string> random;  // players dealt at random
  std::vector<EquityPotRow> pots;
  NamedNumbers expected;  // chips in all, returns included
  std::optional<EquitySampledRow> sampled;
  std::optional<EquityProgressRow> progress;
};

// The worker's plan (equityPlan, and equityStep's "plan").
struct EquityPlanRow {
  bool exact = true;
  std::int64_t units = 0, chunk = 1;
  double deals = 0;                   // boards when exact
  std::optional<std::int64_t> batch;  // Monte Carlo: draws per unit
  std::optional<std::int64_t> max_samples;
};

Json to_json(const EquityRow& equity, const Money& money);
Json to_json(const EquityPlanRow& plan);

}  // namespace tapis

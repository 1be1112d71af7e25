#pragma once
#include <string>
#include <vector>

#include "core/base/error.hpp"
#include "core/base/money.hpp"
#include "core/base/ruling.hpp"
#include "core/json/json.hpp"
#include "core/pots/awards.hpp"
#include "core/pots/calculation.hpp"
#include "core/pots/pots.hpp"

namespace tapis {

// The report's shared parts, written from typed results: the one place JSON is made (with
// report/deal_report.cpp and report/showdown_report.cpp). Amounts are written in the spec's money
// unit; messages carry their code, rule, params and English text.

// An amount: a JSON integer for whole chips, an exact decimal with "decimals".
Json amount_json(Chips units, const Money& money);
// {code, rule, params, message, field?, action?}
Json error_json(const Error& e, const Money& money);
// {code, rule, params, message, action}
Json ruling_json(const Ruling& r, const Money& money);
Json errors_json(const std::vector<Error>& errors, const Money& money);

// "main", "side 1", ...: a pot's name as the report gives it.
std::string pot_name(std::size_t index);

// pots (with their calculation), returned, returns, check.
void write_pots(Json& report, const std::vector<std::string>& names, const PotSplit& split,
                const std::vector<Calculation>& calculations, const Money& money);
// The parts a report can lack when an error stops them (report "missing"):
//   pots, awards (who wins), showdown (the cards), equity, actions (a deal stopped early).
struct Missing {
  std::vector<std::string> parts;
  void add(const std::string& part);
  Json json() const;
};

// A report that could not be started (the spec is not JSON, or not an object, or names no
// seat): ok false, every error, empty results.
Json failure_report(const std::vector<Error>& errors, const Money& money = {});

}  // namespace tapis

#include "core/report/equity_rows.hpp"

#include "core/report/report.hpp"

namespace tapis {

namespace {

Json named_numbers_json(const NamedNumbers& rows) {
  Json j = Json::object();
  for (const auto& [name, v] : rows) j.set(name, v);
  return j;
}

Json to_json(const EquityPotRow& pot, const Money& money) {
  Json j = Json::object();
  j.set("pot", static_cast<std::int64_t>(pot.pot));
  j.set("name", pot.name);
  j.set("amount", amount_json(pot.amount, money));
  Json players = Json::object();
  for (const EquityPlayerRow& p : pot.players) {
    Json pl = Json::object();
    pl.set("win", p.win);
    pl.set("tie", p.tie);
    pl.set("share", p.share);
    pl.set("expected", p.expected);
    players.set(p.name, std::move(pl));
  }
  j.set("players", std::move(players));
  return j;
}

}  // namespace

Json to_json(const EquityRow& e, const Money& money) {
  Json j = Json::object();
  j.set("exact", e.exact);
  j.set("boards", e.boards);
  j.set("runs", e.runs);
  Json random = Json::array();
  for (const auto& name : e.random) random.push(name);
  j.set("random", std::move(random));
  Json pots = Json::array();
  for (const auto& pot : e.pots) pots.push(to_json(pot, money));
  j.set("pots", std::move(pots));
  j.set("expected", named_numbers_json(e.expected));
  if (e.sampled) {
    j.set("seed", static_cast<std::int64_t>(e.sampled->seed));
    j.set("samples", e.sampled->samples);
    j.set("precision", e.sampled->precision);
    j.set("stdError", e.sampled->std_error);
    j.set("expectedStdError", named_numbers_json(e.sampled->expected_std_error));
  }
  if (e.progress) {
    j.set("done", e.progress->done);
    j.set("units", e.progress->units);
    j.set("totalUnits", e.progress->total_units);
  }
  return j;
}

Json to_json(const EquityPlanRow& plan) {
  Json j = Json::object();
  j.set("exact", plan.exact);
  j.set("units", plan.units);
  j.set("chunk", plan.chunk);
  j.set("boards", plan.exact ? Json(plan.deals) : Json());
  j.set("deals", plan.deals);
  if (plan.batch) j.set("batch", *plan.batch);
  if (plan.max_samples) j.set("maxSamples", *plan.max_samples);
  return j;
}

}  // namespace tapis

// Reading an equity request from a spec: "equity" and "dead".
#include "core/spec/equity_spec.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/cards/rank_hand.hpp"
#include "core/spec/cards_spec.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

namespace {

constexpr std::int64_t kMaxSamplesLimit = 1'000'000'000;
constexpr std::int64_t kExactLimitMax = 1'000'000'000'000;
constexpr std::int64_t kMaxUnit = std::int64_t{1} << 53;

std::optional<std::vector<Card>> read_dead(Reader& r, const Json& spec) {
  const Json* d = spec.find("dead");
  if (!d || d->is_null()) return std::vector<Card>{};
  auto cards = read_card_list(*d, "dead");
  if (!cards) {
    r.add(cards.error());
    return std::nullopt;
  }
  return cards.value();
}

std::optional<double> read_precision(Reader& r, const Json& eq) {
  const Json* v = eq.find("precision");
  if (!v || v->is_null()) return EquityOptions{}.precision;
  if (!v->is_number()) {
    r.add(r.type_error("equity.precision", "number", *v));
    return std::nullopt;
  }
  const double d = v->as_real();
  if (!std::isfinite(d) || d < 0 || d > 1) {
    r.add(error("spec.range", "equity.precision")
              .text("field", "equity.precision")
              .number("min", 0)
              .number("max", 1));
    return std::nullopt;
  }
  return d;
}

}  // namespace

std::optional<std::optional<EquityRequest>> read_equity_request(Reader& r, const Json& spec) {
  const Json* eq = spec.find("equity");
  if (!eq || eq->is_null() || (eq->is_bool() && !eq->as_bool()))
    return std::optional<EquityRequest>{};
  if (!eq->is_bool() && !eq->is_object()) {
    r.add(r.type_error("equity", "equity", *eq));
    return std::nullopt;
  }
  const std::size_t before = r.problems().size();
  EquityRequest q;
  if (eq->is_object()) {
    q.options.seed =
        static_cast<std::uint64_t>(r.integer(*eq, "seed", "equity", 0, kMaxUnit, 1).value_or(1));
    q.options.max_samples =
        r.integer(*eq, "maxSamples", "equity", 1, kMaxSamplesLimit, q.options.max_samples)
            .value_or(q.options.max_samples);
    q.options.precision = read_precision(r, *eq).value_or(q.options.precision);
    q.options.exact_limit =
        r.integer(*eq, "exactLimit", "equity", 0, kExactLimitMax, q.options.exact_limit)
            .value_or(q.options.exact_limit);
    q.options.runs = static_cast<int>(r.integer(*eq, "runs", "equity", 1, 3, 1).value_or(1));

    // The worker protocol (equity.hpp).
    const Json* step = eq->find("step");
    if (step && !step->is_null() && !(step->is_bool() && !step->as_bool())) {
      if (step->is_bool() || step->is_object()) {
        q.mode = EquityRequest::Mode::Step;
        if (step->is_object()) q.sums = *step;  // read_sums checks it
      } else {
        r.add(error("equity.step", "equity.step").text("field", "equity.step"));
      }
    } else if (const Json* sums = eq->find("sums"); sums && !sums->is_null()) {
      q.mode = EquityRequest::Mode::Finish;
      q.sums = *sums;
    } else if (const Json* chunk = eq->find("chunk"); chunk && !chunk->is_null()) {
      std::array<std::int64_t, 2> range{};
      bool ok = chunk->is_array() && chunk->size() == 2;
      for (std::size_t i = 0; ok && i < 2; ++i) {
        const Json& v = chunk->items()[i];
        const double d = v.as_real();
        ok = v.is_number() && !v.integer_overflow() && d >= 0 &&
             d <= static_cast<double>(kMaxUnit) && d == std::floor(d);
        if (ok) range[i] = v.is_integer() ? v.as_integer() : static_cast<std::int64_t>(d);
      }
      if (!ok) {
        r.add(error("equity.chunk", "equity.chunk").text("field", "equity.chunk"));
      } else {
        q.mode = EquityRequest::Mode::Chunk;
        q.from = range[0];
        q.to = std::max(range[0], range[1]);
      }
    } else if (r.boolean(*eq, "plan", "equity", false).value_or(false)) {
      q.mode = EquityRequest::Mode::Plan;
    }
  }
  q.dead = read_dead(r, spec).value_or(std::vector<Card>{});
  if (r.problems().size() != before) return std::nullopt;
  return std::optional<EquityRequest>(std::move(q));
}

}  // namespace tapis

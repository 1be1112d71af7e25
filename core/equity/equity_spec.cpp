// Reading an equity request, and turning a finished hand into the enumerators' problem.
#include <algorithm>
#include <array>
#include <cmath>

#include "core/equity/equity.hpp"
#include "core/equity/equity_input.hpp"
#include "core/report/showdown_report.hpp"
#include "core/spec/cards_spec.hpp"
#include "core/spec/spec_read.hpp"

namespace tapis {

namespace {

constexpr std::int64_t kMaxSamplesLimit = 1'000'000'000;
constexpr std::int64_t kExactLimitMax = 1'000'000'000'000;
constexpr std::int64_t kMaxUnit = std::int64_t{1} << 53;

Result<std::vector<Card>> read_dead(const Json& spec) {
  const Json* d = spec.find("dead");
  if (!d || d->is_null()) return std::vector<Card>{};
  return read_card_list(*d, "dead");
}

Result<double> read_precision(const Json& eq) {
  const Json* v = eq.find("precision");
  if (!v || v->is_null()) return EquityOptions{}.precision;
  if (!v->is_number())
    return make_error("spec.type", "equity.precision must be a number", "equity.precision");
  const double d = v->as_real();
  if (!std::isfinite(d) || d < 0 || d > 1)
    return make_error("spec.range", "equity.precision must be from 0 to 1 (a standard error)",
                      "equity.precision");
  return d;
}

}  // namespace

Result<std::optional<EquityRequest>> read_equity_request(const Json& spec) {
  const Json* eq = spec.find("equity");
  if (!eq || eq->is_null() || (eq->is_bool() && !eq->as_bool()))
    return std::optional<EquityRequest>{};
  if (!eq->is_bool() && !eq->is_object())
    return make_error("spec.type",
                      "equity must be true or an object {seed, maxSamples, precision, exactLimit, "
                      "runs}",
                      "equity");
  EquityRequest r;
  if (eq->is_object()) {
    auto seed = read_int(*eq, "seed", "equity", 0, kMaxUnit, 1);
    if (!seed) return seed.error();
    r.options.seed = static_cast<std::uint64_t>(seed.value());
    auto samples =
        read_int(*eq, "maxSamples", "equity", 1, kMaxSamplesLimit, r.options.max_samples);
    if (!samples) return samples.error();
    r.options.max_samples = samples.value();
    auto precision = read_precision(*eq);
    if (!precision) return precision.error();
    r.options.precision = precision.value();
    auto limit = read_int(*eq, "exactLimit", "equity", 0, kExactLimitMax, r.options.exact_limit);
    if (!limit) return limit.error();
    r.options.exact_limit = limit.value();
    auto runs = read_int(*eq, "runs", "equity", 1, 3, 1);
    if (!runs) return runs.error();
    r.options.runs = static_cast<int>(runs.value());

    // The worker protocol (equity.hpp).
    if (const Json* sums = eq->find("sums"); sums && !sums->is_null()) {
      r.mode = EquityRequest::Mode::Finish;
      r.sums = *sums;
    } else if (const Json* chunk = eq->find("chunk"); chunk && !chunk->is_null()) {
      if (!chunk->is_array() || chunk->size() != 2)
        return make_error("equity.chunk", "equity.chunk must be [from, to]", "equity.chunk");
      std::array<std::int64_t, 2> range{};
      for (std::size_t i = 0; i < 2; ++i) {
        Json holder = Json::object();
        holder.set("v", chunk->items()[i]);
        auto v = read_int(holder, "v", "", 0, kMaxUnit, std::nullopt);
        if (!v)
          return make_error("equity.chunk", "equity.chunk must be two whole numbers [from, to]",
                            "equity.chunk");
        range[i] = v.value();
      }
      r.mode = EquityRequest::Mode::Chunk;
      r.from = range[0];
      r.to = std::max(range[0], range[1]);
    } else {
      auto plan = read_bool(*eq, "plan", "equity", false);
      if (!plan) return plan.error();
      if (plan.value()) r.mode = EquityRequest::Mode::Plan;
    }
  }
  auto dead = read_dead(spec);
  if (!dead) return dead.error();
  r.dead = dead.value();
  return std::optional<EquityRequest>(std::move(r));
}

Result<equity_detail::Problem> equity_problem(const ShowdownInput& in,
                                              const EquityRequest& request) {
  using equity_detail::Problem;
  if (std::any_of(in.ranking.begin(), in.ranking.end(),
                  [](const auto& s) { return s.has_value(); }))
    return make_error("equity.with_ranking",
                      "equity needs the cards, not a ranking: a ranking already says who wins",
                      "ranking");
  Problem p;
  p.runs = request.options.runs;
  if (in.cards.boards.size() > 1) {
    // Run it twice agreed, nothing dealt yet: each run is still the common board.
    for (const auto& run : in.cards.boards)
      if (run != in.cards.board)
        return make_error("equity.runs_dealt",
                          "some runs are already dealt: equity covers the cards still to come on "
                          "every run at once (give runs with no cards, or equity.runs)",
                          "runs");
    p.runs = static_cast<int>(in.cards.boards.size());
  }
  p.rules = in.cards.rules;
  p.evaluator = &Evaluator::of(p.rules);
  p.hole_count = hole_card_count(p.rules.game);
  p.board = in.cards.board;
  p.to_come = 5 - static_cast<int>(p.board.size());

  std::vector<std::pair<Card, std::string>> seen;
  auto use = [&](Card c, const std::string& where) -> std::optional<Error> {
    if (!in_deck(p.rules.game, c))
      return make_error(
          "cards.not_in_deck",
          where + ": " + to_string(c) + " is not in the short deck (the 2s to 5s are removed)",
          where);
    for (const auto& [other, at] : seen)
      if (other == c)
        return make_error("cards.duplicate",
                          where + ": " + to_string(c) + " is already used by " + at, where);
    seen.emplace_back(c, where);
    p.known |= std::uint64_t{1} << c.index();
    return std::nullopt;
  };

  const bool pineapple = p.rules.game == Game::Pineapple;
  std::vector<int> contender(in.names.size(), -1);
  int hidden_folded = 0;  // folded hands nobody saw: dealt, so out of the deck
  for (std::size_t s = 0; s < in.names.size(); ++s) {
    const std::string where = field_path(index_path("players", s), "cards");
    const auto& hole = in.cards.hole[s];
    if (in.stakes[s].folded) {
      if (!hole) ++hidden_folded;
      if (hole)
        for (Card c : *hole)
          if (auto e = use(c, where)) return *e;
      continue;
    }
    contender[s] = static_cast<int>(p.holes.size());
    if (hole && pineapple && static_cast<int>(hole->size()) == dealt_hole_card_count(p.rules.game))
      return make_error("equity.pineapple_discard",
                        where + ": " + in.names[s] +
                            " still holds three cards; equity needs the two he keeps (the discard "
                            "is his choice)",
                        where);
    if (hole && static_cast<int>(hole->size()) != p.hole_count)
      return make_error("eval.hole_count",
                        where + ": " + in.names[s] + " must hold " + std::to_string(p.hole_count) +
                            " cards, not " + std::to_string(hole->size()),
                        where);
    if (!hole && pineapple && p.board.size() < 3)
      return make_error("equity.pineapple_discard",
                        where + ": before the flop " + in.names[s] +
                            "'s random hand has three cards and the discard is his choice",
                        where);
    if (hole) {
      for (Card c : *hole)
        if (auto e = use(c, where)) return *e;
      p.holes.push_back(*hole);
    } else {
      p.random.push_back(static_cast<int>(p.holes.size()));
      p.holes.emplace_back();
    }
  }
  for (Card c : p.board)
    if (auto e = use(c, "board")) return *e;
  for (Card c : request.dead)
    if (auto e = use(c, "dead")) return *e;

  for (int i = 0; i < kCardCount; ++i) {
    const Card c = *Card::from_index(i);
    if (in_deck(p.rules.game, c) && !(p.known >> i & 1)) p.deck.push_back(c);
  }
  const int needed = (static_cast<int>(p.random.size()) + hidden_folded) * p.hole_count + p.to_come;
  if (needed > static_cast<int>(p.deck.size()))
    return make_error("equity.not_enough_cards",
                      "the deck has " + std::to_string(p.deck.size()) +
                          " unknown cards left, but the hands dealt at random, the folded hands "
                          "and the board still to come need " +
                          std::to_string(needed),
                      "players");

  for (const auto& pot : in.split.pots) {
    if (pot.eligible.size() < 2) continue;
    std::vector<int> who;
    for (int seat : pot.eligible) who.push_back(contender[static_cast<std::size_t>(seat)]);
    p.pots.push_back(std::move(who));
  }
  return p;
}

}  // namespace tapis

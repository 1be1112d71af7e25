// Reading an equity request, and turning a finished hand into the enumerators' problem.
#include <algorithm>
#include <array>
#include <cmath>

#include "core/cards/rank_hand.hpp"
#include "core/equity/equity.hpp"
#include "core/equity/equity_input.hpp"
#include "core/report/showdown_report.hpp"
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

Result<equity_detail::Problem> equity_problem(const ShowdownInput& in,
                                              const EquityRequest& request) {
  using equity_detail::Problem;
  if (std::any_of(in.ranking.begin(), in.ranking.end(),
                  [](const auto& s) { return s.has_value(); }))
    return error("equity.with_ranking", "ranking").text("field", "ranking");
  Problem p;
  p.runs = request.options.runs;
  if (in.cards.boards.size() > 1) {
    // Run it twice agreed, nothing dealt yet: each run is still the common board.
    for (const auto& run : in.cards.boards)
      if (run != in.cards.board) return error("equity.runs_dealt", "runs").text("field", "runs");
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
      return at_field(error("cards.not_in_deck").list("card", {to_string(c)}), where);
    for (const auto& [other, at] : seen)
      if (other == c)
        return at_field(error("cards.duplicate").list("card", {to_string(c)}).text("other", at),
                        where);
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
      return at_field(error("equity.pineapple_discard").text("reason", "three-cards"), where,
                      in.names[s]);
    if (hole && static_cast<int>(hole->size()) != p.hole_count)
      return at_field(error("eval.hole_count")
                          .text("game", "game." + std::string(game_id(p.rules.game)))
                          .number("needed", p.hole_count)
                          .number("got", static_cast<std::int64_t>(hole->size())),
                      where, in.names[s]);
    if (!hole && pineapple && p.board.size() < 3)
      return at_field(error("equity.pineapple_discard").text("reason", "before-flop"), where,
                      in.names[s]);
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
    return error("equity.not_enough_cards", "players")
        .text("field", "players")
        .number("left", static_cast<std::int64_t>(p.deck.size()))
        .number("needed", needed);

  for (const auto& pot : in.split.pots) {
    if (pot.eligible.size() < 2) continue;
    std::vector<int> who;
    for (int seat : pot.eligible) who.push_back(contender[static_cast<std::size_t>(seat)]);
    p.pots.push_back(std::move(who));
  }
  return p;
}

}  // namespace tapis

// Turning a finished hand into the enumerators' problem.
#include "core/report/equity_input.hpp"

#include <algorithm>

#include "core/cards/rank_hand.hpp"
#include "core/report/showdown_report.hpp"
#include "core/spec/cards_spec.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

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
  // Prize money needs who wins every pot at once; run more than once, the runs share a deck and
  // one run's outcome is not the deal's (issue 31: expected is not computed then).
  int bits = 0;
  for (const auto& who : p.pots) bits += static_cast<int>(who.size());
  p.joint = in.prizes.has_value() && p.runs == 1 && bits <= 64 * 5;
  return p;
}

}  // namespace tapis

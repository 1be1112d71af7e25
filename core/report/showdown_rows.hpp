#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/money.hpp"
#include "core/base/ruling.hpp"
#include "core/cards/rank_hand.hpp"
#include "core/json/json.hpp"
#include "core/report/award_rows.hpp"
#include "core/report/knockout_rows.hpp"

namespace tapis {

// ["As", "Kd", ...]
Json card_array(const std::vector<Card>& cards);

// One player's hand at the showdown (report "hands"): his cards and the best five they make.
struct HandRow {
  std::string name;
  std::vector<Card> hole;
  HandEval eval;
};
// {cards, category, best, description, descriptionFr, ranks, value}
Json hand_json(const HandEval& eval, const std::vector<Card>& hole);

// One board of a hand run more than once (report "runs").
struct RunRow {
  int run = 1;  // 1-based
  std::vector<Card> board;
  std::vector<HandRow> hands;
};

// The showdown part of a report, both modes: the cards (when the spec has them), who shows
// first, the awards and (tournaments, once every pot is decided) who busted, in finishing groups,
// and the bounties they lose.
struct ShowdownPart {
  std::optional<std::vector<Card>> board;  // with cards only, and then `hands`
  std::vector<HandRow> hands;
  std::vector<RunRow> runs;  // written only when the board is run more than once
  std::vector<std::string> show_order;
  bool face_up = false;
  std::optional<Ruling> show_ruling;  // when a pot is contested
  AwardsPart awards;
  std::optional<std::vector<std::vector<std::string>>> busted_groups;
  std::optional<KnockoutsPart> knockouts;
};

// Sets board, hands, runs, showOrder, faceUp, showRuling, awards, undecided, payouts, net and
// busted, bustedGroups, knockouts, newBounty, in that order, the ones the part has.
void write_showdown_part(Json& report, const ShowdownPart& part, const Money& money);
// Sets board, hands and runs only (the cards as dealt), the ones the part has.
void write_cards_part(Json& report, const ShowdownPart& part);

}  // namespace tapis

#include "core/spec/deal_spec.hpp"

#include "core/spec/ranking.hpp"
#include "core/spec/spec_read.hpp"

namespace tapis {

Result<DealConfig> read_deal_config(const Json& spec) {
  if (!spec.is_object()) return make_error("spec.type", "the spec must be a JSON object");
  DealConfig c;
  auto game =
      read_choice(spec, "game", "", {"holdem", "omaha", "shortdeck", "pineapple"}, "holdem");
  if (!game) return game.error();
  c.game = game.value();
  auto betting = read_choice(spec, "betting", "", {"no-limit", "pot-limit", "limit"}, "no-limit");
  if (!betting) return betting.error();
  c.betting = betting.value() == "limit"       ? Betting::Limit
              : betting.value() == "pot-limit" ? Betting::PotLimit
                                               : Betting::NoLimit;
  auto format = read_choice(spec, "format", "", {"cash", "tournament"}, "cash");
  if (!format) return format.error();
  c.tournament = format.value() == "tournament";

  const Json* players = spec.find("players");
  if (!players) return make_error("spec.missing", "players is required", "players");
  auto names = read_names(*players, "players");
  if (!names) return names.error();
  c.names = names.value();
  Chips total = 0;
  for (std::size_t i = 0; i < c.names.size(); ++i) {
    std::string pp = index_path("players", i);
    auto stack = read_chips(players->items()[i], "stack", pp, std::nullopt);
    if (!stack) return stack.error();
    if (stack.value() == 0)
      return make_error("stack.empty",
                        pp + ".stack: " + c.names[i] + " has no chips and cannot be dealt in",
                        pp + ".stack");
    c.stacks.push_back(stack.value());
    total += stack.value();
  }
  // Sums stay exact: 23 stacks of at most 2^53 each cannot overflow int64.
  if (total > kMaxChips)
    return make_error("amount.too_large",
                      "the stacks add up to more than 2^53, which JavaScript cannot count exactly",
                      "players");

  const Json* blinds = spec.find("blinds");
  if (!blinds) return make_error("spec.missing", "blinds is required: [small, big]", "blinds");
  if (!blinds->is_array() || blinds->size() != 2)
    return make_error("blinds.type", "blinds must be two amounts: [small blind, big blind]",
                      "blinds");
  auto small = to_chips(blinds->items()[0], "blinds[0]");
  if (!small) return small.error();
  auto big = to_chips(blinds->items()[1], "blinds[1]");
  if (!big) return big.error();
  if (big.value() < 1)
    return make_error("spec.range", "blinds[1]: the big blind must be at least 1", "blinds[1]");
  if (small.value() > big.value())
    return make_error("blinds.order",
                      "blinds: the small blind (" + std::to_string(small.value()) +
                          ") cannot be larger than the big blind (" + std::to_string(big.value()) +
                          ")",
                      "blinds");
  c.small_blind = small.value();
  c.big_blind = big.value();
  auto ante = read_chips(spec, "ante", "", Chips{0});
  if (!ante) return ante.error();
  c.ante = ante.value();
  auto bb_ante = read_chips(spec, "bigBlindAnte", "", Chips{0});
  if (!bb_ante) return bb_ante.error();
  c.big_blind_ante = bb_ante.value();
  auto first = read_bool(spec, "bigBlindAnteFirst", "", false);
  if (!first) return first.error();
  c.big_blind_ante_first = first.value();

  const auto seats = static_cast<std::int64_t>(c.names.size());
  auto button = read_int(spec, "button", "", 0, seats - 1, seats - 1);
  if (!button) return button.error();
  c.button = static_cast<int>(button.value());

  // Limit: the TDA cap holds heads-up too, except a tournament's heads-up final.
  const bool final_duel = c.tournament && seats == 2;
  c.limit.small_bet = c.big_blind;
  c.limit.cap_heads_up = !final_duel;
  if (const Json* limit = spec.find("limit"); limit && !limit->is_null()) {
    if (!limit->is_object())
      return make_error("spec.type", "limit must be an object {smallBet, bigBet, cap, capHeadsUp}",
                        "limit");
    auto sb = read_chips(*limit, "smallBet", "limit", c.big_blind);
    if (!sb) return sb.error();
    if (sb.value() < 1)
      return make_error("spec.range", "limit.smallBet must be at least 1", "limit.smallBet");
    c.limit.small_bet = sb.value();
    auto bb = read_chips(*limit, "bigBet", "limit", 2 * c.limit.small_bet);
    if (!bb) return bb.error();
    if (bb.value() < 1)
      return make_error("spec.range", "limit.bigBet must be at least 1", "limit.bigBet");
    c.limit.big_bet = bb.value();
    auto cap = read_int(*limit, "cap", "limit", 1, 1000, 4);
    if (!cap) return cap.error();
    c.limit.cap = static_cast<int>(cap.value());
    auto hu = read_bool(*limit, "capHeadsUp", "limit", !final_duel);
    if (!hu) return hu.error();
    c.limit.cap_heads_up = hu.value();
  } else {
    c.limit.big_bet = 2 * c.limit.small_bet;
  }

  auto chip = read_chips(spec, "smallestChip", "", Chips{1});
  if (!chip) return chip.error();
  if (chip.value() < 1)
    return make_error("spec.range", "smallestChip must be at least 1", "smallestChip");
  c.smallest_chip = chip.value();

  const Json* ranking = spec.find("ranking");
  auto strength = read_ranking(ranking ? *ranking : Json(), c.names);
  if (!strength) return strength.error();
  c.strength = strength.value();

  auto cards = read_cards_spec(spec, *players, c.names.size());
  if (!cards) return cards.error();
  c.cards = cards.value();
  if (c.cards.any && ranking && !ranking->is_null())
    return make_error("spec.ranking_and_cards",
                      "give either the cards or a ranking, not both: the cards decide the showdown",
                      "ranking");
  auto equity = read_equity_request(spec);
  if (!equity) return equity.error();
  c.equity = equity.value();
  return c;
}

Result<Action> read_action(const Json& json, int index, const std::vector<std::string>& names) {
  const std::string path = "actions[" + std::to_string(index) + "]";
  auto fail = [&](Error e) {
    e.action = index;
    return e;
  };
  if (!json.is_object())
    return fail(make_error("spec.type",
                           path + " must be an object {player, type, to, amount, oneChip}", path));
  Action a;
  a.index = index;
  const Json* player = json.find("player");
  if (!player)
    return fail(make_error("spec.missing", path + ".player is required", path + ".player"));
  if (!player->is_string())
    return fail(
        make_error("spec.type", path + ".player must be a player's name", path + ".player"));
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == player->as_string()) a.seat = static_cast<int>(i);
  if (a.seat < 0)
    return fail(make_error("action.unknown_player",
                           path + ": \"" + player->as_string() + "\" is not one of the players",
                           path + ".player"));
  const Json* type = json.find("type");
  if (!type) return fail(make_error("spec.missing", path + ".type is required", path + ".type"));
  auto parsed = type->is_string() ? parse_action_type(type->as_string()) : std::nullopt;
  if (!parsed)
    return fail(make_error("action.unknown_type",
                           path + ".type must be one of fold, check, call, bet, raise, allin, "
                                  "chips",
                           path + ".type"));
  a.type = *parsed;
  if (a.type == ActionType::Bet || a.type == ActionType::Raise) {
    auto to = read_chips(json, "to", path, std::nullopt);
    if (!to) return fail(to.error());
    a.to = to.value();
  }
  if (a.type == ActionType::Chips) {
    auto amount = read_chips(json, "amount", path, std::nullopt);
    if (!amount) return fail(amount.error());
    a.amount = amount.value();
    auto one = read_bool(json, "oneChip", path, false);
    if (!one) return fail(one.error());
    a.one_chip = one.value();
  }
  return a;
}

}  // namespace tapis

#include "core/spec/deal_spec.hpp"

#include "core/spec/table_spec.hpp"

namespace tapis {

namespace {

// "straddles": [4, 8]: the seats after the big blind post them in order, each more than the
// blind or straddle before it; No-Limit and Pot-Limit only.
void read_straddles(Reader& r, const Json& spec, DealConfig& c) {
  const Json* s = spec.find("straddles");
  if (!s || s->is_null()) return;
  if (!s->is_array()) {
    r.add(r.type_error("straddles", "amounts", *s));
    return;
  }
  const auto seats = static_cast<std::int64_t>(c.names.size());
  if (static_cast<std::int64_t>(s->size()) > seats - 2) {
    r.add(error("straddles.too_many", "straddles")
              .text("field", "straddles")
              .number("count", static_cast<std::int64_t>(s->size()))
              .number("max", std::max<std::int64_t>(seats - 2, 0)));
    return;
  }
  if (c.betting == Betting::Limit && !s->items().empty()) {
    r.add(error("straddles.limit", "straddles").text("field", "straddles"));
    return;
  }
  Chips previous = c.big_blind;
  for (std::size_t i = 0; i < s->size(); ++i) {
    const std::string path = index_path("straddles", i);
    auto amount = r.chips_value(s->items()[i], path);
    if (!amount) continue;
    if (*amount <= previous) {
      r.add(error("straddles.too_small", path)
                .text("field", path)
                .chips("straddle", *amount)
                .chips("previous", previous)
                .text("what", i == 0 ? "big-blind" : "straddle"));
      continue;
    }
    c.straddles.push_back(*amount);
    previous = *amount;
  }
}

// players[i].post: {"live": 200, "dead": 100}: a live blind (at most the big blind) and dead
// chips, from a player who is neither a blind nor a straddler this hand.
void read_posts(Reader& r, const Json* players, DealConfig& c) {
  c.posts.assign(c.names.size(), {});
  for (std::size_t i = 0; i < c.names.size(); ++i) {
    const Json* post = players->items()[i].find("post");
    if (!post || post->is_null()) continue;
    const std::string pp = field_path(index_path("players", i), "post");
    const std::string& name = c.names[i];
    if (!post->is_object()) {
      r.add(r.type_error(pp, "post", *post, name));
      continue;
    }
    auto live = r.chips(*post, "live", pp, Chips{0}, name);
    auto dead = r.chips(*post, "dead", pp, Chips{0}, name);
    if (!live || !dead) continue;
    const int seat = static_cast<int>(i);
    bool blind = seat == c.big_blind_seat() || (seat == c.small_blind_seat() && c.small_blind > 0);
    for (std::size_t k = 0; k < c.straddles.size(); ++k)
      blind = blind || seat == c.straddle_seat(k);
    if (blind && (*live > 0 || *dead > 0)) {
      r.add(error("post.in_blind", pp).text("field", pp).text("player", name));
      continue;
    }
    if (*live > c.big_blind) {
      r.add(error("post.live_too_large", field_path(pp, "live"))
                .text("field", field_path(pp, "live"))
                .text("player", name)
                .chips("live", *live)
                .chips("bigBlind", c.big_blind));
      continue;
    }
    c.posts[i] = {*live, *dead};
  }
}

}  // namespace

std::optional<DealConfig> read_deal_config(Reader& r, const Json& spec) {
  TableSpec t = read_table_spec(r, spec);
  const std::size_t before = r.problems().size();
  DealConfig c;
  static_cast<TableSpec&>(c) = std::move(t);
  auto game = r.choice(spec, "game", "", {"holdem", "omaha", "shortdeck", "pineapple"}, "holdem");
  c.game = game.value_or("holdem");
  auto betting = r.choice(spec, "betting", "", {"no-limit", "pot-limit", "limit"}, "no-limit");
  c.betting = betting == "limit"       ? Betting::Limit
              : betting == "pot-limit" ? Betting::PotLimit
                                       : Betting::NoLimit;

  const Json* players = spec.find("players");
  Chips total = 0;
  for (std::size_t i = 0; i < c.names.size(); ++i) {
    const std::string pp = index_path("players", i);
    const std::string sp = field_path(pp, "stack");
    auto stack = r.chips(players->items()[i], "stack", pp, std::nullopt, c.names[i]);
    if (stack && *stack == 0) {
      Error e = error("stack.empty", sp).text("field", sp);
      if (!c.names[i].empty()) e.text("player", c.names[i]);
      r.add(std::move(e));
    }
    c.stacks.push_back(stack.value_or(1));
    total += stack.value_or(0);
  }
  // Sums stay exact: 23 stacks of at most 2^53 each cannot overflow int64.
  if (total > r.money().max_units())
    r.add(error("amount.too_large", "players")
              .text("field", "players")
              .text("what", "total")
              .chips("max", r.money().max_units()));

  const Json* blinds = spec.find("blinds");
  if (!blinds) {
    r.add(error("spec.missing", "blinds").text("field", "blinds"));
  } else if (!blinds->is_array() || blinds->size() != 2) {
    r.add(error("blinds.type", "blinds").text("field", "blinds"));
  } else {
    auto small = r.chips_value(blinds->items()[0], "blinds[0]");
    auto big = r.chips_value(blinds->items()[1], "blinds[1]");
    if (big && *big < 1)
      r.add(error("amount.below_min", "blinds[1]").text("field", "blinds[1]").chips("min", 1));
    else if (small && big && *small > *big)
      r.add(error("blinds.order", "blinds")
                .text("field", "blinds")
                .chips("small", *small)
                .chips("big", *big));
    c.small_blind = small.value_or(0);
    c.big_blind = std::max<Chips>(big.value_or(1), 1);
  }
  read_straddles(r, spec, c);
  read_posts(r, players, c);
  c.ante = r.chips(spec, "ante", "", Chips{0}).value_or(0);
  c.big_blind_ante = r.chips(spec, "bigBlindAnte", "", Chips{0}).value_or(0);
  c.big_blind_ante_first = r.boolean(spec, "bigBlindAnteFirst", "", false).value_or(false);

  // Limit: the TDA cap holds heads-up too, except a tournament's heads-up final.
  const bool final_duel = c.tournament && c.names.size() == 2;
  c.limit.small_bet = c.big_blind;
  c.limit.big_bet = 2 * c.limit.small_bet;
  c.limit.cap_heads_up = !final_duel;
  if (const Json* limit = spec.find("limit"); limit && !limit->is_null()) {
    if (!limit->is_object()) {
      r.add(r.type_error("limit", "limit-object", *limit));
    } else {
      auto sb = r.chips(*limit, "smallBet", "limit", c.big_blind);
      if (sb && *sb < 1)
        r.add(error("amount.below_min", "limit.smallBet")
                  .text("field", "limit.smallBet")
                  .chips("min", 1));
      c.limit.small_bet = std::max<Chips>(sb.value_or(c.big_blind), 1);
      auto bb = r.chips(*limit, "bigBet", "limit", 2 * c.limit.small_bet);
      if (bb && *bb < 1)
        r.add(error("amount.below_min", "limit.bigBet")
                  .text("field", "limit.bigBet")
                  .chips("min", 1));
      c.limit.big_bet = std::max<Chips>(bb.value_or(2 * c.limit.small_bet), 1);
      c.limit.cap = static_cast<int>(r.integer(*limit, "cap", "limit", 1, 1000, 4).value_or(4));
      c.limit.cap_heads_up = r.boolean(*limit, "capHeadsUp", "limit", !final_duel).value_or(true);
    }
  }
  // The deal is played when its table is right; the ranking, cards and equity only decide the
  // showdown, so their errors leave the betting to be shown.
  const bool table_ok = c.names_ok && r.problems().size() == before &&
                        !r.problems().any_at("format") && !r.problems().any_at("button") &&
                        !r.problems().any_at("smallestChip") && !r.problems().any_at("decimals");
  if (!table_ok) return std::nullopt;
  return c;
}

Result<Action> read_action(const Json& json, int index, const std::vector<std::string>& names,
                           const Money& money) {
  const std::string path = "actions[" + std::to_string(index) + "]";
  Problems problems;
  Reader r(problems, money);
  auto fail = [&](Error e) {
    e.action = index;
    e.number("action", index + 1);
    return e;
  };
  if (!json.is_object()) return fail(r.type_error(path, "action", json));
  Action a;
  a.index = index;
  const Json* player = json.find("player");
  const std::string pp = path + ".player";
  if (!player) return fail(error("spec.missing", pp).text("field", pp));
  if (!player->is_string()) return fail(r.type_error(pp, "name", *player));
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == player->as_string()) a.seat = static_cast<int>(i);
  if (a.seat < 0)
    return fail(
        error("action.unknown_player", pp).text("field", pp).text("name", player->as_string()));
  const std::string& name = names[static_cast<std::size_t>(a.seat)];
  const Json* type = json.find("type");
  const std::string tp = path + ".type";
  if (!type) return fail(error("spec.missing", tp).text("field", tp).text("player", name));
  auto parsed = type->is_string() ? parse_action_type(type->as_string()) : std::nullopt;
  if (!parsed) {
    Error e = error("action.unknown_type", tp).text("field", tp).text("player", name);
    if (type->is_string()) e.text("value", type->as_string());
    return fail(std::move(e));
  }
  a.type = *parsed;
  if (a.type == ActionType::Bet || a.type == ActionType::Raise) {
    auto to = r.chips(json, "to", path, std::nullopt, name);
    if (!to) return fail(problems.list().front());
    a.to = *to;
  }
  auto oot = r.boolean(json, "outOfTurn", path, false, name);
  if (!oot) return fail(problems.list().front());
  a.out_of_turn = *oot;
  if (a.type == ActionType::Chips) {
    auto amount = r.chips(json, "amount", path, std::nullopt, name);
    if (!amount) return fail(problems.list().front());
    a.amount = *amount;
    auto one = r.boolean(json, "oneChip", path, false, name);
    if (!one) return fail(problems.list().front());
    a.one_chip = *one;
  }
  return a;
}

}  // namespace tapis

// libFuzzer target for the betting engine: random tables and random action sequences.
// After every action: accepted iff legal() allowed it, nothing changed on a rejection, chips
// conserved and pots consistent (DealState::invariant_violation). Any breach traps.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <string>
#include <vector>

#include "core/betting/deal_state.hpp"
#include "core/report/analyze.hpp"
#include "core/report/deal_report.hpp"
#include "core/report/report.hpp"

using namespace tapis;

namespace {

// The hand so far (spec with the accepted actions) and the action being tried, for the report.
std::string g_context;

[[noreturn]] void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz_hand: %s\n%s\n", what.c_str(), g_context.c_str());
  __builtin_trap();
}

bool in_range(const std::optional<Range>& r, const std::optional<Chips>& to) {
  return r && to && *to >= r->min && *to <= r->max;
}

// What legal() says of an action, read independently of check().
bool legal_allows(const DealState& h, const Action& a) {
  const Options o = h.legal();
  if (h.over() || o.seat < 0 || a.seat != o.seat) return false;
  switch (a.type) {
    case ActionType::Fold:
      return o.fold;
    case ActionType::Check:
      return o.check;
    case ActionType::Call:
      return !o.check;
    case ActionType::Bet:
      return in_range(o.bet, a.to);
    case ActionType::Raise:
      return in_range(o.raise, a.to);
    case ActionType::AllIn:
      return o.all_in_as.has_value();
    case ActionType::Chips:
      return true;  // read by the 50% rule: checked below
  }
  return false;
}

// A silent push is accepted as a plain move that legal() allows.
void check_push(const Options& o, const Move& m) {
  bool ok = false;
  switch (m.kind) {
    case MoveKind::Fold:
      ok = false;
      break;
    case MoveKind::Check:
      ok = o.check;
      break;
    case MoveKind::Call:
      ok = !o.check;
      break;
    case MoveKind::Bet:
      ok = o.bet && m.to >= o.bet->min && m.to <= o.bet->max;
      break;
    case MoveKind::Raise:
      ok = o.raise && m.to >= o.raise->min && m.to <= o.raise->max;
      break;
  }
  if (!ok) fail(std::string("a push read as an illegal ") + move_kind_name(m.kind));
}

Chips pick_amount(FuzzedDataProvider& in, const Options& o, Chips stack_hint) {
  switch (in.ConsumeIntegralInRange(0, 9)) {
    case 0:
      return o.bet ? o.bet->min : o.min_to;
    case 1:
      return o.bet ? o.bet->max : o.max_to;
    case 2:
      return o.raise ? o.raise->min : o.min_to - 1;
    case 3:
      return o.raise ? o.raise->max : o.max_to + 1;
    case 4:
      return o.all_in_to;
    case 5:
      return o.all_in_to + 1;
    case 6:
      return o.min_to > 0 ? o.min_to - 1 : 0;
    case 7:
      return in.ConsumeIntegralInRange<Chips>(0, stack_hint + 2);
    case 8:
      return o.call + in.ConsumeIntegralInRange<Chips>(0, o.min_to + 2);
    default:
      return in.ConsumeIntegralInRange<Chips>(0, kMaxChips);
  }
}

Json action_json(const DealConfig& cfg, const Action& a) {
  Json j = Json::object();
  j.set("player", cfg.names[a.seat]);
  j.set("type", action_type_name(a.type));
  if (a.to) j.set("to", *a.to);
  if (a.amount) j.set("amount", *a.amount);
  if (a.one_chip) j.set("oneChip", true);
  if (a.out_of_turn) j.set("outOfTurn", true);
  return j;
}

Json spec_json(const DealConfig& cfg, const Json& actions) {
  Json s = Json::object();
  s.set("betting", betting_name(cfg.betting));
  s.set("format", cfg.tournament ? "tournament" : "cash");
  Json blinds = Json::array();
  blinds.push(cfg.small_blind);
  blinds.push(cfg.big_blind);
  s.set("blinds", std::move(blinds));
  s.set("ante", cfg.ante);
  s.set("bigBlindAnte", cfg.big_blind_ante);
  s.set("bigBlindAnteFirst", cfg.big_blind_ante_first);
  s.set("button", cfg.button);
  Json limit = Json::object();
  limit.set("smallBet", cfg.limit.small_bet);
  limit.set("bigBet", cfg.limit.big_bet);
  limit.set("cap", cfg.limit.cap);
  limit.set("capHeadsUp", cfg.limit.cap_heads_up);
  s.set("limit", std::move(limit));
  s.set("smallestChip", cfg.smallest_chip);
  Json straddles = Json::array();
  for (Chips x : cfg.straddles) straddles.push(x);
  s.set("straddles", std::move(straddles));
  Json players = Json::array();
  for (int i = 0; i < cfg.seat_count(); ++i) {
    Json p = Json::object();
    p.set("name", cfg.names[i]);
    p.set("stack", cfg.stacks[i]);
    const auto& post = cfg.posts[static_cast<std::size_t>(i)];
    if (post.live > 0 || post.dead > 0) {
      Json q = Json::object();
      q.set("live", post.live);
      q.set("dead", post.dead);
      p.set("post", std::move(q));
    }
    players.push(std::move(p));
  }
  s.set("players", std::move(players));
  s.set("actions", actions);
  return s;
}

DealConfig random_config(FuzzedDataProvider& in) {
  DealConfig c;
  const int n = in.ConsumeIntegralInRange(2, 9);
  const bool huge = in.ConsumeIntegralInRange(0, 15) == 0;
  for (int i = 0; i < n; ++i) {
    c.names.push_back("P" + std::to_string(i));
    c.stacks.push_back(huge ? in.ConsumeIntegralInRange<Chips>(1, kMaxChips / 9)
                            : in.ConsumeIntegralInRange<Chips>(1, 400));
  }
  c.big_blind = in.ConsumeIntegralInRange<Chips>(1, 40);
  c.small_blind = in.ConsumeIntegralInRange<Chips>(0, c.big_blind);
  if (in.ConsumeBool()) c.ante = in.ConsumeIntegralInRange<Chips>(0, 20);
  if (in.ConsumeBool()) c.big_blind_ante = in.ConsumeIntegralInRange<Chips>(0, 60);
  c.big_blind_ante_first = in.ConsumeBool();
  c.betting = static_cast<Betting>(in.ConsumeIntegralInRange(0, 2));
  c.tournament = in.ConsumeBool();
  c.button = in.ConsumeIntegralInRange(0, n - 1);
  c.limit.small_bet = in.ConsumeIntegralInRange<Chips>(1, 40);
  c.limit.big_bet = in.ConsumeIntegralInRange<Chips>(1, 80);
  c.limit.cap = in.ConsumeIntegralInRange(1, 6);
  c.limit.cap_heads_up = in.ConsumeBool();
  c.smallest_chip = in.ConsumeIntegralInRange<Chips>(1, 5);
  // Straddles (No-Limit, Pot-Limit), each more than the one before, from the seats after the
  // big blind; posted blinds from the others.
  if (c.betting != Betting::Limit && n > 2 && in.ConsumeIntegralInRange(0, 3) == 0) {
    Chips previous = c.big_blind;
    const int count = in.ConsumeIntegralInRange(1, std::min(2, n - 2));
    for (int i = 0; i < count; ++i) {
      previous += in.ConsumeIntegralInRange<Chips>(1, 2 * previous);
      c.straddles.push_back(previous);
    }
  }
  c.posts.assign(static_cast<std::size_t>(n), {});
  if (n > 3 && in.ConsumeIntegralInRange(0, 3) == 0) {
    const int seat = in.ConsumeIntegralInRange(0, n - 1);
    bool blind = seat == c.big_blind_seat() || seat == c.small_blind_seat();
    for (std::size_t k = 0; k < c.straddles.size(); ++k)
      blind = blind || seat == c.straddle_seat(k);
    if (!blind)
      c.posts[static_cast<std::size_t>(seat)] = {in.ConsumeIntegralInRange<Chips>(0, c.big_blind),
                                                 in.ConsumeIntegralInRange<Chips>(0, 20)};
  }
  c.strength.resize(n);
  for (auto& s : c.strength)
    if (in.ConsumeBool()) s = in.ConsumeIntegralInRange<std::int64_t>(0, 3);
  return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider in(data, size);
  if (in.ConsumeIntegralInRange(0, 15) == 0) {
    // Any text at all through the entry point: a report, never a crash.
    (void)analyze(in.ConsumeRemainingBytesAsString());
    return 0;
  }
  DealState h = DealState::start(random_config(in));
  if (auto bad = h.invariant_violation()) fail("after posting: " + *bad);
  const DealConfig& cfg = h.config();
  Json accepted = Json::array();
  int index = 0;
  while (in.remaining_bytes() > 0 && index < 300) {
    const Options o = h.legal();
    Action a;
    a.index = index;
    a.seat = in.ConsumeIntegralInRange(0, 7) == 0 ? in.ConsumeIntegralInRange(-1, cfg.seat_count())
                                                  : h.to_act();
    if (in.ConsumeIntegralInRange(0, 3) > 0 && o.seat >= 0) {
      // Mostly something legal() offers, to reach deep states.
      std::vector<ActionType> offered{ActionType::Fold};
      offered.push_back(o.check ? ActionType::Check : ActionType::Call);
      if (o.bet) offered.push_back(ActionType::Bet);
      if (o.raise) offered.push_back(ActionType::Raise);
      if (o.all_in_as) offered.push_back(ActionType::AllIn);
      offered.push_back(ActionType::Chips);
      a.type = offered[in.ConsumeIntegralInRange<std::size_t>(0, offered.size() - 1)];
      if (a.type == ActionType::Bet) a.to = in.ConsumeIntegralInRange(o.bet->min, o.bet->max);
      if (a.type == ActionType::Raise) a.to = in.ConsumeIntegralInRange(o.raise->min, o.raise->max);
    } else {
      a.type = static_cast<ActionType>(in.ConsumeIntegralInRange(0, 6));
      if (in.ConsumeIntegralInRange(0, 5) > 0) a.to = pick_amount(in, o, o.all_in_to);
    }
    if (a.type == ActionType::Chips) {
      if (in.ConsumeIntegralInRange(0, 9) > 0) a.amount = pick_amount(in, o, o.all_in_to);
      a.one_chip = in.ConsumeBool();
    }
    // Now and then a player speaks out of turn (TDA 2024 Rule 53): it is held, not legal()'s.
    if (in.ConsumeIntegralInRange(0, 9) == 0) {
      a.out_of_turn = true;
      a.seat = in.ConsumeIntegralInRange(0, cfg.seat_count() - 1);
    }
    const bool held = a.out_of_turn && a.seat != h.to_act() && !h.over();

    g_context = spec_json(cfg, accepted).dump() + "\ntrying: " +
                (a.seat >= 0 && a.seat < cfg.seat_count() ? action_json(cfg, a).dump()
                                                          : "seat " + std::to_string(a.seat));
    const Table before = h.table();
    const std::size_t log_size = h.log().size(), rulings_size = h.rulings().size();
    const bool allowed = legal_allows(h, a);
    auto r = h.apply(a);
    if (!r) {
      if (r.error().code == "internal.invariant") fail(error_json(r.error(), Money{}).dump());
      if (r.error().action != a.index) fail("an error without the action's index");
      if (!(h.table() == before) || h.log().size() != log_size ||
          h.rulings().size() != rulings_size)
        fail("a rejected action changed the hand: " + r.error().code);
      if (allowed && a.type != ActionType::Chips && !held)
        fail("legal() allows what apply() rejects: " + r.error().code + " " +
             error_json(r.error(), Money{}).dump());
    } else {
      if (!allowed && !held)
        fail(std::string("apply() accepts what legal() forbids: ") + action_type_name(a.type));
      if (a.type == ActionType::Chips && !held) check_push(o, r.value());
      if (auto bad = h.invariant_violation()) fail(*bad);
      if (a.seat >= 0 && a.seat < cfg.seat_count()) accepted.push(action_json(cfg, a));
      ++index;
    }
  }
  Json report = deal_report(h, Problems{});
  if (!report.find("ok")->as_bool()) fail("a report of a valid hand says not ok");

  // The same accepted actions through the JSON entry point end in the same place.
  Json again = analyze_json(spec_json(cfg, accepted));
  const Json* ok = again.find("ok");
  if (!ok || !ok->as_bool()) fail("the JSON path rejects what DealState accepted: " + again.dump());
  if (again.find("actionsApplied")->as_integer() != h.table().applied ||
      again.find("street")->as_string() != street_name(h.street()))
    fail("the JSON path ends elsewhere");
  return 0;
}

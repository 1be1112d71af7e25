#include <algorithm>

#include "core/betting/deal_steps.hpp"

namespace tapis {

namespace {

constexpr const char* kFifty = "guide 003 (the 50% rule)";
constexpr const char* kLoneChip = "guide 003 (a lone oversized chip)";

}  // namespace

Result<PushReading> read_push(const DealConfig& cfg, const Table& t, const Options& o,
                              const Action& a) {
  if (!a.amount)
    return action_error(a, "spec.missing", "a silent push needs \"amount\": the chips pushed",
                        "amount");
  const std::string& name = cfg.names[a.seat];
  const SeatState& s = t.seats[a.seat];
  const Chips pushed = *a.amount;
  if (pushed == 0)
    return action_error(a, "action.no_chips",
                        name + " pushes no chips: say check, call or fold instead", "amount");
  if (pushed > s.stack)
    return action_error(a, "action.above_stack",
                        name + " pushes " + chips(pushed) + " but has only " + chips(s.stack) +
                            " behind (table stakes, guide 000)",
                        "amount");
  const std::string who =
      name +
      (a.one_chip ? " puts a single " + chips(pushed) + " chip" : " pushes " + chips(pushed)) +
      " without a word";
  PushReading r;
  r.plain = a;
  r.plain.amount.reset();
  auto as = [&](ActionType type, Chips to, const char* code, const char* rule,
                std::string message) {
    r.plain.type = type;
    r.plain.to = to;
    r.ruling = Ruling{code, rule, std::move(message), a.index};
    return r;
  };

  if (t.level == 0) {
    // No bet facing: the chips are a bet of their value (guide 000, a lone chip too).
    const char* code = a.one_chip ? "chips.one_chip_bet" : "chips.bet";
    const char* rule = a.one_chip ? kLoneChip : "guide 003";
    if (pushed < o.min_to && pushed < s.stack) {
      const Chips to = std::min(o.min_to, s.stack);
      return as(ActionType::Bet, to, "chips.bet_completed", "guide 001 (minimum bet)",
                who + ": a bet below the minimum of " + chips(o.min_to) + " must be completed to " +
                    chips(to));
    }
    if (pushed > o.max_to)
      return as(ActionType::Bet, o.max_to, "chips.above_max", "guide 003",
                who + ": more than the " + std::string(betting_name(cfg.betting)) +
                    " maximum, so a bet of " + chips(o.max_to) + " and " +
                    chips(pushed - o.max_to) + " go back");
    return as(ActionType::Bet, pushed, code, rule,
              who + " with no bet facing: a bet of " + chips(pushed));
  }

  // Facing a bet (or the big blind's option, with nothing to call).
  const Chips owe = t.level - s.bet;
  const ActionType match = owe == 0 ? ActionType::Check : ActionType::Call;
  const std::string matched = owe == 0 ? "a check" : "a call of " + chips(owe);
  if (pushed < owe && pushed < s.stack)
    return action_error(
        a, "action.chips_below_call",
        who + ", less than the " + chips(owe) + " to call: he must call, raise or fold", "amount");
  if (a.one_chip)
    return as(match, 0, "chips.one_chip_call", kLoneChip,
              who + " facing " + chips(owe) + ": it is " + matched +
                  (pushed > owe ? " and " + chips(pushed - owe) + " go back" : "") +
                  "; to raise with one chip he must say \"raise\" first");
  if (pushed <= owe)
    return as(match, 0, "chips.call", "guide 000 (a silent push)",
              who + (pushed == s.stack && pushed < owe
                         ? ": every chip is needed just to call, so it is a call, all-in for " +
                               chips(pushed)
                         : ": " + matched));
  const Chips excess = pushed - owe;
  if (o.raise_closed)
    return as(match, 0, "chips.call_raise_closed", o.raise_closed->rule.c_str(),
              who + " facing " + chips(owe) + ", but he may not raise (" + o.raise_closed->message +
                  "): " + matched + ", and " + chips(excess) + " go back");
  const Chips pushed_to = s.bet + pushed;
  const Chips raise_size = o.min_to - t.level;
  if (pushed_to >= o.min_to) {
    const Chips to = std::min(pushed_to, o.max_to);
    return as(ActionType::Raise, to, to < pushed_to ? "chips.above_max" : "chips.raise",
              "guide 003",
              who + " facing " + chips(owe) + ": a raise to " + chips(to) +
                  (to < pushed_to ? ", the most " + std::string(betting_name(cfg.betting)) +
                                        " allows; " + chips(pushed_to - to) + " go back"
                                  : ""));
  }
  if (2 * excess >= raise_size) {
    const Chips to = std::min(o.min_to, o.all_in_to);
    return as(ActionType::Raise, to, "chips.fifty_percent_raise", kFifty,
              who + " facing " + chips(owe) + ": the " + chips(excess) +
                  " over the call are at least half the minimum raise of " + chips(raise_size) +
                  ", so it is a raise and must be completed to " + chips(to));
  }
  if (pushed == s.stack)
    return as(
        ActionType::Raise, o.all_in_to, "chips.all_in", "guide 000 (a silent push)",
        who + ": every chip he has, more than the call: he is all-in to " + chips(o.all_in_to));
  return as(match, 0, "chips.fifty_percent_call", kFifty,
            who + " facing " + chips(owe) + ": the " + chips(excess) +
                " over the call are less than half the minimum raise of " + chips(raise_size) +
                ", so it is " + matched + " and the " + chips(excess) + " go back");
}

}  // namespace tapis

#include <algorithm>

#include "core/betting/deal_steps.hpp"

namespace tapis {

namespace {

constexpr const char* kFifty = "guide-003-fifty-percent";
constexpr const char* kLoneChip = "guide-003-lone-chip";

}  // namespace

Result<PushReading> read_push(const DealConfig& cfg, const Table& t, const Options& o,
                              const Action& a) {
  if (!a.amount) return action_error(cfg, a, "spec.missing", "amount");
  const SeatState& s = t.seats[a.seat];
  const Chips pushed = *a.amount;
  if (pushed == 0) return action_error(cfg, a, "action.no_chips", "amount");
  if (pushed > s.stack)
    return action_error(cfg, a, "action.above_stack", "amount")
        .text("kind", "push")
        .chips("pushed", pushed)
        .chips("stack", s.stack);
  PushReading r;
  r.plain = a;
  r.plain.amount.reset();
  // Every reading says who pushed what, and whether it was a single chip.
  auto as = [&](ActionType type, Chips to, const char* code, std::string rule) -> Ruling& {
    r.plain.type = type;
    r.plain.to = to;
    r.ruling = ruling(code, std::move(rule), a.index)
                   .text("player", cfg.names[static_cast<std::size_t>(a.seat)])
                   .chips("pushed", pushed)
                   .text("oneChip", a.one_chip ? "yes" : "no");
    return r.ruling;
  };

  if (t.level == 0) {
    // No bet facing: the chips are a bet of their value (guide 000, a lone chip too).
    if (pushed < o.min_to && pushed < s.stack) {
      const Chips to = std::min(o.min_to, s.stack);
      as(ActionType::Bet, to, "chips.bet_completed", "guide-001-minimum-bet")
          .chips("min", o.min_to)
          .chips("to", to);
      return r;
    }
    if (pushed > o.max_to) {
      as(ActionType::Bet, o.max_to, "chips.above_max", "guide-003-structures")
          .text("kind", "bet")
          .text("structure", betting_name(cfg.betting))
          .chips("to", o.max_to)
          .chips("back", pushed - o.max_to);
      return r;
    }
    as(ActionType::Bet, pushed, a.one_chip ? "chips.one_chip_bet" : "chips.bet",
       a.one_chip ? kLoneChip : "guide-003-actions")
        .chips("to", pushed);
    return r;
  }

  // Facing a bet (or the big blind's option, with nothing to call).
  const Chips owe = t.level - s.bet;
  const ActionType match = owe == 0 ? ActionType::Check : ActionType::Call;
  if (pushed < owe && pushed < s.stack)
    return action_error(cfg, a, "action.chips_below_call", "amount")
        .chips("pushed", pushed)
        .chips("call", owe);
  if (a.one_chip) {
    as(match, 0, "chips.one_chip_call", kLoneChip)
        .chips("call", owe)
        .chips("back", pushed > owe ? pushed - owe : 0);
    return r;
  }
  if (pushed <= owe) {
    as(match, 0, "chips.call", "guide-000-silent-push")
        .chips("call", owe)
        .text("allIn", pushed == s.stack && pushed < owe ? "yes" : "no");
    return r;
  }
  const Chips excess = pushed - owe;
  if (o.raise_closed) {
    as(match, 0, "chips.call_raise_closed", o.raise_closed->rule)
        .chips("call", owe)
        .chips("back", excess)
        .text("reason", o.raise_closed->code);
    return r;
  }
  const Chips pushed_to = s.bet + pushed;
  const Chips raise_size = o.min_to - t.level;
  if (pushed_to >= o.min_to) {
    const Chips to = std::min(pushed_to, o.max_to);
    if (to < pushed_to) {
      as(ActionType::Raise, to, "chips.above_max", "guide-003-structures")
          .text("kind", "raise")
          .text("structure", betting_name(cfg.betting))
          .chips("call", owe)
          .chips("to", to)
          .chips("back", pushed_to - to);
      return r;
    }
    as(ActionType::Raise, to, "chips.raise", "guide-003-actions")
        .chips("call", owe)
        .chips("to", to);
    return r;
  }
  if (2 * excess >= raise_size) {
    const Chips to = std::min(o.min_to, o.all_in_to);
    as(ActionType::Raise, to, "chips.fifty_percent_raise", kFifty)
        .chips("call", owe)
        .chips("excess", excess)
        .chips("minRaise", raise_size)
        .chips("to", to);
    return r;
  }
  if (pushed == s.stack) {
    as(ActionType::Raise, o.all_in_to, "chips.all_in", "guide-000-silent-push")
        .chips("to", o.all_in_to);
    return r;
  }
  as(match, 0, "chips.fifty_percent_call", kFifty)
      .chips("call", owe)
      .chips("excess", excess)
      .chips("minRaise", raise_size)
      .chips("back", excess);
  return r;
}

}  // namespace tapis

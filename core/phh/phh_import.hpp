#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/base/error.hpp"
#include "core/base/ruling.hpp"
#include "core/json/json.hpp"
#include "core/phh/toml.hpp"

namespace tapis {

// One PHH hand (a TOML table) made a Tapis spec played action by action (docs/hand-histories.md).
//
// Seats: PHH lists the players by position, the small blind first and the button last
// (phh-std spec.rst, "Position"), so the spec keeps that order with "button" the last seat;
// heads-up the arrays are "reverse-assigned" (required.rst): p1 posts the big blind, p2 the small
// blind and has the button, which is also Tapis's heads-up rule (guide 001).
//
// Forced bets: `antes`: the smallest -> "ante", the big blind's more -> "bigBlindAnte", another
// seat's more -> its dead chips (players[i].post.dead: a button ante); `blinds_or_straddles`
// [small, big, straddles...] -> "blinds" and, for seats after the big blind in order,
// "straddles". `currency` -> "currency". `min_bet` must be the big blind (No-Limit,
// Pot-Limit), `small_bet` / `big_bet` -> "limit". Amounts keep the decimals they are written with
// (200.30 -> "decimals": 2), at most 3.
//
// Actions are replayed through DealState as they are read: `cc` is a check when nothing is owed,
// else a call; `cbr` a bet when the street has no bet yet, else a raise, and "allin" when it is
// all the player's chips. A turn the history skips is filled as pokerkit's reader fills it, a
// check or a fold (omitted_turns.hpp), and noted (phh.action_filled). The first action Tapis
// rejects ends the replay: the spec keeps it, so its report carries Tapis's error for it.
// `winnings` / `finishing_stacks` -> "recorded", the hand's number and every other field (event,
// venue, time...) -> "source".
//
// Error codes (each with `section` and a `field` "phh.<field>"): phh.variant_unsupported,
// phh.variant_unknown, phh.stack_unknown (inf), phh.infinite, phh.length, phh.ante_trimming,
// phh.blinds_unsupported, phh.straddle_position, phh.min_bet, phh.action_unknown,
// phh.action_unsupported, phh.actor_unknown, phh.amount_text, phh.deal_twice, phh.board_early,
// phh.board_missing, phh.card_twice, phh.shown_not_dealt, and spec.missing, spec.type,
// amount.negative, amount.fraction, amount.too_large, cards.unknown, players.too_few,
// players.too_many at PHH fields.
struct PhhImport {
  std::optional<std::string> section;  // the table's name; nullopt for a file's top-level keys
  Json hand;                           // the `hand` field (number or name), null when absent
  int decimals = 0;                    // the money unit the errors' amounts are in
  std::optional<Json> spec;            // nullopt: the hand could not be made a spec
  std::vector<Error> errors;           // what the conversion found wrong
  std::vector<Ruling> notes;           // what it decided that the file leaves open
  std::vector<int> phh_action;  // per spec action, its index in the PHH `actions`; -1: filled
};

PhhImport import_phh_table(const TomlTable& table);

}  // namespace tapis

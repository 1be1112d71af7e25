#pragma once
#include <string>
#include <vector>

#include "core/base/chips.hpp"
#include "core/base/money.hpp"
#include "core/betting/table_model.hpp"
#include "core/cards/known_cards.hpp"
#include "core/equity/equity_request.hpp"
#include "core/pots/awards.hpp"

namespace tapis {

// How much a player may bet (guide 003's summary table).
enum class Betting { NoLimit, PotLimit, Limit };
enum class Street { Preflop, Flop, Turn, River, Showdown };

const char* betting_name(Betting b);  // "no-limit", "pot-limit", "limit"
const char* street_name(Street s);    // "preflop" ... "showdown"
// Board cards a betting street is played with: none preflop, the flop's 3, the turn's 4, 5 after.
int board_cards(Street s);

// Limit: fixed bets, a small one preflop and on the flop, a big one on the turn and river.
struct LimitConfig {
  Chips small_bet = 0;
  Chips big_bet = 0;
  int cap = 4;               // bets and raises per round: one bet and three raises (guide 003)
  bool cap_heads_up = true;  // TDA: the cap holds heads-up too, except a tournament's final duel
};

// A deal entered action by action: the table both modes share (names, money, button, cards,
// ranking, equity...: TableSpec) and its betting, before the cards are dealt.
struct DealConfig : TableSpec {
  std::string game = "holdem";
  Betting betting = Betting::NoLimit;
  std::vector<Chips> stacks;  // in front of each player when the hand starts
  Chips small_blind = 0;
  Chips big_blind = 0;
  Chips ante = 0;                     // from every player
  Chips big_blind_ante = 0;           // from the big blind alone
  bool big_blind_ante_first = false;  // default: blind first (TDA 2024 RP-11)
  // Straddles (issue 12): posted in order by the seats after the big blind; the last one is the
  // bet to match preflop and sets the minimum raise, and its poster acts last.
  std::vector<Chips> straddles;
  // A player returning to the game or entering between the blinds posts a live blind (his bet:
  // he may check if nobody raises) and dead chips (in the middle only, never returned).
  struct Post {
    Chips live = 0;
    Chips dead = 0;
  };
  std::vector<Post> posts;  // by seat
  LimitConfig limit;

  // Heads-up the button posts the small blind (guide 001); otherwise the two seats on its left.
  int small_blind_seat() const;
  int big_blind_seat() const;
  // The seat that posts straddle `i` (0: the first, left of the big blind).
  int straddle_seat(std::size_t i) const;
};

}  // namespace tapis

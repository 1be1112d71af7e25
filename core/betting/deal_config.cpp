#include "core/betting/deal_config.hpp"

namespace tapis {

const char* betting_name(Betting b) {
  switch (b) {
    case Betting::NoLimit:
      return "no-limit";
    case Betting::PotLimit:
      return "pot-limit";
    case Betting::Limit:
      return "limit";
  }
  return "no-limit";
}

const char* street_name(Street s) {
  switch (s) {
    case Street::Preflop:
      return "preflop";
    case Street::Flop:
      return "flop";
    case Street::Turn:
      return "turn";
    case Street::River:
      return "river";
    case Street::Showdown:
      return "showdown";
  }
  return "preflop";
}

int board_cards(Street s) {
  switch (s) {
    case Street::Preflop:
      return 0;
    case Street::Flop:
      return 3;
    case Street::Turn:
      return 4;
    case Street::River:
    case Street::Showdown:
      return 5;
  }
  return 5;
}

int DealConfig::small_blind_seat() const {
  const int n = seat_count();
  return n == 2 ? button : (button + 1) % n;
}

int DealConfig::straddle_seat(std::size_t i) const {
  return (big_blind_seat() + 1 + static_cast<int>(i)) % seat_count();
}

int DealConfig::big_blind_seat() const {
  const int n = seat_count();
  return n == 2 ? (button + 1) % n : (button + 2) % n;
}

}  // namespace tapis

#include "core/report/drill_hand_spec.hpp"

namespace tapis {

Json drill_hand_spec(const DealConfig& c, const std::vector<Action>& actions) {
  Json spec = Json::object();
  if (c.tournament) spec.set("format", std::string("tournament"));
  const int seats = static_cast<int>(c.names.size());
  if (c.button != seats - 1) spec.set("button", c.button);
  if (c.betting != Betting::NoLimit) spec.set("betting", std::string(betting_name(c.betting)));
  Json blinds = Json::array();
  blinds.push(Json(c.small_blind));
  blinds.push(Json(c.big_blind));
  spec.set("blinds", std::move(blinds));
  if (c.ante) spec.set("ante", Json(c.ante));
  if (c.big_blind_ante) spec.set("bigBlindAnte", Json(c.big_blind_ante));
  Json players = Json::array();
  for (std::size_t s = 0; s < c.names.size(); ++s) {
    Json p = Json::object();
    p.set("name", c.names[s]);
    p.set("stack", Json(c.stacks[s]));
    players.push(std::move(p));
  }
  spec.set("players", std::move(players));
  Json list = Json::array();
  for (const Action& a : actions) {
    Json j = Json::object();
    j.set("player", c.names[static_cast<std::size_t>(a.seat)]);
    j.set("type", std::string(action_type_name(a.type)));
    if (a.to) j.set("to", Json(*a.to));
    list.push(std::move(j));
  }
  spec.set("actions", std::move(list));
  return spec;
}

}  // namespace tapis

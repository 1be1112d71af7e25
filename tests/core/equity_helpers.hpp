#pragma once
// Equity test helpers: a spec builder and the naive answer, which deals every remaining card
// combination into a full spec and averages what analyze() pays (issue 6's definition).
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/cards/card.hpp"
#include "core/json/json.hpp"
#include "core/report/analyze.hpp"

namespace equity_test {

struct Seat {
  std::string name;
  long long committed = 0;
  std::string cards;  // "" = random (or unknown when folded)
  bool folded = false;
};

struct Table {
  std::string game = "holdem";
  std::vector<Seat> seats;
  std::string board;
  std::string dead;
  int button = -1;
  long long smallest_chip = 1;
  int runs = 1;
  std::string equity = "true";  // the "equity" value (JSON)

  std::string spec(const std::vector<std::string>& holes = {}, const std::string& board_text = "",
                   const std::vector<std::string>& run_cards = {}, bool with_equity = true) const {
    std::string s = "{\"game\":\"" + game + "\",\"smallestChip\":" + std::to_string(smallest_chip);
    if (button >= 0) s += ",\"button\":" + std::to_string(button);
    s += ",\"board\":\"" + (board_text.empty() ? board : board_text) + "\"";
    if (with_equity) {
      s += ",\"equity\":" + equity;
      if (!dead.empty()) s += ",\"dead\":\"" + dead + "\"";
    }
    if (!run_cards.empty()) {
      s += ",\"runs\":[";
      for (std::size_t r = 0; r < run_cards.size(); ++r)
        s += (r ? ",\"" : "\"") + run_cards[r] + "\"";
      s += "]";
    }
    s += ",\"players\":[";
    for (std::size_t i = 0; i < seats.size(); ++i) {
      const Seat& p = seats[i];
      const std::string cards = holes.empty() || holes[i].empty() ? p.cards : holes[i];
      // Appends only: g++ 12 -O3 warns (-Wrestrict, a false positive) on "literal" + string&&.
      s += i ? ",{\"name\":\"" : "{\"name\":\"";
      s += p.name + "\",\"committed\":" + std::to_string(p.committed) +
           (p.folded ? ",\"folded\":true" : "") +
           (cards.empty() ? "" : ",\"cards\":\"" + cards + "\"") + "}";
    }
    return s + "]}";
  }
};

struct Naive {
  double deals = 0;
  std::map<std::string, double> expected;            // by name
  std::vector<std::map<std::string, double>> share;  // [pot][name], run 1
  std::vector<std::map<std::string, double>> win;    // [pot][name], run 1
};

inline tapis::Json parse(const std::string& text) {
  return tapis::Json::parse(text).value();
}

// Every deal: random hands' cards, then each run's board cards, none twice. Runs are ordered
// (run 1 then run 2), as a dealer deals them.
inline Naive naive(const Table& t) {
  using tapis::Card;
  const int hole = t.game == "omaha" ? 4 : 2;
  std::uint64_t used = 0;
  auto mark = [&](const std::string& text) {
    const std::vector<Card> cards = tapis::parse_cards(text).value();
    for (Card c : cards) used |= std::uint64_t{1} << c.index();
  };
  for (const Seat& p : t.seats) mark(p.cards);
  mark(t.board);
  mark(t.dead);
  std::vector<Card> deck;
  for (int i = 0; i < 52; ++i) {
    const Card c = *Card::from_index(i);
    if (t.game == "shortdeck" && c.rank() < tapis::Rank::Six) continue;
    if (!(used >> i & 1)) deck.push_back(c);
  }
  std::vector<std::size_t> randoms;
  for (std::size_t i = 0; i < t.seats.size(); ++i)
    if (t.seats[i].cards.empty() && !t.seats[i].folded) randoms.push_back(i);
  const int to_come = 5 - static_cast<int>(tapis::parse_cards(t.board).value().size());

  Naive out;
  std::size_t pots = 0;
  std::vector<std::string> holes(t.seats.size());
  std::vector<std::string> run_cards(static_cast<std::size_t>(t.runs));
  std::vector<bool> taken(deck.size(), false);

  auto evaluate = [&] {
    const std::string board = t.runs == 1 ? t.board + " " + run_cards[0] : t.board;
    std::vector<std::string> runs;
    if (t.runs > 1) runs = run_cards;
    const tapis::Json r = parse(tapis::analyze(t.spec(holes, board, runs, false)));
    if (!r.find("ok")->as_bool()) throw std::runtime_error(r.dump());
    out.deals += 1;
    for (const auto& [name, v] : r.find("payouts")->members()) out.expected[name] += v.as_real();
    pots = r.find("pots")->size();
    out.share.resize(pots);
    out.win.resize(pots);
    for (const auto& a : r.find("awards")->items()) {
      const tapis::Json* run = a.find("run");
      if (run && run->as_integer() != 1) continue;
      const auto pot = static_cast<std::size_t>(a.find("pot")->as_integer());
      const auto& winners = a.find("winners")->items();
      for (const auto& w : winners) {
        out.share[pot][w.as_string()] += 1.0 / static_cast<double>(winners.size());
        if (winners.size() == 1) out.win[pot][w.as_string()] += 1;
      }
    }
  };

  // Slot k: random hand k (hole cards), then run r's board cards.
  const std::size_t slots = randoms.size() + run_cards.size();
  std::function<void(std::size_t, std::size_t, int, std::string&)> fill;
  auto next_slot = [&](std::size_t slot) {
    if (slot == slots) {
      evaluate();
      return;
    }
    std::string text;
    fill(slot, 0, 0, text);
  };
  fill = [&](std::size_t slot, std::size_t from, int depth, std::string& text) {
    const bool is_hand = slot < randoms.size();
    const int need = is_hand ? hole : to_come;
    if (depth == need) {
      if (is_hand)
        holes[randoms[slot]] = text;
      else
        run_cards[slot - randoms.size()] = text;
      next_slot(slot + 1);
      return;
    }
    // Hands and each run's cards are sets: ascending within a slot.
    for (std::size_t i = from; i < deck.size(); ++i) {
      if (taken[i]) continue;
      taken[i] = true;
      std::string more = text + (text.empty() ? "" : " ") + tapis::to_string(deck[i]);
      fill(slot, i + 1, depth + 1, more);
      taken[i] = false;
    }
  };
  next_slot(0);
  for (auto& [name, v] : out.expected) v /= out.deals;
  for (auto& pot : out.share)
    for (auto& [name, v] : pot) v /= out.deals;
  for (auto& pot : out.win)
    for (auto& [name, v] : pot) v /= out.deals;
  return out;
}

// Makes the low cards nobody holds dead until `left` unknown cards remain: fewer deals for the
// naive answer in a debug build, the same code paths in the engine.
inline void shrink_deck(Table& t, int left) {
  std::uint64_t used = 0;
  for (const std::string* text : {&t.board, &t.dead}) {
    const auto cards = tapis::parse_cards(*text).value();
    for (auto c : cards) used |= std::uint64_t{1} << c.index();
  }
  int unknown = 0;
  for (const Seat& p : t.seats) {
    const auto cards = tapis::parse_cards(p.cards).value();
    for (auto c : cards) used |= std::uint64_t{1} << c.index();
  }
  const int first = t.game == "shortdeck" ? 16 : 0;
  for (int i = first; i < 52; ++i) unknown += !(used >> i & 1);
  for (int i = first; i < 52 && unknown > left; ++i) {
    if (used >> i & 1) continue;
    if (!t.dead.empty()) t.dead += ' ';
    t.dead += tapis::to_string(*tapis::Card::from_index(i));
    --unknown;
  }
}

inline double num(const tapis::Json& obj, const std::string& key) {
  const tapis::Json* v = obj.find(key);
  if (!v) throw std::runtime_error("missing " + key + " in " + obj.dump());
  return v->as_real();
}

}  // namespace equity_test

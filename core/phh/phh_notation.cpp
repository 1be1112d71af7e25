#include "core/phh/phh_notation.hpp"

namespace tapis {

namespace {

std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  while (i < s.size()) {
    while (i < s.size() && blank(s[i])) ++i;
    const std::size_t start = i;
    while (i < s.size() && !blank(s[i])) ++i;
    if (i > start) out.push_back(s.substr(start, i - start));
  }
  return out;
}

// "p3" -> 2; -1 when it is not a player's word; -2 when it names no seat of this hand.
int player_of(std::string_view w, int players) {
  if (w.size() < 2 || w[0] != 'p') return -1;
  int n = 0;
  for (std::size_t i = 1; i < w.size(); ++i) {
    if (w[i] < '0' || w[i] > '9' || n > 1000) return -1;
    n = n * 10 + (w[i] - '0');
  }
  return n >= 1 && n <= players ? n - 1 : -2;
}

// An amount as PHH actions write it: digits, maybe a fraction, maybe an exponent.
bool amount_word(std::string_view w) {
  std::size_t i = 0;
  auto digits = [&] {
    const std::size_t start = i;
    while (i < w.size() && w[i] >= '0' && w[i] <= '9') ++i;
    return i > start;
  };
  if (!digits()) return false;
  if (i < w.size() && w[i] == '.') {
    ++i;
    if (!digits()) return false;
  }
  if (i < w.size() && (w[i] == 'e' || w[i] == 'E')) {
    ++i;
    if (i < w.size() && (w[i] == '+' || w[i] == '-')) ++i;
    if (!digits()) return false;
  }
  return i == w.size();
}

}  // namespace

Result<PhhAction> parse_phh_action(std::string_view notation, int players) {
  // A commentary starts at the first '#' (required.rst: "[[Actor Action[ Arguments...]][ #
  // Commentary]]"); no card, amount or actor contains one.
  const std::size_t hash = notation.find('#');
  const std::string_view body = notation.substr(0, hash);
  const std::vector<std::string_view> w = words(body);
  PhhAction a;
  for (std::size_t i = 0; i < w.size(); ++i) a.text += (i ? " " : "") + std::string(w[i]);
  auto unknown = [&] { return error("phh.action_unknown").text("text", a.text); };
  if (w.empty()) return a;  // a no-op
  if (w[0] == "d") {
    if (w.size() == 3 && w[1] == "db") {
      a.kind = PhhAction::Kind::DealBoard;
      a.cards = std::string(w[2]);
      return a;
    }
    if (w.size() == 4 && w[1] == "dh") {
      const int p = player_of(w[2], players);
      if (p == -2)
        return error("phh.actor_unknown")
            .text("actor", std::string(w[2]))
            .number("players", players);
      if (p < 0) return unknown();
      a.kind = PhhAction::Kind::DealHole;
      a.player = p;
      a.cards = std::string(w[3]);
      return a;
    }
    return unknown();
  }
  const int p = player_of(w[0], players);
  if (p == -2)
    return error("phh.actor_unknown").text("actor", std::string(w[0])).number("players", players);
  if (p < 0 || w.size() < 2) return unknown();
  a.player = p;
  const std::string_view verb = w[1];
  if (verb == "f" && w.size() == 2) {
    a.kind = PhhAction::Kind::Fold;
  } else if (verb == "cc" && w.size() == 2) {
    a.kind = PhhAction::Kind::CheckCall;
  } else if (verb == "cbr" && w.size() == 3) {
    if (!amount_word(w[2])) return error("phh.amount_text").text("text", std::string(w[2]));
    a.kind = PhhAction::Kind::BetRaise;
    a.amount = std::string(w[2]);
  } else if (verb == "sm" && w.size() <= 3) {
    a.kind = PhhAction::Kind::Show;
    if (w.size() == 3) a.cards = std::string(w[2]);
  } else if ((verb == "sd" && w.size() <= 3) || (verb == "pb" && w.size() == 2)) {
    a.kind = PhhAction::Kind::Unsupported;
    a.verb = std::string(verb);
  } else {
    return unknown();
  }
  return a;
}

Result<std::vector<std::optional<Card>>> parse_phh_cards(std::string_view text) {
  std::vector<std::optional<Card>> out;
  if (text.size() % 2 != 0)
    return error("cards.unknown").text("text", std::string(text.substr(text.size() - 1)));
  for (std::size_t i = 0; i < text.size(); i += 2) {
    const std::string_view two = text.substr(i, 2);
    if (two == "??") {
      out.emplace_back();
      continue;
    }
    auto card = parse_card(two);
    if (!card) return error("cards.unknown").text("text", std::string(two));
    out.emplace_back(card.value());
  }
  return out;
}

std::string phh_cards_text(const std::vector<std::optional<Card>>& cards) {
  std::string out;
  for (const auto& c : cards) out += c ? to_string(*c) : "??";
  return out;
}

}  // namespace tapis

#include "core/phh/phh_export.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "core/betting/deal_state.hpp"
#include "core/phh/phh_variant.hpp"
#include "core/phh/toml_writer.hpp"
#include "core/report/analyze.hpp"
#include "core/report/recorded.hpp"
#include "core/report/report.hpp"
#include "core/spec/deal_spec.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

namespace {

Json failed(const std::vector<Error>& errors, const Money& money) {
  Json out = Json::object();
  out.set("ok", false);
  out.set("errors", errors_json(errors, money));
  out.set("phh", Json());
  return out;
}

class Writer {
 public:
  Writer(const DealConfig& cfg, const Json& spec, const Json& report)
      : cfg_(cfg), spec_(spec), report_(report), n_(cfg.seat_count()) {
    // p1 is the seat on the button's left, the button is pN (spec.rst, "Position").
    for (int k = 1; k <= n_; ++k) order_.push_back((cfg.button + k) % n_);
    for (int k = 0; k < n_; ++k) actor_.push_back(0);
    for (int k = 0; k < n_; ++k)
      actor_[static_cast<std::size_t>(order_[static_cast<std::size_t>(k)])] = k + 1;
  }

  std::string run(const std::string& variant) {
    actions();
    const Money& m = cfg_.money;
    line("variant", toml_string(variant));
    // Tapis trims a short ante (a player's stake is what he put in, guide 002).
    line("ante_trimming_status", cfg_.ante > 0 ? "true" : "false");
    std::vector<std::string> antes, blinds, stacks, names;
    for (int j = 0; j < n_; ++j) {
      // Position j: the seat the forced-bet arrays give it (heads-up they are reverse-assigned:
      // position 0, the small blind, is p2).
      const auto at_position =
          static_cast<std::size_t>(order_[static_cast<std::size_t>(n_ == 2 ? 1 - j : j)]);
      Chips dead = at_position < cfg_.posts.size() ? cfg_.posts[at_position].dead : 0;
      antes.push_back(m.text(cfg_.ante + (j == 1 ? cfg_.big_blind_ante : 0) + dead));
      const auto k = static_cast<std::size_t>(j - 2);
      blinds.push_back(m.text(j == 0                      ? cfg_.small_blind
                              : j == 1                    ? cfg_.big_blind
                              : k < cfg_.straddles.size() ? cfg_.straddles[k]
                                                          : 0));
      const auto seat = static_cast<std::size_t>(order_[static_cast<std::size_t>(j)]);
      stacks.push_back(m.text(cfg_.stacks[seat]));
      names.push_back(toml_string(cfg_.names[seat]));
    }
    line("antes", list(antes));
    line("blinds_or_straddles", list(blinds));
    if (cfg_.betting == Betting::Limit) {
      line("small_bet", m.text(cfg_.limit.small_bet));
      line("big_bet", m.text(cfg_.limit.big_bet));
    } else {
      line("min_bet", m.text(cfg_.big_blind));
    }
    line("starting_stacks", list(stacks));
    if (!cfg_.currency.empty()) line("currency", toml_string(cfg_.currency));
    text_ += "actions = [\n";
    for (const auto& a : lines_) text_ += "  " + toml_string(a) + ",\n";
    text_ += "]\n";
    line("players", list(names));
    source();
    recorded();
    tapis_fields();
    return text_;
  }

 private:
  void line(std::string_view key, const std::string& value) {
    text_ += toml_key(key) + " = " + value + "\n";
  }
  static std::string list(const std::vector<std::string>& items) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
    return out + "]";
  }
  std::string actor(int seat) const {
    return "p" + std::to_string(actor_[static_cast<std::size_t>(seat)]);
  }

  // Board cards up to `upto`, the flop's three at once; unknown ones as "??" when `unknown`.
  // Otherwise the known cards only: a board given short of a street (one card where the flop has
  // three, which the reader takes as it is written) is written as it is, so it reads back the same
  // (the round trip, fuzz/fuzz_phh.cpp).
  void deal_board(int upto, bool unknown) {
    const auto& board = cfg_.cards.board;
    while (dealt_ < upto) {
      const int count = dealt_ == 0 ? std::min(3, upto) : 1;
      std::string cards;
      int written = 0;
      for (int k = 0; k < count; ++k) {
        const auto idx = static_cast<std::size_t>(dealt_ + k);
        if (idx < board.size()) {
          cards += to_string(board[idx]);
        } else {
          if (!unknown) break;
          cards += "??";
        }
        ++written;
      }
      if (written == 0) return;
      lines_.push_back("d db " + cards);
      dealt_ += written;
      if (written < count) return;
    }
  }

  void actions() {
    const int holes = dealt_hole_card_count(cfg_.cards.rules.game);
    for (int k = 0; k < n_; ++k) {
      const auto seat = static_cast<std::size_t>(order_[static_cast<std::size_t>(k)]);
      std::string cards;
      if (seat < cfg_.cards.hole.size() && cfg_.cards.hole[seat])
        for (Card c : *cfg_.cards.hole[seat]) cards += to_string(c);
      else
        for (int i = 0; i < holes; ++i) cards += "??";
      lines_.push_back("d dh p" + std::to_string(k + 1) + " " + cards);
    }
    // Every action as the deal played it, in the order of play: the log holds what the spec's
    // actions became (a held out-of-turn action at the turn it took effect, a silent push as
    // the move it was read as).
    DealState deal = DealState::start(cfg_);
    const Json* acts = spec_.find("actions");
    for (std::size_t i = 0; i < acts->size(); ++i) {
      auto a = read_action(acts->items()[i], static_cast<int>(i), cfg_.names, cfg_.money);
      if (!a || !deal.apply(a.value())) break;  // cannot happen: the report was ok
    }
    for (const LogEntry& e : deal.log()) {
      std::string verb;
      if (e.type == "fold")
        verb = "f";
      else if (e.type == "check" || e.type == "call")
        verb = "cc";
      else if (e.type == "bet" || e.type == "raise")
        verb = "cbr " + cfg_.money.text(e.to);
      else
        continue;  // forced bets, streets, returns, held actions
      deal_board(board_cards(e.street), true);
      lines_.push_back(actor(e.seat) + " " + verb);
    }
    if (!deal.over()) {
      deal_board(board_cards(deal.street()), false);
      return;
    }
    int in = 0;
    for (const auto& s : deal.table().seats) in += s.folded ? 0 : 1;
    if (in < 2) return;
    // The showdown, in the order Tapis has the hands shown; when an all-in ended the betting early
    // the hands are shown first and the board is dealt after (as pokerkit and the standard's
    // example write it: phh-std examples.rst, the Dwan-Ivey hand).
    show(deal);
    deal_board(5, false);
  }

  void show(const DealState& deal) {
    std::vector<int> seats;
    if (const Json* order = report_.find("showOrder"))
      for (const auto& name : order->items())
        for (int s = 0; s < n_; ++s)
          if (cfg_.names[static_cast<std::size_t>(s)] == name.as_string()) seats.push_back(s);
    for (int s = 0; s < n_; ++s)
      if (!deal.table().seats[static_cast<std::size_t>(s)].folded &&
          std::find(seats.begin(), seats.end(), s) == seats.end())
        seats.push_back(s);
    if (!cfg_.cards.any) return;  // no cards: the ranking (or nothing) decides
    for (int s : seats) {
      const auto& hole = cfg_.cards.hole[static_cast<std::size_t>(s)];
      std::string cards;
      if (hole)
        for (Card c : *hole) cards += to_string(c);
      lines_.push_back(actor(s) + " sm" + (cards.empty() ? "" : " " + cards));
    }
  }

  void source() {
    const Json* s = spec_.find("source");
    if (!s || !s->is_object()) return;
    if (const Json* hand = s->find("hand"))
      if (auto v = toml_value(*hand)) line("hand", *v);
    if (const Json* fields = s->find("fields"); fields && fields->is_object())
      for (const auto& [k, v] : fields->members()) {
        if (is_written(k)) continue;
        if (auto t = toml_value(v, k == "time")) line(k, *t);
      }
  }

  static bool is_written(std::string_view k) {
    static const std::vector<std::string_view> ours = {"variant",
                                                       "ante_trimming_status",
                                                       "antes",
                                                       "blinds_or_straddles",
                                                       "small_bet",
                                                       "big_bet",
                                                       "min_bet",
                                                       "starting_stacks",
                                                       "actions",
                                                       "players",
                                                       "hand",
                                                       "winnings",
                                                       "finishing_stacks",
                                                       "bring_in",
                                                       "currency"};
    return std::find(ours.begin(), ours.end(), k) != ours.end() || k.rfind("_tapis_", 0) == 0;
  }

  void recorded() {
    Problems problems;
    Reader r(problems, cfg_.money);
    auto rec = read_recorded(r, spec_, n_);
    if (!rec) return;
    auto write = [&](std::string_view key, const std::vector<Chips>& xs) {
      std::vector<std::string> items;
      for (int k = 0; k < n_; ++k)
        items.push_back(
            cfg_.money.text(xs[static_cast<std::size_t>(order_[static_cast<std::size_t>(k)])]));
      line(key, list(items));
    };
    if (rec->winnings) write("winnings", *rec->winnings);
    if (rec->finishing) write("finishing_stacks", *rec->finishing);
  }

  // What only a Tapis spec says, in user-defined fields (style.rst: a leading underscore).
  void tapis_fields() {
    if (cfg_.tournament) line("_tapis_format", toml_string("tournament"));
    bool bounties = false;
    std::vector<std::string> amounts;
    for (int k = 0; k < n_; ++k) {
      const auto seat = static_cast<std::size_t>(order_[static_cast<std::size_t>(k)]);
      const Chips b = seat < cfg_.bounties.size() ? cfg_.bounties[seat] : 0;
      bounties = bounties || b > 0;
      amounts.push_back(cfg_.money.text(b));
    }
    if (bounties) line("_tapis_bounties", list(amounts));
    if (cfg_.progressive_bounty) line("_tapis_progressive_bounty", "true");
    if (cfg_.smallest_chip != 1) line("_tapis_smallest_chip", cfg_.money.text(cfg_.smallest_chip));
    if (cfg_.big_blind_ante_first) line("_tapis_big_blind_ante_first", "true");
    if (cfg_.betting == Betting::Limit) {
      if (cfg_.limit.cap != 4) line("_tapis_limit_cap", std::to_string(cfg_.limit.cap));
      const bool usual = !(cfg_.tournament && n_ == 2);
      if (cfg_.limit.cap_heads_up != usual)
        line("_tapis_limit_cap_heads_up", cfg_.limit.cap_heads_up ? "true" : "false");
    }
    if (cfg_.cards.rules.trips_beat_straight) line("_tapis_trips_beat_straight", "true");
    for (auto [key, field] : {std::pair{"ranking", "_tapis_ranking"}, {"runs", "_tapis_runs"}})
      if (const Json* v = spec_.find(key); v && !v->is_null())
        if (auto t = toml_value(*v)) line(field, *t);
  }

  const DealConfig& cfg_;
  const Json& spec_;
  const Json& report_;
  int n_;
  std::vector<int> order_;  // PHH player k+1 is seat order_[k]
  std::vector<int> actor_;  // seat -> its PHH number
  std::vector<std::string> lines_;
  int dealt_ = 0;
  std::string text_;
};

}  // namespace

Json spec_to_phh(const Json& spec) {
  if (!spec.is_object())
    return failed(
        {error("spec.type").text("expected", "spec").text("got", std::string(json_type_id(spec)))},
        {});
  const Json* actions = spec.find("actions");
  if (!actions || !actions->is_array()) return failed({error("phh.export_quick", "actions")}, {});
  Json report = analyze_json(spec);
  Problems problems;
  const Money money = read_money(spec, problems);
  if (const Json* ok = report.find("ok"); !ok || !ok->as_bool()) {
    Json out = Json::object();
    out.set("ok", false);
    out.set("errors", *report.find("errors"));
    out.set("phh", Json());
    return out;
  }
  Reader reader(problems, money);
  auto cfg = read_deal_config(reader, spec);
  if (!cfg) return failed(problems.list(), money);
  auto code = phh_variant_code(cfg->game, cfg->betting);
  if (!code)
    return failed({error("phh.export_variant", "game")
                       .text("field", "game")
                       .text("game", "game." + cfg->game)},
                  money);
  // A live blind posted by a player coming back has no PHH form (its blinds_or_straddles are
  // the blinds and the straddles in order); dead chips are an ante of that seat.
  for (std::size_t i = 0; i < cfg->posts.size(); ++i)
    if (cfg->posts[i].live > 0) {
      const std::string field = "players[" + std::to_string(i) + "].post.live";
      return failed(
          {error("phh.export_post", field).text("field", field).text("player", cfg->names[i])},
          money);
    }
  Writer w(*cfg, spec, report);
  Json out = Json::object();
  out.set("ok", true);
  out.set("errors", Json::array());
  out.set("phh", w.run(*code));
  return out;
}

std::string to_phh(std::string_view spec_text) {
  if (spec_text.size() > kMaxSpecBytes)
    return failed({error("spec.too_large").number("max", static_cast<std::int64_t>(kMaxSpecBytes))},
                  {})
        .dump();
  auto spec = Json::parse(spec_text);
  if (!spec) return failed({spec.error()}, {}).dump();
  return spec_to_phh(spec.value()).dump();
}

}  // namespace tapis

#include "core/phh/phh_import.hpp"

#include <algorithm>
#include <array>

#include "core/base/money.hpp"
#include "core/betting/deal_state.hpp"
#include "core/phh/omitted_turns.hpp"
#include "core/phh/phh_notation.hpp"
#include "core/phh/phh_variant.hpp"
#include "core/report/report.hpp"
#include "core/spec/deal_spec.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

namespace {

// A PHH number as exact decimal text (JSON number syntax), and the decimals it is written with.
struct Number {
  std::string text;
  int decimals = 0;
  bool infinite = false;  // inf, -inf or nan: not an amount
};

// Digits after the point as written, less the exponent: "200.30" 2, "5" 0, "2.5e-1" 2.
int written_decimals(std::string_view text) {
  const std::size_t e = text.find_first_of("eE");
  const std::string_view mantissa = text.substr(0, e);
  const std::size_t point = mantissa.find('.');
  long d = point == std::string_view::npos ? 0 : static_cast<long>(mantissa.size() - point - 1);
  if (e != std::string_view::npos) {
    long exponent = 0;
    std::size_t i = e + 1;
    const bool minus = i < text.size() && text[i] == '-';
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
    for (; i < text.size() && exponent < 100; ++i) exponent = exponent * 10 + (text[i] - '0');
    d -= minus ? -exponent : exponent;
  }
  return static_cast<int>(std::clamp<long>(d, 0, 100));
}

std::string indexed(const std::string& field, std::size_t i) {
  return field + "[" + std::to_string(i) + "]";
}

// A PHH field's path ("phh.actions[3]"), written out only for an error: a hand has dozens of
// amounts and actions and nearly never an error, and building every path was a twentieth of an
// import's time (npm run bench).
struct Field {
  std::string_view key;
  std::ptrdiff_t index = -1;
  std::string str() const {
    std::string out = "phh." + std::string(key);
    return index < 0 ? out : indexed(out, static_cast<std::size_t>(index));
  }
};

class HandReader {
 public:
  HandReader(const TomlTable& table, PhhImport& out) : v_(table.values), out_(out) {
    if (table.header) out_.section = table.name;
    if (const Json* h = v_.find("hand")) out_.hand = *h;
  }

  void run() {
    if (!read_table()) return;
    build_spec();
  }

 private:
  // ---- errors ---------------------------------------------------------------------------------

  Error at(std::string code, const std::string& field) const {
    Error e = error(std::move(code), field).text("field", field);
    if (out_.section) e.text("section", *out_.section);
    return e;
  }
  Error at(std::string code, const Field& field) const { return at(std::move(code), field.str()); }
  void add(Error e) {
    if (out_.section && !e.find("section")) e.text("section", *out_.section);
    out_.errors.push_back(std::move(e));
  }
  static std::string path(std::string_view key) { return "phh." + std::string(key); }

  const Json* required(std::string_view key) {
    const Json* v = v_.find(key);
    if (!v) add(at("spec.missing", path(key)));
    return v;
  }
  void type_error(const std::string& field, std::string_view expected, const Json& got) {
    add(at("spec.type", field)
            .text("expected", std::string(expected))
            .text("got", std::string(json_type_id(got))));
  }

  // ---- numbers --------------------------------------------------------------------------------

  std::optional<Number> number(const Json& v, const Field& field) {
    if (v.is_integer() && !v.integer_overflow()) return Number{std::to_string(v.as_integer())};
    if (v.type() == Json::Type::Real) {
      const std::string& t = v.number_text();
      if (t == "inf" || t == "-inf" || t == "nan") return Number{t, 0, true};
      return Number{t, written_decimals(t)};
    }
    type_error(field.str(), "amount", v);
    return std::nullopt;
  }

  // An array of n numbers (n < 0: any length, which sets n).
  std::optional<std::vector<Number>> numbers(std::string_view key, bool needed) {
    const Json* v = needed ? required(key) : v_.find(key);
    if (!v) return std::nullopt;
    if (!v->is_array()) {
      type_error(path(key), "array", *v);
      return std::nullopt;
    }
    if (n_ >= 0 && static_cast<int>(v->size()) != n_) {
      add(at("phh.length", path(key))
              .number("expected", n_)
              .number("count", static_cast<std::int64_t>(v->size())));
      return std::nullopt;
    }
    std::vector<Number> out;
    bool ok = true;
    for (std::size_t i = 0; i < v->size(); ++i) {
      const Field field{key, static_cast<std::ptrdiff_t>(i)};
      auto x = number(v->items()[i], field);
      if (x) {
        note_amount(*x, field);
        out.push_back(*x);
      }
      ok = ok && x.has_value();
    }
    if (!ok) return std::nullopt;
    return out;
  }

  std::optional<Number> single(std::string_view key, bool needed) {
    const Json* v = needed ? required(key) : v_.find(key);
    if (!v) return std::nullopt;
    auto x = number(*v, Field{key});
    if (x) note_amount(*x, Field{key});
    return x;
  }

  // Every amount's decimals decide the hand's money unit.
  void note_amount(const Number& x, const Field& field) {
    if (x.infinite) return;
    if (x.decimals > decimals_) {
      decimals_ = x.decimals;
      decimals_field_ = field.str();
    }
  }

  // Units of the hand's money unit; the errors of a spec amount at a PHH field.
  std::optional<Chips> units(const Number& x, const Field& field) {
    if (x.infinite) {
      add(at(field.key == "starting_stacks" ? "phh.stack_unknown" : "phh.infinite", field)
              .text("value", x.text));
      return std::nullopt;
    }
    const Amount a = read_amount(x.text, money_);
    switch (a.problem) {
      case AmountProblem::None:
        return a.units;
      case AmountProblem::Negative:
        add(at("amount.negative", field));
        break;
      case AmountProblem::Fraction:
        add(at("amount.fraction", field).number("decimals", money_.decimals));
        break;
      case AmountProblem::TooLarge:
        add(at("amount.too_large", field).chips("max", money_.max_units()));
        break;
    }
    return std::nullopt;
  }

  std::optional<std::vector<Chips>> all_units(const std::vector<Number>& xs, std::string_view key) {
    std::vector<Chips> out;
    bool ok = true;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      auto u = units(xs[i], Field{key, static_cast<std::ptrdiff_t>(i)});
      out.push_back(u.value_or(0));
      ok = ok && u.has_value();
    }
    if (!ok) return std::nullopt;
    return out;
  }

  // ---- the table ------------------------------------------------------------------------------

  bool read_table() {
    const std::size_t before = out_.errors.size();
    // variant
    if (const Json* v = required("variant")) {
      if (!v->is_string()) {
        type_error(path("variant"), "string", *v);
      } else if (auto variant = phh_variant(v->as_string())) {
        variant_ = *variant;
      } else {
        add(at(is_standard_variant(v->as_string()) ? "phh.variant_unsupported"
                                                   : "phh.variant_unknown",
               path("variant"))
                .text("value", v->as_string()));
      }
    }
    // Another game's fields are not this one's: nothing more to say about them.
    if (out_.errors.size() != before) return false;
    // starting_stacks sets the number of players.
    if (const Json* s = required("starting_stacks")) {
      if (!s->is_array()) {
        type_error(path("starting_stacks"), "array", *s);
      } else if (s->size() < 2) {
        add(at("players.too_few", path("starting_stacks"))
                .number("min", 2)
                .number("count", static_cast<std::int64_t>(s->size())));
      } else if (s->size() > kMaxPlayers) {
        add(at("players.too_many", path("starting_stacks"))
                .number("max", static_cast<std::int64_t>(kMaxPlayers))
                .number("count", static_cast<std::int64_t>(s->size())));
      } else {
        n_ = static_cast<int>(s->size());
        stacks_ = numbers("starting_stacks", true);
      }
    }
    if (n_ < 0) return false;
    antes_ = numbers("antes", true);
    blinds_ = numbers("blinds_or_straddles", true);
    if (variant_.betting == Betting::Limit) {
      small_bet_ = single("small_bet", true);
      big_bet_ = single("big_bet", true);
    } else {
      min_bet_ = single("min_bet", true);
    }
    read_tapis_fields();
    const bool playable = out_.errors.size() == before;
    // What only records the hand, or says how it went: wrong, it is reported and left out.
    winnings_ = numbers("winnings", false);
    finishing_ = numbers("finishing_stacks", false);
    if (const Json* t = v_.find("ante_trimming_status")) {
      if (t->is_bool())
        trimming_ = t->as_bool();
      else
        type_error(path("ante_trimming_status"), "boolean", *t);
    }
    read_actions();
    if (decimals_ > kMaxDecimals) {
      // More than a thousandth: the first amount that needs it says so.
      money_ = Money{kMaxDecimals};
      out_.decimals = kMaxDecimals;
      add(at("amount.fraction", decimals_field_).number("decimals", kMaxDecimals));
      return false;
    }
    money_ = Money{std::max(decimals_, forced_decimals_)};
    out_.decimals = money_.decimals;
    return playable;
  }

  void read_actions() {
    const Json* a = required("actions");
    if (!a) return;
    if (!a->is_array()) {
      type_error(path("actions"), "array", *a);
      return;
    }
    actions_.reserve(a->size());
    for (std::size_t i = 0; i < a->size(); ++i) {
      const Field field{"actions", static_cast<std::ptrdiff_t>(i)};
      const Json& item = a->items()[i];
      if (!item.is_string()) {
        action_errors_.push_back(
            {static_cast<int>(i), at("spec.type", field)
                                      .text("expected", "string")
                                      .text("got", std::string(json_type_id(item)))});
        break;
      }
      auto parsed = parse_phh_action(item.as_string(), n_);
      if (!parsed) {
        // The notation's errors name no field: the action's path is only built for an error.
        Error e = parsed.error();
        e.field = field.str();
        e.text("field", e.field);
        if (out_.section) e.text("section", *out_.section);
        action_errors_.push_back({static_cast<int>(i), std::move(e)});
        break;
      }
      PhhAction act = std::move(parsed).value();
      if (act.kind == PhhAction::Kind::BetRaise) {
        Number x{act.amount, written_decimals(act.amount)};
        note_amount(x, field);
      }
      actions_.push_back({static_cast<int>(i), std::move(act)});
    }
  }

  // User-defined fields (style.rst: "should start with a single underscore") that keep what only a
  // Tapis spec says, so that a hand written by Tapis reads back the same.
  void read_tapis_fields() {
    if (const Json* d = v_.find("_tapis_decimals")) {
      if (d->is_integer() && d->as_integer() >= 0 && d->as_integer() <= kMaxDecimals)
        forced_decimals_ = static_cast<int>(d->as_integer());
      else
        add(at("spec.range", path("_tapis_decimals")).number("min", 0).number("max", 3));
    }
    if (const Json* c = v_.find("_tapis_smallest_chip"))
      smallest_chip_ = number(*c, Field{"_tapis_smallest_chip"});
  }

  // ---- the spec -------------------------------------------------------------------------------

  // Position j's amount (0 small blind, 1 big blind, 2... straddles): the array as written.
  void build_spec() {
    const std::vector<std::string> names = player_names();  // its errors leave the hand playable
    const std::size_t before = out_.errors.size();
    if (!stacks_ || !antes_ || !blinds_) return;
    auto stacks = all_units(*stacks_, "starting_stacks");
    auto antes = all_units(*antes_, "antes");
    auto blinds = all_units(*blinds_, "blinds_or_straddles");
    if (!stacks || !antes || !blinds) return;

    Json spec = Json::object();
    spec.set("game", variant_.game);
    spec.set("betting", betting_name(variant_.betting));
    copy_tapis("_tapis_format", spec, "format");
    if (money_.decimals > 0) spec.set("decimals", money_.decimals);

    // blinds_or_straddles: small blind, big blind, then straddles in the seats after the big
    // blind, in order.
    const Chips small = (*blinds)[0];
    const Chips big = (*blinds)[1];
    if (big == 0) add(at("phh.blinds_unsupported", indexed(path("blinds_or_straddles"), 1)));
    Json straddles = Json::array();
    bool gap = false;
    for (std::size_t j = 2; j < blinds->size(); ++j) {
      const Chips s = (*blinds)[j];
      if (s > 0 && gap) {
        add(at("phh.straddle_position", indexed(path("blinds_or_straddles"), j))
                .chips("amount", s));
        break;
      }
      if (s == 0) gap = true;
      if (s > 0) straddles.push(amount_json(s, money_));
    }
    Json blind_pair = Json::array();
    blind_pair.push(amount_json(small, money_));
    blind_pair.push(amount_json(big, money_));
    spec.set("blinds", std::move(blind_pair));
    if (straddles.size() > 0) spec.set("straddles", std::move(straddles));

    // antes: what every player antes ("ante"), the big blind's more (a big-blind ante, TDA 2024
    // RP-11), and any other player's more (a button ante...): dead chips he posts
    // (players[i].post.dead, issue 12), in the middle only like the big-blind ante.
    const Chips ante = *std::min_element(antes->begin(), antes->end());
    const Chips bb_ante = (*antes)[1] - ante;
    dead_posts_.assign(static_cast<std::size_t>(n_), 0);
    for (std::size_t j = 0; j < antes->size(); ++j)
      if (j != 1) dead_posts_[seat_of_position(static_cast<int>(j))] = (*antes)[j] - ante;
    if (ante > 0) spec.set("ante", amount_json(ante, money_));
    if (bb_ante > 0) spec.set("bigBlindAnte", amount_json(bb_ante, money_));
    copy_tapis("_tapis_big_blind_ante_first", spec, "bigBlindAnteFirst");
    // ante_trimming_status false: a player short of the ante still wins all the antes, which
    // Tapis never does (his stake is what he put in, guide 002), so such a hand is refused.
    if (ante > 0 && bb_ante == 0 && !trimming_)
      for (int i = 0; i < n_; ++i)
        if ((*stacks)[static_cast<std::size_t>(i)] < ante) {
          add(at("phh.ante_trimming", path("ante_trimming_status"))
                  .text("player", names[static_cast<std::size_t>(i)])
                  .chips("ante", ante));
          break;
        }

    if (variant_.betting == Betting::Limit) {
      auto sb = small_bet_ ? units(*small_bet_, Field{"small_bet"}) : std::nullopt;
      auto bb = big_bet_ ? units(*big_bet_, Field{"big_bet"}) : std::nullopt;
      Json limit = Json::object();
      if (sb) limit.set("smallBet", amount_json(*sb, money_));
      if (bb) limit.set("bigBet", amount_json(*bb, money_));
      copy_tapis("_tapis_limit_cap", limit, "cap");
      copy_tapis("_tapis_limit_cap_heads_up", limit, "capHeadsUp");
      spec.set("limit", std::move(limit));
    } else if (min_bet_) {
      // Tapis's smallest opening bet is the big blind (guide 001).
      if (auto mb = units(*min_bet_, Field{"min_bet"}); mb && *mb != big && big > 0)
        add(at("phh.min_bet", path("min_bet")).chips("minBet", *mb).chips("bigBlind", big));
    }
    if (smallest_chip_)
      if (auto c = units(*smallest_chip_, Field{"_tapis_smallest_chip"}))
        spec.set("smallestChip", amount_json(*c, money_));
    copy_tapis("_tapis_trips_beat_straight", spec, "tripsBeatStraight");
    spec.set("button", n_ - 1);

    copy_tapis("_tapis_progressive_bounty", spec, "progressiveBounty");
    if (const Json* c = v_.find("currency")) spec.set("currency", *c);
    const Json* bounties = v_.find("_tapis_bounties");
    if (bounties && (!bounties->is_array() || static_cast<int>(bounties->size()) != n_))
      bounties = nullptr;
    Json players = Json::array();
    for (int i = 0; i < n_; ++i) {
      const auto seat = static_cast<std::size_t>(i);
      Json p = Json::object();
      p.set("name", names[seat]);
      p.set("stack", amount_json((*stacks)[seat], money_));
      if (dead_posts_[seat] > 0) {
        Json post = Json::object();
        post.set("dead", amount_json(dead_posts_[seat], money_));
        p.set("post", std::move(post));
      }
      if (bounties) p.set("bounty", bounties->items()[seat]);
      players.push(std::move(p));
    }
    spec.set("players", std::move(players));
    if (out_.errors.size() != before) return;  // the table cannot be played as written

    spec_ = std::move(spec);
    replay(names);
    finish_spec();
  }

  // The seat of position j of the forced-bet arrays (0 the small blind, 1 the big blind...):
  // heads-up they are "reverse-assigned" (required.rst), the big blind is p1.
  std::size_t seat_of_position(int j) const {
    return static_cast<std::size_t>(n_ == 2 ? 1 - j : j);
  }

  void copy_tapis(std::string_view key, Json& to, std::string name) {
    if (const Json* v = v_.find(key)) to.set(std::move(name), *v);
  }

  // `players` as given when each is a usable Tapis name (non-empty, unique, at most 64 bytes),
  // else "pN", the seat's PHH actor.
  std::vector<std::string> player_names() {
    std::vector<std::string> names(static_cast<std::size_t>(n_));
    const Json* given = v_.find("players");
    if (given && (!given->is_array() || static_cast<int>(given->size()) != n_)) {
      if (!given->is_array())
        type_error(path("players"), "array", *given);
      else
        add(at("phh.length", path("players"))
                .number("expected", n_)
                .number("count", static_cast<std::int64_t>(given->size())));
      given = nullptr;
    }
    auto taken = [&](const std::string& s) {
      return std::find(names.begin(), names.end(), s) != names.end();
    };
    for (int i = 0; given && i < n_; ++i) {
      const Json& g = given->items()[static_cast<std::size_t>(i)];
      if (!g.is_string()) continue;
      const std::string& s = g.as_string();
      if (s.find_first_not_of(" \t") == std::string::npos || s.size() > kMaxNameBytes || taken(s))
        continue;
      names[static_cast<std::size_t>(i)] = s;
    }
    for (int i = 0; i < n_; ++i) {
      auto& name = names[static_cast<std::size_t>(i)];
      if (!name.empty()) continue;
      std::string candidate = "p" + std::to_string(i + 1);
      while (taken(candidate)) candidate += "'";
      name = candidate;
    }
    return names;
  }

  // ---- the actions ----------------------------------------------------------------------------

  struct Seen {
    int action = -1;  // PHH index where the card first appeared
  };

  void replay(const std::vector<std::string>& names) {
    Problems problems;
    const Money money = read_money(*spec_, problems);
    Reader reader(problems, money);
    auto config = read_deal_config(reader, *spec_);
    Json actions = Json::array();
    hole_.assign(static_cast<std::size_t>(n_), {});
    dealt_.assign(static_cast<std::size_t>(n_), false);
    shown_.assign(static_cast<std::size_t>(n_), Shown::None);
    if (!config) {
      // The spec's own errors (a stack of 0...) say why; its report gives them.
      for (auto& e : action_errors_) add(std::move(e.error));
      spec_->set("actions", std::move(actions));
      return;
    }
    DealState deal = DealState::start(*config);
    for (const auto& [index, a] : actions_) {
      const Field field{"actions", index};
      if (!step(deal, index, a, field, names, actions)) {
        action_errors_.clear();  // the replay stopped before the notation that cannot be read
        break;
      }
    }
    // A notation that cannot be read ends the hand there (the rest depends on it).
    for (auto& e : action_errors_) add(std::move(e.error));
    spec_->set("actions", std::move(actions));
    final_in_.assign(static_cast<std::size_t>(n_), false);
    for (int i = 0; i < n_; ++i)
      final_in_[static_cast<std::size_t>(i)] =
          !deal.table().seats[static_cast<std::size_t>(i)].folded;
    over_ = deal.over();
  }

  // One PHH action; false ends the replay.
  bool step(DealState& deal, int index, const PhhAction& a, const Field& field,
            const std::vector<std::string>& names, Json& actions) {
    const Table& t = deal.table();
    const bool betting = !deal.over() && deal.street() != Street::Showdown;
    switch (a.kind) {
      case PhhAction::Kind::Noop:
        return true;
      case PhhAction::Kind::Unsupported:
        add(at("phh.action_unsupported", field).text("text", a.text).text("verb", a.verb));
        return false;
      case PhhAction::Kind::DealHole: {
        const auto seat = static_cast<std::size_t>(a.player);
        if (dealt_[seat]) {
          add(at("phh.deal_twice", field).text("player", names[seat]));
          return false;
        }
        dealt_[seat] = true;
        if (auto cards = cards_at(a.cards, field, index)) hole_[seat] = *cards;
        return true;
      }
      case PhhAction::Kind::DealBoard: {
        if (betting && board_dealt_ >= board_cards(deal.street())) {
          Error e = at("phh.board_early", field).text("street", street_name(deal.street()));
          if (t.to_act >= 0) e.text("toAct", names[static_cast<std::size_t>(t.to_act)]);
          add(std::move(e));
          return false;
        }
        if (auto cards = cards_at(a.cards, field, index)) {
          board_dealt_ += static_cast<int>(cards->size());
          for (const auto& c : *cards) {
            if (!c) board_known_ = false;
            if (board_known_ && c) board_.push_back(*c);
          }
        }
        return true;
      }
      case PhhAction::Kind::Show: {
        const auto seat = static_cast<std::size_t>(a.player);
        if (a.cards.empty()) {
          shown_[seat] = Shown::Mucked;
          return true;
        }
        shown_[seat] = Shown::Shown;
        if (a.cards == "-") return true;  // the cards dealt (required.rst, "Card Notation")
        auto cards = parse_phh_cards(a.cards);
        if (!cards) {
          card_error(cards.error(), field);
          return true;
        }
        const bool known = std::all_of(cards.value().begin(), cards.value().end(),
                                       [](const auto& c) { return c.has_value(); });
        if (!known) {
          shown_[seat] = Shown::Unknown;
          return true;
        }
        const bool dealt_known =
            !hole_[seat].empty() && std::all_of(hole_[seat].begin(), hole_[seat].end(),
                                                [](const auto& c) { return c.has_value(); });
        if (dealt_known) {
          auto sorted = [](std::vector<std::optional<Card>> v) {
            std::sort(v.begin(), v.end());
            return v;
          };
          if (sorted(hole_[seat]) != sorted(cards.value())) {
            add(at("phh.shown_not_dealt", field)
                    .text("player", names[seat])
                    .list("shown", card_texts(cards.value()))
                    .list("dealt", card_texts(hole_[seat])));
            cards_ok_ = false;
          }
          return true;
        }
        for (const auto& c : cards.value()) seen(*c, index, field);
        hole_[seat] = cards.value();
        return true;
      }
      case PhhAction::Kind::Fold:
      case PhhAction::Kind::CheckCall:
      case PhhAction::Kind::BetRaise:
        break;
    }
    // A player's betting action: the street's board must be out first.
    if (betting && board_dealt_ < board_cards(deal.street())) {
      add(at("phh.board_missing", field)
              .text("street", street_name(deal.street()))
              .number("dealt", board_dealt_));
      return false;
    }
    // A turn the history skips before this player's is filled as pokerkit fills it.
    if (betting && deal.to_act() != a.player)
      if (auto fills = omitted_turns(deal, a.player, static_cast<int>(actions.size())))
        for (const Action& f : *fills) fill(deal, f, index, names, actions);
    const auto seat = static_cast<std::size_t>(a.player);
    const SeatState& s = t.seats[seat];
    Action act;
    act.index = static_cast<int>(actions.size());
    act.seat = a.player;
    Json j = Json::object();
    j.set("player", names[seat]);
    // What the player may do, from the deal as replayed so far (never guessed from the notation).
    // A player acting out of turn has no options yet (the deal holds his action, TDA 2024 Rule
    // 53): his is read from the same table, as the deal will check it when his turn comes.
    const Options legal = deal.legal();
    const bool their_turn = legal.seat == a.player;
    if (a.kind == PhhAction::Kind::Fold) {
      act.type = ActionType::Fold;
    } else if (a.kind == PhhAction::Kind::CheckCall) {
      // required.rst: "When the amount required to match is zero, the player is said to check."
      const bool check = their_turn ? legal.check : t.level <= s.bet;
      act.type = check ? ActionType::Check : ActionType::Call;
    } else {
      // "when nobody else bet, the player is said to be betting. Otherwise ... a raise."
      const Amount to = read_amount(a.amount, money_);
      if (to.problem != AmountProblem::None) {
        add(at(to.problem == AmountProblem::Fraction ? "amount.fraction" : "amount.too_large",
               field)
                .number("decimals", money_.decimals)
                .chips("max", money_.max_units()));
        return false;
      }
      act.to = to.units;
      // "when nobody else bet, the player is said to be betting": a bet when the deal offers
      // one, a raise when it offers that; offered neither (raising closed, nobody left to bet
      // against, out of turn), what the table says, so that the deal's refusal says why.
      const bool bet = their_turn && legal.bet     ? true
                       : their_turn && legal.raise ? false
                                                   : t.level == 0;
      act.type = to.units == s.bet + s.stack ? ActionType::AllIn
                 : bet                       ? ActionType::Bet
                                             : ActionType::Raise;
    }
    j.set("type", action_type_name(act.type));
    if (act.type == ActionType::Bet || act.type == ActionType::Raise)
      j.set("to", amount_json(*act.to, money_));
    actions.push(std::move(j));
    out_.phh_action.push_back(index);
    // Rejected: the spec keeps the action so that its report says why; the rest depends on it.
    return deal.apply(act).ok();
  }

  // A filled turn (omitted_turns.hpp): in the spec, so that the hand is played and written back
  // with it, with no place in the file's actions; said as a note naming the recorded action it
  // was filled before.
  void fill(DealState& deal, const Action& f, int before, const std::vector<std::string>& names,
            Json& actions) {
    const std::string& name = names[static_cast<std::size_t>(f.seat)];
    Json j = Json::object();
    j.set("player", name);
    j.set("type", action_type_name(f.type));
    actions.push(std::move(j));
    out_.phh_action.push_back(-1);
    deal.apply(f);  // omitted_turns played it on a copy of this deal
    Ruling note = ruling("phh.action_filled", "pokerkit-repair", f.index)
                      .text("player", name)
                      .text("kind", action_type_name(f.type))
                      .number("phhAction", before)
                      .text("field", Field{"actions", before}.str());
    if (out_.section) note.text("section", *out_.section);
    out_.notes.push_back(std::move(note));
  }

  std::optional<std::vector<std::optional<Card>>> cards_at(const std::string& text,
                                                           const Field& field, int index) {
    auto cards = parse_phh_cards(text);
    if (!cards) {
      card_error(cards.error(), field);
      return std::nullopt;
    }
    for (const auto& c : cards.value())
      if (c) seen(*c, index, field);
    return cards.value();
  }

  void card_error(Error e, const Field& field) {
    e.field = field.str();
    e.text("field", e.field);
    add(std::move(e));
    cards_ok_ = false;
  }

  // A card dealt twice (required.rst: cards are dealt from one deck).
  void seen(Card c, int index, const Field& field) {
    auto& first = seen_[static_cast<std::size_t>(c.index())];
    if (first.action >= 0) {
      add(at("phh.card_twice", field)
              .list("card", {to_string(c)})
              .number("first", first.action + 1));
      cards_ok_ = false;
      return;
    }
    first.action = index;
  }

  static std::vector<std::string> card_texts(const std::vector<std::optional<Card>>& cards) {
    std::vector<std::string> out;
    for (const auto& c : cards) out.push_back(c ? to_string(*c) : "??");
    return out;
  }

  // ---- cards, result, source ------------------------------------------------------------------

  enum class Shown { None, Shown, Mucked, Unknown };

  void finish_spec() {
    Json& spec = *spec_;
    // Whose hand is known. A player still in at a showdown whose cards nobody saw (never dealt
    // face up, or shown as "????": required.rst lets a cash-game player neither muck nor show)
    // might have won: Tapis cannot decide the pots, so no hand is given and they stay undecided.
    std::vector<std::optional<std::vector<Card>>> known(static_cast<std::size_t>(n_));
    for (int i = 0; i < n_; ++i) {
      const auto seat = static_cast<std::size_t>(i);
      const auto& h = hole_[seat];
      const bool all = !h.empty() &&
                       std::all_of(h.begin(), h.end(), [](const auto& c) { return c.has_value(); });
      if (all && shown_[seat] != Shown::Mucked && shown_[seat] != Shown::Unknown) {
        std::vector<Card> cards;
        for (const auto& c : h) cards.push_back(*c);
        known[seat] = cards;
      }
    }
    std::vector<std::string> unknown;
    int contenders = 0;
    for (int i = 0; i < n_; ++i) {
      const auto seat = static_cast<std::size_t>(i);
      if (!final_in_.empty() && final_in_[seat]) {
        ++contenders;
        if (!known[seat] && shown_[seat] != Shown::Mucked) unknown.push_back(names_at(i));
      }
    }
    const bool showdown = over_ && contenders > 1;
    if (showdown && !unknown.empty() && cards_ok_) {
      out_.notes.push_back(
          ruling("phh.hands_unknown", "phh-std-showdown").list("players", unknown));
      known.assign(static_cast<std::size_t>(n_), std::nullopt);
    }
    if (cards_ok_) {
      const std::vector<Json> items = spec.find("players")->items();
      Json rebuilt = Json::array();
      for (int i = 0; i < n_; ++i) {
        Json p = items[static_cast<std::size_t>(i)];
        if (known[static_cast<std::size_t>(i)])
          p.set("cards", to_string(*known[static_cast<std::size_t>(i)]));
        rebuilt.push(std::move(p));
      }
      spec.set("players", std::move(rebuilt));
      if (!board_.empty()) spec.set("board", to_string(board_));
    }
    copy_tapis("_tapis_runs", spec, "runs");
    copy_tapis("_tapis_ranking", spec, "ranking");
    // Move "actions" after the cards (the order a reader expects).
    Json actions = *spec.find("actions");
    Json ordered = Json::object();
    for (const auto& [k, v] : spec.members())
      if (k != "actions") ordered.add(k, v);
    ordered.add("actions", std::move(actions));
    spec = std::move(ordered);

    Json recorded = Json::object();
    if (winnings_)
      if (auto w = all_units(*winnings_, "winnings")) recorded.set("winnings", amounts(*w));
    if (finishing_)
      if (auto f = all_units(*finishing_, "finishing_stacks"))
        recorded.set("finishingStacks", amounts(*f));
    if (recorded.size() > 0) spec.set("recorded", std::move(recorded));
    spec.set("source", source());
    out_.spec = std::move(spec);
  }

  std::string names_at(int i) const {
    return spec_->find("players")->items()[static_cast<std::size_t>(i)].find("name")->as_string();
  }

  Json amounts(const std::vector<Chips>& xs) const {
    Json a = Json::array();
    for (Chips x : xs) a.push(amount_json(x, money_));
    return a;
  }

  // {"format": "phh", "section", "hand", "fields": every field Tapis does not play from}.
  Json source() const {
    static const std::vector<std::string_view> played = {"variant",
                                                         "antes",
                                                         "blinds_or_straddles",
                                                         "bring_in",
                                                         "small_bet",
                                                         "big_bet",
                                                         "min_bet",
                                                         "starting_stacks",
                                                         "actions",
                                                         "players",
                                                         "winnings",
                                                         "finishing_stacks",
                                                         "ante_trimming_status",
                                                         "hand",
                                                         "currency"};
    Json s = Json::object();
    s.set("format", "phh");
    s.set("section", out_.section ? Json(*out_.section) : Json());
    if (!out_.hand.is_null()) s.set("hand", plain(out_.hand));
    Json fields = Json::object();
    for (const auto& [k, v] : v_.members()) {
      if (std::find(played.begin(), played.end(), k) != played.end()) continue;
      if (k.rfind("_tapis_", 0) == 0) continue;
      fields.add(k, plain(v));
    }
    if (fields.size() > 0) s.set("fields", std::move(fields));
    return s;
  }

  // A TOML value as JSON can hold it: inf and nan become their text.
  static Json plain(const Json& v) {
    if (v.type() == Json::Type::Real) {
      const std::string& t = v.number_text();
      if (t == "inf" || t == "-inf" || t == "nan") return Json(t);
      return v;
    }
    if (v.is_array()) {
      Json a = Json::array();
      for (const auto& x : v.items()) a.push(plain(x));
      return a;
    }
    return v;
  }

  struct IndexedError {
    int index;
    Error error;
  };

  const Json& v_;
  PhhImport& out_;
  PhhVariant variant_;
  int n_ = -1;
  int decimals_ = 0;
  int forced_decimals_ = 0;
  std::string decimals_field_;
  Money money_;
  std::optional<std::vector<Number>> stacks_, antes_, blinds_, winnings_, finishing_;
  std::optional<Number> min_bet_, small_bet_, big_bet_, smallest_chip_;
  bool trimming_ = false;
  std::vector<std::pair<int, PhhAction>> actions_;
  std::vector<IndexedError> action_errors_;  // syntax errors, each ending the replay there
  std::optional<Json> spec_;
  std::vector<Chips> dead_posts_;  // by seat
  std::vector<std::vector<std::optional<Card>>> hole_;
  std::vector<bool> dealt_;
  std::vector<Shown> shown_;
  std::vector<bool> final_in_;
  bool over_ = false;
  std::vector<Card> board_;
  bool board_known_ = true;
  int board_dealt_ = 0;
  bool cards_ok_ = true;
  std::array<Seen, kCardCount> seen_{};
};

}  // namespace

PhhImport import_phh_table(const TomlTable& table) {
  PhhImport out;
  if (table.header) out.section = table.name;
  if (table.error) {
    if (const Json* h = table.values.find("hand")) out.hand = *h;
    Error e = *table.error;
    if (out.section) e.text("section", *out.section);
    out.errors.push_back(std::move(e));
    return out;
  }
  HandReader reader(table, out);
  reader.run();
  return out;
}

}  // namespace tapis

#include "core/spec/practice_spec.hpp"

#include <algorithm>

namespace tapis {

namespace {

// A seat named in the answer, or -1 (with spec.unknown_value at `path`).
int seat_of(Reader& r, const Json& name, const std::string& path,
            const std::vector<std::string>& names) {
  if (!name.is_string()) {
    r.add(r.type_error(path, "name", name));
    return -1;
  }
  const auto it = std::find(names.begin(), names.end(), name.as_string());
  if (it != names.end()) return static_cast<int>(it - names.begin());
  r.add(error("spec.unknown_value", path)
            .text("field", path)
            .list("allowed", names)
            .text("value", name.as_string()));
  return -1;
}

}  // namespace

std::optional<PracticeSpec> read_practice(Reader& r, const Json& practice) {
  if (!practice.is_object()) {
    r.add(r.type_error("practice", "object", practice));
    return std::nullopt;
  }
  const std::size_t before = r.problems().size();
  PracticeSpec p;
  p.drill = r.choice(practice, "drill", "practice",
                     {"sidepots", "handpots", "raises", "reopen", "showdown", "winners", "places"},
                     "sidepots")
                .value_or("");
  // A seed is any whole number JavaScript counts exactly: a link can carry it.
  p.seed = static_cast<std::uint64_t>(
      r.integer(practice, "seed", "practice", 0, kMaxChips - 1, 1).value_or(1));
  p.level =
      static_cast<int>(r.integer(practice, "level", "practice", 1, kDrillLevels, 1).value_or(1));
  if (r.problems().size() != before) return std::nullopt;
  return p;
}

SidePotAnswer read_side_pot_answer(Reader& r, const Json& answer,
                                   const std::vector<std::string>& names) {
  SidePotAnswer a;
  a.returned.assign(names.size(), 0);
  if (!answer.is_object()) {
    r.add(r.type_error("answer", "object", answer));
    return a;
  }
  if (const Json* pots = answer.find("pots"); pots && !pots->is_null()) {
    if (!pots->is_array()) {
      r.add(r.type_error("answer.pots", "array", *pots));
    } else {
      for (std::size_t i = 0; i < pots->size() && i < 2 * kMaxPlayers; ++i) {
        const std::string at = index_path("answer.pots", i);
        const Json& pot = pots->items()[i];
        DrillPotAnswer given;
        if (!pot.is_object()) {
          r.add(r.type_error(at, "object", pot));
          a.pots.push_back(given);
          continue;
        }
        // An amount not filled in is graded wrong, not refused.
        if (const Json* amount = pot.find("amount"); amount && !amount->is_null())
          given.amount = r.chips_value(*amount, field_path(at, "amount"));
        if (const Json* who = pot.find("eligible"); who && !who->is_null()) {
          const std::string path = field_path(at, "eligible");
          if (!who->is_array()) {
            r.add(r.type_error(path, "array", *who));
          } else {
            for (std::size_t j = 0; j < who->size() && j < kMaxPlayers; ++j) {
              const int seat = seat_of(r, who->items()[j], index_path(path, j), names);
              if (seat >= 0) given.eligible.push_back(seat);
            }
          }
        }
        a.pots.push_back(std::move(given));
      }
    }
  }
  if (const Json* returned = answer.find("returned"); returned && !returned->is_null()) {
    if (!returned->is_object()) {
      r.add(r.type_error("answer.returned", "object", *returned));
    } else {
      for (const auto& [name, chips] : returned->members()) {
        const int seat = seat_of(r, Json(name), "answer.returned", names);
        if (seat < 0) continue;
        if (auto c = r.chips_value(chips, "answer.returned", name))
          a.returned[static_cast<std::size_t>(seat)] = *c;
      }
    }
  }
  return a;
}

std::optional<Chips> read_raise_answer(Reader& r, const Json& answer) {
  if (!answer.is_object()) {
    r.add(r.type_error("answer", "object", answer));
    return std::nullopt;
  }
  const Json* to = answer.find("to");
  if (!to || to->is_null()) return std::nullopt;  // not filled in: graded wrong, not refused
  return r.chips_value(*to, "answer.to");
}

ReopenAnswer read_reopen_answer(Reader& r, const Json& answer) {
  ReopenAnswer a;
  if (!answer.is_object()) {
    r.add(r.type_error("answer", "object", answer));
    return a;
  }
  const Json* actions = answer.find("actions");
  if (!actions || actions->is_null()) return a;  // nothing chosen: graded wrong, not refused
  if (!actions->is_array()) {
    r.add(r.type_error("answer.actions", "array", *actions));
    return a;
  }
  const std::vector<std::string> allowed{"fold", "call", "raise"};
  for (std::size_t i = 0; i < actions->size() && i < 8; ++i) {
    const std::string path = index_path("answer.actions", i);
    const Json& x = actions->items()[i];
    if (!x.is_string()) {
      r.add(r.type_error(path, "string", x));
      continue;
    }
    const std::string& v = x.as_string();
    if (v == "fold")
      a.fold = true;
    else if (v == "call")
      a.call = true;
    else if (v == "raise")
      a.raise = true;
    else
      r.add(error("spec.unknown_value", path)
                .text("field", path)
                .list("allowed", allowed)
                .text("value", v));
  }
  return a;
}

ShowAnswer read_show_answer(Reader& r, const Json& answer, const std::vector<std::string>& names) {
  ShowAnswer a;
  if (!answer.is_object()) {
    r.add(r.type_error("answer", "object", answer));
    return a;
  }
  const Json* first = answer.find("first");
  if (!first || first->is_null()) return a;  // nobody chosen: graded wrong, not refused
  if (first->is_string() && first->as_string() == "all") {
    a.all = true;
    return a;
  }
  std::vector<std::string> allowed = names;
  allowed.push_back("all");
  if (!first->is_string()) {
    r.add(r.type_error("answer.first", "name", *first));
  } else if (const auto it = std::find(names.begin(), names.end(), first->as_string());
             it != names.end()) {
    a.seat = static_cast<int>(it - names.begin());
  } else {
    r.add(error("spec.unknown_value", "answer.first")
              .text("field", "answer.first")
              .list("allowed", allowed)
              .text("value", first->as_string()));
  }
  return a;
}

WinnerAnswer read_winner_answer(Reader& r, const Json& answer,
                                const std::vector<std::string>& names) {
  WinnerAnswer a;
  a.collects.assign(names.size(), 0);
  if (!answer.is_object()) {
    r.add(r.type_error("answer", "object", answer));
    return a;
  }
  if (const Json* pots = answer.find("pots"); pots && !pots->is_null()) {
    if (!pots->is_array()) {
      r.add(r.type_error("answer.pots", "array", *pots));
    } else {
      for (std::size_t i = 0; i < pots->size() && i < 2 * kMaxPlayers; ++i) {
        const std::string at = index_path("answer.pots", i);
        const Json& pot = pots->items()[i];
        std::vector<int> winners;
        const Json* who = pot.is_object() ? pot.find("winners") : nullptr;
        if (!pot.is_object()) {
          r.add(r.type_error(at, "object", pot));
        } else if (who && !who->is_null()) {
          const std::string path = field_path(at, "winners");
          if (!who->is_array()) {
            r.add(r.type_error(path, "array", *who));
          } else {
            for (std::size_t j = 0; j < who->size() && j < kMaxPlayers; ++j) {
              const int seat = seat_of(r, who->items()[j], index_path(path, j), names);
              if (seat >= 0 && std::find(winners.begin(), winners.end(), seat) == winners.end())
                winners.push_back(seat);
            }
          }
        }
        a.pots.push_back(std::move(winners));
      }
    }
  }
  if (const Json* collects = answer.find("collects"); collects && !collects->is_null()) {
    if (!collects->is_object()) {
      r.add(r.type_error("answer.collects", "object", *collects));
    } else {
      for (const auto& [name, chips] : collects->members()) {
        const int seat = seat_of(r, Json(name), "answer.collects", names);
        if (seat < 0) continue;
        if (auto c = r.chips_value(chips, "answer.collects", name))
          a.collects[static_cast<std::size_t>(seat)] = *c;
      }
    }
  }
  return a;
}

PlaceAnswer read_place_answer(Reader& r, const Json& answer, const std::vector<std::string>& names,
                              int most) {
  PlaceAnswer a;
  a.places.assign(names.size(), std::nullopt);
  a.prizes.assign(names.size(), 0);
  if (!answer.is_object()) {
    r.add(r.type_error("answer", "object", answer));
    return a;
  }
  // Prize money counts cents (core/spec/prizes_spec.cpp).
  Reader cents(r.problems(), Money{2});
  const auto each = [&](const char* key, auto read) {
    const Json* v = answer.find(key);
    if (!v || v->is_null()) return;
    const std::string path = std::string("answer.") + key;
    if (!v->is_object()) {
      r.add(r.type_error(path, "object", *v));
      return;
    }
    for (const auto& [name, value] : v->members()) {
      const int seat = seat_of(r, Json(name), path, names);
      if (seat >= 0 && !value.is_null()) read(static_cast<std::size_t>(seat), value, path, name);
    }
  };
  each("places",
       [&](std::size_t seat, const Json& v, const std::string& path, const std::string& name) {
         if (auto p = r.integer_value(v, path, 1, most, name))
           a.places[seat] = static_cast<int>(*p);
       });
  each("prizes",
       [&](std::size_t seat, const Json& v, const std::string& path, const std::string& name) {
         if (auto c = cents.chips_value(v, path, name)) a.prizes[seat] = *c;
       });
  return a;
}

}  // namespace tapis

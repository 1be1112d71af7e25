#include "core/spec/ranking.hpp"

namespace tapis {

std::optional<Strength> read_ranking(Reader& r, const Json* ranking,
                                     const std::vector<std::string>& names) {
  const std::string path = "ranking";
  Strength strength(names.size());
  if (!ranking || ranking->is_null()) return strength;
  if (!ranking->is_array()) {
    r.add(r.type_error(path, "ranking", *ranking));
    return std::nullopt;
  }
  bool ok = true;
  const auto groups = static_cast<std::int64_t>(ranking->size());
  for (std::size_t g = 0; g < ranking->size(); ++g) {
    const Json& group = ranking->items()[g];
    std::vector<const Json*> members;
    if (group.is_string()) {
      members.push_back(&group);
    } else if (group.is_array()) {
      for (const auto& m : group.items()) members.push_back(&m);
    } else {
      r.add(r.type_error(index_path(path, g), "ranking-group", group));
      ok = false;
      continue;
    }
    for (std::size_t m = 0; m < members.size(); ++m) {
      const std::string p =
          group.is_array() ? index_path(index_path(path, g), m) : index_path(path, g);
      if (!members[m]->is_string()) {
        r.add(r.type_error(p, "name", *members[m]));
        ok = false;
        continue;
      }
      const std::string& name = members[m]->as_string();
      std::size_t seat = 0;
      while (seat < names.size() && names[seat] != name) ++seat;
      if (seat == names.size()) {
        r.add(error("ranking.unknown_player", p).text("field", p).text("name", name));
        ok = false;
        continue;
      }
      if (strength[seat]) {
        r.add(error("ranking.duplicate_player", p).text("field", p).text("player", name));
        ok = false;
        continue;
      }
      strength[seat] = groups - static_cast<std::int64_t>(g);
    }
  }
  if (!ok) return std::nullopt;
  return strength;
}

}  // namespace tapis

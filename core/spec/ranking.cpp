#include "core/spec/ranking.hpp"

#include "core/spec/spec_read.hpp"

namespace tapis {

Result<Strength> read_ranking(const Json& ranking, const std::vector<std::string>& names) {
  const std::string path = "ranking";
  Strength strength(names.size());
  if (ranking.is_null()) return strength;
  if (!ranking.is_array())
    return make_error("spec.type", "ranking must be an array of groups of names, strongest first",
                      path);
  const auto groups = static_cast<std::int64_t>(ranking.size());
  for (std::size_t g = 0; g < ranking.size(); ++g) {
    const Json& group = ranking.items()[g];
    std::vector<const Json*> members;
    if (group.is_string()) {
      members.push_back(&group);
    } else if (group.is_array()) {
      for (const auto& m : group.items()) members.push_back(&m);
    } else {
      return make_error("spec.type", index_path(path, g) + " must be a name or a list of names",
                        index_path(path, g));
    }
    for (std::size_t m = 0; m < members.size(); ++m) {
      std::string p = group.is_array() ? index_path(index_path(path, g), m) : index_path(path, g);
      if (!members[m]->is_string())
        return make_error("spec.type", p + " must be a player's name", p);
      const std::string& name = members[m]->as_string();
      std::size_t seat = 0;
      while (seat < names.size() && names[seat] != name) ++seat;
      if (seat == names.size())
        return make_error("ranking.unknown_player",
                          p + ": \"" + name + "\" is not one of the players", p);
      if (strength[seat])
        return make_error("ranking.duplicate_player",
                          p + ": \"" + name + "\" appears twice in the ranking", p);
      strength[seat] = groups - static_cast<std::int64_t>(g);
    }
  }
  return strength;
}

}  // namespace tapis

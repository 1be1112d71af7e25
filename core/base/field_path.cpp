#include "core/base/field_path.hpp"

namespace tapis {

std::string field_path(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}

std::string index_path(const std::string& path, std::size_t i) {
  return path + "[" + std::to_string(i) + "]";
}

Error at_field(Error e, const std::string& path, const std::string& player) {
  e.field = path;
  e.text("field", path);
  if (!player.empty()) e.text("player", player);
  return e;
}

}  // namespace tapis

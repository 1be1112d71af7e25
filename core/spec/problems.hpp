#pragma once
#include <string_view>
#include <utility>
#include <vector>

#include "core/base/error.hpp"

namespace tapis {

// Every problem a spec holds, so one report can list them all, each at its field (the way a form
// marks each wrong box), instead of stopping at the first.
class Problems {
 public:
  void add(Error e) { errors_.push_back(std::move(e)); }
  bool empty() const { return errors_.empty(); }
  std::size_t size() const { return errors_.size(); }
  // An error at this field or inside it ("players" covers "players[2].committed").
  bool any_at(std::string_view field) const {
    for (const auto& e : errors_) {
      std::string_view f = e.field;
      if (f.substr(0, field.size()) == field &&
          (f.size() == field.size() || f[field.size()] == '.' || f[field.size()] == '['))
        return true;
    }
    return false;
  }
  const std::vector<Error>& list() const { return errors_; }

 private:
  std::vector<Error> errors_;
};

}  // namespace tapis

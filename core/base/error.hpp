#pragma once
#include <string>
#include <utility>
#include <variant>

#include "core/base/message.hpp"

namespace tapis {

// An error is a value: a stable code (docs/messages.md, never renamed), the values its sentence
// needs, the spec field at fault and, for a deal entered action by action, the action's index.
struct Error : Said<Error> {
  std::string field;  // "players[2].committed"; "" for the spec as a whole
  int action = -1;
};

inline Error error(std::string code, std::string field = {}) {
  Error e;
  e.code = std::move(code);
  e.field = std::move(field);
  return e;
}

// Result<T>: either a value or an Error, never an exception.
template <class T>
class Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error error) : v_(std::move(error)) {}
  bool ok() const { return std::holds_alternative<T>(v_); }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<T>(v_); }
  T& value() & { return std::get<T>(v_); }
  T&& value() && { return std::get<T>(std::move(v_)); }
  const Error& error() const { return std::get<Error>(v_); }

 private:
  std::variant<T, Error> v_;
};

}  // namespace tapis

#pragma once
#include <string>
#include <utility>
#include <variant>

namespace tapis {

// An error is a value: a stable code (documented in README, never renamed), a message for
// people, the spec field at fault and, for a hand entered action by action, the action's index.
struct Error {
  std::string code;
  std::string message;
  std::string field;
  int action = -1;
};

inline Error make_error(std::string code, std::string message, std::string field = {},
                        int action = -1) {
  return Error{std::move(code), std::move(message), std::move(field), action};
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

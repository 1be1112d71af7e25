#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/base/error.hpp"

namespace tapis {

// A small JSON value: the spec comes in as text and the report goes out as text, so the native
// CLI, the WASM module and the tests share one parser. Objects keep their key order.
class Json {
 public:
  enum class Type { Null, Bool, Integer, Real, String, Array, Object };
  using Member = std::pair<std::string, Json>;

  Json() = default;
  Json(std::nullptr_t) {}
  Json(bool b) : type_(Type::Bool), bool_(b) {}
  Json(int i) : type_(Type::Integer), int_(i) {}
  Json(std::int64_t i) : type_(Type::Integer), int_(i) {}
  Json(double d) : type_(Type::Real), real_(d) {}
  // An exact decimal number, written as it is: units / 10^scale ("200.3" for 20030, 2).
  static Json decimal(std::int64_t units, int scale);
  // A real number as parsed: its value and its text (kept so amounts are read exactly).
  static Json parsed_real(double value, std::string_view text);
  Json(const char* s) : type_(Type::String), string_(s) {}
  Json(std::string s) : type_(Type::String), string_(std::move(s)) {}
  Json(std::string_view s) : type_(Type::String), string_(s) {}

  static Json array() {
    Json j;
    j.type_ = Type::Array;
    return j;
  }
  static Json object() {
    Json j;
    j.type_ = Type::Object;
    return j;
  }

  Type type() const { return type_; }
  bool is_null() const { return type_ == Type::Null; }
  bool is_bool() const { return type_ == Type::Bool; }
  bool is_integer() const { return type_ == Type::Integer; }
  bool is_number() const { return type_ == Type::Integer || type_ == Type::Real; }
  bool is_string() const { return type_ == Type::String; }
  bool is_array() const { return type_ == Type::Array; }
  bool is_object() const { return type_ == Type::Object; }

  bool as_bool() const { return bool_; }
  std::int64_t as_integer() const { return int_; }
  double as_real() const { return type_ == Type::Integer ? static_cast<double>(int_) : real_; }
  const std::string& as_string() const { return string_; }
  // A real number's text as parsed or built by decimal() (exact), "" for one built from a double.
  const std::string& number_text() const { return type_ == Type::Real ? string_ : kNoText; }
  // Integer literal too large for int64 (kept so errors can say "too large", not "not a number").
  bool integer_overflow() const { return overflow_; }

  // Arrays.
  const std::vector<Json>& items() const { return items_; }
  Json& push(Json v) {
    items_.push_back(std::move(v));
    return items_.back();
  }
  std::size_t size() const { return type_ == Type::Object ? members_.size() : items_.size(); }

  // Objects.
  const std::vector<Member>& members() const { return members_; }
  const Json* find(std::string_view key) const;
  Json& set(std::string key, Json v);  // replaces an existing key, else appends
  // Appends without looking for the key (parser: a repeated key is found last-wins, as in JS).
  Json& add(std::string key, Json v);

  std::string dump() const;  // compact text, UTF-8, strings escaped

  // Parsing. Errors carry code "spec.json" and the byte offset in the message.
  static Result<Json> parse(std::string_view text);
  static Json make_integer_overflow(std::string_view text = {});
  // The digits of an integer literal too large for int64, as written.
  const std::string& overflow_text() const { return string_; }
  bool operator==(const Json& other) const;  // same value, same key order

 private:
  static inline const std::string kNoText;
  Type type_ = Type::Null;
  bool bool_ = false;
  bool overflow_ = false;
  std::int64_t int_ = 0;
  double real_ = 0;
  std::string string_;
  std::vector<Json> items_;
  std::vector<Member> members_;
};

const char* type_name(Json::Type t);

}  // namespace tapis

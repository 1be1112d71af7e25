#include "core/json/json.hpp"

#include <cmath>

#include "core/json/decimal.hpp"
#include "core/json/utf8.hpp"

namespace tapis {

namespace {

// Malicious specs arrive from URLs: bound the nesting so parsing never exhausts the stack.
constexpr int kMaxDepth = 64;

class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {}

  Result<Json> run() {
    skip_ws();
    Json v;
    if (!value(v, 0)) return fail_error();
    skip_ws();
    if (pos_ != s_.size()) {
      set_fail("trailing-text");
      return fail_error();
    }
    return v;
  }

 private:
  std::string_view s_;
  std::size_t pos_ = 0;
  std::string why_;

  Error fail_error() const {
    return error("spec.json")
        .number("at", static_cast<std::int64_t>(pos_ + 1))
        .text("why", "json." + why_);
  }
  // `why` is an id the catalogues say ("json.end": "the text ends too soon").
  bool set_fail(std::string why) {
    if (why_.empty()) why_ = std::move(why);
    return false;
  }
  void skip_ws() {
    while (pos_ < s_.size() &&
           (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r'))
      ++pos_;
  }
  bool literal(std::string_view word) {
    if (s_.substr(pos_, word.size()) != word) return set_fail("word");
    pos_ += word.size();
    return true;
  }

  bool value(Json& out, int depth) {
    if (depth > kMaxDepth) return set_fail("depth");
    if (pos_ >= s_.size()) return set_fail("end");
    char c = s_[pos_];
    if (c == '{') return object(out, depth);
    if (c == '[') return array(out, depth);
    if (c == '"') {
      std::string str;
      if (!string(str)) return false;
      out = Json(std::move(str));
      return true;
    }
    if (c == 't') {
      out = Json(true);
      return literal("true");
    }
    if (c == 'f') {
      out = Json(false);
      return literal("false");
    }
    if (c == 'n') {
      out = Json(nullptr);
      return literal("null");
    }
    if (c == '-' || (c >= '0' && c <= '9')) return number(out);
    return set_fail("character");
  }

  bool object(Json& out, int depth) {
    out = Json::object();
    ++pos_;
    skip_ws();
    if (pos_ < s_.size() && s_[pos_] == '}') {
      ++pos_;
      return true;
    }
    while (true) {
      skip_ws();
      if (pos_ >= s_.size() || s_[pos_] != '"') return set_fail("key");
      std::string key;
      if (!string(key)) return false;
      skip_ws();
      if (pos_ >= s_.size() || s_[pos_] != ':') return set_fail("colon");
      ++pos_;
      skip_ws();
      Json v;
      if (!value(v, depth + 1)) return false;
      out.add(std::move(key), std::move(v));
      skip_ws();
      if (pos_ < s_.size() && s_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < s_.size() && s_[pos_] == '}') {
        ++pos_;
        return true;
      }
      return set_fail("object-comma");
    }
  }

  bool array(Json& out, int depth) {
    out = Json::array();
    ++pos_;
    skip_ws();
    if (pos_ < s_.size() && s_[pos_] == ']') {
      ++pos_;
      return true;
    }
    while (true) {
      skip_ws();
      Json v;
      if (!value(v, depth + 1)) return false;
      out.push(std::move(v));
      skip_ws();
      if (pos_ < s_.size() && s_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < s_.size() && s_[pos_] == ']') {
        ++pos_;
        return true;
      }
      return set_fail("array-comma");
    }
  }

  bool hex4(unsigned& cp) {
    if (pos_ + 4 > s_.size()) return set_fail("unicode-escape");
    cp = 0;
    for (int i = 0; i < 4; ++i) {
      char h = s_[pos_++];
      cp <<= 4;
      if (h >= '0' && h <= '9')
        cp |= unsigned(h - '0');
      else if (h >= 'a' && h <= 'f')
        cp |= unsigned(h - 'a' + 10);
      else if (h >= 'A' && h <= 'F')
        cp |= unsigned(h - 'A' + 10);
      else
        return set_fail("unicode-escape");
    }
    return true;
  }

  bool string(std::string& out) {
    ++pos_;  // opening quote
    while (pos_ < s_.size()) {
      char c = s_[pos_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return set_fail("control-character");
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos_ >= s_.size()) break;
      char e = s_[pos_++];
      switch (e) {
        case '"':
          out += '"';
          break;
        case '\\':
          out += '\\';
          break;
        case '/':
          out += '/';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 't':
          out += '\t';
          break;
        case 'u': {
          unsigned cp = 0;
          if (!hex4(cp)) return false;
          if (cp >= 0xD800 && cp <= 0xDBFF) {
            unsigned lo = 0;
            if (s_.substr(pos_, 2) != "\\u") return set_fail("surrogate");
            pos_ += 2;
            if (!hex4(lo) || lo < 0xDC00 || lo > 0xDFFF) return set_fail("surrogate");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
            return set_fail("surrogate");
          }
          append_utf8(out, cp);
          break;
        }
        default:
          return set_fail("escape");
      }
    }
    return set_fail("unterminated-string");
  }

  bool number(Json& out) {
    std::size_t start = pos_;
    bool negative = false;
    if (s_[pos_] == '-') {
      negative = true;
      ++pos_;
    }
    if (pos_ >= s_.size() || !(s_[pos_] >= '0' && s_[pos_] <= '9')) return set_fail("number");
    if (s_[pos_] == '0' && pos_ + 1 < s_.size() && s_[pos_ + 1] >= '0' && s_[pos_ + 1] <= '9')
      return set_fail("leading-zero");
    bool integral = true;
    bool overflow = false;
    std::uint64_t magnitude = 0;
    while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') {
      unsigned d = unsigned(s_[pos_++] - '0');
      if (magnitude > (UINT64_MAX - d) / 10)
        overflow = true;
      else
        magnitude = magnitude * 10 + d;
    }
    if (pos_ < s_.size() && s_[pos_] == '.') {
      integral = false;
      ++pos_;
      if (pos_ >= s_.size() || !(s_[pos_] >= '0' && s_[pos_] <= '9')) return set_fail("number");
      while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') ++pos_;
    }
    if (pos_ < s_.size() && (s_[pos_] == 'e' || s_[pos_] == 'E')) {
      integral = false;
      ++pos_;
      if (pos_ < s_.size() && (s_[pos_] == '+' || s_[pos_] == '-')) ++pos_;
      if (pos_ >= s_.size() || !(s_[pos_] >= '0' && s_[pos_] <= '9')) return set_fail("number");
      while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') ++pos_;
    }
    if (integral) {
      // -2^63 is an int64 too: its magnitude is one more than INT64_MAX.
      const std::uint64_t limit = static_cast<std::uint64_t>(INT64_MAX) + (negative ? 1 : 0);
      if (overflow || magnitude > limit) {
        out = Json::make_integer_overflow(s_.substr(start, pos_ - start));
        return true;
      }
      out = Json(negative ? static_cast<std::int64_t>(0 - magnitude)
                          : static_cast<std::int64_t>(magnitude));
      return true;
    }
    // Keep the text: amounts are read from it exactly (core/base/money.hpp), and the writer
    // gives it back as it came.
    const std::string_view text = s_.substr(start, pos_ - start);
    out = Json::parsed_real(parse_double(text), text);
    return true;
  }
};

void dump_string(std::string& out, const std::string& s) {
  out += '"';
  // Runs of plain characters are appended at once: reports are mostly names and codes, and a
  // character at a time was a tenth of a PHH import's time (npm run bench).
  std::size_t run = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != '"' && c != '\\') continue;
    out.append(s, run, i - run);
    run = i + 1;
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default: {  // another control character
        constexpr char kHex[] = "0123456789abcdef";
        out += "\\u00";
        out += kHex[c >> 4];
        out += kHex[c & 15];
      }
    }
  }
  out.append(s, run, s.size() - run);
  out += '"';
}

void dump_to(std::string& out, const Json& j) {
  switch (j.type()) {
    case Json::Type::Null:
      out += "null";
      break;
    case Json::Type::Bool:
      out += j.as_bool() ? "true" : "false";
      break;
    case Json::Type::Integer:
      out += j.integer_overflow() ? j.overflow_text() : std::to_string(j.as_integer());
      break;
    case Json::Type::Real: {
      if (!j.number_text().empty()) {
        out += j.number_text();
        break;
      }
      double d = j.as_real();
      if (!std::isfinite(d)) {
        out += "null";
        break;
      }
      out += format_double(d);
      break;
    }
    case Json::Type::String:
      dump_string(out, j.as_string());
      break;
    case Json::Type::Array: {
      out += '[';
      bool first = true;
      for (const auto& v : j.items()) {
        if (!first) out += ',';
        first = false;
        dump_to(out, v);
      }
      out += ']';
      break;
    }
    case Json::Type::Object: {
      out += '{';
      bool first = true;
      for (const auto& [k, v] : j.members()) {
        if (!first) out += ',';
        first = false;
        dump_string(out, k);
        out += ':';
        dump_to(out, v);
      }
      out += '}';
      break;
    }
  }
}

}  // namespace

const Json* Json::find(std::string_view key) const {
  for (auto it = members_.rbegin(); it != members_.rend(); ++it)
    if (it->first == key) return &it->second;
  return nullptr;
}

Json& Json::add(std::string key, Json v) {
  members_.emplace_back(std::move(key), std::move(v));
  return members_.back().second;
}

Json& Json::set(std::string key, Json v) {
  for (auto& m : members_)
    if (m.first == key) return m.second = std::move(v);
  members_.emplace_back(std::move(key), std::move(v));
  return members_.back().second;
}

std::string Json::dump() const {
  std::string out;
  dump_to(out, *this);
  return out;
}

Result<Json> Json::parse(std::string_view text) {
  return Parser(text).run();
}

Json Json::parsed_real(double value, std::string_view text) {
  Json j(value);
  j.string_ = std::string(text);
  return j;
}

Json Json::decimal(std::int64_t units, int scale) {
  Json j;
  j.type_ = Type::Real;
  const std::uint64_t magnitude =
      units < 0 ? static_cast<std::uint64_t>(-(units + 1)) + 1 : static_cast<std::uint64_t>(units);
  std::string digits = std::to_string(magnitude);
  while (static_cast<int>(digits.size()) <= scale) digits.insert(0, "0");
  std::string text = digits.substr(0, digits.size() - static_cast<std::size_t>(scale));
  std::string frac = digits.substr(digits.size() - static_cast<std::size_t>(scale));
  while (!frac.empty() && frac.back() == '0') frac.pop_back();
  j.string_ = (units < 0 ? "-" : "") + text + (frac.empty() ? "" : "." + frac);
  double div = 1;
  for (int i = 0; i < scale; ++i) div *= 10;
  j.real_ = static_cast<double>(units) / div;
  return j;
}

bool Json::operator==(const Json& o) const {
  if (type_ != o.type_) return false;
  switch (type_) {
    case Type::Null:
      return true;
    case Type::Bool:
      return bool_ == o.bool_;
    case Type::Integer:
      return int_ == o.int_ && overflow_ == o.overflow_ && string_ == o.string_;
    case Type::Real:
      return real_ == o.real_ || (real_ != real_ && o.real_ != o.real_);
    case Type::String:
      return string_ == o.string_;
    case Type::Array:
      return items_ == o.items_;
    case Type::Object:
      return members_ == o.members_;
  }
  return false;
}

Json Json::make_integer_overflow(std::string_view text) {
  Json j;
  j.type_ = Type::Integer;
  j.overflow_ = true;
  j.int_ = INT64_MAX;
  j.string_ = text.empty() ? std::string("9223372036854775808") : std::string(text);
  return j;
}

const char* type_name(Json::Type t) {
  switch (t) {
    case Json::Type::Null:
      return "null";
    case Json::Type::Bool:
      return "a boolean";
    case Json::Type::Integer:
    case Json::Type::Real:
      return "a number";
    case Json::Type::String:
      return "a string";
    case Json::Type::Array:
      return "an array";
    case Json::Type::Object:
      return "an object";
  }
  return "?";
}

}  // namespace tapis

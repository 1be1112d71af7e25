#include "core/phh/toml.hpp"

#include <cstdint>
#include <limits>
#include <unordered_set>

#include "core/json/utf8.hpp"

namespace tapis {

namespace {

constexpr int kMaxDepth = 32;

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_bare_key_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || is_digit(c) || c == '_' || c == '-';
}
bool is_token_char(char c) {
  return is_bare_key_char(c) || c == '+' || c == '.' || c == ':';
}

// `n` digits at s[at...].
bool digits_at(std::string_view s, std::size_t at, std::size_t n) {
  if (at + n > s.size()) return false;
  for (std::size_t i = at; i < at + n; ++i)
    if (!is_digit(s[i])) return false;
  return true;
}

// hh:mm:ss[.fraction] at s[at...]; returns the end or npos.
std::size_t time_end(std::string_view s, std::size_t at) {
  if (!digits_at(s, at, 2) || at + 8 > s.size() || s[at + 2] != ':' || !digits_at(s, at + 3, 2) ||
      s[at + 5] != ':' || !digits_at(s, at + 6, 2))
    return std::string_view::npos;
  std::size_t end = at + 8;
  if (end < s.size() && s[end] == '.') {
    const std::size_t start = ++end;
    while (end < s.size() && is_digit(s[end])) ++end;
    if (end == start) return std::string_view::npos;
  }
  return end;
}

}  // namespace

bool looks_like_toml_datetime(std::string_view s) {
  std::size_t end = 0;
  if (digits_at(s, 0, 4) && s.size() >= 10 && s[4] == '-' && digits_at(s, 5, 2) && s[7] == '-' &&
      digits_at(s, 8, 2)) {
    end = 10;
    if (end == s.size()) return true;  // a local date
    if (s[end] != 'T' && s[end] != 't' && s[end] != ' ') return false;
    end = time_end(s, end + 1);
    if (end == std::string_view::npos) return false;
    if (end < s.size() && (s[end] == 'Z' || s[end] == 'z')) ++end;
    if (end < s.size() && (s[end] == '+' || s[end] == '-')) {
      if (!digits_at(s, end + 1, 2) || end + 6 > s.size() || s[end + 3] != ':' ||
          !digits_at(s, end + 4, 2))
        return false;
      end += 6;
    }
    return end == s.size();
  }
  end = time_end(s, 0);  // a local time
  return end != std::string_view::npos && end == s.size();
}

namespace {

// The length of the UTF-8 sequence at s[at], 0 when it is not valid UTF-8 (TOML files are UTF-8).
std::size_t utf8_length(std::string_view s, std::size_t at) {
  const auto b = static_cast<unsigned char>(s[at]);
  std::size_t n = 0;
  std::uint32_t cp = 0;
  if (b < 0x80) return 1;
  if ((b & 0xE0) == 0xC0) {
    n = 2;
    cp = b & 0x1F;
  } else if ((b & 0xF0) == 0xE0) {
    n = 3;
    cp = b & 0x0F;
  } else if ((b & 0xF8) == 0xF0) {
    n = 4;
    cp = b & 0x07;
  } else {
    return 0;
  }
  if (at + n > s.size()) return 0;
  for (std::size_t i = 1; i < n; ++i) {
    const auto c = static_cast<unsigned char>(s[at + i]);
    if ((c & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (c & 0x3F);
  }
  const std::uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < least[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return n;
}

// A JSON number's text as a double, to a few ulps (exact conversion is not needed here).
double approximate(std::string_view text) {
  double mantissa = 0;
  long scale = 0;
  std::size_t i = 0;
  const bool negative = !text.empty() && text[0] == '-';
  if (negative) ++i;
  bool point = false;
  for (; i < text.size() && text[i] != 'e' && text[i] != 'E'; ++i) {
    if (text[i] == '.') {
      point = true;
      continue;
    }
    if (mantissa < 1e17) {
      mantissa = mantissa * 10 + (text[i] - '0');
      if (point) --scale;
    } else if (!point) {
      ++scale;
    }
  }
  if (i < text.size()) {
    ++i;
    const bool minus = i < text.size() && text[i] == '-';
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
    long e = 0;
    for (; i < text.size() && e < 100000; ++i) e = e * 10 + (text[i] - '0');
    scale += minus ? -e : e;
  }
  double v = mantissa;
  for (; scale > 0 && v < 1e308; --scale) v *= 10;
  for (; scale < 0 && v > 0; ++scale) v /= 10;
  return negative ? -v : v;
}

class Parser {
 public:
  explicit Parser(std::string_view text) : t_(text) {}

  std::vector<TomlTable> run() {
    std::vector<TomlTable> tables(1);
    std::unordered_set<std::string> names;  // every header's name so far
    TomlTable* current = &tables[0];
    while (p_ < t_.size()) {
      skip_blank();
      if (p_ >= t_.size()) break;
      if (newline()) continue;
      if (t_[p_] == '#') {
        if (!comment()) {
          fail_at(*current);
          skip_to_header();
        }
        continue;
      }
      if (t_[p_] == '[') {
        TomlTable table;
        table.header = true;
        table.line = line_of(p_);
        const bool ok = header(table.name) && end_of_line();
        // A set, not a scan of the tables read so far: a .phhs holds thousands of them.
        const bool seen = !names.insert(table.name).second;
        if (ok && seen) {
          why_ = "toml.duplicate-table";
          fail_pos_ = p_;
        }
        tables.push_back(std::move(table));
        current = &tables.back();
        if (!ok || why_) {
          fail_at(*current);
          skip_to_header();
        }
        continue;
      }
      if (current->values.size() == 0 && current->line == 0) current->line = line_of(p_);
      if (!key_value(current->values) || !end_of_line()) {
        fail_at(*current);
        skip_to_header();
      }
    }
    if (tables[0].values.size() == 0 && !tables[0].error) tables.erase(tables.begin());
    return tables;
  }

 private:
  bool at(char c, std::size_t ahead = 0) const {
    return p_ + ahead < t_.size() && t_[p_ + ahead] == c;
  }
  // Keeps the first reason the text is not TOML: a term of the catalogue (terms "toml.*"), said
  // as phh.toml's {why}; not a message code of its own.
  bool refuse(const char* why) {
    if (!why_) {
      why_ = why;
      fail_pos_ = p_;
    }
    return false;
  }

  // Lines are counted on demand, onward from the last position asked (headers come in order,
  // so a .phhs of many hands is counted once).
  int line_of(std::size_t pos) {
    if (pos < counted_to_) {
      counted_to_ = 0;
      counted_line_ = 1;
    }
    for (; counted_to_ < pos && counted_to_ < t_.size(); ++counted_to_)
      if (t_[counted_to_] == '\n') ++counted_line_;
    return counted_line_;
  }

  void fail_at(TomlTable& table) {
    std::size_t pos = fail_pos_ < t_.size() ? fail_pos_ : t_.size();
    std::size_t start = pos;
    while (start > 0 && t_[start - 1] != '\n') --start;
    std::int64_t column = 1;
    for (std::size_t i = start; i < pos; ++i)
      if ((static_cast<unsigned char>(t_[i]) & 0xC0) != 0x80) ++column;
    if (!table.error) table.error = error_value(line_of(pos), column, why_ ? why_ : "toml.value");
    why_ = nullptr;
  }

  static Error error_value(int line, std::int64_t column, const char* why) {
    return tapis::error("phh.toml").number("line", line).number("column", column).text("why", why);
  }

  // Skips to the start of the next line that opens a table header.
  void skip_to_header() {
    while (p_ < t_.size()) {
      while (p_ < t_.size() && t_[p_] != '\n') ++p_;
      if (p_ < t_.size()) ++p_;
      std::size_t q = p_;
      while (q < t_.size() && (t_[q] == ' ' || t_[q] == '\t')) ++q;
      if (q < t_.size() && t_[q] == '[') {
        p_ = q;
        return;
      }
    }
  }

  void skip_blank() {
    while (p_ < t_.size() && (t_[p_] == ' ' || t_[p_] == '\t')) ++p_;
  }
  bool newline() {
    if (at('\n')) {
      ++p_;
      return true;
    }
    if (at('\r') && at('\n', 1)) {
      p_ += 2;
      return true;
    }
    return false;
  }
  // '#' to the end of the line (the newline stays).
  bool comment() {
    ++p_;
    while (p_ < t_.size() && t_[p_] != '\n') {
      const char c = t_[p_];
      if (c == '\r' && at('\n', 1)) break;
      if ((static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7F)
        return refuse("toml.control-character");
      const std::size_t n = utf8_length(t_, p_);
      if (n == 0) return refuse("toml.utf8");
      p_ += n;
    }
    return true;
  }
  // After a value or a header: blanks, maybe a comment, then a newline or the end.
  bool end_of_line() {
    skip_blank();
    if (at('#') && !comment()) return false;
    if (p_ >= t_.size() || newline()) return true;
    return refuse("toml.after-value");
  }
  // Blanks, newlines and comments (inside arrays).
  bool skip_space() {
    while (p_ < t_.size()) {
      skip_blank();
      if (newline()) continue;
      if (at('#')) {
        if (!comment()) return false;
        continue;
      }
      break;
    }
    return true;
  }

  bool key(std::string& out) {
    if (at('"')) return basic_string(out);
    if (at('\'')) return literal_string(out);
    const std::size_t start = p_;
    while (p_ < t_.size() && is_bare_key_char(t_[p_])) ++p_;
    if (p_ == start) return refuse("toml.key");
    out.assign(t_.substr(start, p_ - start));
    return true;
  }

  bool header(std::string& name) {
    ++p_;  // '['
    if (at('[')) return refuse("toml.array-of-tables");
    skip_blank();
    if (!key(name)) return false;
    skip_blank();
    if (at('.')) return refuse("toml.dotted-key");
    if (!at(']')) return refuse("toml.header");
    ++p_;
    return true;
  }

  bool key_value(Json& table) {
    std::string k;
    if (!key(k)) return false;
    skip_blank();
    if (at('.')) return refuse("toml.dotted-key");
    if (!at('=')) return refuse("toml.equals");
    ++p_;
    skip_blank();
    const std::size_t value_at = p_;
    Json v;
    if (!value(v, 0)) return false;
    if (table.find(k)) {
      p_ = value_at;
      return refuse("toml.duplicate-key");
    }
    table.add(std::move(k), std::move(v));
    return true;
  }

  bool value(Json& out, int depth) {
    if (p_ >= t_.size()) return refuse("toml.value");
    const char c = t_[p_];
    if (c == '"') {
      std::string s;
      if (!(at('"', 1) && at('"', 2) ? multiline_basic(s) : basic_string(s))) return false;
      out = Json(std::move(s));
      return true;
    }
    if (c == '\'') {
      std::string s;
      if (!(at('\'', 1) && at('\'', 2) ? multiline_literal(s) : literal_string(s))) return false;
      out = Json(std::move(s));
      return true;
    }
    if (c == '[') return array(out, depth + 1);
    if (c == '{') return refuse("toml.inline-table");
    if (t_.substr(p_, 4) == "true" && !(p_ + 4 < t_.size() && is_token_char(t_[p_ + 4]))) {
      p_ += 4;
      out = Json(true);
      return true;
    }
    if (t_.substr(p_, 5) == "false" && !(p_ + 5 < t_.size() && is_token_char(t_[p_ + 5]))) {
      p_ += 5;
      out = Json(false);
      return true;
    }
    if (is_digit(c) || c == '+' || c == '-' || c == 'i' || c == 'n') return number(out);
    return refuse("toml.value");
  }

  bool array(Json& out, int depth) {
    if (depth > kMaxDepth) return refuse("toml.depth");
    ++p_;  // '['
    out = Json::array();
    while (true) {
      if (!skip_space()) return false;
      if (at(']')) {
        ++p_;
        return true;
      }
      Json item;
      if (!value(item, depth)) return false;
      out.push(std::move(item));
      if (!skip_space()) return false;
      if (at(',')) {
        ++p_;
        continue;
      }
      if (at(']')) {
        ++p_;
        return true;
      }
      return refuse(p_ >= t_.size() ? "toml.unterminated-array" : "toml.array-comma");
    }
  }

  // One character of a string's content (not a quote or an escape), checked.
  bool content_char(std::string& out, bool multiline) {
    const char c = t_[p_];
    if (c == '\n' || (c == '\r' && at('\n', 1))) {
      if (!multiline) return refuse("toml.unterminated-string");
      const std::size_t n = c == '\r' ? 2 : 1;
      out.append(t_.substr(p_, n));
      p_ += n;
      return true;
    }
    if ((static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7F)
      return refuse("toml.control-character");
    const std::size_t n = utf8_length(t_, p_);
    if (n == 0) return refuse("toml.utf8");
    out.append(t_.substr(p_, n));
    p_ += n;
    return true;
  }

  bool escape(std::string& out) {
    ++p_;  // '\'
    if (p_ >= t_.size()) return refuse("toml.unterminated-string");
    const char c = t_[p_++];
    switch (c) {
      case 'b':
        out += '\b';
        return true;
      case 't':
        out += '\t';
        return true;
      case 'n':
        out += '\n';
        return true;
      case 'f':
        out += '\f';
        return true;
      case 'r':
        out += '\r';
        return true;
      case '"':
        out += '"';
        return true;
      case '\\':
        out += '\\';
        return true;
      case 'u':
      case 'U': {
        const std::size_t n = c == 'u' ? 4 : 8;
        std::uint32_t cp = 0;
        for (std::size_t i = 0; i < n; ++i, ++p_) {
          if (p_ >= t_.size()) return refuse("toml.escape");
          const char h = t_[p_];
          const int d = is_digit(h)              ? h - '0'
                        : (h >= 'a' && h <= 'f') ? h - 'a' + 10
                        : (h >= 'A' && h <= 'F') ? h - 'A' + 10
                                                 : -1;
          if (d < 0) return refuse("toml.escape");
          cp = cp * 16 + static_cast<std::uint32_t>(d);
        }
        if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return refuse("toml.escape");
        append_utf8(out, cp);
        return true;
      }
      default:
        --p_;
        return refuse("toml.escape");
    }
  }

  bool basic_string(std::string& out) {
    ++p_;  // '"'
    while (true) {
      if (p_ >= t_.size()) return refuse("toml.unterminated-string");
      if (t_[p_] == '"') {
        ++p_;
        return true;
      }
      if (t_[p_] == '\\') {
        if (!escape(out)) return false;
        continue;
      }
      if (!content_char(out, false)) return false;
    }
  }

  bool literal_string(std::string& out) {
    ++p_;  // '\''
    while (true) {
      if (p_ >= t_.size()) return refuse("toml.unterminated-string");
      if (t_[p_] == '\'') {
        ++p_;
        return true;
      }
      if (!content_char(out, false)) return false;
    }
  }

  // A closing run of three quotes; up to two more belong to the content ("""a"""" is a").
  bool closes(char quote, std::string& out) {
    if (!(at(quote) && at(quote, 1) && at(quote, 2))) return false;
    std::size_t run = 3;
    while (run < 5 && at(quote, run)) ++run;
    out.append(run - 3, quote);
    p_ += run;
    return true;
  }

  bool multiline_basic(std::string& out) {
    p_ += 3;
    newline();  // a newline right after the opening quotes is not content
    while (true) {
      if (p_ >= t_.size()) return refuse("toml.unterminated-string");
      if (closes('"', out)) return true;
      if (t_[p_] == '\\') {
        // A line-ending backslash trims the newline and the blanks after it.
        std::size_t q = p_ + 1;
        while (q < t_.size() && (t_[q] == ' ' || t_[q] == '\t')) ++q;
        if (q < t_.size() &&
            (t_[q] == '\n' || (t_[q] == '\r' && q + 1 < t_.size() && t_[q + 1] == '\n'))) {
          p_ = q;
          while (p_ < t_.size() &&
                 (t_[p_] == ' ' || t_[p_] == '\t' || t_[p_] == '\n' || t_[p_] == '\r'))
            ++p_;
          continue;
        }
        if (!escape(out)) return false;
        continue;
      }
      if (!content_char(out, true)) return false;
    }
  }

  bool multiline_literal(std::string& out) {
    p_ += 3;
    newline();
    while (true) {
      if (p_ >= t_.size()) return refuse("toml.unterminated-string");
      if (closes('\'', out)) return true;
      if (!content_char(out, true)) return false;
    }
  }

  // Digits with single underscores between them; the digits are appended to `out`.
  bool digit_run(std::string& out) {
    if (p_ >= t_.size() || !is_digit(t_[p_])) return false;
    while (p_ < t_.size()) {
      if (is_digit(t_[p_])) {
        out += t_[p_++];
      } else if (t_[p_] == '_' && p_ + 1 < t_.size() && is_digit(t_[p_ + 1]) &&
                 is_digit(t_[p_ - 1])) {
        ++p_;
      } else {
        break;
      }
    }
    return true;
  }

  bool number(Json& out) {
    const std::size_t start = p_;
    std::size_t end = p_;
    while (end < t_.size() && is_token_char(t_[end])) ++end;
    std::string_view token = t_.substr(start, end - start);
    // A date with a space before its time: "1979-05-27 07:32:00".
    if (token.size() == 10 && looks_like_toml_datetime(token) && end + 1 < t_.size() &&
        t_[end] == ' ' && time_end(t_, end + 1) != std::string_view::npos) {
      end += 1;
      while (end < t_.size() && is_token_char(t_[end])) ++end;
      token = t_.substr(start, end - start);
    }
    if (token.find(':') != std::string_view::npos ||
        (token.size() >= 10 && token[4] == '-' && digits_at(token, 0, 4))) {
      if (!looks_like_toml_datetime(token)) return refuse("toml.datetime");
      p_ = end;
      out = Json(std::string(token));
      return true;
    }
    std::string text;
    if (at('+') || at('-')) {
      if (at('-')) text += '-';
      ++p_;
    }
    const std::string_view rest = t_.substr(p_, end - p_);
    if (rest == "inf" || rest == "nan") {
      p_ = end;
      text += rest;
      if (text == "-nan") text = "nan";
      const double inf = std::numeric_limits<double>::infinity();
      const double v = text == "nan"   ? std::numeric_limits<double>::quiet_NaN()
                       : text == "inf" ? inf
                                       : -inf;
      out = Json::parsed_real(v, text);
      return true;
    }
    if (at('0') && (at('x', 1) || at('o', 1) || at('b', 1))) return refuse("toml.number-base");
    if (at('0') && p_ + 1 < t_.size() && (is_digit(t_[p_ + 1]) || t_[p_ + 1] == '_'))
      return refuse("toml.leading-zero");
    if (!digit_run(text)) return refuse("toml.number");
    bool real = false;
    if (at('.')) {
      real = true;
      text += '.';
      ++p_;
      if (!digit_run(text)) return refuse("toml.number");
    }
    if (at('e') || at('E')) {
      real = true;
      text += 'e';
      ++p_;
      if (at('+') || at('-')) text += t_[p_++];
      if (!digit_run(text)) return refuse("toml.number");
    }
    if (p_ != end) return refuse("toml.number");
    if (real) {
      // The text is what counts (amounts are read from it exactly); the value is near enough
      // for anything else, and cheap (a .phhs holds thousands of them).
      out = Json::parsed_real(approximate(text), text);
      return true;
    }
    // An integer: exact in int64, else an error (no PHH number comes near it).
    const bool negative = text[0] == '-';
    std::uint64_t magnitude = 0;
    for (std::size_t i = negative ? 1 : 0; i < text.size(); ++i) {
      const auto d = static_cast<std::uint64_t>(text[i] - '0');
      if (magnitude > (UINT64_MAX - d) / 10) {
        p_ = start;
        return refuse("toml.integer-too-large");
      }
      magnitude = magnitude * 10 + d;
    }
    const std::uint64_t limit = negative ? std::uint64_t{1} << 63 : (std::uint64_t{1} << 63) - 1;
    if (magnitude > limit) {
      p_ = start;
      return refuse("toml.integer-too-large");
    }
    const auto value =
        negative ? static_cast<std::int64_t>(0 - magnitude) : static_cast<std::int64_t>(magnitude);
    out = Json(value);
    return true;
  }

  std::string_view t_;
  std::size_t p_ = 0;
  const char* why_ = nullptr;
  std::size_t fail_pos_ = 0;
  std::size_t counted_to_ = 0;
  int counted_line_ = 1;
};

}  // namespace

std::vector<TomlTable> read_toml(std::string_view text) {
  Parser parser(text);
  return parser.run();
}

}  // namespace tapis

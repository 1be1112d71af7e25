#include "core/phh/toml_writer.hpp"

#include <optional>

#include "core/phh/toml.hpp"

namespace tapis {

std::string toml_string(std::string_view s) {
  static const char* hex = "0123456789ABCDEF";
  std::string out = "\"";
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\r') {
      out += "\\r";
    } else if (u < 0x20 || u == 0x7F) {
      out += "\\u00";
      out += hex[u >> 4];
      out += hex[u & 0xF];
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string toml_key(std::string_view k) {
  bool bare = !k.empty();
  for (char c : k)
    bare = bare && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                    c == '_' || c == '-');
  return bare ? std::string(k) : toml_string(k);
}

std::optional<std::string> toml_value(const Json& v, bool datetime) {
  switch (v.type()) {
    case Json::Type::Null:
    case Json::Type::Object:
      return std::nullopt;
    case Json::Type::Bool:
      return v.as_bool() ? "true" : "false";
    case Json::Type::Integer:
      return std::to_string(v.as_integer());
    case Json::Type::Real: {
      // A JSON number is a TOML float (a digit on both sides of the point, no '+').
      std::string t = v.dump();
      if (t == "null") return std::nullopt;
      return t;
    }
    case Json::Type::String:
      if (datetime && looks_like_toml_datetime(v.as_string())) return v.as_string();
      return toml_string(v.as_string());
    case Json::Type::Array: {
      std::string out = "[";
      bool first = true;
      for (const auto& item : v.items()) {
        auto t = toml_value(item);
        if (!t) continue;
        out += (first ? "" : ", ") + *t;
        first = false;
      }
      return out + "]";
    }
  }
  return std::nullopt;
}

}  // namespace tapis

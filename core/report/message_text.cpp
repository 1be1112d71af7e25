#include "core/report/message_text.hpp"

#include <optional>

namespace tapis {

namespace {

const Json* section(const Json& catalogue, std::string_view name) {
  const Json* s = catalogue.find(name);
  return s && s->is_object() ? s : nullptr;
}

std::optional<std::string> lookup(const Json& catalogue, std::string_view sec,
                                  std::string_view key) {
  const Json* s = section(catalogue, sec);
  const Json* v = s ? s->find(key) : nullptr;
  if (!v || !v->is_string()) return std::nullopt;
  return v->as_string();
}

const Param* find_param(const std::vector<Param>& params, std::string_view name) {
  for (const auto& p : params)
    if (p.name == name) return &p;
  return nullptr;
}

std::string join_list(const Json& catalogue, const std::vector<std::string>& items) {
  const std::string conj = lookup(catalogue, "terms", "list.and").value_or("and");
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? " " + conj + " " : ", ";
    out += items[i];
  }
  return out;
}

std::string plain(const Json& catalogue, const Param& p, const Money& money) {
  switch (p.kind) {
    case Param::Kind::Chips:
      return money.text(p.number);
    case Param::Kind::Number:
      return std::to_string(p.number);
    case Param::Kind::Text:
      return p.text;
    case Param::Kind::List:
      return join_list(catalogue, p.list);
  }
  return {};
}

// "players[2].cards" -> "players[].cards" and its indices.
std::string path_pattern(std::string_view path, std::vector<std::int64_t>& indices) {
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] != '[') {
      out += path[i];
      continue;
    }
    std::int64_t n = 0;
    std::size_t j = i + 1;
    while (j < path.size() && path[j] >= '0' && path[j] <= '9') n = n * 10 + (path[j++] - '0');
    indices.push_back(n);
    out += "[]";
    i = j;  // the ']'
  }
  return out;
}

std::string field_label(const Json& catalogue, std::string_view path,
                        const std::vector<Param>& params, const Money& money) {
  std::vector<std::int64_t> indices;
  std::string key = path_pattern(path, indices);
  if (auto exact = lookup(catalogue, "fields", path)) {  // "blinds[0]" has its own label
    std::vector<Param> with = params;
    return say_template(catalogue, *exact, with, money);
  }
  std::vector<Param> with = params;
  if (!indices.empty()) with.push_back(Param{"n", Param::Kind::Number, indices[0] + 1});
  if (indices.size() > 1) with.push_back(Param{"m", Param::Kind::Number, indices[1] + 1});
  // The most precise label there is: "players[].post.live", then "players[].post", ...
  while (!key.empty()) {
    if (auto label = lookup(catalogue, "fields", key))
      return say_template(catalogue, *label, with, money);
    const std::size_t cut = key.find_last_of(".[");
    key = cut == std::string::npos ? "" : key.substr(0, cut);
  }
  return std::string(path);
}

class Renderer {
 public:
  Renderer(const Json& catalogue, const std::vector<Param>& params, const Money& money)
      : catalogue_(catalogue), params_(params), money_(money) {}

  // Renders text[pos..] up to an unmatched '}' (or the end); `hash` is what '#' says.
  std::string run(std::string_view text, std::size_t& pos, const std::string* hash) {
    std::string out;
    while (pos < text.size()) {
      const char c = text[pos];
      if (c == '}') return out;
      if (c == '#' && hash) {
        out += *hash;
        ++pos;
        continue;
      }
      if (c != '{') {
        out += c;
        ++pos;
        continue;
      }
      out += argument(text, pos, hash);
    }
    return out;
  }

 private:
  static std::string_view word(std::string_view text, std::size_t& pos) {
    while (pos < text.size() && text[pos] == ' ') ++pos;
    const std::size_t start = pos;
    while (pos < text.size() && text[pos] != ',' && text[pos] != '}' && text[pos] != '{' &&
           text[pos] != ' ')
      ++pos;
    std::string_view w = text.substr(start, pos - start);
    while (pos < text.size() && text[pos] == ' ') ++pos;
    return w;
  }

  // Skips a {…} block (nested braces included), pos on its '{'.
  static void skip_block(std::string_view text, std::size_t& pos) {
    int depth = 0;
    for (; pos < text.size(); ++pos) {
      if (text[pos] == '{') ++depth;
      if (text[pos] == '}' && --depth == 0) {
        ++pos;
        return;
      }
    }
  }

  std::string argument(std::string_view text, std::size_t& pos, const std::string* hash) {
    const std::size_t open = pos++;
    const std::string_view name = word(text, pos);
    std::string_view format;
    if (pos < text.size() && text[pos] == ',') {
      ++pos;
      format = word(text, pos);
    }
    const Param* p = find_param(params_, name);
    if (format == "plural" || format == "select") {
      if (pos < text.size() && text[pos] == ',') ++pos;
      return cases(text, pos, p, format == "plural", hash);
    }
    // Close this argument.
    while (pos < text.size() && text[pos] != '}') ++pos;
    if (pos < text.size()) ++pos;
    if (!p) return std::string(text.substr(open, pos - open));
    return formatted(*p, format);
  }

  std::string formatted(const Param& p, std::string_view format) {
    const std::string value = plain(catalogue_, p, money_);
    if (format.empty()) return value;
    if (format == "chips") return money_.text(p.number);
    if (format == "number") return std::to_string(p.number);
    if (format == "list")
      return p.kind == Param::Kind::List ? join_list(catalogue_, p.list) : value;
    if (format == "cards") {
      std::string out;
      for (const auto& c : p.list) out += (out.empty() ? "" : " ") + c;
      return p.kind == Param::Kind::List ? out : value;
    }
    if (format == "street") return lookup(catalogue_, "terms", "street." + p.text).value_or(p.text);
    if (format == "term") return lookup(catalogue_, "terms", p.text).value_or(p.text);
    if (format == "rule") return rule_text(catalogue_, p.text);
    if (format == "field") {
      if (p.name == "field") return field_label(catalogue_, p.text, params_, money_);
      // Another field ({other, field}): its player is {otherPlayer}, not the message's.
      std::vector<Param> own;
      for (const auto& q : params_)
        if (q.name != "player") own.push_back(q);
      if (const Param* whose = find_param(params_, p.name + "Player"))
        own.push_back(Param{"player", Param::Kind::Text, 0, whose->text});
      return field_label(catalogue_, p.text, own, money_);
    }
    return value;
  }

  std::string cases(std::string_view text, std::size_t& pos, const Param* p, bool plural,
                    const std::string* outer_hash) {
    std::string key;
    std::string number;
    std::int64_t n = 0;
    if (p) {
      // A list counts its items: {players, plural, =0 {…} other {…}}.
      n = p->kind == Param::Kind::List ? static_cast<std::int64_t>(p->list.size()) : p->number;
      number = p->kind == Param::Kind::List ? std::to_string(n) : plain(catalogue_, *p, money_);
      if (plural) key = n == 1 ? "one" : "other";
      if (!plural) key = p->kind == Param::Kind::Text ? p->text : number;
    } else {
      key = "none";  // the message has no such value: its `none` case, else `other`
    }
    std::optional<std::string> chosen, other;
    while (pos < text.size() && text[pos] != '}') {
      std::string_view k = word(text, pos);
      if (pos >= text.size() || text[pos] != '{') break;
      const bool exact =
          plural && !k.empty() && k[0] == '=' && p && k.substr(1) == std::to_string(n);
      const bool wanted = !chosen && (exact || k == key);
      if (wanted || (k == "other" && !other)) {
        ++pos;
        std::string body = run(text, pos, plural ? &number : outer_hash);
        if (pos < text.size()) ++pos;
        if (wanted)
          chosen = body;
        else
          other = body;
      } else {
        skip_block(text, pos);
      }
      while (pos < text.size() && text[pos] == ' ') ++pos;
    }
    if (pos < text.size()) ++pos;  // the argument's '}'
    return chosen ? *chosen : other.value_or("");
  }

  const Json& catalogue_;
  const std::vector<Param>& params_;
  const Money& money_;
};

}  // namespace

std::string say_template(const Json& catalogue, std::string_view text,
                         const std::vector<Param>& params, const Money& money) {
  Renderer r(catalogue, params, money);
  std::size_t pos = 0;
  std::string out;
  while (pos < text.size()) {
    out += r.run(text, pos, nullptr);
    if (pos < text.size()) out += text[pos++];  // a stray '}'
  }
  return out;
}

std::string say(const Json& catalogue, const std::string& code, const std::vector<Param>& params,
                const Money& money) {
  auto text = lookup(catalogue, "messages", code);
  if (!text) return code;
  return say_template(catalogue, *text, params, money);
}

std::string rule_text(const Json& catalogue, std::string_view rule) {
  std::string out;
  while (!rule.empty()) {
    const std::size_t plus = rule.find('+');
    const std::string_view id = rule.substr(0, plus);
    if (!out.empty()) out += "; ";
    out += lookup(catalogue, "rules", id).value_or(std::string(id));
    rule = plus == std::string_view::npos ? std::string_view{} : rule.substr(plus + 1);
  }
  return out;
}

}  // namespace tapis

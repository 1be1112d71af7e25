#include "core/report/quick_rows.hpp"

#include "core/report/report.hpp"

namespace tapis {

std::vector<QuickPlayerRow> quick_player_rows(const std::vector<std::string>& names,
                                              const std::vector<Stake>& stakes) {
  std::vector<QuickPlayerRow> rows;
  for (std::size_t i = 0; i < names.size(); ++i)
    rows.push_back({names[i], stakes[i].committed, stakes[i].folded});
  return rows;
}

Json to_json(const QuickPlayerRow& p, const Money& money) {
  Json j = Json::object();
  j.set("name", p.name);
  j.set("committed", amount_json(p.committed, money));
  j.set("folded", p.folded);
  return j;
}

}  // namespace tapis

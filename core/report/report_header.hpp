#pragma once
#include "core/betting/deal_config.hpp"
#include "core/json/json.hpp"
#include "core/spec/table_spec.hpp"

namespace tapis {

// The head of a report, the same writer for both modes: ok, errors and missing (placeholders
// the caller sets last), the mode, then the table: format, money unit, currency, button, the
// smallest chip; a deal (`deal` not null) adds its game, betting, blinds, antes, straddles and
// Limit sizes where the report has always had them.
void write_header(Json& report, const TableSpec& table, const DealConfig* deal);

}  // namespace tapis

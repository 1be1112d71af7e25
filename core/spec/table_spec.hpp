#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/betting/table_model.hpp"
#include "core/spec/reader.hpp"

namespace tapis {

// The table model (TableSpec, core/betting/table_model.hpp) read from a spec.
TableSpec read_table_spec(Reader& r, const Json& spec);

// Whether a spec's "currency" is a code the page can show amounts in: three capital letters.
bool is_currency_code(const Json& currency);

}  // namespace tapis

#include "core/report/catalogue.hpp"

#include "core/report/catalogue_text.hpp"

namespace tapis {

const Json& english_catalogue() {
  // The text is the build's own (catalogue.cmake checks it is JSON): it always parses.
  static const Json catalogue = [] {
    auto parsed = Json::parse(kEnglishCatalogueText);
    return parsed ? std::move(parsed).value() : Json::object();
  }();
  return catalogue;
}

}  // namespace tapis

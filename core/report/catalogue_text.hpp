#pragma once

namespace tapis {

// The JSON text of the English catalogue's core sections (generated, see catalogue.cmake).
extern const char* const kEnglishCatalogueText;

}  // namespace tapis

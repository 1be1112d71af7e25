#pragma once
// Decimal text <-> double for JSON numbers, exact, without the C library: printf and strtod bring
// long double arithmetic (about 12 KB gzip) into the page's WASM, for the few real numbers a spec
// or a report holds (equity fractions, a precision).
#include <string>
#include <string_view>

namespace tapis {

// The text printf("%.17g") gives: 17 significant digits of the exact binary value, rounded half to
// even, trailing zeros dropped, an exponent when the value is below 1e-4 or from 1e17 up. Finite
// values only (the JSON writer prints null otherwise).
std::string format_double(double value);

// A JSON number (-?digits[.digits][e[+-]digits], already checked by the parser) to the nearest
// double, ties to even, as strtod does; beyond the largest double: infinity; below the smallest
// subnormal: zero. Only the first 800 significant digits are read exactly, the rest as one
// sticky digit (767 decide a double).
double parse_double(std::string_view json_number);

}  // namespace tapis

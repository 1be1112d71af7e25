// Side-by-side benchmark: Tapis's evaluator and equity engine (core/ of the Tapis checkout) against
// OMPEval (zekyll/OMPEval) and, as a second anchor, phevaluator (HenryRLee/PokerHandEvaluator, C
// library). The same file is built natively (g++) and to WebAssembly (em++, run by node with
// NODERAWFS): every timed loop runs inside the program, so in WASM the loop is inside the module.
//
//   bench eval   HANDS_FILE [--reps N] [--warmup W]   7-card evals/s on the same hands
//   bench check  HANDS_FILE                           category histograms, pairwise winners
//   bench enum   [--reps N] [--warmup W]              all 133,784,560 hands
//   bench equity [--reps N] [--warmup W]              AhAs v KsKd, AhAs v KsKd v QcQh (exact)
//
// Output: one JSON object per line (bench/vs-ompeval/table.mjs turns them into the table).
// Built and run by scripts/bench-vs-ompeval.sh (OMPEVAL=<dir> npm run bench); OMPEval's code is
// never in this repository.
// Engines inside one section run interleaved: round r times A, B(, C) in turn.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "bench/eval_loops.hpp"  // Tapis's own timed loops
#include "core/cards/evaluator.hpp"
#include "core/json/json.hpp"
#include "core/report/analyze.hpp"
#include "omp/HandEvaluator.h"
#if PERF_OMP_EQUITY
#include "omp/EquityCalculator.h"
#endif
#if PERF_PHE
extern "C" int evaluate_7cards(int a, int b, int c, int d, int e, int f, int g);
#endif

#if defined(__EMSCRIPTEN__)
#define PERF_ENV "wasm"
#else
#define PERF_ENV "native"
#endif
// The build's name, given as -DPERF_BUILD_NAME=native-v2 (stringified here).
#define PERF_STR2(x) #x
#define PERF_STR(x) PERF_STR2(x)
#ifdef PERF_BUILD_NAME
#define PERF_BUILD PERF_STR(PERF_BUILD_NAME)
#else
#define PERF_BUILD "unnamed"
#endif

#define NOINLINE __attribute__((noinline))

namespace {

using tapis::Card;
using tapis::CardSet;
using tapis::Evaluator;
using Clock = std::chrono::steady_clock;

// ---- timed loops -------------------------------------------------------------------------------
// Every loop returns the sum of the values it read, so nothing can be optimised away. Each is a
// function of its own (noinline): in WASM, V8 swaps in its optimised code between calls, so
// every rep must be a fresh call. The plain loops walk the hands by pointer, as OMPEval's own
// benchmark does (a range-for over its table): an index times 7 costs V8 a multiply and a
// register per hand, the same for every engine.

// Tapis from 7 card ids, one hand at a time: Evaluator::value(span<const Card>) (the "card
// arrays" form of bench/eval_loops.hpp, without its prefetch).
NOINLINE std::uint64_t tapis_ids_plain(const Evaluator& evaluator, const Card* hands,
                                       std::size_t count) {
  const Evaluator e = evaluator;  // as eval_loops.hpp: table pointers stay in registers
  std::uint64_t checksum = 0;
  for (const Card *hand = hands, *end = hands + 7 * count; hand != end; hand += 7)
    checksum += e.value(std::span<const Card>(hand, 7)).raw;
  return checksum;
}
// Tapis's own batched loop over card arrays (8 hands a step, prefetch 128 hands ahead).
NOINLINE std::uint64_t tapis_ids_prefetch(const Evaluator& e, const Card* hands, std::size_t n) {
  return tapis::bench::sum_values(e, hands, n);
}
// Tapis on card sets built before timing (8 bytes a hand): its plain and its batched loop.
NOINLINE std::uint64_t tapis_sets_plain(const Evaluator& e, const CardSet* sets, std::size_t n) {
  return tapis::bench::sum_values_plain(e, sets, n);
}
NOINLINE std::uint64_t tapis_sets_prefetch(const Evaluator& e, const CardSet* sets, std::size_t n) {
  return tapis::bench::sum_values(e, sets, n);
}

// Tapis on incremental keys built before timing (16 bytes a hand, as OMPEval's Hand).
NOINLINE std::uint64_t tapis_keys_plain(const Evaluator& e, const tapis::HandKey* keys,
                                        std::size_t n) {
  return tapis::bench::sum_values_plain(e, keys, n);
}
NOINLINE std::uint64_t tapis_keys_prefetch(const Evaluator& e, const tapis::HandKey* keys,
                                           std::size_t n) {
  return tapis::bench::sum_values(e, keys, n);
}

// OMPEval from 7 card ids, one hand at a time: Hand::empty() + Hand(c) x 7, then evaluate
// (OMPEval's own "Rand1" benchmark method).
inline omp::Hand omp_hand(const std::uint8_t* c) {
  return omp::Hand::empty() + omp::Hand(c[0]) + omp::Hand(c[1]) + omp::Hand(c[2]) +
         omp::Hand(c[3]) + omp::Hand(c[4]) + omp::Hand(c[5]) + omp::Hand(c[6]);
}
NOINLINE std::uint64_t omp_ids_plain(const omp::HandEvaluator& e, const std::uint8_t* hands,
                                     std::size_t count) {
  std::uint64_t checksum = 0;
  for (const std::uint8_t *hand = hands, *end = hands + 7 * count; hand != end; hand += 7)
    checksum += e.evaluate(omp_hand(hand));
  return checksum;
}
// The same with Tapis's batching and prefetch, constant for constant (kBatch, kPrefetchAhead).
NOINLINE std::uint64_t omp_ids_prefetch(const omp::HandEvaluator& e, const std::uint8_t* hands,
                                        std::size_t count) {
  using tapis::bench::kBatch;
  using tapis::bench::kPrefetchAhead;
  std::uint64_t checksum = 0;
  std::size_t h = 0;
  for (; h + kBatch <= count; h += kBatch) {
    __builtin_prefetch(hands + 7 * (h + kPrefetchAhead));
    for (std::size_t k = 0; k < kBatch; ++k) checksum += e.evaluate(omp_hand(hands + 7 * (h + k)));
  }
  for (; h < count; ++h) checksum += e.evaluate(omp_hand(hands + 7 * h));
  return checksum;
}
// OMPEval on Hand objects built before timing (16 bytes a hand, OMPEval's "Rand2").
NOINLINE std::uint64_t omp_hands_plain(const omp::HandEvaluator& e, const omp::Hand* hands,
                                       std::size_t count) {
  std::uint64_t checksum = 0;
  for (const omp::Hand *hand = hands, *end = hands + count; hand != end; ++hand)
    checksum += e.evaluate(*hand);
  return checksum;
}
// Prefetch the same distance in hands as Tapis's set loop: 8 hands are two cache lines here.
NOINLINE std::uint64_t omp_hands_prefetch(const omp::HandEvaluator& e, const omp::Hand* hands,
                                          std::size_t count) {
  using tapis::bench::kBatch;
  using tapis::bench::kPrefetchAhead;
  std::uint64_t checksum = 0;
  std::size_t h = 0;
  for (; h + kBatch <= count; h += kBatch) {
    __builtin_prefetch(hands + h + kPrefetchAhead);
    __builtin_prefetch(hands + h + kPrefetchAhead + kBatch / 2);
    for (std::size_t k = 0; k < kBatch; ++k) checksum += e.evaluate(hands[h + k]);
  }
  for (; h < count; ++h) checksum += e.evaluate(hands[h]);
  return checksum;
}

#if PERF_PHE
// phevaluator: evaluate_7cards(a..g) from its static library (another translation unit, no LTO).
// Lower is better (1 = royal flush); summing 7463 - rank keeps "higher is better" checksums.
NOINLINE std::uint64_t phe_ids_plain(const std::uint8_t* hands, std::size_t count) {
  std::uint64_t checksum = 0;
  for (const std::uint8_t *c = hands, *end = hands + 7 * count; c != end; c += 7)
    checksum += 7463 - evaluate_7cards(c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
  return checksum;
}
NOINLINE std::uint64_t phe_ids_prefetch(const std::uint8_t* hands, std::size_t count) {
  using tapis::bench::kBatch;
  using tapis::bench::kPrefetchAhead;
  std::uint64_t checksum = 0;
  std::size_t h = 0;
  auto one = [&](std::size_t i) {
    const std::uint8_t* c = hands + 7 * i;
    return 7463 - evaluate_7cards(c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
  };
  for (; h + kBatch <= count; h += kBatch) {
    __builtin_prefetch(hands + 7 * (h + kPrefetchAhead));
    for (std::size_t k = 0; k < kBatch; ++k) checksum += one(h + k);
  }
  for (; h < count; ++h) checksum += one(h);
  return checksum;
}
#endif

// ---- enumeration of all 133,784,560 hands ----------------------------------------------------
// Tapis: its own bench::enumerate_all (nested loops carry each prefix's HandKey).
NOINLINE std::uint64_t tapis_enum(const Evaluator& e) {
  return tapis::bench::enumerate_all(e);
}
// OMPEval: the same nested loops, each prefix a Hand, the last card added in the innermost loop.
NOINLINE std::uint64_t omp_enum(const omp::HandEvaluator& e) {
  std::uint64_t checksum = 0;
  for (unsigned a = 0; a < 52; ++a) {
    const omp::Hand ha = omp::Hand::empty() + omp::Hand(a);
    for (unsigned b = a + 1; b < 52; ++b) {
      const omp::Hand hb = ha + omp::Hand(b);
      for (unsigned c = b + 1; c < 52; ++c) {
        const omp::Hand hc = hb + omp::Hand(c);
        for (unsigned x = c + 1; x < 52; ++x) {
          const omp::Hand hx = hc + omp::Hand(x);
          for (unsigned y = x + 1; y < 52; ++y) {
            const omp::Hand hy = hx + omp::Hand(y);
            for (unsigned z = y + 1; z < 52; ++z) {
              const omp::Hand six = hy + omp::Hand(z);
              std::uint64_t sum = 0;
              for (unsigned w = z + 1; w < 52; ++w) sum += e.evaluate(six + omp::Hand(w));
              checksum += sum;
            }
          }
        }
      }
    }
  }
  return checksum;
}
// OMPEval in the shape of Tapis's enumerate_all (the last three cards in a call of their own, once
// per four-card prefix): the loop shape alone, measured for both engines. OMPEval's own is the
// one-nest loop above (faster for it natively).
[[gnu::noinline, gnu::aligned(64)]] std::uint64_t omp_sum_last_three(const omp::HandEvaluator& e,
                                                                     omp::Hand four,
                                                                     unsigned from) {
  std::uint64_t checksum = 0;
  for (unsigned y = from; y < 52; ++y) {
    const omp::Hand five = four + omp::Hand(y);
    for (unsigned z = y + 1; z < 52; ++z) {
      const omp::Hand six = five + omp::Hand(z);
      std::uint64_t sum = 0;
      for (unsigned w = z + 1; w < 52; ++w) sum += e.evaluate(six + omp::Hand(w));
      checksum += sum;
    }
  }
  return checksum;
}
NOINLINE std::uint64_t omp_enum_tapis_shape(const omp::HandEvaluator& e) {
  std::uint64_t checksum = 0;
  for (unsigned a = 0; a < 52; ++a) {
    const omp::Hand ha = omp::Hand::empty() + omp::Hand(a);
    for (unsigned b = a + 1; b < 52; ++b) {
      const omp::Hand hb = ha + omp::Hand(b);
      for (unsigned c = b + 1; c < 52; ++c) {
        const omp::Hand hc = hb + omp::Hand(c);
        for (unsigned x = c + 1; x < 52; ++x)
          checksum += omp_sum_last_three(e, hc + omp::Hand(x), x + 1);
      }
    }
  }
  return checksum;
}
// The same two loops counting each value's class (raw >> 12) instead of summing: the counts
// that are checked. (A histogram store per hand costs more than the sum.)
NOINLINE void tapis_enum_hist(const Evaluator& evaluator, std::uint64_t* hist) {
  const Evaluator e = evaluator;
  using tapis::HandKey;
  const auto card = [](int i) { return *Card::from_index(i); };
  for (int a = 0; a < 52; ++a) {
    const HandKey ka = add(HandKey{}, card(a));
    for (int b = a + 1; b < 52; ++b) {
      const HandKey kb = add(ka, card(b));
      for (int c = b + 1; c < 52; ++c) {
        const HandKey kc = add(kb, card(c));
        for (int x = c + 1; x < 52; ++x) {
          const HandKey kx = add(kc, card(x));
          for (int y = x + 1; y < 52; ++y) {
            const HandKey ky = add(kx, card(y));
            for (int z = y + 1; z < 52; ++z) {
              const HandKey six = add(ky, card(z));
              for (int w = z + 1; w < 52; ++w) ++hist[e.value(add(six, card(w))).raw >> 12];
            }
          }
        }
      }
    }
  }
}
NOINLINE void omp_enum_hist(const omp::HandEvaluator& e, std::uint64_t* hist) {
  for (unsigned a = 0; a < 52; ++a) {
    const omp::Hand ha = omp::Hand::empty() + omp::Hand(a);
    for (unsigned b = a + 1; b < 52; ++b) {
      const omp::Hand hb = ha + omp::Hand(b);
      for (unsigned c = b + 1; c < 52; ++c) {
        const omp::Hand hc = hb + omp::Hand(c);
        for (unsigned x = c + 1; x < 52; ++x) {
          const omp::Hand hx = hc + omp::Hand(x);
          for (unsigned y = x + 1; y < 52; ++y) {
            const omp::Hand hy = hx + omp::Hand(y);
            for (unsigned z = y + 1; z < 52; ++z) {
              const omp::Hand six = hy + omp::Hand(z);
              for (unsigned w = z + 1; w < 52; ++w) ++hist[e.evaluate(six + omp::Hand(w)) >> 12];
            }
          }
        }
      }
    }
  }
}
#if PERF_PHE
// phevaluator has no incremental form: every hand is evaluate_7cards of its 7 ids.
NOINLINE void phe_enum_hist(std::uint64_t* hist) {
  for (int a = 0; a < 52; ++a)
    for (int b = a + 1; b < 52; ++b)
      for (int c = b + 1; c < 52; ++c)
        for (int x = c + 1; x < 52; ++x)
          for (int y = x + 1; y < 52; ++y)
            for (int z = y + 1; z < 52; ++z)
              for (int w = z + 1; w < 52; ++w) ++hist[evaluate_7cards(a, b, c, x, y, z, w)];
}
#endif

// ---- helpers
// -------------------------------------------------------------------------------------

double now_s() {
  return std::chrono::duration<double>(Clock::now().time_since_epoch()).count();
}

double thread_cpu_s() {
#if defined(__EMSCRIPTEN__)
  return 0;  // not available in WASM
#else
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
#endif
}

std::string loadavg() {
  std::FILE* f = std::fopen("/proc/loadavg", "r");
  if (!f) return "?";
  char buf[128] = {};
  const std::size_t n = std::fread(buf, 1, sizeof buf - 1, f);
  std::fclose(f);
  std::string s(buf, n);
  while (!s.empty() && (s.back() == '\n' || s.back() == ' ')) s.pop_back();
  return s;
}

struct Series {
  std::vector<double> wall, cpu;
  double median(const std::vector<double>& v) const {
    std::vector<double> s = v;
    std::sort(s.begin(), s.end());
    const std::size_t n = s.size();
    return n % 2 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
  }
};

std::string json_list(const std::vector<double>& v, const char* format = "%s%.6g") {
  std::string out = "[";
  char buf[48];
  for (std::size_t i = 0; i < v.size(); ++i) {
    std::snprintf(buf, sizeof buf, format, i ? "," : "", v[i]);
    out += buf;
  }
  return out + "]";
}

// One timed item: prints median, min, max (wall seconds), every run, the CPU-time median.
void print_series(const char* section, const char* engine, const char* form, const Series& s,
                  double work, const char* unit, const std::string& extra) {
  std::vector<double> w = s.wall;
  std::sort(w.begin(), w.end());
  std::printf(
      "{\"section\":\"%s\",\"env\":\"%s\",\"build\":\"%s\",\"engine\":\"%s\",\"form\":\"%s\","
      "\"median_s\":%.9g,\"min_s\":%.9g,\"max_s\":%.9g,\"cpu_median_s\":%.9g,\"work\":%.0f,"
      "\"unit\":\"%s\",\"runs_s\":%s%s}\n",
      section, PERF_ENV, PERF_BUILD, engine, form, s.median(s.wall), w.front(), w.back(),
      s.median(s.cpu), work, unit, json_list(s.wall).c_str(), extra.c_str());
  std::fflush(stdout);
}

struct Item {
  const char* engine;
  const char* form;
  std::function<std::uint64_t()> run;
  Series series;
  std::uint64_t checksum = 0;
  bool stable = true;  // same checksum on every run
  std::vector<double> warm;
};

// Warm-ups (each item W times, interleaved), then R rounds of A, B, C...
void run_interleaved(std::vector<Item>& items, int warmup, int reps) {
  for (int w = 0; w < warmup; ++w)
    for (Item& it : items) {
      const double t0 = now_s();
      const std::uint64_t c = it.run();
      it.warm.push_back(now_s() - t0);
      if (w == 0) it.checksum = c;
      if (c != it.checksum) it.stable = false;
    }
  for (int r = 0; r < reps; ++r)
    for (Item& it : items) {
      const double c0 = thread_cpu_s();
      const double t0 = now_s();
      const std::uint64_t c = it.run();
      const double t1 = now_s();
      const double c1 = thread_cpu_s();
      it.series.wall.push_back(t1 - t0);
      it.series.cpu.push_back(c1 - c0);
      if (warmup == 0 && r == 0) it.checksum = c;
      if (c != it.checksum) it.stable = false;
    }
}

std::vector<std::uint8_t> read_hands(const char* path) {
  std::FILE* f = std::fopen(path, "rb");
  if (!f) {
    std::perror(path);
    std::exit(1);
  }
  std::vector<std::uint8_t> bytes;
  std::uint8_t buf[1 << 16];
  std::size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) bytes.insert(bytes.end(), buf, buf + n);
  std::fclose(f);
  if (bytes.size() % 7 != 0) {
    std::fprintf(stderr, "%s: size %zu is not a multiple of 7\n", path, bytes.size());
    std::exit(1);
  }
  for (std::uint8_t b : bytes)
    if (b >= 52) {
      std::fprintf(stderr, "%s: card id %d out of range\n", path, b);
      std::exit(1);
    }
  return bytes;
}

const Evaluator& tapis_holdem() {
  return Evaluator::of(tapis::Rules{tapis::Game::Holdem});
}

// Category 1 (high card) .. 9 (straight flush) from each engine's value.
int tapis_category(std::uint16_t raw) {
  return static_cast<int>(tapis::category(tapis::HandValue{raw}));
}
int omp_category(std::uint16_t v) {
  return v >> 12;
}
#if PERF_PHE
int phe_category(int rank) {  // phevaluator's rank.c thresholds, in the same 1..9 order
  if (rank > 6185) return 1;
  if (rank > 3325) return 2;
  if (rank > 2467) return 3;
  if (rank > 1609) return 4;
  if (rank > 1599) return 5;
  if (rank > 322) return 6;
  if (rank > 166) return 7;
  if (rank > 10) return 8;
  return 9;
}
#endif

std::string hist_json(const std::uint64_t* h) {  // categories 1..9
  std::string out = "[";
  for (int c = 1; c <= 9; ++c) out += (c > 1 ? "," : "") + std::to_string(h[c]);
  return out + "]";
}

int cmp(int a, int b) {
  return (a > b) - (a < b);
}

// ---- sections
// ------------------------------------------------------------------------------------

int section_eval(const char* path, int warmup, int reps, bool prebuilt) {
  const std::string load0 = loadavg();
  const std::vector<std::uint8_t> ids = read_hands(path);
  const std::size_t n = ids.size() / 7;
  // Tapis reads Card objects (one byte each): the same bytes, copied into a Card array.
  std::vector<Card> cards(ids.size());
  std::memcpy(static_cast<void*>(cards.data()), ids.data(), ids.size());
  const Evaluator& te = tapis_holdem();
  omp::HandEvaluator oe;
  std::vector<CardSet> sets;
  std::vector<tapis::HandKey> keys;
  std::vector<omp::Hand> ohands;
  if (prebuilt) {  // converted before any timing
    sets.reserve(n);
    keys.reserve(n);
    ohands.reserve(n);
    for (std::size_t h = 0; h < n; ++h) {
      sets.push_back(CardSet::of(std::span<const Card>(cards.data() + 7 * h, 7)));
      keys.push_back(tapis::make_key(std::span<const Card>(cards.data() + 7 * h, 7)));
      ohands.push_back(omp_hand(ids.data() + 7 * h));
    }
  }
  const Card* tc = cards.data();
  const std::uint8_t* oc = ids.data();
  std::vector<std::vector<Item>> groups;
  groups.push_back({{"tapis", "ids_plain", [&] { return tapis_ids_plain(te, tc, n); }},
                    {"omp", "ids_plain", [&] { return omp_ids_plain(oe, oc, n); }}});
  groups.push_back({{"tapis", "ids_prefetch", [&] { return tapis_ids_prefetch(te, tc, n); }},
                    {"omp", "ids_prefetch", [&] { return omp_ids_prefetch(oe, oc, n); }}});
#if PERF_PHE
  groups[0].push_back({"phe", "ids_plain", [&] { return phe_ids_plain(oc, n); }});
  groups[1].push_back({"phe", "ids_prefetch", [&] { return phe_ids_prefetch(oc, n); }});
#endif
  const CardSet* ts = sets.data();  // (outlive the lambdas below)
  const omp::Hand* oh = ohands.data();
  const tapis::HandKey* tk = keys.data();
  if (prebuilt) {
    groups.push_back({{"tapis", "prebuilt_plain", [&] { return tapis_sets_plain(te, ts, n); }},
                      {"omp", "prebuilt_plain", [&] { return omp_hands_plain(oe, oh, n); }}});
    groups.push_back(
        {{"tapis", "prebuilt_prefetch", [&] { return tapis_sets_prefetch(te, ts, n); }},
         {"omp", "prebuilt_prefetch", [&] { return omp_hands_prefetch(oe, oh, n); }}});
    // Like for like: Tapis's incremental key is 16 bytes, as OMPEval's Hand.
    groups.push_back({{"tapis", "prebuilt_key_plain", [&] { return tapis_keys_plain(te, tk, n); }},
                      {"omp", "prebuilt_key_plain", [&] { return omp_hands_plain(oe, oh, n); }}});
    groups.push_back(
        {{"tapis", "prebuilt_key_prefetch", [&] { return tapis_keys_prefetch(te, tk, n); }},
         {"omp", "prebuilt_key_prefetch", [&] { return omp_hands_prefetch(oe, oh, n); }}});
  }
  int bad = 0;
  std::uint64_t first_sum[3] = {0, 0, 0};
  for (auto& g : groups) {
    const std::string l0 = loadavg();
    run_interleaved(g, warmup, reps);
    const std::string l1 = loadavg();
    for (std::size_t i = 0; i < g.size(); ++i) {
      Item& it = g[i];
      // Every form of one engine must read the same values.
      if (&g == &groups.front()) first_sum[i] = it.checksum;
      const bool same = it.checksum == first_sum[i];
      if (!same || !it.stable) ++bad;
      char extra[512];
      std::snprintf(
          extra, sizeof extra,
          ",\"hands\":%zu,\"checksum\":%llu,\"stable\":%s,\"same_as_ids_plain\":%s,"
          "\"warmup_s\":%s,\"load_before\":\"%s\",\"load_after\":\"%s\","
          "\"bytes_per_hand\":%zu",
          n, static_cast<unsigned long long>(it.checksum), it.stable ? "true" : "false",
          same ? "true" : "false", json_list(it.warm).c_str(), l0.c_str(), l1.c_str(),
          std::strncmp(it.form, "prebuilt", 8) == 0
              ? (std::strcmp(it.engine, "tapis") == 0
                     ? (std::strncmp(it.form, "prebuilt_key", 12) == 0 ? sizeof(tapis::HandKey)
                                                                       : sizeof(CardSet))
                     : sizeof(omp::Hand))
              : std::size_t{7});
      print_series("eval", it.engine, it.form, it.series, static_cast<double>(n), "hands", extra);
    }
  }
  std::printf(
      "{\"section\":\"eval_done\",\"env\":\"%s\",\"build\":\"%s\",\"bad\":%d,"
      "\"load_start\":\"%s\",\"load_end\":\"%s\"}\n",
      PERF_ENV, PERF_BUILD, bad, load0.c_str(), loadavg().c_str());
  return bad ? 1 : 0;
}

int section_check(const char* path) {
  const std::vector<std::uint8_t> ids = read_hands(path);
  const std::size_t n = ids.size() / 7;
  std::vector<Card> cards(ids.size());
  std::memcpy(static_cast<void*>(cards.data()), ids.data(), ids.size());
  const Evaluator& te = tapis_holdem();
  omp::HandEvaluator oe;
  std::vector<std::uint16_t> tv(n), ov(n);
  for (std::size_t h = 0; h < n; ++h) {
    tv[h] = te.value(std::span<const Card>(cards.data() + 7 * h, 7)).raw;
    ov[h] = oe.evaluate(omp_hand(ids.data() + 7 * h));
  }
  // Tapis's other forms read the same values (sets, incremental keys).
  std::size_t tapis_forms_differ = 0;
  for (std::size_t h = 0; h < n; ++h) {
    const std::span<const Card> c(cards.data() + 7 * h, 7);
    if (te.value(CardSet::of(c)).raw != tv[h] || te.value(tapis::make_key(c)).raw != tv[h])
      ++tapis_forms_differ;
  }
  std::uint64_t th[16] = {}, oh[16] = {};
  std::size_t cat_mismatch = 0, pair_mismatch = 0;
  for (std::size_t h = 0; h < n; ++h) {
    ++th[tapis_category(tv[h])];
    ++oh[omp_category(ov[h])];
    if (tapis_category(tv[h]) != omp_category(ov[h])) ++cat_mismatch;
    if (h + 1 < n && cmp(tv[h], tv[h + 1]) != cmp(ov[h], ov[h + 1])) ++pair_mismatch;
  }
  std::string phe = "";
#if PERF_PHE
  std::vector<int> pv(n);
  std::uint64_t ph[16] = {};
  std::size_t phe_cat = 0, phe_pair = 0;
  for (std::size_t h = 0; h < n; ++h) {
    const std::uint8_t* c = ids.data() + 7 * h;
    pv[h] = evaluate_7cards(c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
  }
  for (std::size_t h = 0; h < n; ++h) {
    ++ph[phe_category(pv[h])];
    if (phe_category(pv[h]) != tapis_category(tv[h])) ++phe_cat;
    // Lower is better in phevaluator: compare the other way round.
    if (h + 1 < n && cmp(pv[h + 1], pv[h]) != cmp(tv[h], tv[h + 1])) ++phe_pair;
  }
  phe = ",\"phe_hist\":" + hist_json(ph) +
        ",\"phe_vs_tapis_category_mismatches\":" + std::to_string(phe_cat) +
        ",\"phe_vs_tapis_pair_mismatches\":" + std::to_string(phe_pair);
#endif
  const bool hist_same = std::equal(th + 1, th + 10, oh + 1);
  std::printf(
      "{\"section\":\"check\",\"env\":\"%s\",\"build\":\"%s\",\"hands\":%zu,\"pairs\":%zu,"
      "\"tapis_hist\":%s,\"omp_hist\":%s,\"hist_same\":%s,\"category_mismatches\":%zu,"
      "\"pair_winner_mismatches\":%zu,\"tapis_forms_differ\":%zu%s}\n",
      PERF_ENV, PERF_BUILD, n, n - 1, hist_json(th).c_str(), hist_json(oh).c_str(),
      hist_same ? "true" : "false", cat_mismatch, pair_mismatch, tapis_forms_differ, phe.c_str());
  return (hist_same && cat_mismatch == 0 && pair_mismatch == 0 && tapis_forms_differ == 0) ? 0 : 1;
}

// Category totals over all 133,784,560 hands, high card .. straight flush.
constexpr std::uint64_t kAllHands[10] = {0,       23294460, 58627800, 31433400, 6461620,
                                         6180020, 4047644,  3473184,  224848,   41584};

int section_enum(int warmup, int reps, bool with_phe) {
  const std::string load0 = loadavg();
  const Evaluator& te = tapis_holdem();
  omp::HandEvaluator oe;
  int bad = 0;
  constexpr double kHands = 133784560.0;
  {  // the checksum loops
    std::vector<Item> g{{"tapis", "enum_sum", [&] { return tapis_enum(te); }},
                        {"omp", "enum_sum", [&] { return omp_enum(oe); }},
                        {"omp", "enum_sum_shape", [&] { return omp_enum_tapis_shape(oe); }}};
    const std::string l0 = loadavg();
    run_interleaved(g, warmup, reps);
    const std::string l1 = loadavg();
    for (Item& it : g) {
      if (!it.stable) ++bad;
      char extra[256];
      std::snprintf(extra, sizeof extra,
                    ",\"checksum\":%llu,\"stable\":%s,\"warmup_s\":%s,\"load_before\":\"%s\","
                    "\"load_after\":\"%s\"",
                    static_cast<unsigned long long>(it.checksum), it.stable ? "true" : "false",
                    json_list(it.warm).c_str(), l0.c_str(), l1.c_str());
      print_series("enum", it.engine, it.form, it.series, kHands, "hands", extra);
    }
  }
  {  // the counting loops: the counts of every run are checked
    std::vector<std::vector<std::uint64_t>> last(3, std::vector<std::uint64_t>(16));
    std::vector<bool> ok(3, true);
    auto slots_to_categories = [](const std::vector<std::uint64_t>& slots) {
      std::vector<std::uint64_t> cats(16, 0);
      for (int s = 0; s < 16; ++s)
        if (slots[s]) cats[tapis_category(static_cast<std::uint16_t>(s << 12))] += slots[s];
      return cats;
    };
    auto check = [&](int i, const std::vector<std::uint64_t>& cats) {
      for (int c = 1; c <= 9; ++c)
        if (cats[c] != kAllHands[c]) ok[i] = false;
      last[i] = cats;
      return std::uint64_t{cats[1]};
    };
    std::vector<Item> g{{"tapis", "enum_hist",
                         [&] {
                           std::vector<std::uint64_t> h(16, 0);
                           tapis_enum_hist(te, h.data());
                           return check(0, slots_to_categories(h));
                         }},
                        {"omp", "enum_hist", [&] {
                           std::vector<std::uint64_t> h(16, 0);
                           omp_enum_hist(oe, h.data());
                           return check(1, h);
                         }}};
#if PERF_PHE
    if (with_phe)
      g.push_back({"phe", "enum_hist", [&] {
                     std::vector<std::uint64_t> r(7463, 0), h(16, 0);
                     phe_enum_hist(r.data());
                     for (int v = 1; v < 7463; ++v) h[phe_category(v)] += r[v];
                     return check(2, h);
                   }});
#else
    (void)with_phe;
#endif
    const std::string l0 = loadavg();
    run_interleaved(g, warmup, reps);
    const std::string l1 = loadavg();
    for (std::size_t i = 0; i < g.size(); ++i) {
      Item& it = g[i];
      if (!ok[i] || !it.stable) ++bad;
      char extra[512];
      std::snprintf(extra, sizeof extra,
                    ",\"counts\":%s,\"counts_ok\":%s,\"warmup_s\":%s,\"load_before\":\"%s\","
                    "\"load_after\":\"%s\"",
                    hist_json(last[i].data()).c_str(), ok[i] ? "true" : "false",
                    json_list(it.warm).c_str(), l0.c_str(), l1.c_str());
      print_series("enum", it.engine, it.form, it.series, kHands, "hands", extra);
    }
  }
  std::printf(
      "{\"section\":\"enum_done\",\"env\":\"%s\",\"build\":\"%s\",\"bad\":%d,"
      "\"load_start\":\"%s\",\"load_end\":\"%s\"}\n",
      PERF_ENV, PERF_BUILD, bad, load0.c_str(), loadavg().c_str());
  return bad ? 1 : 0;
}

// ---- equity
// --------------------------------------------------------------------------------------

struct EquityCase {
  const char* name;
  std::vector<const char*> hands;  // OMPEval notation
  std::vector<double> expected;    // percent, 6 decimals
  long long boards;
};

const EquityCase kEquityCases[] = {
    {"AhAs_v_KsKd", {"AhAs", "KsKd"}, {81.946050, 18.053950}, 1712304},
    {"AhAs_v_KsKd_v_QcQh", {"AhAs", "KsKd", "QcQh"}, {66.508360, 17.798088, 15.693553}, 1370754},
};

std::string tapis_spec(const EquityCase& c, bool equity) {
  std::string s = std::string("{\"equity\":") + (equity ? "true" : "false") + ",\"players\":[";
  for (std::size_t i = 0; i < c.hands.size(); ++i) {
    const std::string h = c.hands[i];
    s += (i ? "," : "") + std::string("{\"name\":\"") + static_cast<char>('A' + i) +
         "\",\"committed\":100,\"cards\":\"" + h.substr(0, 2) + " " + h.substr(2, 2) + "\"}";
  }
  return s + "]}";
}

// Each player's share of the (single) pot, in percent, and the board count, from the report.
bool tapis_shares(const std::string& report, std::vector<double>& shares, long long& boards) {
  auto r = tapis::Json::parse(report);
  if (!r) return false;
  const tapis::Json* eq = r.value().find("equity");
  if (!eq || !eq->find("pots") || eq->find("pots")->items().empty()) return false;
  const tapis::Json& pot = eq->find("pots")->items()[0];
  shares.clear();
  for (const auto& [name, p] : pot.find("players")->members())
    shares.push_back(100 * p.find("share")->as_real());
  boards = eq->find("boards")->as_integer();
  return eq->find("exact")->as_bool();
}

bool close6(const std::vector<double>& got, const std::vector<double>& want) {
  if (got.size() != want.size()) return false;
  for (std::size_t i = 0; i < got.size(); ++i)
    if (std::fabs(got[i] - want[i]) > 0.5e-6) return false;
  return true;
}

int section_equity(int warmup, int reps) {
  const std::string load0 = loadavg();
  int bad = 0;
  tapis_holdem();  // tables built before timing (both engines' tables are static after first use)
  for (const EquityCase& c : kEquityCases) {
    const std::string spec = tapis_spec(c, true);
    const std::string spec_no_equity = tapis_spec(c, false);
    std::vector<double> t_shares, o_shares;
    long long t_boards = 0;
    std::string first_report;
    std::vector<Item> g;
    g.push_back({"tapis", "analyze", [&] {
                   const std::string report = tapis::analyze(spec);
                   if (first_report.empty()) first_report = report;
                   return static_cast<std::uint64_t>(report == first_report ? 1 : 0);
                 }});
    // What analyze() costs without "equity" (spec parse, pots, report text): not equity work.
    g.push_back({"tapis", "analyze_no_equity", [&] {
                   return static_cast<std::uint64_t>(tapis::analyze(spec_no_equity).size());
                 }});
#if PERF_OMP_EQUITY
    std::vector<omp::CardRange> ranges;
    for (const char* h : c.hands) ranges.emplace_back(h);
    std::uint64_t o_evals = 0, o_hands = 0;
    // A fresh calculator every run: EquityCalculator keeps a per-object cache of finished preflop
    // combos (mLookup) that start() does not clear, so a reused object would time a lookup.
    g.push_back({"omp", "EquityCalculator", [&] {
                   omp::EquityCalculator eq;
                   eq.start(ranges, 0, 0, true, 0, nullptr, 0.2, 1);
                   eq.wait();
                   const auto r = eq.getResults();
                   o_shares.assign(r.equity, r.equity + r.players);
                   for (double& x : o_shares) x *= 100;
                   o_evals = r.evaluations;
                   o_hands = r.hands;
                   return r.hands;
                 }});
    // What starting and joining one thread costs (part of every EquityCalculator run).
    g.push_back({"omp", "thread_start_join", [&] {
                   std::thread t([] {});
                   t.join();
                   return std::uint64_t{1};
                 }});
#endif
    const std::string l0 = loadavg();
    run_interleaved(g, warmup, reps);
    const std::string l1 = loadavg();
    const bool t_exact = tapis_shares(first_report, t_shares, t_boards);
    const bool t_ok = t_exact && close6(t_shares, c.expected) && t_boards == c.boards;
    if (!t_ok || !g[0].stable) ++bad;
    for (Item& it : g) {
      std::string extra = ",\"case\":\"" + std::string(c.name) + "\",\"load_before\":\"" + l0 +
                          "\",\"load_after\":\"" + l1 + "\",\"warmup_s\":" + json_list(it.warm) +
                          ",\"stable\":" + (it.stable ? "true" : "false");
      if (std::strcmp(it.form, "analyze") == 0)
        extra += ",\"shares\":" + json_list(t_shares, "%s%.9f") +
                 ",\"boards\":" + std::to_string(t_boards) +
                 ",\"exact\":" + (t_exact ? "true" : "false") +
                 ",\"matches_expected\":" + (t_ok ? "true" : "false");
#if PERF_OMP_EQUITY
      if (std::strcmp(it.form, "EquityCalculator") == 0) {
        const bool o_ok = close6(o_shares, c.expected) && o_hands == (std::uint64_t)c.boards;
        if (!o_ok) ++bad;
        extra += ",\"shares\":" + json_list(o_shares, "%s%.9f") +
                 ",\"hands\":" + std::to_string(o_hands) +
                 ",\"evaluations\":" + std::to_string(o_evals) +
                 ",\"matches_expected\":" + (o_ok ? "true" : "false");
      }
#endif
      print_series("equity", it.engine, it.form, it.series, 1, "run", extra);
    }
#if PERF_OMP_EQUITY
    {  // For the record only: a reused calculator's second run (its cache answers).
      omp::EquityCalculator eq;
      eq.start(ranges, 0, 0, true, 0, nullptr, 0.2, 1);
      eq.wait();
      const double t0 = now_s();
      eq.start(ranges, 0, 0, true, 0, nullptr, 0.2, 1);
      eq.wait();
      const auto r = eq.getResults();
      std::printf(
          "{\"section\":\"equity_note\",\"env\":\"%s\",\"build\":\"%s\",\"case\":\"%s\","
          "\"omp_reused_calculator_second_run_s\":%.9g,\"evaluations\":%llu}\n",
          PERF_ENV, PERF_BUILD, c.name, now_s() - t0,
          static_cast<unsigned long long>(r.evaluations));
    }
#endif
  }
  std::printf(
      "{\"section\":\"equity_done\",\"env\":\"%s\",\"build\":\"%s\",\"bad\":%d,"
      "\"load_start\":\"%s\",\"load_end\":\"%s\"}\n",
      PERF_ENV, PERF_BUILD, bad, load0.c_str(), loadavg().c_str());
  return bad ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: bench eval|check|enum|equity [HANDS] [--reps N] [--warmup W]\n");
    return 2;
  }
  const std::string section = argv[1];
  const char* hands = nullptr;
  int reps = 0, warmup = -1;
  bool prebuilt = true, phe = true;
  for (int i = 2; i < argc; ++i) {
    if (std::strcmp(argv[i], "--reps") == 0 && i + 1 < argc)
      reps = std::atoi(argv[++i]);
    else if (std::strcmp(argv[i], "--warmup") == 0 && i + 1 < argc)
      warmup = std::atoi(argv[++i]);
    else if (std::strcmp(argv[i], "--no-prebuilt") == 0)
      prebuilt = false;
    else if (std::strcmp(argv[i], "--no-phe") == 0)
      phe = false;
    else
      hands = argv[i];
  }
  if (section == "eval" || section == "check") {
    if (!hands) {
      std::fprintf(stderr, "bench %s: HANDS file needed\n", section.c_str());
      return 2;
    }
  }
  if (section == "eval")
    return section_eval(hands, warmup < 0 ? 2 : warmup, reps ? reps : 7, prebuilt);
  if (section == "check") return section_check(hands);
  if (section == "enum") return section_enum(warmup < 0 ? 1 : warmup, reps ? reps : 5, phe);
  if (section == "equity") return section_equity(warmup < 0 ? 3 : warmup, reps ? reps : 21);
  std::fprintf(stderr, "bench: unknown section %s\n", section.c_str());
  return 2;
}

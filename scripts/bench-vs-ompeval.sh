#!/usr/bin/env bash
# Tapis beside OMPEval (github zekyll/OMPEval), side by side in one run: `npm run bench` with
# OMPEVAL=<a checkout or git copy of OMPEval> (PHEVAL=<HenryRLee/PokerHandEvaluator>, optional,
# adds phevaluator as a second anchor). Nothing of OMPEval is in this repository: its sources are
# copied into build-vs-ompeval/ (git-ignored), patched there for GCC 12, and compiled with the same
# compiler and flags as Tapis's core into one harness per build (bench/vs-ompeval/bench.cpp).
# The engines run interleaved on the same hands; the table gives medians, spreads and ratios,
# with the load before and the other processes' CPU use during each section.
set -euo pipefail
cd "$(dirname "$0")/.."
TAPIS=$PWD
if [ -z "${OMPEVAL:-}" ]; then
  cat <<'NOTE'
No OMPEVAL=<dir>: the side-by-side run against OMPEval is skipped, and the figures above are
absolute (only comparable with each other, in this run). For ratios: bring a copy of github
zekyll/OMPEval onto the machine and run `OMPEVAL=<its dir> npm run bench`.
NOTE
  exit 0
fi
W=$TAPIS/build-vs-ompeval
SRC=$W/src OUT=$W/build DATA=$W/data
RES=$W/results/$(date -u +%Y%m%d-%H%M%S)
JOBS=${JOBS:-2}
MAX_LOAD=${MAX_LOAD:-1.0}
WAIT_MAX_S=${WAIT_MAX_S:-300}
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH} # Debian's Emscripten needs it
mkdir -p "$SRC" "$OUT" "$DATA" "$RES"

# copy_tree DIR DEST [PATH...]: a working tree as it is, or a git directory's HEAD file by file
# (a partial copy of a repository may lack some large files: those are skipped).
copy_tree() {
  local dir=$1 dest=$2 f
  shift 2
  rm -rf "$dest" && mkdir -p "$dest"
  if git --git-dir="$dir" rev-parse HEAD >/dev/null 2>&1 && [ ! -d "$dir/.git" ]; then
    git --git-dir="$dir" ls-tree -r --name-only HEAD -- "$@" | while read -r f; do
      mkdir -p "$dest/$(dirname "$f")"
      git --git-dir="$dir" show "HEAD:$f" >"$dest/$f" 2>/dev/null || rm -f "$dest/$f"
    done
    git --git-dir="$dir" log -1 --format='%H %cd' >"$dest/COMMIT"
  else
    cp -r "$dir"/. "$dest"/ && rm -rf "$dest/.git"
    (git -C "$dir" log -1 --format='%H %cd' 2>/dev/null || echo "(not a git checkout)") >"$dest/COMMIT"
  fi
}
copy_tree "$OMPEVAL" "$SRC/omp"
[ -f "$SRC/omp/omp/HandEvaluator.h" ] || {
  echo "OMPEVAL=$OMPEVAL holds no omp/HandEvaluator.h" >&2
  exit 2
}
# OMPEval's two fixes for GCC 12, on the copy: std::function needs <functional>, and <random>'s
# distributions need the generator's min()/max() constexpr.
sed -i 's|#include <thread>|#include <thread>\n#include <functional>|' "$SRC/omp/omp/EquityCalculator.h"
sed -i 's|    static uint64_t min()|    static constexpr uint64_t min()|; s|    static uint64_t max()|    static constexpr uint64_t max()|' \
  "$SRC/omp/omp/Random.h"
grep -q 'static constexpr uint64_t max()' "$SRC/omp/omp/Random.h"
PHE=0
if [ -n "${PHEVAL:-}" ]; then
  copy_tree "$PHEVAL" "$SRC/phe" cpp/include cpp/src
  PHE=1
fi

# One flag set per build, for every source file in it (Tapis, OMPEval, phevaluator, harness).
declare -A FLAGS=(
  [native-base]="-O3 -DNDEBUG"                  # x86-64 baseline: OMPEval's SSE2 path
  [native-v2]="-O3 -DNDEBUG -march=x86-64-v2"   # Tapis's eval bench flags; OMPEval's SSE4.1 path
  [wasm-scalar]="-O3 -DNDEBUG"                  # Tapis's WASM flags (CMake Release)
  [wasm-simd]="-O3 -DNDEBUG -msimd128 -msse4.1" # OMPEval's SSE4.1 path mapped to SIMD128
)
WASM_LINK="-O3 -sENVIRONMENT=node -sNODERAWFS=1 -sSINGLE_FILE=1 -sALLOW_MEMORY_GROWTH=1
 -sINITIAL_MEMORY=1073741824 -sMAXIMUM_MEMORY=2147483648 -sEXIT_RUNTIME=1"
TAPIS_SRCS="$(ls core/*/*.cpp | grep -v "^core/page/")"
PHE_SRCS="evaluator7 hash hashtable hashtable7 dptables tables_bitwise"
INCLUDES="-I$TAPIS -I$SRC/omp -I$SRC/phe/cpp/include"
g++ -O2 -o "$OUT/gen_hands" bench/vs-ompeval/gen_hands.cpp

build() { # build NAME
  local name=$1 flags=${FLAGS[$1]} cxx cc omp defs link out ext=""
  case $name in
  native-*) cxx=g++ cc=gcc omp="HandEvaluator EquityCalculator CardRange CombinedRange"
    defs="-DPERF_OMP_EQUITY=1" link="-pthread" ;;
  # OMPEval's EquityCalculator needs std::thread: only its evaluator is in the WASM builds.
  wasm-*) cxx=em++ cc=emcc omp="HandEvaluator" defs="-DPERF_OMP_EQUITY=0" link=$WASM_LINK ext=.cjs ;; # .cjs: the package is an ES module one
  esac
  defs="$defs -DPERF_PHE=$PHE -DPERF_BUILD_NAME=$name"
  out=$OUT/$name
  rm -rf "$out" && mkdir -p "$out/obj"
  echo "== build $name: $cxx $flags" >&2
  {
    for f in $TAPIS_SRCS; do
      echo "$cxx -std=c++20 $flags $INCLUDES -c $f -o $out/obj/tapis_$(basename "$(dirname "$f")")_$(basename "$f" .cpp).o"
    done
    for f in $omp; do echo "$cxx -std=c++20 $flags $INCLUDES -c $SRC/omp/omp/$f.cpp -o $out/obj/omp_$f.o"; done
    if [ $PHE = 1 ]; then
      for f in $PHE_SRCS; do echo "$cc $flags -I$SRC/phe/cpp/include -c $SRC/phe/cpp/src/$f.c -o $out/obj/phe_$f.o"; done
    fi
    echo "$cxx -std=c++20 $flags $INCLUDES $defs -Wall -Wextra -c bench/vs-ompeval/bench.cpp -o $out/obj/bench.o"
  } >"$out/commands.txt"
  # The compilers' warnings (OMPEval's headers have many) go to compile.log, shown on failure.
  # shellcheck disable=SC2086
  if ! { xargs -P "$JOBS" -d '\n' -I{} sh -c '{}' <"$out/commands.txt" &&
    $cxx $flags "$out"/obj/*.o $link -o "$out/bench$ext"; } >"$out/compile.log" 2>&1; then
    cat "$out/compile.log" >&2
    exit 1
  fi
}
BUILDS=${BUILDS:-"native-base native-v2 wasm-scalar wasm-simd"}
for b in $BUILDS; do build "$b"; done

HANDS=$DATA/hands7.bin
[ -f "$HANDS" ] || "$OUT/gen_hands" 10000000 "$HANDS" 20240601
sha256sum "$HANDS" | tee "$RES/hands.sha256"

LOG=$RES/load.log
log() { echo "$*" | tee -a "$LOG"; }
wait_quiet() { # The 1-minute load above MAX_LOAD: wait 30 s at a time, WAIT_MAX_S at most.
  local waited=0
  while awk -v l="$(cut -d' ' -f1 /proc/loadavg)" -v m="$MAX_LOAD" 'BEGIN{exit !(l>m)}'; do
    if [ $waited -ge "$WAIT_MAX_S" ]; then
      log "[$1] WARNING: load still $(cat /proc/loadavg) after ${waited}s; running anyway"
      return
    fi
    sleep 30
    waited=$((waited + 30))
  done
  log "[$1] load ok after ${waited}s wait: $(cat /proc/loadavg)"
}
cpu_jiffies() { awk '/^cpu /{print $2+$3+$4+$7+$8, $9}' /proc/stat; }
own_jiffies() { awk '{print $16 + $17}' "/proc/$$/stat"; }
section() { # section LABEL OUTFILE COMMAND...: the load before, the others' CPU use during
  local label=$1 out=$2 b0 s0 b1 s1 o0 o1 t0 t1
  shift 2
  wait_quiet "$label"
  read -r b0 s0 <<<"$(cpu_jiffies)"
  o0=$(own_jiffies) t0=$(date +%s.%N)
  "$@" >"$out"
  t1=$(date +%s.%N) o1=$(own_jiffies)
  read -r b1 s1 <<<"$(cpu_jiffies)"
  awk -v b=$((b1 - b0)) -v st=$((s1 - s0)) -v own=$((o1 - o0)) -v hz="$(getconf CLK_TCK)" \
    -v t0="$t0" -v t1="$t1" -v label="$label" -v load="$(cat /proc/loadavg)" 'BEGIN {
    e = t1 - t0; others = (b - own) / hz; if (others < 0) others = 0
    printf "[%s] done in %.1f s, own CPU %.1f s; other processes %.2f cores on average, steal %.2f s; load after: %s\n",
      label, e, own / hz, others / e, st / hz, load }' | tee -a "$LOG"
}
run_build() { # run_build NAME ARGS...
  local name=$1
  shift
  case $name in
  native-*) "$OUT/$name/bench" "$@" ;;
  # On node's command line: set at run time, V8 often ignores --no-liftoff.
  wasm-*) node --no-liftoff "$OUT/$name/bench.cjs" "$@" ;;
  esac
}
NOPHE=""
[ $PHE = 1 ] || NOPHE=--no-phe
log "start $(date -u) on $(nproc) cores:$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"
log "g++: $(g++ --version | head -1); em++: $(em++ --version | head -1); node: $(node --version)"
log "OMPEval: OMPEval $(cat "$SRC/omp/COMMIT")${PHEVAL:+; phevaluator $(cat "$SRC/phe/COMMIT")}"
log "Tapis: $(git rev-parse HEAD) $(git status --short | wc -l) changed files"
# SECTIONS= (check eval enum equity) and BUILDS= run a part only, to iterate on one loop.
SECTIONS=${SECTIONS:-"check eval enum equity"}
has() { case " $SECTIONS " in *" $1 "*) return 0 ;; esac; return 1; }
EVAL_REPS=${EVAL_REPS:-15} ENUM_REPS=${ENUM_REPS:-7}
if has check; then
  for b in $BUILDS; do section "check $b" "$RES/check-$b.jsonl" run_build "$b" check "$HANDS" $NOPHE; done
fi
if has eval; then
  for b in $BUILDS; do section "eval $b" "$RES/eval-$b.jsonl" run_build "$b" eval "$HANDS" --reps "$EVAL_REPS" --warmup 2 $NOPHE; done
fi
if has enum; then
  for b in $BUILDS; do section "enum $b" "$RES/enum-$b.jsonl" run_build "$b" enum --reps "$ENUM_REPS" --warmup 1 $NOPHE; done
fi
if has equity; then
  for b in $BUILDS; do section "equity $b" "$RES/equity-$b.jsonl" run_build "$b" equity --reps 41 --warmup 5; done
  # Pinned to one core, OMPEval's worker thread shares the caller's core and caches, as Tapis's
  # single-threaded call always does.
  for b in $BUILDS; do
    case $b in native-*) section "equity pinned $b" "$RES/equity-pinned-$b.jsonl" \
      taskset -c 1 "$OUT/$b/bench" equity --reps 41 --warmup 5 ;;
    esac
  done
fi
log "end $(date -u)"
node bench/vs-ompeval/table.mjs "$RES" | tee "$RES/table.txt"
echo "(results: $RES)"

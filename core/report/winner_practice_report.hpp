#pragma once
#include "core/json/json.hpp"
#include "core/spec/practice_spec.hpp"

namespace tapis {

// Issue 32, exercise 5: who wins what. The report is the table's own quick-mode report with the
// cards (its awards, payouts and hands are the worked solution) plus "practice": {drill:
// "winners", seed, level, spec (the table with its cards and board), grade}. grade is null without
// an answer, else {solved, fields}: "answer.pots[i].winners" for each pot (expected: the names, in
// odd-chip order; rule guide-004-pots-won) and "answer.collects" with its player for every seat
// (expected: what he collects; rule guide-004-odd-chip when he shares a pot, else
// guide-004-pots-won).
Json analyze_winner_practice(const PracticeSpec& p, const Json& spec);

}  // namespace tapis

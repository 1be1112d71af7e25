// The table's limits, as the rules core sets them (core/spec/spec_read.hpp: kMaxPlayers,
// kMaxNameBytes, kMaxDecimals), for the forms: the "Add a player" buttons of quick mode and hand mode stop at
// MAX_PLAYERS and say so. The core still checks every spec (players.too_many,
// players.name_too_long); tests/node/limits.test.mjs holds these numbers to the core's.
export const MAX_PLAYERS = 23;
export const MAX_NAME_BYTES = 64;

// The money unit's digits after the decimal mark (spec "decimals"): 0 (whole chips) to 3.
export const MAX_DECIMALS = 3;

/** A spec's or a form's money unit as a number of decimals; anything else is whole chips (0). */
export function decimalsOr0(value) {
  const d = Number(value);
  return Number.isInteger(d) && d >= 0 && d <= MAX_DECIMALS ? d : 0;
}

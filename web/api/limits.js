// The table's limits, as the rules core sets them (core/spec/spec_read.hpp: kMaxPlayers,
// kMaxNameBytes), for the forms: the "Add a player" buttons of quick mode and hand mode stop at
// MAX_PLAYERS and say so. The core still checks every spec (players.too_many,
// players.name_too_long); tests/node/limits.test.mjs holds these numbers to the core's.
export const MAX_PLAYERS = 23;
export const MAX_NAME_BYTES = 64;

// Hand-written types for the Tapis JS API (docs/spec.md, docs/report.md): every field of a spec and of
// a report, quick mode (committed chips) and actions mode (a deal played action by action).
// Amounts are JSON numbers in the spec's money unit ("decimals": 0 whole chips, 2 hundredths).

// ---------- Messages ----------

/** Every code an error or a ruling may carry: one template per code in lib/i18n/<lang>.json. */
export type MessageCode =
  | 'action.above_stack'
  | 'action.bet_above_max'
  | 'action.bet_below_min'
  | 'action.bet_when_open'
  | 'action.cap_reached'
  | 'action.check_facing_bet'
  | 'action.chips_below_call'
  | 'action.hand_over'
  | 'action.no_chips'
  | 'action.no_opponent'
  | 'action.not_reopened'
  | 'action.nothing_to_call'
  | 'action.out_of_turn'
  | 'action.out_of_turn_acted'
  | 'action.out_of_turn_twice'
  | 'action.player_all_in'
  | 'action.player_folded'
  | 'action.raise_above_max'
  | 'action.raise_below_min'
  | 'action.raise_without_bet'
  | 'action.stack_only_calls'
  | 'action.unknown_player'
  | 'action.unknown_type'
  | 'allin.full_raise'
  | 'allin.incomplete_bet'
  | 'allin.incomplete_raise'
  | 'allin.short_call'
  | 'allin.uncalled_excess'
  | 'amount.below_min'
  | 'amount.fraction'
  | 'amount.negative'
  | 'amount.too_large'
  | 'bet.beyond_covered'
  | 'bet.uncalled_returned'
  | 'blinds.order'
  | 'blinds.type'
  | 'bounty.cash_game'
  | 'cards.duplicate'
  | 'cards.not_in_deck'
  | 'cards.unknown'
  | 'chips.above_max'
  | 'chips.all_in'
  | 'chips.bet'
  | 'chips.bet_completed'
  | 'chips.call'
  | 'chips.call_raise_closed'
  | 'chips.fifty_percent_call'
  | 'chips.fifty_percent_raise'
  | 'chips.one_chip_bet'
  | 'chips.one_chip_call'
  | 'chips.raise'
  | 'deal.not_in_module'
  | 'equity.cancelled'
  | 'equity.chunk'
  | 'equity.not_enough_cards'
  | 'equity.not_in_module'
  | 'equity.pineapple_discard'
  | 'equity.runs_dealt'
  | 'equity.step'
  | 'equity.sums'
  | 'equity.unavailable'
  | 'equity.with_ranking'
  | 'equity.worker'
  | 'eval.board_count'
  | 'eval.hole_count'
  | 'hand.uncontested'
  | 'internal.invariant'
  | 'limit.half_bet_raise'
  | 'limit.under_half_bet'
  | 'oot.binding'
  | 'oot.cancelled'
  | 'oot.fold_stands'
  | 'oot.held'
  | 'order.heads_up'
  | 'otherStacks.too_many'
  | 'otherStacks.without_prizes'
  | 'phh.action_filled'
  | 'phh.action_unknown'
  | 'phh.action_unsupported'
  | 'phh.actor_unknown'
  | 'phh.amount_text'
  | 'phh.ante_trimming'
  | 'phh.blinds_unsupported'
  | 'phh.board_early'
  | 'phh.board_missing'
  | 'phh.card_twice'
  | 'phh.deal_twice'
  | 'phh.export_post'
  | 'phh.export_quick'
  | 'phh.export_variant'
  | 'phh.hands_unknown'
  | 'phh.infinite'
  | 'phh.length'
  | 'phh.min_bet'
  | 'phh.shown_not_dealt'
  | 'phh.stack_unknown'
  | 'phh.straddle_position'
  | 'phh.toml'
  | 'phh.too_large'
  | 'phh.variant_unknown'
  | 'phh.variant_unsupported'
  | 'players.duplicate_name'
  | 'players.empty_name'
  | 'players.name_too_long'
  | 'players.stack_below_committed'
  | 'players.too_few'
  | 'players.too_many'
  | 'post.ante_short'
  | 'post.big_blind_ante_order'
  | 'post.blind_short'
  | 'post.in_blind'
  | 'post.live_too_large'
  | 'post.posted'
  | 'post.straddle'
  | 'pot.unwinnable_returned'
  | 'pots.everyone_folded'
  | 'practice.not_in_module'
  | 'prizes.busted_order'
  | 'prizes.cash_game'
  | 'prizes.empty'
  | 'prizes.expected'
  | 'prizes.expected_runs'
  | 'prizes.expected_sampled'
  | 'prizes.icm'
  | 'prizes.icm_sampled'
  | 'prizes.not_decreasing'
  | 'prizes.place'
  | 'prizes.stack_missing'
  | 'prizes.tie'
  | 'prizes.too_many'
  | 'prizes.winner'
  | 'ranking.duplicate_player'
  | 'ranking.unknown_player'
  | 'recorded.length'
  | 'runs.board'
  | 'runs.count'
  | 'show.all_in_first'
  | 'show.face_up'
  | 'show.last_aggressor'
  | 'show.left_of_button'
  | 'showdown.no_more_betting'
  | 'showdown.unknown_player'
  | 'spec.currency'
  | 'spec.json'
  | 'spec.missing'
  | 'spec.range'
  | 'spec.ranking_and_cards'
  | 'spec.too_large'
  | 'spec.type'
  | 'spec.unknown_value'
  | 'spec.unserializable'
  | 'stack.empty'
  | 'straddles.limit'
  | 'straddles.too_many'
  | 'straddles.too_small';
/** A rule a message applies; "A+B" cites two (RuleRef). Display text: the catalogue's `rules`. */
export type RuleId =
  | 'ICM-Malmuth-Harville'
  | 'TDA-2024-16'
  | 'TDA-2024-17'
  | 'TDA-2024-47'
  | 'TDA-2024-47-B'
  | 'TDA-2024-53'
  | 'TDA-2024-RP-11'
  | 'TDA-simultaneous'
  | 'WSOP-LAR-149'
  | 'WSOP-LAR-154'
  | 'WSOP-LAR-175'
  | 'WSOP-LAR-176'
  | 'guide-000-all-in'
  | 'guide-000-silent-push'
  | 'guide-000-table-stakes'
  | 'guide-001-heads-up'
  | 'guide-001-minimum-bet'
  | 'guide-001-showdown'
  | 'guide-002-finishing'
  | 'guide-002-side-pots'
  | 'guide-002-uncalled'
  | 'guide-003-actions'
  | 'guide-003-fifty-percent'
  | 'guide-003-limit-cap'
  | 'guide-003-lone-chip'
  | 'guide-003-minimum-raise'
  | 'guide-003-pot-limit'
  | 'guide-003-structures'
  | 'guide-004-odd-chip'
  | 'guide-004-pots-won'
  | 'phh-std-showdown'
  | 'pokerkit-repair';

/** A rule id, or two joined by "+" ("TDA-2024-47+WSOP-LAR-176"). */
export type RuleRef = RuleId | `${RuleId}+${RuleId}`;

/**
 * The values a message's sentence is made of, typed: amounts as numbers in the money unit,
 * counts, player names (text), lists of names or card ids, term ids ("game.holdem", "json.end"),
 * select keys ("yes" / "no", "bet" / "raise"...), and `field` (a spec path such as
 * "players[0].committed") with `player` when the field is a player's.
 */
export type MessageParams = Record<string, number | string | string[]>;

/** What every error and ruling is made of. `message` is the English rendering of its template. */
export interface Message {
  code: MessageCode;
  rule: RuleRef | null;
  params: MessageParams;
  message: string;
}
export interface ReportError extends Message {
  /** The spec field at fault ("players[2].committed", "board"); absent for the spec as a whole. */
  field?: string;
  /** For a deal entered action by action: the index of the action refused. */
  action?: number;
}
/** A decision the dealer announces, with the rule it applies. */
export interface Ruling extends Message {
  /** The action that led to it; null for what the dealer does on their own (posting, the end). */
  action: number | null;
}
/** A ruling of a deal played action by action. */
export interface DealRuling extends Ruling {
  /**
   * The spec action whose play gave it; null for the posts before any action. The same as
   * `action` but for an action held out of turn (TDA 2024 Rule 53): its binding, cancelled or
   * fold-stands ruling, and the rulings of its play, come at the action that brought its turn.
   */
  at: number | null;
}
/** The parts a report lacks because an error stopped them. */
export type MissingPart = 'pots' | 'awards' | 'showdown' | 'equity' | 'actions' | 'prizeEquity';

// ---------- Spec ----------

export type Game = 'holdem' | 'omaha' | 'shortdeck' | 'pineapple';
export type Betting = 'no-limit' | 'pot-limit' | 'limit';
export type Format = 'cash' | 'tournament';
/** Cards as text ("As Kd", "AsKd", "A♠ K♦", "10h") or as a list of card ids (["As", "Kd"]). */
export type Cards = string | string[];
/** A showdown order, strongest first; a list inside is a tie. */
export type Ranking = Array<string | string[]>;

/** Spec "equity": true, or these options (issue 6). */
export interface EquityOptions {
  seed?: number;
  maxSamples?: number;
  precision?: number;
  exactLimit?: number;
  runs?: 1 | 2 | 3;
}

/** What quick mode and actions mode share. */
export interface SpecCommon {
  /** The money unit: 0 (whole chips, the default) to 3 decimals; every amount is in it. */
  decimals?: 0 | 1 | 2 | 3;
  format?: Format;
  /** The button's seat index; default the last seat. */
  button?: number;
  /** The unit an odd chip of a split pot is counted in (default 1 unit). */
  smallestChip?: number;
  game?: Game;
  /** Short deck only: three of a kind beats a straight (house rule). */
  tripsBeatStraight?: boolean;
  /** The showdown order, when no cards decide it (not both: spec.ranking_and_cards). */
  ranking?: Ranking;
  /** The board (0 to 5 cards), or the cards before the runs when run more than once. */
  board?: Cards;
  /** Run it twice (or three times): the cards of each run. */
  runs?: Cards[];
  /** Cards seen and out of play (burnt, folded and shown), left out of equity's deck. */
  dead?: Cards;
  /** Per-pot equity (needs the equity module); players without cards are dealt at random. */
  equity?: boolean | EquityOptions;
  /** A three-letter currency code ("EUR"), said back in the report: the page then says amounts as money ("0,25 €"). */
  currency?: string;
  /** Tournament knockouts: half of each bounty won goes to the winner's own (progressive). */
  progressiveBounty?: boolean;
  /**
   * Tournament prize money (issue 31): what each finishing place pays, 1st first, in money (up to
   * two decimals, whatever `decimals` says). Every stack at the table must then be known.
   */
  prizes?: number[];
  /** Chips of the players still in the tournament at other tables (needs `prizes`). */
  otherStacks?: number[];
}

export interface QuickPlayer {
  name: string;
  /** Everything put in this hand (0 if absent). */
  committed?: number;
  folded?: boolean;
  /** The stack before the hand (table stakes: at least `committed`). */
  stack?: number;
  cards?: Cards;
  /** Tournament: the bounty on this player's head. */
  bounty?: number;
}
/** Quick mode: what each player committed, the money already in the middle. */
export interface QuickSpec extends SpecCommon {
  mode?: 'quick';
  players: QuickPlayer[];
  deadMoney?: number;
  /** Who bet or raised last on the river, and whether the betting ended before it (show order). */
  showdown?: { riverAggressor?: string; bettingEndedBeforeRiver?: boolean };
}

export interface Seat {
  name: string;
  stack: number;
  cards?: Cards;
  /** A blind posted out of position (a new player, a missed blind): live and dead chips. */
  post?: { live?: number; dead?: number };
  bounty?: number;
}
export type ActionType = 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'allin' | 'chips';
export interface Action {
  player: string;
  type: ActionType;
  /** bet and raise: the street total the player goes to. */
  to?: number;
  /** chips: what was pushed without a word (the core reads it: the 50% rule, a lone chip). */
  amount?: number;
  /** chips: a single chip was put in. */
  oneChip?: boolean;
  /** Said before the player's turn: held, and standing if the action does not change (TDA 2024 Rule 53). */
  outOfTurn?: boolean;
}
export interface LimitOptions {
  smallBet?: number;
  /** Default: twice the small bet. */
  bigBet?: number;
  /** Bets and raises per round (one bet and three raises = 4). */
  cap?: number;
  /** Whether the cap holds heads-up. */
  capHeadsUp?: boolean;
}
/** Actions mode: the table, then the actions in order. */
export interface DealSpec extends SpecCommon {
  mode?: 'actions';
  betting?: Betting;
  /** [small blind, big blind]. */
  blinds: [number, number];
  ante?: number;
  bigBlindAnte?: number;
  /** The big-blind ante is posted before the big blind. */
  bigBlindAnteFirst?: boolean;
  /** Straddles after the big blind, each more than the one before (No-Limit and Pot-Limit). */
  straddles?: number[];
  limit?: LimitOptions;
  players: Seat[];
  actions: Action[];
  /** A result recorded elsewhere (a hand history's winnings and finishing stacks), one amount a seat: report "recorded" checks Tapis's result against it. */
  recorded?: RecordedSpec;
  /** Where the hand was imported from: said back in the report (without `fields`), written back by toPhh. */
  source?: SpecSource;
}
/**
 * A practice exercise (issue 32): the core makes the table from `seed` and `level` and grades
 * `answer`. Drills "sidepots" (from stakes) and "handpots" (from a hand played out): fill in the
 * guide's table (each pot's amount and eligible players, main pot first, and what goes back to
 * whom); "raises": a street total; "reopen": the actions a player may take; "showdown": who
 * shows first.
 */
export interface PracticeSpec {
  practice: { drill?: 'sidepots' | 'handpots' | 'raises' | 'reopen' | 'showdown' | 'winners' | 'places'; seed?: number; level?: 1 | 2 | 3 | 4 | 5 };
  answer?: SidePotAnswer | RaiseAnswer | ReopenAnswer | ShowAnswer | WinnerAnswer | PlaceAnswer | null;
}
/** The finishing-places drill's answer: each busted player's place (tied: the best they share) and prize in money (left out: still in, nothing). */
export interface PlaceAnswer {
  places?: Record<string, number> | null;
  prizes?: Record<string, number> | null;
}
/** The "who wins what" drill's answer: each pot's winners, main pot first, and what each player collects (left out: nothing). */
export interface WinnerAnswer {
  pots?: Array<{ winners?: string[] | null }> | null;
  collects?: Record<string, number> | null;
}
/** The showdown drill's answer: who shows first, or "all" (every hand face up at once). */
export interface ShowAnswer {
  first?: string | null;
}
/** The "does it reopen?" drill's answer: every action the player may take. */
export interface ReopenAnswer {
  actions?: Array<'fold' | 'call' | 'raise'> | null;
}
/** The raise drill's answer: the street total (null or left out: graded wrong). */
export interface RaiseAnswer {
  to?: number | null;
}
export interface SidePotAnswer {
  /** An amount left out (or null) is graded wrong, not refused. */
  pots?: Array<{ amount?: number | null; eligible?: string[] | null }> | null;
  /** Chips going back, by player (a player left out: none). */
  returned?: Record<string, number> | null;
}
export type Spec = QuickSpec | DealSpec | PracticeSpec;

// ---------- Hand histories (PHH) ----------

/** A TOML value as the PHH reader gives it (a date or time is kept as its text). */
export type TomlValue = string | number | boolean | TomlValue[];
/** Spec "recorded": amounts in the spec's money unit, seat by seat (recorded.length otherwise). */
export interface RecordedSpec {
  /** What each seat collected, after the house's cut (PHH `winnings`). */
  winnings?: number[];
  /** Each seat's stack after the hand (PHH `finishing_stacks`). */
  finishingStacks?: number[];
}
/** Report "source": where an imported hand comes from. */
export interface ReportSource {
  format: 'phh';
  /** The TOML table's name ("1" in a .phhs); null for a file's top-level keys. */
  section: string | null;
  /** The history's `hand` field, when it has one. */
  hand?: TomlValue;
}
/** Spec "source": the report's, plus every PHH field Tapis does not play from (event, venue, time...). */
export interface SpecSource extends ReportSource {
  fields?: Record<string, TomlValue>;
}
export type RecordedStatus = 'agrees' | 'raked' | 'disagrees' | 'undecided' | 'unfinished' | 'unrecorded';
/** One player in report "recorded": Tapis's result beside the recorded one. */
export interface RecordedPlayer {
  name: string;
  /** The pots Tapis awards the player (not uncalled chips coming back); null until the hand is over. */
  collected: number | null;
  /** The player's stack after the hand as Tapis plays it; null until the hand is over. */
  stack: number | null;
  /** The recorded winnings, when the spec gives them. */
  winnings?: number;
  /** The recorded finishing stack, when the spec gives them. */
  finishingStack?: number;
  /** raked: collected, and recorded with less but not nothing (the house's cut: online winnings are net of the rake). */
  status: RecordedStatus;
}
/** Report "recorded" (a played spec with "recorded"). */
export interface Recorded {
  /** false when a player disagrees; true when every player was judged and agrees (or was raked); null otherwise. */
  agrees: boolean | null;
  /** What the house kept: all the pots less all the winnings (or the starting less the finishing stacks); null while the hand is not over. */
  rake: number | null;
  /** The winnings are all 0 though a pot was won: the history records nothing. */
  winningsEmpty?: true;
  players: RecordedPlayer[];
}
/** An error of an imported hand: the import's (at a `phh.<field>`) or Tapis's (at the spec's field). */
export interface PhhError extends ReportError {
  /** For an error about one of the spec's actions: that action's index in the history's `actions`. */
  phhAction?: number;
}
/** What an imported hand adds to its report. */
export interface PhhHandParts {
  source: ReportSource;
  /** The spec the hand became (played action by action); null when it could not be made one. */
  spec: DealSpec | null;
  import: {
    /** What the import decided that the file leaves open (phh.hands_unknown), and each turn it filled (phh.action_filled). */
    notes: Ruling[];
    /** For each spec action, its index in the history's `actions`; null for a turn the history skips, filled by the import. */
    actions: (number | null)[];
  };
  /** The import's errors first, then Tapis's own. */
  errors: PhhError[];
}
/** A hand that could not be made a spec (not TOML, a variant Tapis does not play, an unknown stack...): its errors only. */
export interface UnplayedHand extends ReportBase, PhhHandParts {
  mode: 'actions';
  ok: false;
  errors: PhhError[];
  spec: null;
}
/** One hand of a history (fromPhh): the report of the spec it became, or only its errors. */
export type ImportedHand = (DealReport & PhhHandParts) | UnplayedHand;
/** toPhh's answer: the PHH text, or why the spec cannot be written. */
export type PhhAnswer = { ok: true; errors: []; phh: string } | { ok: false; errors: ReportError[]; phh: null };

// ---------- Report ----------

export interface PotCalculation {
  /** What the pot held before the layers it shows (earlier streets, antes, folded players' chips). */
  deadMoney: number;
  from: number;
  to: number;
  layer: number;
  /** How many players paid the whole layer. */
  players: number;
  /** Contributions smaller than the layer (folded players), by name. */
  partial: Array<{ player: string; chips: number }>;
}
export interface Pot {
  index: number;
  /** "main", "side 1"... (the page says it in its language). */
  name: string;
  amount: number;
  eligible: string[];
  contributions: Record<string, number>;
  calculation: PotCalculation;
}
export interface Return {
  player: string;
  committed: number;
  matched: number;
  amount: number;
}
export interface Award {
  pot: number;
  name: string;
  /** Run it twice: the run whose board awarded this share (1-based). */
  run?: number;
  winners: string[];
  amounts: Record<string, number>;
  contested: boolean;
  split: boolean;
}
export type HandCategory =
  'none' | 'high-card' | 'pair' | 'two-pair' | 'three-of-a-kind' | 'straight' | 'flush' | 'full-house' | 'four-of-a-kind' | 'straight-flush';
export type Rank = 'A' | 'K' | 'Q' | 'J' | 'T' | '9' | '8' | '7' | '6' | '5' | '4' | '3' | '2';
export interface HandInfo {
  cards: string[];
  category: HandCategory;
  /** The best five, as card ids. */
  best: string[];
  description: string;
  descriptionFr: string;
  /** The ranks that name the hand, most significant first (web/cards/hand-name.js says them). */
  ranks: Rank[];
  /** Larger is stronger. */
  value: number;
}
export interface RunReport {
  run: number;
  board: string[];
  hands: Record<string, HandInfo>;
}
/** The show ruling: who shows first, and why. */
export interface ShowRuling extends Message {
  code: 'show.face_up' | 'show.all_in_first' | 'show.last_aggressor' | 'show.left_of_button';
  params: { players: string[]; sidePotsFirst?: 'yes' | 'no' };
  action: null;
}
export interface EquityPlayer {
  win: number;
  tie: number;
  share: number;
  expected: number;
}
export interface EquityPot {
  pot: number;
  name: string;
  amount: number;
  players: Record<string, EquityPlayer>;
}
/** Report "equity": fractions (0..1) and chips; Monte Carlo adds seed, samples, stdError. */
export interface Equity {
  exact: boolean;
  boards: number;
  runs: number;
  random: string[];
  pots: EquityPot[];
  expected: Record<string, number>;
  seed?: number;
  samples?: number;
  precision?: number;
  stdError?: number;
  expectedStdError?: Record<string, number>;
  /** equityFinish and equityStep only: every unit merged, or the precision / maxSamples reached. */
  done?: boolean;
  units?: number;
  totalUnits?: number;
}

/** Malmuth-Harville ICM values, in money rounded to the cent (they add up to the prizes left). */
export interface IcmValues {
  /** By player at the table still in the tournament. */
  values: Record<string, number>;
  /** By `otherStacks` entry, in its order. */
  others: number[];
  /** Every finishing order counted (up to 18 players); false: orders drawn at random. */
  exact: boolean;
  /** Monte Carlo only: the finishing orders drawn and each value's standard error. */
  samples?: number;
  stdError?: Record<string, number>;
  othersStdError?: number[];
}
/** Report `prizeEquity` (issue 31). */
export interface PrizeEquity {
  /** The spec's prizes, 1st place first. */
  prizes: number[];
  /** Players in the tournament as the hand began, at this table and elsewhere. */
  remaining: number;
  /** Each player's chips as the hand began (the money unit of the chips). */
  stacks: Record<string, number>;
  /** Each stack's value as the hand began. */
  before: IcmValues;
  /** Once the hand's result is decided (a ranking, or cards with the board complete); else null. */
  after:
    | (IcmValues & {
        /** Busted players' places (guide 002): one place, or [from, to] for a tie. */
        finish: Record<string, number | [number, number]>;
        /** What each busted player is paid. */
        paid: Record<string, number>;
        /** Every player at the table: (prize paid or value after) − value before. */
        change: Record<string, number>;
        /** Every `otherStacks` entry: value after − value before. */
        othersChange: number[];
      })
    | null;
  /**
   * With `equity` (its last chunk merged): each player's prize money after the hand (his prize if
   * he busts, else his stack's value), averaged over the deals of the unknown cards; null without
   * equity, before its last chunk, or when the board is run more than once (a ruling says so).
   */
  expected: {
    /** Every player at the table. */
    values: Record<string, number>;
    others: number[];
    /** values − before, for every player at the table and every `otherStacks` entry. */
    delta: Record<string, number>;
    othersDelta: number[];
    /** Every deal counted and every ICM value exact. */
    exact: boolean;
    /** Deals counted (exact) or drawn (Monte Carlo). */
    deals: number;
    /** Monte Carlo deals only: each value's standard error. */
    stdError?: Record<string, number>;
    othersStdError?: number[];
  } | null;
  /** How each figure was reached, with the rule it applies. */
  rulings: Ruling[];
}

/** What every report has; `pots` is empty and listed in `missing` when an error stops it. */
export interface ReportBase {
  ok: boolean;
  /** Every independent error at once, each at its field (or action). */
  errors: ReportError[];
  missing: MissingPart[];
  /**
   * The page's module (loadTapis) only: parts of the report it leaves to the whole core
   * (loadTapisEquity), also listed in `missing`, without an error. A spec with prizes and no error
   * at them gets `prizeEquity` here instead of the section.
   */
  notInModule?: Array<'prizeEquity'>;
  pots: Pot[];
  returned: Record<string, number>;
  awards: Award[];
  payouts: Record<string, number>;
  decimals?: 0 | 1 | 2 | 3;
  format?: Format;
  button?: number;
  smallestChip?: number;
  game?: Game;
  returns?: Return[];
  /** Guide 002's check: everything committed = the pots + what goes back. */
  check?: { committed: number; pots: number; returned: number; balanced: boolean };
  allIn?: string[];
  /** Pots still waiting for the showdown order or the cards. */
  undecided?: number[];
  /** Only for players whose result is decided (no pot they may win is undecided). */
  net?: Record<string, number>;
  showOrder?: string[];
  faceUp?: boolean;
  showRuling?: ShowRuling;
  board?: string[];
  hands?: Record<string, HandInfo>;
  runs?: RunReport[];
  /** Tournament: players busted, best finishing place first (a group is a tie). */
  busted?: string[];
  bustedGroups?: string[][];
  equity?: Equity;
  currency?: string;
  /** Tournament bounties: who was knocked out, what each winner gets and (progressive) is paid now. */
  knockouts?: Array<{ player: string; bounty: number; to: Record<string, number>; paid?: Record<string, number> }>;
  /** Progressive knockouts: the bounties that changed, of the players still in (the winners'). */
  newBounty?: Record<string, number>;
  /** Tournament prize money (spec `prizes`): what the stacks are worth, before and after the hand. */
  prizeEquity?: PrizeEquity;
  /** A practice spec: the report is its table's, and this. */
  practice?: PracticeReport;
}
/** Report `practice` (issue 32): one drill's exercise and, with an answer, its grade. */
export type PracticeReport = SidePotPractice | HandPotPractice | RaisePractice | ReopenPractice | ShowPractice | WinnerPractice | PlacePractice;
export interface SidePotPractice {
  drill: 'sidepots';
  seed: number;
  level: number;
  /** The exercise's table as a quick-mode spec: what the player sees (the report's pots are the answer key). */
  spec: QuickSpec;
  grade: SidePotGrade | null;
}
/** Exercise 2: side pots from a hand played out; the report is the hand's own (its pots are the answer key). */
export interface HandPotPractice {
  drill: 'handpots';
  seed: number;
  level: number;
  /** The whole hand, a spec played action by action. */
  spec: DealSpec;
  grade: SidePotGrade | null;
}
/**
 * A side-pot answer's grade, with an answer read without errors: each of its fields right or
 * wrong ("answer.pots": how many; "answer.pots[i].amount", "answer.pots[i].eligible";
 * "answer.returned" with its `player`, for every seat).
 */
export interface SidePotGrade {
  solved: boolean;
  fields: Array<{
    field: string;
    player?: string;
    right: boolean;
    /** The rule the field applies: guide 002's side-pot method, or its uncalled bet ("answer.returned"). */
    rule: 'guide-002-side-pots' | 'guide-002-uncalled';
    /** The right value: how many pots, a pot's amount or eligible players (null past the last pot), what goes back. */
    expected: number | string[] | null;
  }>;
}
/** Exercise 5: who wins what; the report is the table's own quick-mode report with the cards (its awards and payouts are the key). */
export interface WinnerPractice {
  drill: 'winners';
  seed: number;
  level: number;
  /** The table with each player's cards (folded players: none) and the board, a quick-mode spec. */
  spec: QuickSpec;
  grade: {
    solved: boolean;
    fields: Array<{
      /** "answer.pots[i].winners" for each pot; "answer.collects" with its `player`, for every seat. */
      field: string;
      player?: string;
      right: boolean;
      rule: 'guide-004-pots-won' | 'guide-004-odd-chip';
      /** The winners' names (odd-chip order), or what the player collects. */
      expected: string[] | number;
    }>;
  } | null;
}
/** Exercise 7: finishing places and prizes; the report is the table's own tournament report (its `prizeEquity.after` places and pays them). */
export interface PlacePractice {
  drill: 'places';
  seed: number;
  level: number;
  /** The table: stacks as the hand began, what each put in, the ranking, the prizes and the players at other tables. */
  spec: QuickSpec;
  grade: {
    solved: boolean;
    fields: Array<{
      /** "answer.places" for every seat; "answer.prizes" for every player who busts, and for a player still in given a prize (expected null). */
      field: 'answer.places' | 'answer.prizes';
      player: string;
      right: boolean;
      rule: 'guide-002-finishing' | 'guide-002-finishing+TDA-simultaneous';
      /** The place or the prize in money (null: still in, no place, no prize). */
      expected: number | null;
    }>;
  } | null;
}
/** Exercise 6: who shows first? The report is the hand's own, played to its showdown (its `showOrder`, `faceUp` and `showRuling` are the key). */
export interface ShowPractice {
  drill: 'showdown';
  seed: number;
  level: number;
  /** The whole hand, a spec played action by action. */
  spec: DealSpec;
  /** The players at the showdown, by seat. */
  question: { players: string[] };
  grade: {
    solved: boolean;
    fields: Array<{
      field: 'answer.first';
      right: boolean;
      /** The showRuling's rule: TDA 2024 Rule 16 or 17, WSOP Live Action Rule 149, or 17 and 149 (side pots first). */
      rule: 'TDA-2024-16' | 'TDA-2024-17' | 'WSOP-LAR-149' | 'TDA-2024-17+WSOP-LAR-149';
      /** Who shows first, or "all" (every hand face up at once). */
      expected: string;
    }>;
  } | null;
}
/** Exercise 4: does it reopen? What the player to act may do; the report is the hand's own (its `legal.raiseClosed` says why not). */
export interface ReopenPractice {
  drill: 'reopen';
  seed: number;
  level: number;
  /** The hand played up to the question, a spec played action by action. */
  spec: DealSpec;
  question: { player: string };
  grade: {
    solved: boolean;
    fields: Array<{
      field: 'answer.actions';
      right: boolean;
      rule: 'TDA-2024-47' | 'TDA-2024-47-B';
      /** The actions he may take. */
      expected: Array<'fold' | 'call' | 'raise'>;
    }>;
  } | null;
}
/** Exercise 3: the least raise, or Pot-Limit's most; the report is the hand's own (its `legal` is the key). */
export interface RaisePractice {
  drill: 'raises';
  seed: number;
  level: number;
  /** The hand played up to the question, a spec played action by action. */
  spec: DealSpec;
  question: { player: string; ask: 'min' | 'max' };
  grade: {
    solved: boolean;
    fields: Array<{
      field: 'answer.to';
      right: boolean;
      rule: 'guide-003-minimum-raise' | 'guide-003-pot-limit' | 'WSOP-LAR-176';
      /** The street total asked for. */
      expected: number;
      /** The engine's error for that raise when it is not legal (action.raise_below_min...), else null. */
      why: ReportError | null;
    }>;
  } | null;
}
export interface QuickReport extends ReportBase {
  mode: 'quick';
  players: Array<{ name: string; committed: number; folded: boolean }>;
  deadMoney: number;
}

export type Street = 'preflop' | 'flop' | 'turn' | 'river' | 'showdown';
/** One street total a player may pick (the page shows one button per entry). */
export interface LegalSize {
  kind: 'min' | 'half-pot' | 'pot' | 'max' | 'all-in' | 'limit';
  to: number;
  allIn: boolean;
  /** Whether it is a full bet or raise (one that reopens the betting). */
  full: boolean;
}
/** What the player to act may do. */
export interface Legal {
  player: string;
  fold: boolean;
  check: boolean;
  /** What a call adds (null when there is nothing to call). */
  call: number | null;
  callAllIn: boolean;
  /** Street totals a bet or a raise may go to. */
  bet: { min: number; max: number } | null;
  raise: { min: number; max: number } | null;
  /** Why no raise is possible (legal.raise null while facing a bet). */
  raiseClosed: Ruling | null;
  allIn: { to: number; as: 'bet' | 'raise' | 'call'; full: boolean | null } | null;
  sizes: LegalSize[];
}
export interface Round {
  /** The street total to match. */
  bet: number;
  minRaiseTo: number;
  lastFullRaise?: number;
  /** Limit: the bet size of the street, and bets and raises made against the cap. */
  betSize?: number;
  raises?: number;
  /** Pot-Limit: the pot a maximum raise is counted on. */
  potForLimit?: number;
}
export interface DealPlayer {
  name: string;
  startingStack: number;
  stack: number;
  committed: number;
  /** Dead chips posted (a big-blind ante). */
  dead: number;
  /** In front of the player this street. */
  bet: number;
  folded: boolean;
  allIn: boolean;
  button: boolean;
  blind: 'small' | 'big' | null;
  /** What this player can lose against the biggest stack still in (null once it is decided). */
  effectiveStack?: number | null;
  /** Tournament: the bounty on this player's head (absent when none). */
  bounty?: number;
}
export type LogType =
  | 'ante'
  | 'bigBlindAnte'
  | 'smallBlind'
  | 'bigBlind'
  | 'straddle'
  | 'postLive'
  | 'postDead'
  | 'held'
  | 'fold'
  | 'check'
  | 'call'
  | 'bet'
  | 'raise'
  | 'street'
  | 'showdown'
  | 'return';
export interface LogEntry {
  /** The spec action it comes from (posting, streets and returns have none). */
  action?: number;
  /**
   * The spec action whose play logged it: `action` for an action played in its turn; for one
   * held out of turn and played at its turn (TDA 2024 Rule 53), the action that brought it; for
   * a street, the showdown or a return, the action that led to it. None for the posts.
   */
  at?: number;
  type: LogType;
  street: Street;
  player?: string;
  /** Chips added by this entry, and the player's street total after it. */
  added?: number;
  to?: number;
  allIn?: boolean;
  /** return: the chips given back. */
  amount?: number;
  /** street / showdown: what is in the pots. */
  pot?: number;
  /** chips pushed without a word: how many, and what the core read ("chips", "allin"). */
  pushed?: number;
  /** chips: what the push was read as; held: the action held out of turn ("call", "raise"...). */
  as?: string;
  /**
   * bet and raise only: a full bet or raise, which reopens the betting for who already acted
   * (TDA 2024 Rule 47; Limit: half a bet or more, Rule 47-B). Only an all-in can be false.
   */
  full?: boolean;
}
export interface DealReport extends ReportBase {
  mode: 'actions';
  game: Game;
  betting: Betting;
  format: Format;
  decimals: 0 | 1 | 2 | 3;
  button: number;
  blinds: [number, number];
  ante: number;
  bigBlindAnte: number;
  straddles?: number[];
  limit?: { smallBet: number; bigBet: number; cap: number; capHeadsUp: boolean };
  smallestChip: number;
  street: Street;
  /** The board's cards dealt by this street (none preflop, 3 on the flop...; all at the showdown, an all-in's runout too), from the spec's "board". */
  boardDealt: string[];
  over: boolean;
  toAct: string | null;
  actionsApplied: number;
  /** Out-of-turn actions waiting for their player's turn. */
  held?: Array<{ player: string; type: ActionType; to?: number; amount?: number; action: number }>;
  legal: Legal | null;
  round: Round | null;
  players: DealPlayer[];
  /** This street's bets, not in a pot yet. */
  bets: Record<string, number>;
  /** Everything committed so far. */
  pot: number;
  rulings: DealRuling[];
  log: LogEntry[];
  /** The spec's "source", without its fields. */
  source?: ReportSource;
  /** The spec has "recorded": Tapis's result beside it. */
  recorded?: Recorded;
}
/** A spec too malformed to be played (not JSON, no players, a table that cannot be set): its errors only. */
export interface StoppedReport {
  ok: false;
  errors: ReportError[];
  missing: MissingPart[];
  pots: [];
  returned: Record<string, never>;
  awards: [];
  payouts: Record<string, never>;
  /** A spec played action by action says so, and its money unit. */
  mode?: 'actions';
  decimals?: 0 | 1 | 2 | 3;
}
export type Report = QuickReport | DealReport | StoppedReport;

// ---------- Card tools and equity ----------

export interface CardsAnswer {
  ok: boolean;
  errors: ReportError[];
  /** The card ids read ("As", "Td"), in order. */
  cards?: string[];
}
/** One chunk's sums: per contested pot, [winner mask, count] pairs. */
export interface EquitySums {
  units: number;
  weight: number;
  pots: Array<Array<[number, number]>>;
  /** With prize money: each joint outcome, [the winner mask of every contested pot, count]. */
  joint?: Array<[number[], number]>;
}
/** How the equity engine splits its work (equityPlan and equityStep). */
export interface EquityPlanned {
  exact: boolean;
  units: number;
  chunk: number;
  boards: number | null;
  deals: number;
  batch?: number;
  maxSamples?: number;
}
/** equityPlan's answer: the plan, or why there is none. */
export type EquityPlan = ({ ok: true; errors: [] } & EquityPlanned) | { ok: false; errors: ReportError[] };
export interface EquityStep {
  ok: boolean;
  errors: ReportError[];
  plan?: EquityPlanned;
  sums?: EquitySums;
  equity?: Equity;
  /** With prize money: the report's section, `expected` set once the equity is done. */
  prizeEquity?: PrizeEquity;
}
export interface EquityAnswer {
  ok: boolean;
  errors: ReportError[];
  equity?: Equity;
  prizeEquity?: PrizeEquity;
}

/** The page's module (lib/api/tapis.js): everything but the equity engine. */
export interface Tapis {
  /** A spec in, its report out (a malformed spec comes back as errors, never a throw). */
  analyze(spec: Spec | string): Report;
  /** The cards of a text as the core reads them, each once and in the game's deck. */
  parseCards(text: string, game?: Game): CardsAnswer;
  rankHand(game: Game, holeCards: Cards, board?: Cards): { ok: boolean; errors: ReportError[]; hand?: HandInfo };
  /** The raw text interface (the CLI: malformed JSON reaches the core unchanged). */
  analyzeText(text: string): string;
}
/** The whole core (lib/api/tapis-equity.js): the above plus equity (a spec's "equity" works in analyze) and hand histories. */
export interface TapisEquity extends Tapis {
  /** A hand history (PHH text: one .phh hand or a .phhs of many): one report per hand, in file order; never throws. */
  fromPhh(text: string): ImportedHand[];
  /** fromPhh's answer as JSON text, one hand's report a line (the CLI prints it as it is). */
  fromPhhText(text: string): string;
  /** A spec played action by action as PHH text (errors: phh.export_*, the spec's own). */
  toPhh(spec: Spec | string): PhhAnswer;
  equityPlan(spec: Spec | string): EquityPlan;
  equityChunk(spec: Spec | string, from: number, to: number): { ok: boolean; errors: ReportError[]; sums?: EquitySums };
  equityFinish(spec: Spec | string, sums: EquitySums): EquityAnswer;
  /** The next chunk after `sums` (null: the first), merged into them, with the plan and their numbers: what equity() runs. */
  equityStep(spec: Spec | string, sums?: EquitySums | null): EquityStep;
  equity(
    spec: Spec | string,
    options?: {
      onProgress?: (equity: Equity, plan: EquityPlan) => void;
      signal?: AbortSignal;
    },
  ): Promise<EquityAnswer>;
}
/**
 * analyze() of a spec asking for equity reports equity.not_in_module in this module, one with `practice` practice.not_in_module.
 * The prize money section (`prizeEquity`, ICM) is the whole core's too: with valid prizes the report stays ok, lists
 * "prizeEquity" in `missing` and `notInModule`, and the errors at the prize fields come from this module as from the whole core.
 */
export function loadTapis(options?: { wasmBinary?: ArrayBuffer | Uint8Array }): Promise<Tapis>;

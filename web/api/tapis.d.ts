// Hand-written types for the Tapis JS API (see README "Spec and report").
export interface QuickPlayer {
  name: string;
  committed?: number;
  folded?: boolean;
}
export interface Spec {
  players: QuickPlayer[] | Array<{ name: string; stack?: number; cards?: string }>;
  deadMoney?: number;
  button?: number;
  smallestChip?: number;
  ranking?: Array<string | string[]>;
  format?: 'cash' | 'tournament';
  /** Issue 6: per-pot equity; players still in without cards (or "random") are dealt at random. */
  equity?: boolean | EquityOptions;
  dead?: string | string[];
  /** A played deal's recorded result, one amount per seat (from a hand history). */
  recorded?: { winnings?: number[]; finishingStacks?: number[] };
  /** Where the hand was imported from; echoed in the report. */
  source?: HandSource;
  [more: string]: unknown;
}
export interface ReportError {
  code: string;
  message: string;
  field?: string;
  action?: number;
}
export interface PotCalculation {
  deadMoney: number;
  from: number;
  to: number;
  layer: number;
  players: number;
  partial: Array<{ player: string; chips: number }>;
}
export interface Pot {
  index: number;
  name: string;
  amount: number;
  eligible: string[];
  contributions: Record<string, number>;
  calculation: PotCalculation;
}
export interface Award {
  pot: number;
  name: string;
  run?: number;
  winners: string[];
  amounts: Record<string, number>;
  contested: boolean;
  split: boolean;
}
export interface Report {
  ok: boolean;
  errors: ReportError[];
  mode?: string;
  pots: Pot[];
  returned: Record<string, number>;
  returns?: Array<{ player: string; committed: number; matched: number; amount: number }>;
  check?: { committed: number; pots: number; returned: number; balanced: boolean };
  allIn?: string[];
  awards: Award[];
  undecided?: number[];
  payouts: Record<string, number>;
  net?: Record<string, number>;
  /** A played deal whose spec has "source": where it was imported from (its "fields" left out). */
  source?: Omit<HandSource, 'fields'>;
  /** A played deal whose spec has "recorded": Tapis's result beside the recorded one. */
  recorded?: Recorded;
  [more: string]: unknown;
}
export interface HandInfo {
  cards: string[];
  category: string;
  best: string[];
  description: string;
  descriptionFr: string;
  ranks: string[];
  value: number;
}
export type Game = 'holdem' | 'omaha' | 'shortdeck' | 'pineapple';
/** Spec "equity": true, or these options (issue 6). */
export interface EquityOptions {
  seed?: number;
  maxSamples?: number;
  precision?: number;
  exactLimit?: number;
  runs?: 1 | 2 | 3;
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
  /** equityFinish only: every unit merged, or the precision / maxSamples reached. */
  done?: boolean;
  units?: number;
  totalUnits?: number;
}
/** One chunk's sums: per contested pot, [winner mask, count] pairs. */
export interface EquitySums {
  units: number;
  weight: number;
  pots: Array<Array<[number, number]>>;
}
export interface EquityPlan {
  ok: boolean;
  errors: ReportError[];
  exact: boolean;
  units: number;
  chunk: number;
  boards: number | null;
  deals: number;
  batch?: number;
  maxSamples?: number;
}
/** The page's module (web/api/tapis.js): everything but the equity engine. */
export interface Tapis {
  analyze(spec: Spec | string): Report;
  rankHand(game: Game, holeCards: string | string[], board?: string | string[]): { ok: boolean; errors: ReportError[]; hand?: HandInfo };
  analyzeText(text: string): string;
}
/** Where an imported hand comes from (spec and report "source"). */
export interface HandSource {
  format: 'phh';
  /** The TOML table's name ("1" in a .phhs); null for a single-hand file's top-level keys. */
  section: string | null;
  /** The history's `hand` field, when it has one. */
  hand?: number | string;
  /** Spec only: every PHH field Tapis does not play from (event, venue, time...), written back by toPhh. */
  fields?: Record<string, unknown>;
}
/** One player in report "recorded": Tapis's result beside the history's. */
export interface RecordedPlayer {
  name: string;
  /** What Tapis awards him (pots, not his uncalled chips); null until the hand is over. */
  collected: number | null;
  /** His stack after the hand as Tapis plays it; null until the hand is over. */
  stack: number | null;
  winnings?: number;
  finishingStack?: number;
  status: 'agrees' | 'raked' | 'disagrees' | 'undecided' | 'unfinished' | 'unrecorded';
}
/** Report "recorded" (a spec with "recorded": {winnings?, finishingStacks?}). */
export interface Recorded {
  agrees: boolean | null;
  /** What the house kept: the pots less the winnings (or the starting less the finishing stacks). */
  rake: number | null;
  /** The winnings are all 0 though a pot was won: the history records nothing. */
  winningsEmpty?: boolean;
  players: RecordedPlayer[];
}
/** A message as errors and rulings carry it (code, rule id, params, English text). */
export interface ReportMessage {
  code: string;
  rule: string | null;
  params: Record<string, unknown>;
  message: string;
}
/** One hand of a PHH file (fromPhh): its report plus where it comes from and the spec it became. */
export interface ImportedHand extends Report {
  source: HandSource;
  /** The spec the hand became (played action by action); null when it could not be made one. */
  spec: Spec | null;
  import: {
    /** What the import decided that the file leaves open (e.g. phh.hands_unknown). */
    notes: ReportMessage[];
    /** For each spec action, its index in the history's `actions`. */
    actions: number[];
  };
  errors: Array<ReportError & { params?: Record<string, unknown>; phhAction?: number }>;
  recorded?: Recorded;
}
/** The whole core (web/api/tapis-equity.js): the above plus equity (a spec's "equity" works in analyze) and hand histories. */
export interface TapisEquity extends Tapis {
  /** A hand history (PHH text, one hand or a .phhs of many): one report per hand, in file order. */
  fromPhh(text: string): ImportedHand[];
  /** fromPhh's reports as JSON text: the array, one hand's report a line. */
  fromPhhText(text: string): string;
  /** A spec played action by action as PHH text. */
  toPhh(spec: Spec | string): { ok: boolean; errors: ReportError[]; phh: string | null };
  equityPlan(spec: Spec | string): EquityPlan;
  equityChunk(spec: Spec | string, from: number, to: number): { ok: boolean; errors: ReportError[]; sums?: EquitySums };
  equityFinish(spec: Spec | string, sums: EquitySums): { ok: boolean; errors: ReportError[]; equity?: Equity };
  equity(
    spec: Spec | string,
    options?: {
      onProgress?: (equity: Equity, plan: EquityPlan) => void;
      signal?: AbortSignal;
    },
  ): Promise<{ ok: boolean; errors: ReportError[]; equity?: Equity }>;
}
/** analyze() of a spec asking for equity reports equity.not_in_module in this module. */
export function loadTapis(options?: { wasmBinary?: ArrayBuffer | Uint8Array }): Promise<Tapis>;

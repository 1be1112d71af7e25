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
/** The whole core (web/api/tapis-equity.js): the above plus equity (a spec's "equity" works in analyze). */
export interface TapisEquity extends Tapis {
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

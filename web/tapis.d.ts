// Hand-written types for the Tapis JS API (see README "Spec and report").
export interface QuickPlayer { name: string; committed?: number; folded?: boolean }
export interface Spec {
  players: QuickPlayer[] | Array<{ name: string; stack?: number; cards?: string }>;
  deadMoney?: number;
  button?: number;
  smallestChip?: number;
  ranking?: Array<string | string[]>;
  format?: 'cash' | 'tournament';
  [more: string]: unknown;
}
export interface ReportError { code: string; message: string; field?: string; action?: number }
export interface PotCalculation {
  deadMoney: number; from: number; to: number; layer: number; players: number;
  partial: Array<{ player: string; chips: number }>;
}
export interface Pot {
  index: number; name: string; amount: number; eligible: string[];
  contributions: Record<string, number>; calculation: PotCalculation;
}
export interface Award {
  pot: number; name: string; run?: number; winners: string[];
  amounts: Record<string, number>; contested: boolean; split: boolean;
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
  cards: string[]; category: string; best: string[]; description: string; descriptionFr: string;
  ranks: string[]; value: number;
}
export type Game = 'holdem' | 'omaha' | 'shortdeck' | 'pineapple';
export interface Tapis {
  analyze(spec: Spec | string): Report;
  rankHand(game: Game, holeCards: string | string[], board?: string | string[]):
    { ok: boolean; errors: ReportError[]; hand?: HandInfo };
  analyzeText(text: string): string;
}
export function loadTapis(options?: { wasmBinary?: ArrayBuffer | Uint8Array }): Promise<Tapis>;

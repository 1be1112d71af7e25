// Hand-written types for lib/api/tapis-equity.js (the whole core, equity included); see tapis.d.ts.
import type { EquitySums, TapisEquity } from './tapis.js';
export type * from './tapis.js';
/** Adds two equity chunk sums (the worker protocol); only sums, no rule. */
export function mergeEquitySums(a: EquitySums | null, b: EquitySums): EquitySums;
export function loadTapisEquity(options?: { wasmBinary?: ArrayBuffer | Uint8Array }): Promise<TapisEquity>;

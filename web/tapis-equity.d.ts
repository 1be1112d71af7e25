// Hand-written types for web/tapis-equity.js (the whole core, equity included); see tapis.d.ts.
import type { TapisEquity } from './tapis.js';
export type * from './tapis.js';
export { mergeEquitySums } from './tapis.js';
export function loadTapisEquity(options?: { wasmBinary?: ArrayBuffer | Uint8Array }): Promise<TapisEquity>;

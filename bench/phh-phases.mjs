// Where `tapis --from phh FILE` spends its CPU (bench/phh.mjs runs it as a process of its own): the
// CLI's steps one by one, with its modules and its V8 flag, the reports printed to /dev/null.
// Prints {start, instantiate, core, parse, print} in ms of CPU (the process and its threads).
// node bench/phh-phases.mjs FILE
import { readFileSync, openSync, writeSync } from 'node:fs';
import { loadTapisEquity } from '../lib/api/tapis-equity.js';
import { loadLanguage } from '../lib/i18n/i18n.js';
import { baselineTierOnly } from '../bin/phh-cli.mjs';

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
await loadLanguage('en');
const text = readFileSync(process.argv[2], 'utf8');
const c0 = cpu(); // node's start, the CLI's modules, the catalogue, the file
baselineTierOnly();
const tapis = await loadTapisEquity();
const c1 = cpu();
const raw = tapis.fromPhhText(text);
const c2 = cpu();
const reports = JSON.parse(raw);
const c3 = cpu();
const out = openSync('/dev/null', 'w');
writeSync(out, raw + '\n');
let errors = 0;
for (const r of reports) errors += r.errors?.length ?? 0;
const c4 = cpu();
const ms = (x) => Math.round(x);
console.log(JSON.stringify({ start: ms(c0), instantiate: ms(c1 - c0), core: ms(c2 - c1), parse: ms(c3 - c2), print: ms(c4 - c3), errors }));

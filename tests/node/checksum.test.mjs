// Stockfish-style checksum: the native and WASM builds give byte-identical reports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadTapis } from '../../web/tapis.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const native = process.env.TAPIS_CHECKSUM_BIN ?? `${root}build-native-debug/tapis_checksum`;

function fnv1a(text, h = 0xcbf29ce484222325n) {
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h;
}

test('native and WASM print the same checksum over every example spec', { skip: !existsSync(native) && 'native build missing' }, async () => {
  const tapis = await loadTapis();
  const files = readdirSync(`${root}examples`).filter((f) => f.endsWith('.json')).sort().map((f) => `examples/${f}`);
  assert.ok(files.length > 0);
  let h = fnv1a('');
  for (const f of files) h = fnv1a(tapis.analyzeText(readFileSync(`${root}${f}`, 'utf8')), h);
  const wasm = h.toString(16).padStart(16, '0');
  const out = spawnSync(native, files, { cwd: root, encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  console.log(`checksum native ${out.stdout.trim()} wasm ${wasm}`);
  assert.equal(out.stdout.trim(), wasm);
});

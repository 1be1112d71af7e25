#!/usr/bin/env node
// The evidence for "small files, small functions" (issue 33): prints the largest JavaScript files
// and functions (in lines) under web/ and lib/. Functions are found with acorn (eslint's parser,
// already in node_modules); a function's lines include those of the functions nested in it.
//   node scripts/js-sizes.mjs [count]
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'acorn';

const ROOT = new URL('..', import.meta.url).pathname;
const DIRS = ['web', 'lib'];
const SKIP = new Set(['node_modules', 'wasm-build', 'dist']);
const COUNT = Number(process.argv[2]) || 5;

function* jsFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(path);
    else if (/\.(m?js)$/.test(entry.name)) yield path;
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** Every function node of a tree, with the name it is known by where it can be told. */
function functionsOf(node, name, out) {
  if (!node || typeof node.type !== 'string') return out;
  if (FUNCTIONS.has(node.type)) out.push({ node, name: node.id?.name ?? name ?? '(anonymous)' });
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    const childName =
      node.type === 'VariableDeclarator' && key === 'init'
        ? node.id?.name
        : (node.type === 'Property' || node.type === 'MethodDefinition') && key === 'value'
          ? (node.key?.name ?? node.key?.value)
          : undefined;
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object') functionsOf(child, childName, out);
  }
  return out;
}

const files = [];
const functions = [];
for (const dir of DIRS) {
  if (!existsSync(join(ROOT, dir))) continue;
  for (const path of jsFiles(join(ROOT, dir))) {
    const text = readFileSync(path, 'utf8');
    const file = relative(ROOT, path);
    files.push({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
    const tree = parse(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowAwaitOutsideFunction: true });
    for (const { node, name } of functionsOf(tree, undefined, [])) {
      functions.push({ file, name, line: node.loc.start.line, lines: node.loc.end.line - node.loc.start.line + 1 });
    }
  }
}

const top = (list) => list.sort((a, b) => b.lines - a.lines).slice(0, COUNT);
console.log(`Largest files (lines), ${DIRS.join(' + ')}:`);
for (const f of top(files)) console.log(`  ${String(f.lines).padStart(5)}  ${f.file}`);
console.log('Largest functions (lines):');
for (const f of top(functions)) console.log(`  ${String(f.lines).padStart(5)}  ${f.name}  ${f.file}:${f.line}`);

// axe-core (WCAG 2.1 A/AA) for the page tests. It is injected by the test only, so the test needs
// bypassCSP; the page itself never loads it.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
export const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The violations on a page or a frame, as "rule: targets" lines (none: []). */
export async function axeViolations(target, context = 'document') {
  await target.evaluate(axeSource);
  const result = await target.evaluate(
    (ctx) => window.axe.run(ctx === 'document' ? document : ctx, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }),
    context,
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

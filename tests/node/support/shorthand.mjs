// The tests' shorthand for hands: seats('A:100 B:50') and acts('C raise 7, B chips 16, B chip 25').
// Test code only: the page reads full specs (examples/hands/*.json).

/** "A:100 B:50" → seats. */
export const seats = (list) =>
  list.split(' ').map((item) => {
    const [name, stack] = item.split(':');
    return { name, stack: Number(stack) };
  });

/** "C raise 7, D call, B chips 16, B chip 25" → actions (chip = a single chip, oneChip). */
export const acts = (list) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((one) => {
      const [player, type, n] = one.split(/\s+/);
      const a = { player, type: type === 'chip' ? 'chips' : type };
      if (n !== undefined) a[type === 'chips' || type === 'chip' ? 'amount' : 'to'] = Number(n);
      if (type === 'chip') a.oneChip = true;
      return a;
    });

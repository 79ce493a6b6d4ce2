import axe from 'axe-core';
import { expect } from 'vitest';

/** WCAG 2.0-2.2 A and AA rules (QUALITY.md a11y 1). jsdom cannot compute colour contrast; contrast.test.ts covers it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core on `container` and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: TAGS } });
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

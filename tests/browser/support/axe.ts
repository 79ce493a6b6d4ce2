// axe-core in the real page (TOOLCHAIN.md: @axe-core/playwright needs Node 22, so inject plain axe-core).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** Absolute path of axe-core's browser bundle. */
const axePath: string = require.resolve('axe-core/axe.min.js');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (QUALITY.md accessibility 1). */
export const wcagTags: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One axe violation, trimmed to what a failing test should print. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  readonly nodes: readonly { readonly target: string; readonly summary: string }[];
}

/** Axe's result shape as far as the harness reads it (axe-core's own types are global-script types). */
interface RawAxeResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/** Axe's colour rules: what a colour theme can break (the dark mode of the story matrix). */
export const colourRules: readonly string[] = ['color-contrast', 'link-in-text-block'];

/** WCAG 2.5.8 target size: what a narrow viewport can break besides reflow. */
export const targetSizeRules: readonly string[] = ['target-size'];

export interface RunAxeOptions {
  /** @default wcagTags */
  readonly tags?: readonly string[];
  /** Run only these axe rules (by id) instead of the tags. */
  readonly rules?: readonly string[];
  /**
   * Load axe from this URL instead of inlining the file: a cacheable URL lets Chromium compile axe once
   * for hundreds of loads (the static server serves it at `axeScriptPath`). Inlining costs ~0.5 s a page.
   */
  readonly scriptUrl?: string;
}

/** Injects axe (once per document) and runs it on the whole document with the WCAG tags. */
export async function runAxe(page: Page, options: RunAxeOptions = {}): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) {
    await page.addScriptTag(options.scriptUrl ? { url: options.scriptUrl } : { path: axePath });
  }
  const runOnly =
    options.rules === undefined
      ? { type: 'tag', values: [...(options.tags ?? wcagTags)] }
      : { type: 'rule', values: [...options.rules] };
  const result = await page.evaluate(async (only: { type: string; values: string[] }) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<unknown> } }).axe;
    return (await axe.run(document, { runOnly: only, resultTypes: ['violations'] })) as RawAxeResult;
  }, runOnly);
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' '),
      summary: node.failureSummary ?? '',
    })),
  }));
}

/** Human-readable list for an assertion message; empty string when there is nothing to report. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
        violation.nodes
          .map((node) => `    at ${node.target}\n      ${node.summary.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
}

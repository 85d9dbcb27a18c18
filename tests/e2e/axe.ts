/**
 * The accessibility check of tests/e2e/a11y.e2e.test.ts: axe-core run in the page as it is, its serious
 * and critical findings (WCAG 2.2 A/AA) labelled with where they were seen, at the tablet's two
 * viewports, and a failure message that names the rule, the elements and the screen.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
export const VIEWPORTS = [
  { name: '1280×800', width: 1280, height: 800 },
  { name: '800×1280', width: 800, height: 1280 },
] as const;
const REPORT = process.env.A11Y_REPORT === '1';

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Every serious/critical finding of the file, and each check's total count (for A11Y_REPORT). */
const counts: { where: string; blocking: number; all: number; rules: string[] }[] = [];

/** With A11Y_REPORT=1, prints each check's count of violations, minor ones included (after the tests). */
export function printCounts(): void {
  if (!REPORT) return;
  console.log(
    [
      'axe violations per check (serious+critical / all):',
      ...counts.map(
        (c) => `  ${c.where}: ${c.blocking} / ${c.all}${c.all ? ` — ${c.rules.join(', ')}` : ''}`,
      ),
    ].join('\n'),
  );
}

/**
 * Waits until the page's animations that end have ended: a dialog fading in has half-transparent text,
 * which axe would measure as low contrast. Endless ones (spinners, the NEW pulse) are not waited for.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

/**
 * axe-core itself, put into each document once and run there (not @axe-core/playwright, which injects
 * the 550 KB script into every frame and opens a blank page for every check: most of what a check cost,
 * ~4 s of each on the busy 2-core machine even on an empty page).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: TAGS },
  // Violations only: the passes and inapplicable lists are most of what axe would send back.
  resultTypes: ['violations'],
};

async function runAxe(page: Page): Promise<AxeResults['violations']> {
  // A string is evaluated as a script by CDP (the app's CSP forbids eval inside the page, not this).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<AxeResults> } }).axe;
    return (await axe.run(document, options)).violations;
  }, AXE_OPTIONS);
}

/** Runs axe on the page as it is now and returns the serious and critical findings, labelled `where`. */
export async function check(page: Page, where: string): Promise<Finding[]> {
  await animationsDone(page);
  const result = { violations: await runAxe(page) };
  const found = result.violations.flatMap((v) =>
    BLOCKING.has(v.impact ?? '')
      ? [
          {
            where,
            rule: v.id,
            impact: v.impact ?? '',
            help: v.help,
            // The element, and what to look at: for colour contrast axe's own measure (colours and
            // ratio), otherwise the start of the element's HTML (a class name alone is Chakra's hash).
            targets: v.nodes.map((n) => {
              const detail = v.id === 'color-contrast' ? n.any[0]?.message : n.html.slice(0, 160);
              return `${n.target.join(' ')} — ${detail}`;
            }),
          },
        ]
      : [],
  );
  counts.push({
    where,
    blocking: found.length,
    all: result.violations.length,
    rules: result.violations.map((v) => `${v.id} (${v.impact})`),
  });
  return found;
}

/** Both viewports, the same screen: the layout changes, so does what axe sees. */
export async function checkBothViewports(
  page: Page,
  where: string,
  ready: () => Promise<void>,
): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const vp of VIEWPORTS) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await ready();
    found.push(...(await check(page, `${where} @ ${vp.name}`)));
  }
  return found;
}

function report(found: Finding[]): string {
  return found
    .map(
      (f) =>
        `${f.where}\n  [${f.impact}] ${f.rule}: ${f.help}\n${f.targets.map((t) => `    - ${t}`).join('\n')}`,
    )
    .join('\n');
}

export function expectClean(found: Finding[]): void {
  // The message, not a deep-equal diff: what to fix and where.
  if (found.length) expect.fail(`${found.length} serious/critical axe violation(s):\n${report(found)}`);
}

import { AxeBuilder } from '@axe-core/playwright';
import type { NodeResult, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA: the level public bodies' sites are held to (GB/T 37668, EN 301 549, eMAG). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * A defect of a library we use that its props cannot mend, each with its upstream issue. Only
 * a finding wholly of this kind is left out; the same rule on anything else still counts.
 */
const UPSTREAM: { rule: string; onlyOf: string }[] = [
  // antd's Tabs puts its overflow button inside the tablist (react-component/tabs#1013); it is
  // shown only when the tabs overflow their bar (a phone, pt-BR's long titles).
  { rule: 'aria-required-children', onlyOf: 'ant-tabs-nav-more' },
];

/** Every element the finding blames for it is of the known kind. */
const isUpstream = (rule: Result) =>
  UPSTREAM.some(
    (known) =>
      known.rule === rule.id &&
      rule.nodes.every((node) => {
        const blamed = node.any.flatMap((check) => check.relatedNodes ?? []);
        return blamed.length > 0 && blamed.every((related) => related.html.includes(known.onlyOf));
      }),
  );

/** A contrast finding names its colours, the rest the check that failed. */
function detail(rule: Result, node: NodeResult): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  if (rule.id === 'color-contrast' && data?.fgColor)
    return `${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1`;
  return (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
}

/** What axe finds against WCAG 2.1 AA on the page as it stands, a line per rule broken. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // In the page itself (axe.run), not in a blank page opened for every call; the app has no
  // frames from another origin, which only that way reaches. The passes are not kept.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    // Before the tags: `options` replaces every option set so far, the tags' among them.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA)
    .analyze();
  return violations
    .filter((rule) => !isUpstream(rule))
    .map((rule) => {
      const first = rule.nodes[0]!;
      return `a11y ${rule.id} (${rule.impact}) on ${rule.nodes.length} element(s), first ${first.target.join(' ')} (${detail(rule, first)}): ${rule.help}`;
    });
}

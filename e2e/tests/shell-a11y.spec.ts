import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';

const PAGES: [name: string, path: string][] = [
  ['home', '/'],
  ['a service page', '/voip-telefonija'],
  ['the English contact page', '/en/contact'],
];

for (const [name, path] of PAGES) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The cookie banner (after 2 s) is part of what a first visitor sees.
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(
      blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
    ).toEqual([]);
  });
}

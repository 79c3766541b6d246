import AxeBuilder from '@axe-core/playwright';
import { ADMIN_SECTION_HASHES } from '../support/adminSections';
import { DEMO_ADMIN } from '../support/demo';
import { signIn } from '../support/sharedModules';
import { expect, test } from '../support/test';

test('every section of the admin panel has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  const section = page.locator('section[aria-labelledby="admin-section-title"]');
  for (const hash of ADMIN_SECTION_HASHES) {
    await page.goto(`/admin-panel#${hash}`);
    // Each section shows its data in a table once loaded (the dashboard's is the chart's table for screen readers).
    await expect(section.locator('table').first()).toBeAttached();
    await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page })
      .include('section[aria-labelledby="admin-section-title"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    const blocking = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(
      blocking.map((violation) => `${hash} ${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`),
    ).toEqual([]);
  }
});

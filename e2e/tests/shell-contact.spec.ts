import { expect, test } from '../support/test';

test('the contact form shows field errors in the page language, and sends a valid message', async ({ page }) => {
  await page.goto('/en/contact');
  await page.getByLabel('Full name', { exact: true }).fill('Amra Hadžić');
  await page.getByLabel('Email', { exact: true }).fill('amra@example');
  await page.getByLabel('Subject', { exact: true }).fill('Quote');
  await page.getByLabel('Message', { exact: true }).fill('Short');
  await page.getByRole('button', { name: 'Send message' }).click();
  // Each error sits under its field, tied to it for screen readers; the first is also announced in the summary.
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Please enter a valid email address!',
  );
  await expect(page.getByLabel('Message', { exact: true })).toHaveAccessibleDescription(
    'The message must be at least 10 characters long.',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address!' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();

  await page.getByLabel('Email', { exact: true }).fill('amra@example.ba');
  await page.getByLabel('Message', { exact: true }).fill('Please send a quote for four cameras and a recorder.');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.locator('[data-alert-type="success"]')).toHaveText(
    'Thank you! Your message has been sent; we will get back to you soon.',
  );
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('');
});

import { expect, test } from '@playwright/test';

// By keyboard alone on a phone (360 px): following a link starts the next Tab in the new page's content, and a
// screen reader hears the new page's title (src/app/layout/usePageChangeFocus.ts).

test.use({ viewport: { width: 360, height: 740 } });

test('a footer link followed by keyboard: the next Tab is in the new page, whose title is announced', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.locator('#page-announcer')).toHaveText('Privacy Policy | Sukoon');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
});

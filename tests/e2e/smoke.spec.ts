import { expect, signUpThroughUi, test } from './support/fixtures';

test('a new creator signs up and sees the main screen', async ({ page, newAccount }) => {
  await signUpThroughUi(page, newAccount());
  await expect(page.getByText('AI-powered caption generator')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support';
import { apiSignIn, uiSignIn } from './support/staff';

/**
 * Issue 21: an administrator chooses the judges of a language on the admin page; the choice is
 * kept on the server (it survives a reload) and shown with who made it. The server's language-model
 * host and model are shown, never its key. Set back to the default afterwards, so no other spec's
 * Thai answer is sent to a model.
 */
test.afterEach(async ({ request }) => {
  const admin = await apiSignIn(request, 'admin', 'admin123');
  await request.put('/api/v1/admin/judges/th', { headers: { authorization: `Bearer ${admin.token}` }, data: { judges: null } });
});

test('the administrator sets Thai to "language model, then rubric grader" and it sticks after a reload', async ({ page }) => {
  await uiSignIn(page, 'admin', 'admin123', 'en', /\/admin\/dashboard$/);
  const panel = page.getByTestId('judges-panel');
  await expect(panel.getByTestId('llm-server')).toContainText('Language-model server configured: e2e-model at 127.0.0.1:');
  const thai = panel.getByRole('group', { name: 'ไทย' });
  await expect(thai.getByRole('radio', { name: 'Server default (rubric grader)' })).toBeChecked();

  await thai.getByRole('radio', { name: 'Language model, then rubric grader' }).check();
  await expect(thai.getByRole('status')).toHaveText('Saved: the next ไทย answer is graded this way.');
  await expect(thai).toContainText('Now graded by: language model + rubric grader. Set by admin on');

  await page.reload();
  const again = page.getByTestId('judges-panel').getByRole('group', { name: 'ไทย' });
  await expect(again.getByRole('radio', { name: 'Language model, then rubric grader' })).toBeChecked();
  await expect(again).toContainText('Now graded by: language model + rubric grader.');
  await expectNoSeriousAxeViolations(page);
});

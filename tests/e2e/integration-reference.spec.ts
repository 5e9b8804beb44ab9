// The integration API's reference page (issue 30) in a real browser: drawn from the server alone (nothing from another
// host, so it works without internet), under the app's Content-Security-Policy, and its links lead where they say.
import { expect, test } from './support/test';

const REFERENCE = '/api/integration/v1/docs';

test('the reference page loads nothing but itself, breaks no policy and links each operation and its document', async ({ page, baseURL }) => {
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto(REFERENCE);
  await expect(page.getByRole('heading', { level: 1, name: 'Balcão integration API' })).toBeVisible();
  expect(requests.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
  expect(requests).toContain(`${baseURL}${REFERENCE}`);
  expect(problems).toEqual([]);

  await page.getByRole('link', { name: 'POST /products/batch' }).click();
  await expect(page).toHaveURL(/#post-products-batch$/);
  const operation = page.locator('#post-products-batch');
  await expect(operation).toBeInViewport();
  await expect(operation.getByText('Token: partnerToken, scope catalogue.')).toBeVisible();

  await operation.getByRole('link', { name: 'ProductRow', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 3, name: 'ProductRow', exact: true })).toBeInViewport();

  const documentLink = page.getByRole('link', { name: /openapi\.json$/ }).first();
  const [answer] = await Promise.all([page.waitForResponse((response) => response.url().endsWith('/openapi.json')), documentLink.click()]);
  expect((await answer.json()).openapi).toBe('3.1.0');
  // The suite's accessibility check reads the last screen: the page, not the browser's view of the JSON.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Balcão integration API' })).toBeVisible();
});

import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { nonceChallenge as apiNonceChallenge } from './support/dpop';
import { watchPageErrors } from './support/faults';

const VIN = 'SDXE1S2A2RA100001';
const STATUS = `/vehicles/${VIN}/status`;

/** This worker's authorization server and data API (the `authUrl` and `apiUrl` fixtures), for the helpers below. */
let AUTH = '';
let API = '';
test.beforeAll(({ authUrl, apiUrl }) => {
  AUTH = authUrl;
  API = apiUrl;
});

async function setAccessTokenTtl(page: Page, seconds: number) {
  const res = await page.request.post(`${AUTH}/control/token-lifetimes`, { data: { accessTokenTtl: seconds } });
  expect(res.ok()).toBe(true);
}

/** From the dashboard's sign-in page through the authorization server's real pages and back. */
async function signInThroughPages(page: Page, email = 'owner@example.com', decision: 'Allow' | 'Deny' = 'Allow') {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === AUTH);
  const emailField = page.getByLabel('Email');
  const consent = page.getByRole('button', { name: decision });
  // The AS may remember the user (session cookie) and go straight to consent, or even back to the dashboard.
  await expect(emailField.or(consent).or(page.getByRole('button', { name: 'Sign out' }))).toBeVisible();
  if (await emailField.isVisible()) {
    await emailField.fill(email);
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  if (new URL(page.url()).origin === AUTH) await consent.click();
}

/**
 * A DPoP nonce challenge (RFC 9449 §8: the client retries once), told apart by its body's error: a 400 with a
 * DPoP-Nonce header may also be a real refusal after the server rotated its nonce (RFC 9449 §8.2).
 */
const nonceChallenge = async (r: Response) =>
  r.status() === 400 &&
  ((await r.json().catch(() => undefined)) as { error?: string } | undefined)?.error === 'use_dpop_nonce';
/** An answer of the token endpoint, other than a DPoP nonce challenge. */
const tokenAnswer = async (r: Response) =>
  r.request().method() === 'POST' && r.url() === `${AUTH}/auth/token` && !(await nonceChallenge(r));
const form = (r: Response) => new URLSearchParams(r.request().postData() ?? '');
const refreshAnswer = async (r: Response) => form(r).get('grant_type') === 'refresh_token' && (await tokenAnswer(r));

type TokenAnswer = { grant: string | null; refreshToken: string | null; status: number };
/**
 * The token requests the page makes and how they were answered, each once its body has told a nonce challenge apart
 * (the listener is attached before the action, the answers are awaited when read).
 */
function tokenRequests(page: Page): () => Promise<TokenAnswer[]> {
  const seen: Promise<TokenAnswer | undefined>[] = [];
  page.on('response', (r) => {
    seen.push(
      tokenAnswer(r).then((answer) =>
        answer
          ? { grant: form(r).get('grant_type'), refreshToken: form(r).get('refresh_token'), status: r.status() }
          : undefined,
      ),
    );
  });
  return async () => (await Promise.all(seen)).filter((t) => t !== undefined);
}

const statusLoaded = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith(`/v1/vehicles/${VIN}/status`) && r.request().method() === 'GET' && r.status() === 200,
  );

test.afterEach(async ({ page }) => {
  await setAccessTokenTtl(page, 300);
});

test('sign in through the real pages, land on the page asked for, stay signed in after a reload', async ({ page }) => {
  const tokens = tokenRequests(page);
  await page.goto(STATUS);
  await expect(page).toHaveURL(/\/sign-in\?returnTo=/);
  const loaded = statusLoaded(page);
  await signInThroughPages(page);
  await loaded;
  await expect(page).toHaveURL(STATUS);
  // code, state and iss are gone from the address bar and from history.
  expect(page.url()).not.toMatch(/code=|state=|iss=/);
  expect(await page.evaluate(() => location.search)).toBe('');
  await expect(page.getByRole('heading', { level: 1, name: 'Voltara Aero' })).toBeVisible();
  expect((await tokens()).filter((t) => t.grant === 'authorization_code')).toHaveLength(1);

  // Tokens live in IndexedDB, never in localStorage or sessionStorage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toMatch(/eyJ/);

  await page.reload();
  await expect(page).toHaveURL(STATUS);
  await expect(page.getByRole('heading', { level: 1, name: 'Voltara Aero' })).toBeVisible();
  // The reloaded page still calls the API with the stored token and key.
  // (After a reload the API may first ask for a DPoP nonce: the answer that counts is the last one.)
  const alerts = page.waitForResponse(
    (r) => r.url().includes(`/v1/vehicles/${VIN}/alerts`) && r.request().method() === 'GET' && !apiNonceChallenge(r),
  );
  await page.getByRole('link', { name: 'Alerts', exact: true }).click();
  expect((await alerts).status()).toBe(200);
  expect(await tokens()).toHaveLength(1);
});

test('with 3-second access tokens the dashboard keeps working: each expiry is met by one refresh, never a replay', async ({
  page,
}) => {
  // The REST client's refresh alone: the stream's own handover to a fresh token is checked in live-stream.spec.ts.
  await page.routeWebSocket(/\/mqtt$/, (ws) => ws.close({ code: 1011, reason: 'not streamed in this test' }));
  await setAccessTokenTtl(page, 3);
  const tokens = tokenRequests(page);
  const unauthorized: string[] = [];
  page.on('response', (r) => {
    // An expired token reaching the API means the refresh came too late (nonce challenges are fine).
    if (
      r.url().startsWith(`${API}/v1/`) &&
      r.status() === 401 &&
      /invalid_token/.test(r.headers()['www-authenticate'] ?? '')
    )
      unauthorized.push(r.url());
  });
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(STATUS)}`);
  const loaded = statusLoaded(page);
  await signInThroughPages(page);
  await loaded;

  // Sections not loaded yet, so each visit makes a data request with the tokens of the refresh before it.
  const sections = ['Alerts', 'Journeys', 'Location', 'Battery'];
  for (const name of sections) {
    // A tab in use renews its tokens shortly before they expire.
    expect((await page.waitForResponse(refreshAnswer)).status()).toBe(200);
    const answered = page.waitForResponse(
      (r) => r.url().includes(`/v1/vehicles/${VIN}/`) && r.request().method() === 'GET' && !apiNonceChallenge(r),
    );
    await page.getByRole('link', { name, exact: true }).click();
    expect((await answered).status()).toBe(200);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  const refreshes = (await tokens()).filter((t) => t.grant === 'refresh_token');
  expect(refreshes.length).toBeGreaterThanOrEqual(sections.length);
  // Single flight: every rotated refresh token is sent once (RFC 9700 §4.14: a replay would revoke the grant).
  expect(refreshes.map((t) => t.status)).toEqual(refreshes.map(() => 200));
  expect(new Set(refreshes.map((t) => t.refreshToken)).size).toBe(refreshes.length);
  expect(unauthorized).toEqual([]);
});

test('a revoked refresh token leads back to sign-in, and then to the same page', async ({ page }) => {
  const errors = watchPageErrors(page);
  await setAccessTokenTtl(page, 3);
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(STATUS)}`);
  const loaded = statusLoaded(page);
  await signInThroughPages(page);
  await loaded;
  // Every answer of the token endpoint from here on, its error read from the body: a nonce challenge is a 400 too, and
  // any answer may carry a fresh DPoP-Nonce header after the server rotated its nonce (RFC 9449 §8.2).
  const answers: { grant: string | null; status: number; error?: string }[] = [];
  const refusedRefresh = new Promise<{ status: number; body: unknown }>((resolve) => {
    void page.route(`${AUTH}/auth/token`, async (route) => {
      const response = await route.fetch();
      const grant = new URLSearchParams(route.request().postData() ?? '').get('grant_type');
      const body = response.status() === 200 ? undefined : ((await response.json()) as { error?: string });
      if (body?.error !== 'use_dpop_nonce') answers.push({ grant, status: response.status(), error: body?.error });
      // A refresh already on its way when the revocation lands may still succeed: wait for the first refused one.
      if (grant === 'refresh_token' && body && body.error !== 'use_dpop_nonce')
        resolve({ status: response.status(), body });
      await route.fulfill({ response });
    });
  });
  const revoked = await page.request.post(`${AUTH}/control/revoke-refresh-tokens`, {
    data: { email: 'owner@example.com' },
  });
  expect(revoked.ok()).toBe(true);

  // The next refresh is refused (invalid_grant), and the session ends. Its body is read on the way to the page: the
  // page navigates to sign-in right after, and the browser keeps no body for a document that has gone.
  const refused = await refusedRefresh;
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ error: 'invalid_grant' });
  await expect(page).toHaveURL(/\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(STATUS);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
  // One refused refresh ends the session: it is not retried (one already on its way may have succeeded before it).
  expect(answers.filter((a) => a.status !== 200).map((a) => `${a.grant} ${a.status} ${a.error}`)).toEqual([
    'refresh_token 400 invalid_grant',
  ]);

  await setAccessTokenTtl(page, 300);
  const again = statusLoaded(page);
  await signInThroughPages(page);
  await again;
  await expect(page).toHaveURL(STATUS);
  expect(errors).toEqual([]);
});

test('signing out in one tab signs out the other', async ({ page, context }) => {
  await page.goto('/sign-in');
  await signInThroughPages(page);
  await expect(page).toHaveURL('/vehicles');
  const other = await context.newPage();
  await other.goto(STATUS);
  await expect(other.getByRole('heading', { level: 1, name: 'Voltara Aero' })).toBeVisible();

  const revocation = page.waitForResponse((r) => r.url() === `${AUTH}/auth/revoke`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await revocation).status()).toBe(200);
  await expect(page).toHaveURL('/signed-out');
  await expect(other).toHaveURL('/signed-out');
  const left = await other.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('vds-auth');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('auth').objectStore('auth').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(left).toBe(0);
  await other.goto(STATUS);
  await expect(other).toHaveURL(/\/sign-in\?returnTo=/);
});

test('denied consent is shown on the sign-in page, with no redirect loop', async ({ page }) => {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(STATUS)}`);
  await signInThroughPages(page, 'owner2@example.com', 'Deny');
  await expect(page).toHaveURL(/\/sign-in/);
  const toAuthorizationServer: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin === AUTH) toAuthorizationServer.push(r.url());
  });
  await expect(page.getByRole('alert')).toContainText('Access was not granted');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  // Once the page has nothing left to load, it has still not set off for the authorization server again.
  await page.waitForLoadState('networkidle');
  expect(toAuthorizationServer).toEqual([]);
  await expect(page).toHaveURL(/\/sign-in/);
});

for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example/x', 'javascript:alert(1)']) {
  test(`after sign-in a hostile returnTo (${hostile}) lands on /vehicles`, async ({ page }) => {
    await page.goto(`/sign-in?returnTo=${encodeURIComponent(hostile)}`);
    await signInThroughPages(page);
    await expect(page).toHaveURL('/vehicles');
  });
}

test('a forged callback is refused without a token request', async ({ page }) => {
  const tokens = tokenRequests(page);
  await page.goto(`/callback?code=forged&state=forged&iss=${encodeURIComponent(AUTH)}`);
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('alert')).toContainText('Sign-in failed');
  expect(await tokens()).toHaveLength(0);
});

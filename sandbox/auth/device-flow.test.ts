import { describe, expect, it } from 'vitest';
import { authorizationDetailsFor } from '../permissions';
import { Agent, decodeJwt, dpopKey, follow, formOf, ISSUER, proof, testServer, tokenRequest } from './testing';

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** RFC 8628: a device without a browser shows a code; the owner signs in on another device and enters it. */
describe('device authorization grant', () => {
  const server = testServer();
  const device = new Agent(server);

  async function start() {
    const res = await device.postForm('/auth/device', { client_id: 'vehicle-cli', scope: 'vehicle:read' });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      device_code: string;
      user_code: string;
      verification_uri: string;
      verification_uri_complete: string;
      expires_in: number;
      interval: number;
    };
  }

  const poll = async (deviceCode: string, key: Awaited<ReturnType<typeof dpopKey>>) =>
    tokenRequest(
      device,
      { grant_type: DEVICE_GRANT, client_id: 'vehicle-cli', device_code: deviceCode },
      await proof(key),
    );

  it('runs from the code page through sign-in and consent to DPoP-bound tokens', async () => {
    const started = await start();
    expect(started.verification_uri).toBe(`${ISSUER}/device`);
    expect(started.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(started.expires_in).toBe(600);
    const key = await dpopKey();
    const pending = await poll(started.device_code, key);
    expect({ status: pending.statusCode, error: pending.json().error }).toEqual({
      status: 400,
      error: 'authorization_pending',
    });

    const browser = new Agent(server);
    const input = await browser.get('/device');
    expect(input.statusCode).toBe(200);
    expect(input.payload).toMatch(/<label for="user_code">Code<\/label>/);
    expect(input.headers['x-frame-options']).toBe('DENY');
    expect(String(input.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(input.payload).not.toMatch(/<script|\son\w+=/i);

    const inputForm = formOf(input.payload);
    const confirmPage = await browser.postForm(inputForm.action, {
      xsrf: inputForm.csrf,
      user_code: started.user_code.toLowerCase(),
    });
    expect(confirmPage.statusCode).toBe(200);
    expect(confirmPage.payload).toContain('Vehicle CLI');
    expect(confirmPage.payload).toContain(started.user_code);
    const confirmForm = formOf(confirmPage.payload);
    const afterConfirm = await follow(
      browser,
      await browser.postForm(confirmForm.action, {
        xsrf: confirmForm.csrf,
        user_code: started.user_code,
        confirm: 'yes',
      }),
    );
    const login = formOf(afterConfirm.payload);
    expect(afterConfirm.payload).toContain('Sign in');
    const consentPage = await follow(
      browser,
      await browser.postForm(login.action, { csrf: login.csrf, email: 'owner2@example.com', password: 'demo' }),
    );
    const consent = formOf(consentPage.payload);
    const done = await follow(
      browser,
      await browser.postForm(consent.action, { csrf: consent.csrf, decision: 'allow' }),
    );
    expect(done.statusCode).toBe(200);
    expect(done.payload).toContain('Device connected');

    const res = await poll(started.device_code, key);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: 'DPoP',
      expires_in: 300,
      scope: 'vehicle:read',
      refresh_expires_in: 1800,
    });
    expect(body.authorization_details).toEqual(authorizationDetailsFor({ kind: 'account', accountId: 'acct-owner-2' }));
    expect(decodeJwt(body.access_token).payload).toMatchObject({
      sub: 'acct-owner-2',
      client_id: 'vehicle-cli',
      cnf: { jkt: key.thumbprint },
    });

    const again = await poll(started.device_code, key);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
  });

  it('shows an error for a wrong code and lets the user retry', async () => {
    const browser = new Agent(server);
    const input = formOf((await browser.get('/device')).payload);
    const wrong = await browser.postForm(input.action, { xsrf: input.csrf, user_code: 'BCDF-GHJK' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.payload).toMatch(/role="alert">That code is not right/);
    expect(() => formOf(wrong.payload)).not.toThrow();
  });

  it('rejects a code submission without the CSRF value', async () => {
    const { user_code } = await start();
    const browser = new Agent(server);
    await browser.get('/device');
    const res = await browser.postForm('/device', { user_code });
    expect(res.statusCode).toBe(400);
    expect(res.payload).toMatch(/role="alert"/);
  });

  it('ends with access_denied when the user aborts', async () => {
    const started = await start();
    const browser = new Agent(server);
    const input = formOf((await browser.get('/device')).payload);
    const confirm = formOf(
      (await browser.postForm(input.action, { xsrf: input.csrf, user_code: started.user_code })).payload,
    );
    await browser.postForm(confirm.action, { xsrf: confirm.csrf, user_code: started.user_code, abort: 'yes' });
    const res = await poll(started.device_code, await dpopKey());
    expect({ status: res.statusCode, error: res.json().error }).toEqual({ status: 400, error: 'access_denied' });
  });

  it('requires a DPoP proof when polling, as the client is DPoP-bound', async () => {
    const { device_code } = await start();
    const res = await tokenRequest(device, { grant_type: DEVICE_GRANT, client_id: 'vehicle-cli', device_code });
    expect({ status: res.statusCode, error: res.json().error }).toEqual({ status: 400, error: 'invalid_grant' });
  });
});

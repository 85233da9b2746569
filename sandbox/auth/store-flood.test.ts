/** Issue 19: a flood of anonymous requests evicts from the addresses flooding, not a user's pending sign-in. */
import { describe, expect, it } from 'vitest';
import { Agent, authorizeUrl, follow, formOf, testServer } from './testing';

const ROOM = 40;
const server = () =>
  testServer({
    limits: {
      store: { Interaction: { max: ROOM, perAccount: ROOM }, DeviceCode: { max: ROOM, perAccount: ROOM } },
      rate: { authorization: 10_000, deviceAuthorization: 10_000, codeVerification: 10_000 },
    },
  });

/** `requests` anonymous requests from each of `addresses` addresses (10.9.x.y, or IPv6 /64s with `v6`). */
async function flood(agent: Agent, send: (remoteAddress: string) => Promise<unknown>, addresses: number, each = 1) {
  for (let a = 0; a < addresses; a++)
    for (let i = 0; i < each; i++) await send(`10.9.${Math.floor(a / 250)}.${(a % 250) + 1}`);
}

const openSignIn = (agent: Agent, remoteAddress: string) =>
  agent.request({ method: 'GET', url: authorizeUrl(), remoteAddress });

async function submitSignIn(agent: Agent, page: string) {
  const login = formOf(page);
  return follow(
    agent,
    await agent.postForm(login.action, { csrf: login.csrf, email: 'owner@example.com', password: 'demo' }),
  );
}

const startDevice = (agent: Agent, remoteAddress?: string) =>
  agent.request({
    method: 'POST',
    url: '/auth/device',
    payload: 'client_id=vehicle-cli&scope=vehicle%3Aread',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function enterCode(browser: Agent, userCode: string) {
  const input = formOf((await browser.get('/device')).payload);
  return browser.postForm(input.action, { xsrf: input.csrf, user_code: userCode });
}

describe('a full store evicts from the address holding the most anonymous entries (IPv6 by /64)', () => {
  it('a sign-in page opened before a flood from fewer addresses than the store has room for still signs in', async () => {
    const s = server();
    const user = new Agent(s, '198.51.100.7');
    const page = await follow(user, await user.get(authorizeUrl()));
    const flooder = new Agent(s);
    // 30 addresses × 4 requests: 120 interactions into a store of 40.
    await flood(flooder, (from) => openSignIn(flooder, from), ROOM - 10, 4);
    const consent = await submitSignIn(user, page.payload);
    expect(consent.statusCode).toBe(200);
    expect(consent.payload).not.toMatch(/expired/i);
    expect(consent.payload).toMatch(/Allow/);
  });

  it('an IPv6 flooder counts as one source per /64, however many addresses it uses', async () => {
    const s = server();
    const user = new Agent(s, '2001:db8:1:1::7');
    const page = await follow(user, await user.get(authorizeUrl()));
    const flooder = new Agent(s);
    for (let i = 0; i < 100; i++) await openSignIn(flooder, `2001:db8:ffff:1::${i.toString(16)}`);
    expect((await submitSignIn(user, page.payload)).payload).toMatch(/Allow/);
  });

  it('a device code shown before such a flood is still accepted at /device', async () => {
    const s = server();
    const cli = new Agent(s, '198.51.100.8');
    const { user_code } = (await startDevice(cli)).json() as { user_code: string };
    const flooder = new Agent(s);
    await flood(flooder, (from) => startDevice(flooder, from), ROOM - 10, 4);
    const confirm = await enterCode(new Agent(s, '198.51.100.9'), user_code);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.payload).toContain(user_code);
    expect(confirm.payload).not.toMatch(/not right, or expired/);
  });

  it('how large a distributed flood must be: one address per slot, more addresses than the store has room for', async () => {
    const s = server();
    const user = new Agent(s, '198.51.100.7');
    const page = await follow(user, await user.get(authorizeUrl()));
    const flooder = new Agent(s);
    // ROOM - 1 other addresses fill the store beside the user: the user's entry is still there.
    await flood(flooder, (from) => openSignIn(flooder, from), ROOM - 1);
    // One more address makes every source hold one entry; the oldest, the user's, is the one that goes.
    await openSignIn(flooder, '192.0.2.200');
    const after = await submitSignIn(user, page.payload);
    expect(after.payload).toMatch(/expired/i);
  });
});

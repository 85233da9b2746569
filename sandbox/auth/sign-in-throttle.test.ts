/** Issue 10, fault 8: wrong passwords are throttled per account and address, never locking the owner out for good. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Agent, authorizeUrl, follow, formOf, testServer } from './testing';

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.10';

async function attempt(agent: Agent, password: string, email = 'owner@example.com') {
  const page = await follow(agent, await agent.get(authorizeUrl()));
  const form = formOf(page.payload);
  return agent.postForm(form.action, { csrf: form.csrf, email, password });
}

describe('throttling of sign-in attempts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const server = () =>
    testServer({ limits: { signIn: { windowMs: 300_000, perPair: 3, perSubject: 6, perAddress: 10 } } });

  it('answers the 4th attempt after 3 wrong passwords with a 429 sign-in page, without checking it', async () => {
    const attacker = new Agent(server(), ATTACKER);
    for (let i = 0; i < 3; i++) {
      const wrong = await attempt(attacker, `guess-${i}`);
      expect(wrong.statusCode).toBe(200);
      expect(wrong.payload).toContain('The email or password is not right.');
    }
    const refused = await attempt(attacker, 'demo');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.payload).toMatch(/Too many failed sign-in attempts\. Wait \d+ seconds, then try again\./);
    // The page keeps its form (fresh CSRF token, the email typed) and its security headers.
    expect(formOf(refused.payload).csrf).toMatch(/^[\w-]{20,}$/);
    expect(refused.payload).toContain('value="owner@example.com"');
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect(String(refused.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('lets the owner sign in from another address meanwhile, and the attacker after the window', async () => {
    const s = server();
    const attacker = new Agent(s, ATTACKER);
    for (let i = 0; i < 3; i++) await attempt(attacker, `guess-${i}`);
    const owner = new Agent(s, OWNER);
    expect((await follow(owner, await attempt(owner, 'demo'))).payload).toContain('Allow');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 301_000 });
    expect((await follow(attacker, await attempt(attacker, 'demo'))).payload).toContain('Allow');
  });

  it('keeps the owner’s known address working while guesses come from many addresses', async () => {
    const s = server();
    await attempt(new Agent(s, OWNER), 'demo');
    for (let i = 0; i < 6; i++) await attempt(new Agent(s, `203.0.113.${i}`), 'guess');
    // Six failures for the account: a new address waits out the window, the address that signed in before does not.
    expect((await attempt(new Agent(s, '192.0.2.1'), 'demo')).statusCode).toBe(429);
    const owner = new Agent(s, OWNER);
    expect((await follow(owner, await attempt(owner, 'demo'))).payload).toContain('Allow');
  });

  it('counts per account, so guesses at one account leave another alone from the same address', async () => {
    const attacker = new Agent(server(), ATTACKER);
    for (let i = 0; i < 3; i++) await attempt(attacker, `guess-${i}`);
    const other = await follow(attacker, await attempt(attacker, 'demo', 'owner2@example.com'));
    expect(other.payload).toContain('Allow');
  });
});

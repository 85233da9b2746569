/** Issue 10, fault 2: what anyone can make the server store (interactions, anonymous sessions) lives ten minutes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Agent, authorizeUrl, follow, formOf, testServer } from './testing';

describe('lifetimes of anonymous state', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a sign-in page after ten minutes', async () => {
    const agent = new Agent(testServer());
    const page = await follow(agent, await agent.get(authorizeUrl()));
    const form = formOf(page.payload);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    const res = await agent.postForm(form.action, { csrf: form.csrf, email: 'owner@example.com', password: 'demo' });
    expect(res.statusCode).toBe(400);
    expect(res.payload).toContain('Your sign-in has expired');
  });

  it('still takes a sign-in page after nine minutes', async () => {
    const agent = new Agent(testServer());
    const page = await follow(agent, await agent.get(authorizeUrl()));
    const form = formOf(page.payload);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 540_000 });
    const res = await follow(
      agent,
      await agent.postForm(form.action, { csrf: form.csrf, email: 'owner@example.com', password: 'demo' }),
    );
    expect(res.payload).toContain('Allow');
  });

  it('ends the device page’s anonymous session after ten minutes, answering its form with a 403 page', async () => {
    const agent = new Agent(testServer());
    const form = formOf((await agent.get('/device')).payload);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 601_000 });
    const res = await agent.postForm(form.action, { xsrf: form.csrf, user_code: 'BCDF-GHJK' });
    expect(res.statusCode).toBe(403);
  });
});

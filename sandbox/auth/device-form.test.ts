/** Issue 10, fault 5: the device page's form without the session GET /device started gets a 403 page, not a 500. */
import { describe, expect, it } from 'vitest';
import { Agent, formOf, testServer } from './testing';

describe('POST /device without its session', () => {
  const server = testServer();

  it.each([
    ['no cookie at all', {}],
    ['a session cookie the server does not know', { cookie: '_session=unknown; _session.sig=forged' }],
  ])('answers %s with a 403 page that sends the user back to the form', async (_name, headers) => {
    const res = await new Agent(server).postForm('/device', { xsrf: 'x', user_code: 'BCDF-GHJK' }, headers);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.payload).toContain('Open the device page again and enter the code.');
  });

  it('covers every path the router sends to the form (case, trailing slash)', async () => {
    for (const path of ['/DEVICE', '/device/'])
      expect((await new Agent(server).postForm(path, { xsrf: 'x', user_code: 'BCDF-GHJK' })).statusCode).toBe(403);
  });

  it('re-renders the form (400) for a wrong xsrf value in a browser that has the session', async () => {
    const agent = new Agent(server);
    formOf((await agent.get('/device')).payload);
    const res = await agent.postForm('/device', { xsrf: 'wrong', user_code: 'BCDF-GHJK' });
    expect(res.statusCode).toBe(400);
    expect(formOf(res.payload).csrf).toMatch(/^[0-9a-f]+$/);
  });
});

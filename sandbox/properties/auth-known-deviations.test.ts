/**
 * What the properties found that the authorization server still does (issue 10, reported; no 5xx among them).
 * Each test states the rule and is marked `it.fails` while the server breaks it: when one is fixed, its test goes
 * red here, and it and its entry in KNOWN_DEVIATIONS (auth-answers.ts) are to be removed.
 */
import { inject } from 'light-my-request';
import { describe, it } from 'vitest';
import { testServer } from '../auth/testing';
import { expectAuthAnswer } from './auth-answers';

const server = testServer();
const send = (method: string, url: string) =>
  inject(server.callback, { method, url, headers: { host: 'localhost:4001' } });

describe('known deviations from the rule (each test fails while the deviation lasts)', () => {
  it.fails.each([
    ['GET', '/nothing'],
    ['POST', '/auth'],
    ['ACL', '/'],
    ['GET', '/interaction/%2E%2E'],
  ])('%s %s, which no route takes, answers an OAuth error rather than koa’s plain-text 404', async (method, url) => {
    expectAuthAnswer(await send(method, url), 'oauth', `${method} ${url}`);
  });

  it.fails.each(['/auth/revoke', '/auth/device'])(
    'GET %s (a POST-only OAuth endpoint) answers an OAuth error rather than the resume route’s HTML page',
    async (url) => {
      expectAuthAnswer(await send('GET', url), 'oauth', `GET ${url}`);
    },
  );
});

/** What the properties found at the authorization server (issue 10), each with the rule it broke. */
import { inject } from 'light-my-request';
import { describe, it } from 'vitest';
import { testServer } from '../auth/testing';
import { expectAuthAnswer } from './auth-answers';

const server = testServer();
const send = (method: string, url: string) =>
  inject(server.callback, { method, url, headers: { host: 'localhost:4001' } });

describe('an answer where no endpoint takes the request is an OAuth error', () => {
  it.each([
    ['GET', '/nothing'],
    ['POST', '/auth'],
    ['ACL', '/'],
    ['GET', '/interaction/%2E%2E'],
  ])('%s %s, which no route takes, answers an OAuth error (404), not koa’s plain-text 404', async (method, url) => {
    expectAuthAnswer(await send(method, url), 'oauth', `${method} ${url}`);
  });

  it.each(['/auth/revoke', '/auth/device'])(
    'GET %s (a POST-only OAuth endpoint) answers an OAuth error (405), not the resume route’s HTML page',
    async (url) => {
      expectAuthAnswer(await send('GET', url), 'oauth', `GET ${url}`);
    },
  );
});

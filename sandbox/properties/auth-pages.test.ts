/**
 * Property (issue 10): whatever a browser sends the authorization server's pages (the authorization endpoint, sign-in
 * and consent, the device page, the account page, sign-out), with or without the session the page started, the answer
 * is a page or a redirect: never a 5xx, a crash or a hang.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { VINS } from '../fleet';
import { formFields, grantFormOf } from '../auth/account/testing';
import { Agent, authorizeUrl, follow, formOf, testServer } from '../auth/testing';
import { authChecker } from './auth-answers';
import { anyValue, authorizeQuery, bentForm, freshAgent, mostly, remoteAddress } from './auth-requests';
import { headerText, pathSegment, SEED } from './arbitraries';

const RUNS = { authorize: 400, signIn: 150, device: 120, account: 100, logout: 60 };
/** The server takes GET only at the authorization endpoint: POST is sent now and then (it answers 404). */
const byPost = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.constant(true));

const server = testServer();
const checker = await authChecker(server);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (agent: Agent, url: string, payload: string) =>
  checker.viaAgent(agent, { method: 'POST', url, payload, headers: FORM });

/** A browser at the sign-in page of a fresh authorization request, and that page's form. */
async function atSignIn() {
  const agent = freshAgent(server);
  const page = await follow(agent, await agent.get(authorizeUrl()));
  return { agent, form: formOf(page.payload) };
}

let owner: Agent;
let grantForm: URLSearchParams;
beforeAll(async () => {
  owner = freshAgent(server);
  const login = formOf((await follow(owner, await owner.get('/account'))).payload);
  let res = await owner.postForm(login.action, { csrf: login.csrf, email: 'owner@example.com', password: 'demo' });
  for (let hops = 0; hops < 6 && res.statusCode >= 300 && res.statusCode < 400; hops++)
    res = await owner.get(String(res.headers.location));
  grantForm = formFields(grantFormOf(res.payload, VINS.petrol));
});

describe('property: the authorization server’s pages answer a page or a redirect, never a 5xx or a hang', () => {
  it('any authorization request (RFC 6749 §4.1.1), by GET or POST', async () => {
    await fc.assert(
      fc.asyncProperty(authorizeQuery, byPost, remoteAddress, async (query, post, address) => {
        const o = post
          ? { method: 'POST', url: '/auth', payload: query, headers: FORM, remoteAddress: address }
          : { method: 'GET', url: `/auth?${query}`, remoteAddress: address };
        await checker.send(o);
      }),
      { seed: SEED, numRuns: RUNS.authorize },
    );
    expect(checker.seen('page', 303), 'authorizations started').toBeGreaterThan(RUNS.authorize / 10);
  });

  it('any sign-in and consent form, on a real interaction or on any uid', async () => {
    const request = fc.record({
      real: fc.boolean(),
      uid: pathSegment,
      action: mostly('login', 'confirm', 'abort', ''),
      login: bentForm({
        csrf: mostly('<real>', 'x'),
        email: mostly('owner@example.com', 'support@example.com', 'OWNER@example.com', 'nobody@example.com'),
        password: mostly('demo', 'wrong', ''),
      }),
      consent: bentForm({ csrf: mostly('<real>', 'x'), decision: mostly('allow', 'deny', 'later') }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ real, uid, action, login, consent }) => {
        if (!real) {
          const agent = freshAgent(server);
          await checker.viaAgent(agent, { method: 'GET', url: `/interaction/${uid}` });
          await post(agent, `/interaction/${uid}/${action}`, login);
          return;
        }
        const { agent, form } = await atSignIn();
        const next = await post(agent, form.action, login.replaceAll('%3Creal%3E', form.csrf));
        if (next.statusCode !== 303) return;
        const page = await follow(agent, next);
        if (!/<form/.test(page.payload)) return;
        const confirm = formOf(page.payload);
        await post(agent, confirm.action, consent.replaceAll('%3Creal%3E', confirm.csrf));
      }),
      { seed: SEED, numRuns: RUNS.signIn },
    );
  });

  it('the device page: any user code and form, with or without the session GET /device started (fault 5)', async () => {
    const request = fc.record({
      session: fc.boolean(),
      query: fc.option(anyValue.map((v) => `?user_code=${encodeURIComponent(v)}`)),
      form: bentForm(
        { xsrf: mostly('<real>', 'x'), user_code: mostly('<real code>', 'BCDF-GHJK', 'bcdfghjk', '') },
        { confirm: fc.constant('yes'), abort: fc.constant('yes') },
      ),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ session, query, form }) => {
        const agent = freshAgent(server);
        const started = await agent.postForm('/auth/device', { client_id: 'vehicle-cli', scope: 'vehicle:read' });
        let payload = form.replaceAll('%3Creal%20code%3E', encodeURIComponent(started.json().user_code ?? ''));
        if (session) {
          const page = await checker.viaAgent(agent, { method: 'GET', url: `/device${query ?? ''}` });
          const xsrf = /name="xsrf" value="([^"]*)"/.exec(page.payload)?.[1] ?? '';
          payload = payload.replaceAll('%3Creal%3E', xsrf);
        }
        await post(agent, '/device', payload);
      }),
      { seed: SEED, numRuns: RUNS.device },
    );
  });

  it('the account page: any path, form and cookie, signed in or not', async () => {
    const request = fc.record({
      signedIn: fc.boolean(),
      path: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('/account/grants', '/account', '/account/callback') },
        pathSegment.map((s) => `/account/grants/${s}/revoke`),
        fc.constant('/account/grants/grt_AAAAAAAAAAAAAAAA/revoke'),
      ),
      method: mostly('POST', 'GET'),
      form: bentForm(
        [...grantForm].map(([name, value]) => [name, mostly(value, '', 'x')] as [string, fc.Arbitrary<string>]),
      ),
      cookie: fc.option(headerText(80)),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ signedIn, path, method, form, cookie }) => {
        const agent = signedIn ? owner : freshAgent(server);
        const headers = { ...FORM, ...(cookie === null ? {} : { cookie }) };
        const payload = method === 'POST' ? form : undefined;
        await checker.viaAgent(agent, { method, url: path, payload, headers });
      }),
      { seed: SEED, numRuns: RUNS.account },
    );
  });

  it('sign-out (RP-initiated logout): any parameters and form', async () => {
    const query = bentForm({
      client_id: mostly('dashboard', 'fleet-demo'),
      post_logout_redirect_uri: mostly('http://localhost:5173/', 'http://evil.example/'),
      state: anyValue,
      id_token_hint: mostly('e30.e30.', 'x'),
    });
    const form = bentForm({ xsrf: anyValue, logout: mostly('yes', 'no') });
    await fc.assert(
      fc.asyncProperty(query, form, mostly('GET', 'POST'), async (q, f, method) => {
        const o =
          method === 'GET'
            ? { method, url: `/auth/logout?${q}` }
            : { method, url: '/auth/logout', payload: f, headers: FORM };
        await checker.viaAgent(freshAgent(server), o);
      }),
      { seed: SEED, numRuns: RUNS.logout },
    );
  });
});

/** Issue 10, fault 1: an exception in any request handler ends that request with a 500, never the process. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Agent, testServer } from './testing';

const failure = vi.hoisted(() => ({ mode: 'throw' as 'throw' | 'reject' }));

vi.mock('./interactions', () => ({
  handleInteraction: () => {
    if (failure.mode === 'throw') throw new Error('a bug in a handler');
    return Promise.reject(new Error('a bug in an async handler'));
  },
}));

describe('a handler that fails', () => {
  const agent = new Agent(testServer());
  afterEach(() => vi.restoreAllMocks());

  it.each(['throw', 'reject'] as const)(
    'answers 500 server_error when it %ss, and the server keeps serving',
    async (mode) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      failure.mode = mode;
      const res = await agent.get('/interaction/abc');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'server_error', error_description: 'Something went wrong on our side.' });
      expect(logged).toHaveBeenCalledWith('auth request failed', expect.any(Error));
      expect((await agent.get('/.well-known/openid-configuration')).statusCode).toBe(200);
    },
  );
});

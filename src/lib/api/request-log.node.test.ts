import { beforeEach, describe, expect, it } from 'vitest';
import { clearRequestLog, getRequestLog, logRequest, REQUEST_LOG_SIZE } from './request-log';

describe('request log (session details: the last requests with their correlation ids)', () => {
  beforeEach(() => clearRequestLog());

  it('keeps the newest first and never more than its bound', () => {
    for (let i = 0; i < REQUEST_LOG_SIZE + 5; i++) {
      logRequest({ at: i, method: 'GET', path: `/v1/x/${i}`, status: 200, correlationId: `c${i}`, durationMs: 1 });
    }
    const log = getRequestLog();
    expect(log).toHaveLength(REQUEST_LOG_SIZE);
    expect(log[0]!.correlationId).toBe(`c${REQUEST_LOG_SIZE + 4}`);
    expect(log.at(-1)!.correlationId).toBe('c5');
  });
});

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Alert, AlertPage } from '../../contract';
import { alert, alertPage } from './testing/alerts';
import { applyStreamMessage, flushLiveUpdates } from './live-cache';
import { vehicleKeys } from './query-keys';

const VIN = 'SDXE1S2A2RA100001';
const TOPIC = `vehicles/${VIN}/alerts`;
const page = (content: Alert[], totalPages = 1) => alertPage(content, totalPages, 10);
const QUERY = { active: 'true', page: '0', size: '10', sort: ['raisedAt,asc'] };
const KEY = vehicleKeys.alerts(VIN, QUERY);

/** A view's list of the car's alerts: each request the query function is asked for, answered by hand. */
function viewedList(client: QueryClient) {
  const requests: { signal: AbortSignal; answer: (page: AlertPage) => void }[] = [];
  const observer = new QueryObserver(client, {
    queryKey: KEY,
    staleTime: 30_000,
    queryFn: ({ signal }) => new Promise<AlertPage>((answer) => requests.push({ signal, answer })),
  });
  const stop = observer.subscribe(() => undefined);
  return { requests, stop };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live cache: alert records against the lists (one request per answer, issue 18)', () => {
  it('a retained record that a page of a longer list does not show asks for that page once, not again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = viewedList(client);
    list.requests[0]!.answer(page([alert('a1'), alert('a2')], 2));
    await settled();
    // What a reload's new subscription starts with: the car's last change, on the second page.
    applyStreamMessage(client, TOPIC, alert('a12', { raisedAt: '2026-11-24T11:00:00Z' }), true);
    flushLiveUpdates();
    await settled();
    expect(list.requests).toHaveLength(1);
    // A record on a page not shown that arrives live (not retained) may have moved the list: it asks again.
    applyStreamMessage(client, TOPIC, alert('a13', { raisedAt: '2026-11-24T11:00:00Z' }));
    flushLiveUpdates();
    await settled();
    expect(list.requests).toHaveLength(2);
    list.stop();
  });

  it('a list restored beside its request under way is checked against that answer, not asked again meanwhile', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = viewedList(client);
    // The persisted cache's restore lands while the loader's request is under way: an older answer, then the record.
    client.setQueryData(KEY, page([alert('a1', { active: false })]), { updatedAt: Date.now() - 3600_000 });
    expect(client.getQueryState(KEY)?.fetchStatus).toBe('fetching');
    applyStreamMessage(client, TOPIC, alert('a1'));
    flushLiveUpdates();
    await settled();
    expect(list.requests).toHaveLength(1);
    expect(list.requests[0]!.signal.aborted).toBe(false);
    // The answer shows the record as it is: nothing more to ask.
    list.requests[0]!.answer(page([alert('a1')]));
    await settled();
    expect(list.requests).toHaveLength(1);
    list.stop();
  });

  it('an answer that came back without the change is asked again once it is in', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = viewedList(client);
    client.setQueryData(KEY, page([]), { updatedAt: Date.now() - 3600_000 });
    applyStreamMessage(client, TOPIC, alert('a1'));
    flushLiveUpdates();
    await settled();
    list.requests[0]!.answer(page([]));
    await settled();
    expect(list.requests).toHaveLength(2);
    expect(list.requests[0]!.signal.aborted).toBe(false);
    list.stop();
  });
});

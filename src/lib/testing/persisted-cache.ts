import type { Persister } from '@tanstack/react-query-persist-client';
import { CACHE_BUSTER } from '../query-persist';

/** An earlier visit's persisted cache holding one answer: `data` under `queryKey`, received at `dataUpdatedAt`. */
export const persistAnswer = (persister: Persister, queryKey: unknown[], data: unknown, dataUpdatedAt = Date.now()) =>
  persister.persistClient({
    timestamp: Date.now(),
    buster: CACHE_BUSTER,
    clientState: {
      mutations: [],
      queries: [{ queryKey, queryHash: JSON.stringify(queryKey), state: { data, dataUpdatedAt, status: 'success' } }],
    },
  } as never);

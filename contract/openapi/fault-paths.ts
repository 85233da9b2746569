import { commonHeaders, json, problem } from './refs';

/** `/control/faults` (sandbox only, SANDBOX_CONTROL=1); its schemas are `FaultsCommand` and `FaultsState`. */
export function faultControlPaths() {
  const state = (description: string) => ({ description, headers: commonHeaders, content: json('FaultsState') });
  const tags = ['sandbox control'];
  return {
    '/control/faults': {
      get: {
        operationId: 'getFaults',
        tags,
        summary: 'The faults in force and how often each has struck',
        security: [],
        responses: { 200: state('The faults and their counters') },
      },
      put: {
        operationId: 'setFaults',
        tags,
        summary:
          'Inject faults into the data API: latency, 500s, 429 bursts, spoiled bodies, dropped connections, DPoP nonce challenges, expired tokens',
        description:
          'Replaces the faults in force and zeroes the counters. With `expireTokens` the answer comes once every token issued before it is refused (up to a second).',
        security: [],
        requestBody: { required: true, content: json('FaultsCommand') },
        responses: { 200: state('The faults now in force'), 400: problem('ValidationFailed') },
      },
      delete: {
        operationId: 'clearFaults',
        tags,
        summary: 'Clear every fault (the counters stay readable)',
        security: [],
        responses: { 200: state('No faults in force, with the last counters') },
      },
    },
  };
}

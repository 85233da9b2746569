import { commonHeaders, json, ok, problem, ref } from './refs';

/** The sandbox's control interface (only with `SANDBOX_CONTROL=1`): scenarios, the clock and stream faults. */
export const controlPaths = {
  '/control/scenarios': {
    get: {
      operationId: 'listScenarios',
      tags: ['sandbox control'],
      summary: 'Scenario kinds and simulated VINs',
      security: [],
      responses: { 200: ok('The catalog', 'ScenarioCatalog') },
    },
    post: {
      operationId: 'applyScenario',
      tags: ['sandbox control'],
      summary: 'Apply a simulator scenario (sandbox only, SANDBOX_CONTROL=1)',
      security: [],
      requestBody: { required: true, content: json('ScenarioBody') },
      responses: {
        200: {
          description: 'Applied',
          headers: commonHeaders,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { applied: ref('ScenarioBody'), at: { type: 'string' } },
                required: ['applied', 'at'],
              },
            },
          },
        },
        400: problem('ValidationFailed'),
        422: problem('ScenarioRejected'),
      },
    },
  },
  '/control/clock': {
    get: {
      operationId: 'getClock',
      tags: ['sandbox control'],
      summary: 'The sandbox clock',
      security: [],
      responses: { 200: ok('The clock', 'ClockState') },
    },
    post: {
      operationId: 'moveClock',
      tags: ['sandbox control'],
      summary: 'Advance or set the sandbox clock',
      security: [],
      requestBody: { required: true, content: json('ClockCommand') },
      responses: {
        200: ok('The clock after the move', 'ClockState'),
        400: problem('ValidationFailed'),
        409: problem('Conflict'),
      },
    },
  },
  '/control/stream/disconnect': {
    post: {
      operationId: 'disconnectStream',
      tags: ['sandbox control'],
      summary: 'Close MQTT connections: all, one subject’s, or those subscribed to one car (fault injection)',
      security: [],
      requestBody: { required: false, content: json('StreamDisconnectCommand') },
      responses: {
        200: ok('How many connections were closed', 'StreamDisconnected'),
        400: problem('ValidationFailed'),
        409: problem('Conflict'),
      },
    },
  },
};

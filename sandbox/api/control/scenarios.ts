import type { FastifyInstance } from 'fastify';
import { scenarioKinds, ScenarioBody, type ScenarioCatalog } from '../../../contract/control';
import type { Simulator } from '../../sim/types';
import { ScenarioRejected, ValidationFailed } from '../errors';
import { violationsOf } from './violations';

/** `ScenarioError` from the simulator: recognised by name so this module does not need the simulator's class. */
const isScenarioError = (err: unknown): err is Error => err instanceof Error && err.name === 'ScenarioError';

export function registerScenarios(app: FastifyInstance, sim: Simulator) {
  app.get('/control/scenarios', { config: { control: true } }, async (): Promise<ScenarioCatalog> => ({
    kinds: scenarioKinds(),
    vins: sim.vins(),
  }));

  app.post('/control/scenarios', { config: { control: true } }, async (request) => {
    const parsed = ScenarioBody.safeParse(request.body);
    if (!parsed.success)
      throw new ValidationFailed(violationsOf(parsed.error, request.body), 'The scenario is not valid.');
    try {
      sim.apply(parsed.data);
    } catch (err) {
      if (isScenarioError(err)) throw new ScenarioRejected(err.message);
      throw err;
    }
    return { applied: parsed.data, at: new Date(sim.clock.now()).toISOString() };
  });
}

import type { FastifyInstance } from 'fastify';
import { ClockCommand, type ClockState } from '../../../contract/control';
import type { Clock } from '../../sim/types';
import { isAdjustable } from '../../sim/clock';
import { Conflict, ValidationFailed } from '../errors';
import { violationsOf } from './violations';

export function registerClock(app: FastifyInstance, clock: Clock) {
  const state = (): ClockState => ({ now: new Date(clock.now()).toISOString(), adjustable: isAdjustable(clock) });

  app.get('/control/clock', { config: { control: true } }, async () => state());

  app.post('/control/clock', { config: { control: true } }, async (request) => {
    const parsed = ClockCommand.safeParse(request.body);
    if (!parsed.success)
      throw new ValidationFailed(violationsOf(parsed.error, request.body), 'The clock command is not valid.');
    if (!isAdjustable(clock)) throw new Conflict('This sandbox runs on the system clock, which cannot be moved.');
    if ('advanceMs' in parsed.data) clock.advance(parsed.data.advanceMs);
    else clock.set(Date.parse(parsed.data.set));
    return state();
  });
}

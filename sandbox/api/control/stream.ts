import type { FastifyInstance } from 'fastify';
import { StreamDisconnectCommand, type StreamDisconnected } from '../../../contract/control';
import { Conflict, ValidationFailed } from '../errors';
import type { StreamControl } from '../options';
import { violationsOf } from './violations';

/** `POST /control/stream/disconnect`: closes MQTT connections, as a broker restart or a network fault would. */
export function registerStreamControl(app: FastifyInstance, stream: StreamControl | undefined) {
  app.post(
    '/control/stream/disconnect',
    { config: { control: true } },
    async (request): Promise<StreamDisconnected> => {
      const parsed = StreamDisconnectCommand.safeParse(request.body ?? {});
      if (!parsed.success)
        throw new ValidationFailed(violationsOf(parsed.error, request.body), 'The disconnect command is not valid.');
      if (!stream) throw new Conflict('This API has no MQTT broker attached.');
      return { disconnected: stream.disconnect(parsed.data) };
    },
  );
}

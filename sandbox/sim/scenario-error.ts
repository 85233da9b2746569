/** A scenario that names an unknown vehicle or does not apply to it; the control endpoint answers 422 with the message. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';

  constructor(message: string) {
    super(message);
  }
}

import { describe, expect, it } from 'vitest';
import { wantedTopics } from './vehicle-stream';

describe('the tab stream subscribes the union of its holders', () => {
  it('each car once, in a stable order, whatever holds it', () => {
    expect(
      wantedTopics([{ vins: ['SDXE3X4B4RA200002', 'SDXE1S2A2RA100001'] }, { vins: ['SDXE1S2A2RA100001'] }]),
    ).toEqual(['vehicles/SDXE1S2A2RA100001/#', 'vehicles/SDXE3X4B4RA200002/#']);
    expect(wantedTopics([])).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdStream, wantedTopics } from './vehicle-stream';

const created = vi.hoisted(() => [] as string[][]);
vi.mock('./live-stream', () => ({
  createTopicStream: (topics: string[]) => {
    created.push(topics);
    return { start: vi.fn(), stop: vi.fn(), setTopics: vi.fn(), setVisible: vi.fn(), setOnline: vi.fn() };
  },
}));

describe('the tab stream subscribes the union of its holders', () => {
  it('each car once, in a stable order, whatever holds it', () => {
    expect(
      wantedTopics([{ vins: ['SDXE3X4B4RA200002', 'SDXE1S2A2RA100001'] }, { vins: ['SDXE1S2A2RA100001'] }]),
    ).toEqual(['vehicles/SDXE1S2A2RA100001/#', 'vehicles/SDXE3X4B4RA200002/#']);
    expect(wantedTopics([])).toEqual([]);
  });
});

describe('the stream session waits for the browser to be idle', () => {
  const idle: (() => void)[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    idle.length = 0;
    created.length = 0;
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads and connects only once the browser is idle after the view asked for it, with every car held by then', async () => {
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBeGreaterThan(0);
      return idle.push(cb);
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const release = [holdStream(['SDXE1S2A2RA100001']), holdStream(['SDXE3X4B4RA200002'])];
    await settle();
    expect(created).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    await vi.waitFor(() =>
      expect(created).toEqual([wantedTopics([{ vins: ['SDXE1S2A2RA100001', 'SDXE3X4B4RA200002'] }])]),
    );
    for (const r of release) r();
    await settle();
  });

  it('never connects when the view lets go before the browser was idle', async () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', cancel);
    holdStream(['SDXE1S2A2RA100001'])();
    await settle();
    expect(cancel).toHaveBeenCalledWith(1);
    expect(created).toEqual([]);
  });
});

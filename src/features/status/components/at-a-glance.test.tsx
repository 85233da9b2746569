import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { statusModel, summarize } from '../model';
import { AtAGlance } from './at-a-glance';

vi.mock('../model', async (original) => {
  const actual = await original<typeof import('../model')>();
  return { ...actual, summarize: vi.fn(actual.summarize) };
});

const model = statusModel([]);

function Section({ version }: { version: number }) {
  return (
    <div data-version={version}>
      <AtAGlance model={model} hasFuel hasEv={false} />
    </div>
  );
}

describe('AtAGlance: a section rendering again with the same answer does not summarise it again', () => {
  it('renders nothing more when only its section renders again (a query state moving, the cache restored)', () => {
    const { rerender } = render(<Section version={1} />);
    const calls = vi.mocked(summarize).mock.calls.length;
    expect(calls).toBe(1);
    rerender(<Section version={2} />);
    expect(vi.mocked(summarize).mock.calls.length).toBe(calls);
  });
});

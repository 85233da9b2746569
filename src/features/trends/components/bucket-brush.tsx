import { Brush, ComposedChart, ResponsiveContainer } from 'recharts';
import type { BucketWindow } from './bucket-window';
import { useInTurn } from './in-turn';

type Props = {
  rows: readonly { label: string }[];
  shown: BucketWindow;
  onChange: (next: BucketWindow) => void;
  ariaLabel: string;
  /** Space left and right, so the brush lines up with the plot between the axes. */
  left: number;
  right: number;
};

export const BRUSH_HEIGHT = 36;

/**
 * The brush under a long chart, which picks the buckets drawn. It is a chart of its own (recharts lays out a
 * `Brush` only inside one) and draws in its own turn after the plot above it, so no task lays out both.
 */
export function BucketBrush(props: Props) {
  const drawn = useInTurn(props, props.rows);
  return drawn ? <BrushBody {...drawn} /> : <div style={{ height: BRUSH_HEIGHT }} />;
}

function BrushBody({ rows, shown, onChange, ariaLabel, left, right }: Props) {
  return (
    <ResponsiveContainer width="100%" height={BRUSH_HEIGHT}>
      <ComposedChart
        data={rows as unknown as Record<string, unknown>[]}
        margin={{ top: 4, right, bottom: 4, left }}
        accessibilityLayer={false}
      >
        <Brush
          dataKey="label"
          height={28}
          startIndex={shown.start}
          endIndex={shown.end}
          onChange={(r) => onChange({ start: r.startIndex ?? 0, end: r.endIndex ?? rows.length - 1 })}
          stroke="var(--accent)"
          fill="var(--surface)"
          travellerWidth={12}
          ariaLabel={ariaLabel}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

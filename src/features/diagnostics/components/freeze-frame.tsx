import type { SignalValue as Signal } from '../../../../contract';
import { SignalValue } from '../../../components/signal-value';
import { readingLabel } from '../model';

/** The readings a control unit stored when it set the code, with their units (the user's choice). */
export function FreezeFrame({ code, signals }: { code: string; signals: Signal[] }) {
  if (signals.length === 0) return null;
  return (
    <table className="freeze-frame">
      <caption>
        Readings when <bdi>{code}</bdi> was set
      </caption>
      <thead>
        <tr>
          <th scope="col">Reading</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {signals.map((s) => (
          <tr key={s.name}>
            <th scope="row">
              <span dir="auto">{readingLabel(s.name)}</span>
            </th>
            <td>
              <SignalValue signal={s} hideAge />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

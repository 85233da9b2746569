import type { SignalValue as Signal } from '../../../../contract';
import { SignalValue } from '../../../components/signal-value';
import { signalLabel } from '../../../lib/i18n/signal-texts';
import { useT } from '../../../lib/i18n';

/** The readings a control unit stored when it set the code, with their units (the user's choice). */
export function FreezeFrame({ code, signals }: { code: string; signals: Signal[] }) {
  const t = useT();
  if (signals.length === 0) return null;
  return (
    <table className="freeze-frame">
      <caption>{t.rich('diagnostics.freezeFrame', { code, bdi: (c) => <bdi>{c}</bdi> })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('diagnostics.reading')}</th>
          <th scope="col">{t('signals.value')}</th>
        </tr>
      </thead>
      <tbody>
        {signals.map((s) => (
          <tr key={s.name}>
            <th scope="row">
              <span dir="auto">{signalLabel(t, s.name)}</span>
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

import './signal-table.css';
import { useDeferredValue, useId, useState } from 'react';
import type { SignalValue as Signal } from '../../contract';
import { Freshness } from './freshness';
import { SignalValue } from './signal-value';

type Props = { signals: readonly Signal[]; caption: string; emptyText?: string };

const short = (name: string) => name.replace(/^Vehicle\./, '');

/** Every signal (known or not) in a table with a filter box; names are the VSS paths. */
export function SignalTable({ signals, caption, emptyText = 'No other signals.' }: Props) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const rows = [...signals]
    .sort((a, b) => a.name.localeCompare(b.name))
    .filter(
      (s) => !deferred || s.name.toLowerCase().includes(deferred) || String(s.value).toLowerCase().includes(deferred),
    );
  return (
    <div className="signal-table">
      <div className="field signal-table__search">
        <label htmlFor={id}>Search signals</label>
        <input
          id={id}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          aria-controls={`${id}-table`}
        />
      </div>
      <p className="muted" aria-live="polite">
        {rows.length === signals.length
          ? `${signals.length} signals`
          : `${rows.length} of ${signals.length} signals match`}
      </p>
      {rows.length === 0 ? (
        <p>{signals.length === 0 ? emptyText : 'No signal matches the search.'}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
          <table id={`${id}-table`}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Signal</th>
                <th scope="col">Value</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.name}>
                  <th scope="row" className="signal-name">
                    {short(s.name)}
                  </th>
                  <td>
                    <SignalValue signal={s} hideAge />
                  </td>
                  <td>
                    <Freshness timestamp={s.timestamp} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

import './signal-table.css';
import { Fragment, memo, useDeferredValue, useId, useState } from 'react';
import type { SignalValue as Signal } from '../../contract';
import { useT } from '../lib/i18n';
import {
  SIGNAL_GROUP_LABELS,
  SIGNAL_GROUPS,
  hasSignalLabel,
  signalAbout,
  signalGroup,
  signalLabel,
} from '../lib/i18n/signal-texts';
import { Freshness } from './freshness';
import { SignalValue } from './signal-value';

type Props = { signals: readonly Signal[]; caption: string; emptyText?: string };

/**
 * Every signal (known or not) in a table with a filter box, grouped as owners think (tyres, doors and windows, …):
 * each by its plain label and what it means; the VSS path behind a disclosure (the search finds it too).
 */
export const SignalTable = memo(function SignalTable({ signals, caption, emptyText }: Props) {
  const t = useT();
  const id = useId();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const rows = signals
    .map((s) => ({
      signal: s,
      label: signalLabel(t, s.name),
      known: hasSignalLabel(t, s.name),
      about: signalAbout(t, s.name),
      group: signalGroup(s.name),
    }))
    .filter(
      (r) =>
        !deferred ||
        [r.signal.name, r.label, r.about ?? '', String(r.signal.value)].some((text) =>
          text.toLowerCase().includes(deferred),
        ),
    );
  const groups = SIGNAL_GROUPS.map((group) => ({
    group,
    rows: rows.filter((r) => r.group === group).sort((a, b) => a.label.localeCompare(b.label, t.locale)),
  })).filter((g) => g.rows.length > 0);
  return (
    <div className="signal-table">
      <div className="field signal-table__search">
        <label htmlFor={id}>{t('signals.search')}</label>
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
          ? t('signals.count', { count: signals.length })
          : t('signals.matching', { count: rows.length, total: signals.length })}
      </p>
      {rows.length === 0 ? (
        <p>{signals.length === 0 ? (emptyText ?? t('signals.none')) : t('signals.noMatch')}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
          <table id={`${id}-table`}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('signals.signal')}</th>
                <th scope="col">{t('signals.value')}</th>
                <th scope="col">{t('signals.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {groups.map(({ group, rows }) => (
                <Fragment key={group}>
                  <tr className="signal-table__group">
                    <th scope="colgroup" colSpan={3}>
                      {t(SIGNAL_GROUP_LABELS[group])}
                    </th>
                  </tr>
                  {rows.map(({ signal: s, label, known, about }) => (
                    <tr key={s.name}>
                      <th scope="row" className="signal-name">
                        <span className={known ? 'signal-name__label' : 'signal-name__label signal-name__label--path'}>
                          {label}
                        </span>
                        {about && <span className="signal-name__about">{about}</span>}
                        <details className="signal-name__path">
                          <summary>{t('signals.vssPath')}</summary>
                          <code>{s.name}</code>
                        </details>
                      </th>
                      <td>
                        <SignalValue signal={s} hideAge />
                      </td>
                      <td>
                        <Freshness timestamp={s.timestamp} />
                      </td>
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
});

import { useId } from 'react';
import { SEVERITIES } from '../../../../contract';
import { sortText } from '../../../../contract/query';
import type { AlertQuery } from '../../../../contract/list-queries';
import { SORT_OPTIONS } from '../params';
import { useT } from '../../../lib/i18n';

type Props = { params: AlertQuery; onChange: (next: AlertQuery) => void };

/** Severity, active/cleared and sort; any change goes back to the first page. */
export function AlertFilters({ params, onChange }: Props) {
  const t = useT();
  const id = useId();
  const set = (patch: Partial<AlertQuery>) => onChange({ ...params, ...patch, page: 0 });
  const chosen = params.severity ?? [];
  const toggle = (s: string, on: boolean) => {
    const next = SEVERITIES.filter((x) => (x === s ? on : chosen.includes(x)));
    const { severity: _drop, ...rest } = params;
    onChange(next.length ? { ...rest, severity: next, page: 0 } : { ...rest, page: 0 });
  };
  const activeValue = params.active === undefined ? 'all' : params.active ? 'active' : 'cleared';
  const sortValue = sortText(params.sort[0]!);
  return (
    <div className="toolbar alert-filters">
      <fieldset>
        <legend>{t('alerts.filter.severity')}</legend>
        {SEVERITIES.map((s) => (
          <label key={s} className="check">
            <input type="checkbox" checked={chosen.includes(s)} onChange={(e) => toggle(s, e.target.checked)} />{' '}
            {t('alerts.severity', { severity: s })}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-active`}>{t('alerts.filter.show')}</label>
        <select
          id={`${id}-active`}
          value={activeValue}
          onChange={(e) => {
            const { active: _drop, ...rest } = params;
            const v = e.target.value;
            onChange(v === 'all' ? { ...rest, page: 0 } : { ...rest, active: v === 'active', page: 0 });
          }}
        >
          <option value="all">{t('alerts.filter.all')}</option>
          <option value="active">{t('alerts.filter.active')}</option>
          <option value="cleared">{t('alerts.filter.cleared')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>{t('alerts.filter.sort')}</label>
        <select
          id={`${id}-sort`}
          value={sortValue}
          onChange={(e) => {
            const option = SORT_OPTIONS.find((o) => sortText(o.sort) === e.target.value);
            if (option) set({ sort: [option.sort] });
          }}
        >
          {!SORT_OPTIONS.some((o) => sortText(o.sort) === sortValue) && (
            <option value={sortValue}>{params.sort.map(sortText).join('; ')}</option>
          )}
          {SORT_OPTIONS.map((o) => (
            <option key={sortText(o.sort)} value={sortText(o.sort)}>
              {t(o.label)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

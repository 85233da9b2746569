import { useT } from '../../../lib/i18n';
type Props = { soc: number | undefined; limit: number | undefined };

const pct = (n: number) => Math.max(0, Math.min(100, n));

/** State of charge as a bar with the charge limit marked; the same facts as text beside it. */
export function SocGauge({ soc, limit }: Props) {
  const t = useT();
  const text =
    soc === undefined
      ? t('ev.gauge.none')
      : t('ev.gauge.text', { soc: Math.round(soc), limit: limit === undefined ? 'none' : Math.round(limit) });
  const low = soc !== undefined && soc < 20;
  return (
    <figure className="soc-gauge">
      <div className="soc-gauge__track" aria-hidden="true">
        {soc !== undefined && (
          <div className={`soc-gauge__fill${low ? ' soc-gauge__fill--low' : ''}`} style={{ width: `${pct(soc)}%` }} />
        )}
        {limit !== undefined && (
          <div className="soc-gauge__limit" style={{ left: `${pct(limit)}%` }}>
            <span>{t('ev.gauge.limit', { limit: Math.round(limit) })}</span>
          </div>
        )}
      </div>
      <figcaption className="soc-gauge__text">
        <span className="soc-gauge__value">{soc === undefined ? '—' : `${Math.round(soc)} %`}</span>
        <span className="visually-hidden">{text}</span>
        {limit !== undefined && (
          <span className="muted" aria-hidden="true">
            {' '}
            {t('ev.gauge.ofLimit', { limit: Math.round(limit) })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

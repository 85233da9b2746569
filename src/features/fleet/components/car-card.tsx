import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT, type T as Translate } from '../../../lib/i18n';
import { paths } from '../../../config/paths';
import type { AttentionReason } from '../attention';
import type { CarGlance, Figure } from '../glance';
import {
  alertText,
  chargingText,
  energyText,
  freshnessText,
  lockText,
  openText,
  reasonText,
  tyreText,
  whereText,
} from '../words';

type Props = {
  vin: string;
  /** The car's name as markup (brand and model isolated), or undefined while unknown. */
  name?: ReactNode;
  glance?: CarGlance;
  reasons: AttentionReason[];
  /** A problem reading the car (its vehicle record), rendered by the view. */
  problem?: ReactNode;
  now: number;
  /** How the account relates to the car ("Owner", "Fleet", "Added by hand"). */
  relation: string;
  onRemove?: () => void;
};

function Row<T>({
  label,
  figure,
  text,
  now,
  warn,
}: {
  label: string;
  figure?: Figure<T>;
  text: (t: Translate, v: T | undefined) => string;
  now: number;
  warn?: boolean;
}) {
  const t = useT();
  const f = figure?.freshness;
  return (
    <div className={`car-card__row${warn ? ' car-card__row--warn' : ''}`}>
      <dt>{label}</dt>
      <dd>
        <span className="car-card__value">{figure ? text(t, figure.value) : '…'}</span>{' '}
        <span className={`car-card__fresh car-card__fresh--${f?.kind ?? 'loading'}`}>
          {f ? freshnessText(t, f, now) : t('fleet.card.loadingFigure')}
        </span>
      </dd>
    </div>
  );
}

/**
 * One car of the overview: its name (a link in), why it needs attention, and eight figures with their freshness. The
 * rows are always there (a placeholder while loading), so nothing moves when the answers arrive.
 */
export function CarCard({ vin, name, glance: g, reasons, problem, now, relation, onRemove }: Props) {
  const t = useT();
  const energyLabel = g?.energy.value?.kind === 'fuel' ? t('fleet.row.fuel') : t('fleet.row.charge');
  // Trouble codes alone raise a car a little and are said, but do not mark it as needing attention.
  const urgent = reasons.some((r) => r.kind !== 'trouble-codes');
  return (
    <li className={`card car-card${urgent ? ' car-card--attention' : ''}`}>
      <h3 className="car-card__name">
        <Link to={paths.vehicle(vin)} className="clamp-lines">
          {name ?? vin}
        </Link>
      </h3>
      <p className="muted car-card__vin">
        <span className="vin">{t('vehicles.card.vin', { vin })}</span> · <span className="badge">{relation}</span>
      </p>
      <p className="car-card__attention">
        {urgent ? (
          <strong>
            {t('fleet.card.needsAttention', { reasons: reasons.map((r) => reasonText(t, r)).join('; ') })}
          </strong>
        ) : reasons.length > 0 ? (
          <span>{reasons.map((r) => reasonText(t, r)).join('; ')}</span>
        ) : (
          <span className="muted">{g ? t('fleet.card.nothing') : ' '}</span>
        )}
      </p>
      {problem}
      <dl className="car-card__figures">
        <Row label={energyLabel} figure={g?.energy} text={energyText} now={now} />
        <Row label={t('fleet.row.charging')} figure={g?.charging} text={chargingText} now={now} />
        <Row
          label={t('fleet.row.locks')}
          figure={g?.locked}
          text={lockText}
          now={now}
          warn={g?.locked.value === false}
        />
        <Row
          label={t('fleet.row.openings')}
          figure={g?.open}
          text={openText}
          now={now}
          warn={!!g?.open.value?.length}
        />
        <Row label={t('fleet.row.tyres')} figure={g?.tyres} text={tyreText} now={now} warn={!!g?.tyres.value?.length} />
        <Row
          label={t('fleet.row.alerts')}
          figure={g?.alerts}
          text={alertText}
          now={now}
          warn={!!g?.alerts.value?.count}
        />
        <Row label={t('fleet.row.where')} figure={g?.where} text={whereText} now={now} />
      </dl>
      {onRemove && (
        <button
          type="button"
          className="button button--quiet"
          onClick={onRemove}
          aria-label={t('vehicles.card.removeLabel', { vin })}
        >
          {t('vehicles.card.remove')}
        </button>
      )}
    </li>
  );
}

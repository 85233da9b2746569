import './car-diagram.css';
import { useId } from 'react';
import { Icon } from '../../../components/icon';
import type { Units } from '../../../utils/units';
import { formatQuantity } from '../../../utils/units';
import { useUnits } from '../../../stores/units-preference';
import type { DoorModel, LidModel, StatusModel, TyreModel } from '../model';
import { doorName, lidName, lockText, openText, tyreName } from '../names';
import { useT, type T } from '../../../lib/i18n';

type Props = { model: StatusModel };

const W = 320;
const H = 460;
const BODY = { x: 100, y: 50, w: 120, h: 360 };
const DOOR_Y: Record<string, [number, number]> = { '1': [160, 245], '2': [250, 330] };
const TYRE_Y: Record<string, number> = { '1': 95, '2': 320 };

const tyreText = (t: T, x: TyreModel, units: Units) =>
  t('status.tyreText', {
    pressure:
      x.pressure && typeof x.pressure.value === 'number'
        ? formatQuantity(x.pressure.value, x.pressure.unit ?? 'kPa', 'pressure', units)
        : 'none',
    low: x.isLow ? 'yes' : 'no',
  });
const doorText = (t: T, d: DoorModel) =>
  t('status.doorText', {
    state: openText(t, d.state),
    lock: lockText(t, d.lock),
    window: openText(t, d.window).toLowerCase(),
  });
const lidText = (t: T, l: LidModel) =>
  `${openText(t, l.state)}${l.lock === 'unknown' ? '' : `, ${lockText(t, l.lock)}`}`;

function Padlock({ x, y, locked }: { x: number; y: number; locked: boolean }) {
  return (
    <g
      transform={`translate(${x} ${y})`}
      className={locked ? 'diagram__lock diagram__lock--locked' : 'diagram__lock diagram__lock--unlocked'}
    >
      <rect x={-6} y={0} width={12} height={9} rx={1.5} />
      <path
        d={locked ? 'M -3.5 0 V -3 A 3.5 3.5 0 0 1 3.5 -3 V 0' : 'M -3.5 0 V -3 A 3.5 3.5 0 0 1 3.5 -3 V -5'}
        fill="none"
        strokeWidth={1.8}
      />
    </g>
  );
}

function Door({ d }: { d: DoorModel }) {
  const [y1, y2] = DOOR_Y[String(d.row)]!;
  const left = d.side === 'DriverSide';
  const x = left ? BODY.x : BODY.x + BODY.w;
  const open = d.state === 'open' || d.state === 'partly-open';
  const swing = d.state === 'open' ? 45 : 22;
  const dx = open ? Math.sin((swing * Math.PI) / 180) * (y2 - y1) * (left ? -1 : 1) : 0;
  const dy = open ? Math.cos((swing * Math.PI) / 180) * (y2 - y1) : y2 - y1;
  const winX = left ? x + 9 : x - 9;
  const windowOpen = d.window === 'open' || d.window === 'partly-open';
  return (
    <g className={`diagram__door diagram__door--${d.state}`}>
      <line x1={x} y1={y1} x2={x + dx} y2={y1 + dy} strokeWidth={5} strokeLinecap="round" />
      <line
        x1={winX}
        y1={y1 + 12}
        x2={winX}
        y2={y2 - 12}
        className={`diagram__window diagram__window--${d.window}`}
        strokeWidth={3}
        strokeDasharray={windowOpen ? (d.window === 'open' ? '2 6' : '8 4') : undefined}
      />
      {d.lock !== 'unknown' && (
        <Padlock x={left ? x + 26 : x - 26} y={(y1 + y2) / 2 - 4} locked={d.lock === 'locked'} />
      )}
    </g>
  );
}

function Tyre({ t, units }: { t: TyreModel; units: Units }) {
  const say = useT();
  const left = t.side === 'Left';
  const x = left ? BODY.x - 24 : BODY.x + BODY.w + 4;
  const y = TYRE_Y[String(t.row)]!;
  const p =
    t.pressure && typeof t.pressure.value === 'number'
      ? formatQuantity(t.pressure.value, t.pressure.unit ?? 'kPa', 'pressure', units)
      : '—';
  const tx = left ? x - 6 : x + 26;
  return (
    <g className={t.isLow ? 'diagram__tyre diagram__tyre--low' : 'diagram__tyre'}>
      <rect x={x} y={y} width={20} height={46} rx={5} strokeWidth={t.isLow ? 3 : 1} />
      <text x={tx} y={y + 20} textAnchor={left ? 'end' : 'start'} className="diagram__text">
        {p}
      </text>
      {t.isLow && (
        <text x={tx} y={y + 38} textAnchor={left ? 'end' : 'start'} className="diagram__text diagram__text--warn">
          {say('status.diagram.low')}
        </text>
      )}
    </g>
  );
}

function Lid({ l }: { l: LidModel }) {
  const t = useT();
  const front = l.id !== 'trunk';
  const y = front ? BODY.y + 40 : BODY.y + BODY.h - 40;
  const open = l.state === 'open' || l.state === 'partly-open';
  return (
    <g className={`diagram__lid diagram__lid--${l.state}`}>
      <line
        x1={BODY.x + 14}
        y1={y}
        x2={BODY.x + BODY.w - 14}
        y2={y}
        strokeWidth={3}
        strokeDasharray={open ? '6 5' : undefined}
      />
      <text x={W / 2} y={front ? y - 10 : y + 20} textAnchor="middle" className="diagram__text diagram__text--small">
        {lidName(t, l)}: {openText(t, l.state)}
      </text>
    </g>
  );
}

/** Top view of the car: tyres with pressures, doors, windows, locks, hood and trunk. The SVG is described in full by the list beside it. */
export function CarDiagram({ model }: Props) {
  const t = useT();
  const units = useUnits();
  const id = useId();
  const lids = model.lids.filter((l) => l.id !== 'frunk' || !model.lids.some((x) => x.id === 'hood'));
  return (
    <figure className="car-diagram" aria-labelledby={`${id}-cap`}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title`} className="car-diagram__svg">
        <title id={`${id}-title`}>{t('status.diagram.title')}</title>
        <rect x={BODY.x} y={BODY.y} width={BODY.w} height={BODY.h} rx={46} className="diagram__body" />
        <rect x={BODY.x + 16} y={BODY.y + 95} width={BODY.w - 32} height={50} rx={12} className="diagram__glass" />
        <rect x={BODY.x + 16} y={BODY.y + 290} width={BODY.w - 32} height={34} rx={10} className="diagram__glass" />
        <text x={W / 2} y={28} textAnchor="middle" className="diagram__text diagram__text--small">
          {t('status.diagram.front')}
        </text>
        {lids.map((l) => (
          <Lid key={l.id} l={l} />
        ))}
        {model.doors.map((d) => (
          <Door key={d.id} d={d} />
        ))}
        {model.tyres.map((x) => (
          <Tyre key={x.id} t={x} units={units} />
        ))}
      </svg>
      <figcaption id={`${id}-cap`} className="car-diagram__caption">
        <h3>{t('status.tyres')}</h3>
        {model.tyres.length === 0 ? (
          <p className="muted">{t('status.tyres.none')}</p>
        ) : (
          <ul aria-label={t('status.tyres')}>
            {model.tyres.map((x) => (
              <li key={x.id} className={x.isLow ? 'warn' : undefined}>
                {x.isLow && <Icon name="warning" />}
                <strong>{tyreName(t, x)}:</strong> {tyreText(t, x, units)}
              </li>
            ))}
          </ul>
        )}
        <h3>{t('status.doors')}</h3>
        {model.doors.length === 0 ? (
          <p className="muted">{t('status.doors.none')}</p>
        ) : (
          <ul aria-label={t('status.doors')}>
            {model.doors.map((d) => (
              <li key={d.id}>
                <strong>{doorName(t, d)}:</strong> {doorText(t, d)}
              </li>
            ))}
          </ul>
        )}
        {model.lids.length > 0 && (
          <>
            <h3>{t('status.lids')}</h3>
            <ul aria-label={t('status.lids')}>
              {model.lids.map((l) => (
                <li key={l.id}>
                  <strong>{lidName(t, l)}:</strong> {lidText(t, l)}
                </li>
              ))}
            </ul>
          </>
        )}
      </figcaption>
    </figure>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';
import { PARKED_MINUTES, type AlertFloor, type CarNotificationSettings } from '../../../stores/notification-settings';
import { DEFAULT_PLACE_RADIUS_M, type Place, type Position } from '../../../utils/places';

type Props = {
  /** The car's name as markup. */
  name: ReactNode;
  value: CarNotificationSettings;
  /** Whether the owner shares the car's location (leaving a place needs it). */
  locationShared: boolean;
  /** Whether the car charges (unless known not to: a combustion car has no charging to tell of). */
  charges: boolean;
  /** The car's position now, to mark as a place (undefined while unknown or not shared). */
  position?: Position;
  onChange: (next: CarNotificationSettings, turnedOn: boolean) => void;
};

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/** One car's notification settings: each kind on or off, the alert floor, the parked minutes, the marked places. */
export function CarSettingsForm({ name, value, locationShared, charges, position, onChange }: Props) {
  const t = useT();
  const id = useId();
  const [placeName, setPlaceName] = useState(() => t('notifications.car.placeDefault'));
  const set = (next: CarNotificationSettings, on = false) => onChange(next, on);
  const parked = (change: Partial<CarNotificationSettings['parked']>, on = false) =>
    set({ ...value, parked: { ...value.parked, ...change } }, on);
  const markPlace = () => {
    if (!position || !placeName.trim()) return;
    const place: Place = {
      id: crypto.randomUUID(),
      name: placeName.trim().slice(0, 40),
      radiusM: DEFAULT_PLACE_RADIUS_M,
      ...position,
    };
    set({ ...value, places: [...value.places, place] });
  };
  return (
    <fieldset className="notify-car">
      <legend>{name}</legend>
      <Toggle
        label={t('notifications.car.alert')}
        checked={value.alert.on}
        onChange={(on) => set({ ...value, alert: { ...value.alert, on } }, on)}
      />
      <label htmlFor={`${id}-floor`}>{t('notifications.car.floor')}</label>
      <select
        id={`${id}-floor`}
        value={value.alert.minSeverity}
        onChange={(e) => set({ ...value, alert: { ...value.alert, minSeverity: e.target.value as AlertFloor } })}
      >
        <option value="info">{t('notifications.car.floor.info')}</option>
        <option value="warning">{t('notifications.car.floor.warning')}</option>
        <option value="critical">{t('notifications.car.floor.critical')}</option>
      </select>
      {charges && (
        <>
          <Toggle
            label={t('notifications.car.charging')}
            checked={value.charging}
            onChange={(on) => set({ ...value, charging: on }, on)}
          />
          <Toggle
            label={t('notifications.car.chargeLimit')}
            checked={value.chargeLimit}
            onChange={(on) => set({ ...value, chargeLimit: on }, on)}
          />
        </>
      )}
      <Toggle
        label={t('notifications.car.unlocked')}
        checked={value.parked.unlocked}
        onChange={(on) => parked({ unlocked: on }, on)}
      />
      <Toggle
        label={t('notifications.car.doorOpen')}
        checked={value.parked.doorOpen}
        onChange={(on) => parked({ doorOpen: on }, on)}
      />
      <label htmlFor={`${id}-minutes`}>{t('notifications.car.after')}</label>
      <select
        id={`${id}-minutes`}
        value={value.parked.minutes}
        onChange={(e) => parked({ minutes: Number(e.target.value) })}
      >
        {PARKED_MINUTES.map((m) => (
          <option key={m} value={m}>
            {t('notifications.car.minutes', { minutes: m })}
          </option>
        ))}
      </select>
      <Toggle
        label={t('notifications.car.tyre')}
        checked={value.tyre}
        onChange={(on) => set({ ...value, tyre: on }, on)}
      />
      {locationShared ? (
        <>
          <Toggle
            label={t('notifications.car.leavePlace')}
            checked={value.leavePlace}
            onChange={(on) => set({ ...value, leavePlace: on }, on)}
          />
          <ul aria-label={t('notifications.car.places')}>
            {value.places.map((p) => (
              <li key={p.id}>
                <bdi>{p.name}</bdi>{' '}
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => set({ ...value, places: value.places.filter((q) => q.id !== p.id) })}
                >
                  {t.rich('notifications.car.forget', { place: <bdi>{p.name}</bdi> })}
                </button>
              </li>
            ))}
          </ul>
          <label htmlFor={`${id}-place`}>{t('notifications.car.placeName')}</label>
          <input id={`${id}-place`} value={placeName} maxLength={40} onChange={(e) => setPlaceName(e.target.value)} />
          <button type="button" className="button" disabled={!position || !placeName.trim()} onClick={markPlace}>
            {t('notifications.car.markPlace')}
          </button>
        </>
      ) : (
        <p className="muted">{t('notifications.car.noLocation')}</p>
      )}
    </fieldset>
  );
}

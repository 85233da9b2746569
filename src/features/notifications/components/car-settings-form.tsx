import { useId, useState, type ReactNode } from 'react';
import { PARKED_MINUTES, type AlertFloor, type CarNotificationSettings } from '../../../stores/notification-settings';
import { DEFAULT_PLACE_RADIUS_M, type Place, type Position } from '../../../utils/places';

type Props = {
  /** The car's name as markup. */
  name: ReactNode;
  value: CarNotificationSettings;
  /** Whether the owner shares the car's location (leaving a place needs it). */
  locationShared: boolean;
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
export function CarSettingsForm({ name, value, locationShared, position, onChange }: Props) {
  const id = useId();
  const [placeName, setPlaceName] = useState('Home');
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
        label="New alert"
        checked={value.alert.on}
        onChange={(on) => set({ ...value, alert: { ...value.alert, on } }, on)}
      />
      <label htmlFor={`${id}-floor`}>Alerts from severity</label>
      <select
        id={`${id}-floor`}
        value={value.alert.minSeverity}
        onChange={(e) => set({ ...value, alert: { ...value.alert, minSeverity: e.target.value as AlertFloor } })}
      >
        <option value="info">Info and above</option>
        <option value="warning">Warning and above</option>
        <option value="critical">Critical only</option>
      </select>
      <Toggle
        label="Charging finished or stopped unexpectedly"
        checked={value.charging}
        onChange={(on) => set({ ...value, charging: on }, on)}
      />
      <Toggle
        label="Charge limit reached"
        checked={value.chargeLimit}
        onChange={(on) => set({ ...value, chargeLimit: on }, on)}
      />
      <Toggle
        label="Unlocked while parked"
        checked={value.parked.unlocked}
        onChange={(on) => parked({ unlocked: on }, on)}
      />
      <Toggle
        label="A door open while parked"
        checked={value.parked.doorOpen}
        onChange={(on) => parked({ doorOpen: on }, on)}
      />
      <label htmlFor={`${id}-minutes`}>Tell me after</label>
      <select
        id={`${id}-minutes`}
        value={value.parked.minutes}
        onChange={(e) => parked({ minutes: Number(e.target.value) })}
      >
        {PARKED_MINUTES.map((m) => (
          <option key={m} value={m}>
            {m === 0 ? 'at once' : `${m} min`}
          </option>
        ))}
      </select>
      <Toggle label="Tyre pressure falling" checked={value.tyre} onChange={(on) => set({ ...value, tyre: on }, on)} />
      {locationShared ? (
        <>
          <Toggle
            label="Leaving a marked place"
            checked={value.leavePlace}
            onChange={(on) => set({ ...value, leavePlace: on }, on)}
          />
          <ul aria-label="Marked places">
            {value.places.map((p) => (
              <li key={p.id}>
                <bdi>{p.name}</bdi>{' '}
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => set({ ...value, places: value.places.filter((q) => q.id !== p.id) })}
                >
                  Forget <bdi>{p.name}</bdi>
                </button>
              </li>
            ))}
          </ul>
          <label htmlFor={`${id}-place`}>Place name</label>
          <input id={`${id}-place`} value={placeName} maxLength={40} onChange={(e) => setPlaceName(e.target.value)} />
          <button type="button" className="button" disabled={!position || !placeName.trim()} onClick={markPlace}>
            Mark where the car is now
          </button>
        </>
      ) : (
        <p className="muted">Leaving a place: not available, this car’s location is not shared.</p>
      )}
    </fieldset>
  );
}

import type { T } from '../../lib/i18n';
import type { DoorModel, LidModel, LockState, OpenState, TyreModel } from './model';

/** The parts of the car and their states in the user's language ("Front driver-side door", "Reifen hinten rechts"). */
const row = (r: 1 | 2) => (r === 1 ? 'front' : 'rear');
export const doorName = (t: T, d: DoorModel) =>
  t('status.door', { row: row(d.row), side: d.side === 'DriverSide' ? 'driver' : 'passenger' });
/** "front left": a tyre's place, for lists ("Low: front left, rear right"). */
export const tyrePlace = (t: T, x: TyreModel) =>
  t('status.tyre.place', { row: row(x.row), side: x.side === 'Left' ? 'left' : 'right' });
export const tyreName = (t: T, x: TyreModel) =>
  t('status.tyre', { row: row(x.row), side: x.side === 'Left' ? 'left' : 'right' });
export const lidName = (t: T, l: LidModel) => t('status.lid', { id: l.id });
export const openText = (t: T, state: OpenState) => t('status.open', { state: state.replace('-', '_') });
export const lockText = (t: T, lock: LockState) => t('status.lock', { lock });

import { CHARGER_SCOPE } from '../../../contract/chargers';
import { useSession } from '../../lib/auth/session';
import { isStaff } from '../../lib/auth/staff';
import type { Session } from '../../lib/auth/session';

/** Whether this sign-in may read chargers: not for staff, and only with the `charger:read` grant. */
export const chargerAccess = (session: Session | null | undefined): 'ok' | 'scope' | 'staff' =>
  isStaff(session) ? 'staff' : session?.scope.includes(CHARGER_SCOPE) ? 'ok' : 'scope';

export const useChargerAccess = () => chargerAccess(useSession());

import type { SupportAuthorizationDetail } from '../../../contract/token';
import type { Session } from './session';

/** A support agent: the token response carried a `vehicle_support` authorization detail (DESIGN §3). */
export function staffOf(session: Session | null | undefined): SupportAuthorizationDetail | undefined {
  return session?.support;
}

export const isStaff = (session: Session | null | undefined): boolean => staffOf(session) !== undefined;

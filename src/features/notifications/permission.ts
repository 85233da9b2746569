import type { MessageKey } from '../../lib/i18n';

/**
 * The browser's notification permission, asked only when the owner turns a notification on (never on load). Where the
 * browser has no notifications (or no service worker), events still go to the in-app list.
 */
export type PermissionState = NotificationPermission | 'unsupported';

export function permissionState(): PermissionState {
  if (typeof Notification === 'undefined' || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return 'unsupported';
  return Notification.permission;
}

/** Asks once while the answer is open; otherwise returns the answer already given. */
export async function askPermission(): Promise<PermissionState> {
  const state = permissionState();
  if (state !== 'default') return state;
  try {
    return await Notification.requestPermission();
  } catch {
    return permissionState();
  }
}

/** What each state means for the owner, as catalogue keys (src/lib/i18n). */
export const PERMISSION_TEXT = {
  granted: 'notifications.permission.granted',
  default: 'notifications.permission.default',
  denied: 'notifications.permission.denied',
  unsupported: 'notifications.permission.unsupported',
} as const satisfies Record<PermissionState, MessageKey>;

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

export const PERMISSION_TEXT: Record<PermissionState, string> = {
  granted: 'System notifications are on for this browser.',
  default: 'The browser will ask whether this site may show notifications when you turn one on.',
  denied:
    'This browser blocks notifications from this site, so they appear only in the list on this page. To get them on your screen, allow notifications for this site in the browser’s site settings.',
  unsupported: 'This browser cannot show notifications from this site, so they appear only in the list on this page.',
};

import type { T } from '../../lib/i18n';
import { alertTitle } from '../../lib/i18n/code-texts';
import type { NotifyEvent } from '../../stores/notification-settings';

/**
 * An event's title or body in the user's language. An alert's body is its title: the codes catalogue's where it knows
 * the code (the `signals` namespace must be loaded), the service's English one otherwise and for entries kept from
 * before the code was stored.
 */
export function eventText(t: T, words: NotifyEvent['body']): string {
  const { code, title } = words.values ?? {};
  if (words.key === 'notifications.event.alert.body' && typeof code === 'string')
    return alertTitle(t, { code, title: String(title ?? code) });
  return t(words.key, words.values);
}

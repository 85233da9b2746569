import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { InboxEntry } from '../../../stores/notification-store';
import { formatAge } from '../../../utils/time';
import { eventText } from '../event-text';

type Props = {
  entries: readonly InboxEntry[];
  now: number;
  pathOf: (entry: InboxEntry) => string;
  onOpen: (entry: InboxEntry) => void;
  onMarkAllRead: () => void;
};

/** The in-app list: newest first, unread ones marked in words (not by colour alone), each a link to its view. */
export function InboxList({ entries, now, pathOf, onOpen, onMarkAllRead }: Props) {
  const t = useT();
  const { locale } = t;
  const unread = entries.filter((e) => !e.read).length;
  if (!entries.length) return <p>{t('notifications.inbox.empty')}</p>;
  return (
    <>
      <p className="inbox__summary">
        {t('notifications.inbox.summary', { unread })}{' '}
        {unread > 0 && (
          <button type="button" className="button button--quiet" onClick={onMarkAllRead}>
            {t('notifications.inbox.markAllRead')}
          </button>
        )}
      </p>
      <ul className="card-list inbox" aria-label={t('notifications.title')}>
        {entries.map((e) => (
          <li key={e.id} className={`card inbox__item${e.read ? '' : ' inbox__item--unread'}`}>
            <p className="inbox__title">
              {!e.read && <span className="badge">{t('notifications.inbox.unread')}</span>}{' '}
              <Link to={pathOf(e)} onClick={() => onOpen(e)}>
                <bdi>{eventText(t, e.title)}</bdi>
              </Link>
            </p>
            <p>
              <bdi>{eventText(t, e.body)}</bdi>
            </p>
            <p className="muted">
              <time dateTime={e.at}>{formatAge(e.at, now, locale)}</time>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

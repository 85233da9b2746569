import './pagination.css';
import { useId } from 'react';
import { useT, type MessageKey } from '../lib/i18n';

/** What a list pages through: its pages' name, its count and its page-size label. */
const NOUNS: Record<Noun, [pages: MessageKey, count: MessageKey, perPage: MessageKey]> = {
  alerts: ['pagination.alerts', 'pagination.alerts.count', 'pagination.alerts.perPage'],
  journeys: ['pagination.journeys', 'pagination.journeys.count', 'pagination.journeys.perPage'],
  sessions: ['pagination.sessions', 'pagination.sessions.count', 'pagination.sessions.perPage'],
};
type Noun = 'alerts' | 'journeys' | 'sessions';

type Props = {
  /** Zero-based page index. */
  page: number;
  totalPages: number;
  totalElements: number;
  size: number;
  onPage: (page: number) => void;
  /** The page sizes to choose from; without them (and `onSize`) the size is fixed and no choice is shown. */
  sizes?: readonly number[];
  onSize?: (size: number) => void;
  /** What is being paged. */
  noun: Noun;
};

/** Previous/next, first/last, where we are and, where it can change, the page size; every control labelled. */
export function Pagination({ page, totalPages, totalElements, size, sizes, onPage, onSize, noun }: Props) {
  const t = useT();
  const [pages, count, perPage] = NOUNS[noun];
  const id = useId();
  const last = Math.max(0, totalPages - 1);
  const from = totalElements === 0 ? 0 : page * size + 1;
  const to = Math.min(totalElements, (page + 1) * size);
  return (
    <nav className="pagination" aria-label={t(pages)}>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onPage(0)}
        disabled={page <= 0}
        aria-label={t('pagination.first')}
      >
        «
      </button>
      <button type="button" className="button button--quiet" onClick={() => onPage(page - 1)} disabled={page <= 0}>
        {t('pagination.previous')}
      </button>
      <span aria-live="polite">
        {t('pagination.status', {
          page: totalPages === 0 ? 0 : page + 1,
          pages: totalPages,
          from,
          to,
          total: t(count, { count: totalElements }),
        })}
      </span>
      <button type="button" className="button button--quiet" onClick={() => onPage(page + 1)} disabled={page >= last}>
        {t('pagination.next')}
      </button>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onPage(last)}
        disabled={page >= last}
        aria-label={t('pagination.last')}
      >
        »
      </button>
      {sizes && onSize && (
        <span className="field field--inline">
          <label htmlFor={id}>{t(perPage)}</label>
          <select id={id} value={size} onChange={(e) => onSize(Number(e.target.value))}>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </span>
      )}
    </nav>
  );
}

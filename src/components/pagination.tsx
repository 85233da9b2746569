import './pagination.css';
import { useId } from 'react';

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
  /** What is being paged, plural: "alerts", "journeys". */
  noun: string;
};

/** Previous/next, first/last, where we are and, where it can change, the page size; every control labelled. */
export function Pagination({ page, totalPages, totalElements, size, sizes, onPage, onSize, noun }: Props) {
  const id = useId();
  const last = Math.max(0, totalPages - 1);
  const from = totalElements === 0 ? 0 : page * size + 1;
  const to = Math.min(totalElements, (page + 1) * size);
  return (
    <nav className="pagination" aria-label={`Pages of ${noun}`}>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onPage(0)}
        disabled={page <= 0}
        aria-label="First page"
      >
        «
      </button>
      <button type="button" className="button button--quiet" onClick={() => onPage(page - 1)} disabled={page <= 0}>
        Previous page
      </button>
      <span aria-live="polite">
        Page {totalPages === 0 ? 0 : page + 1} of {totalPages} ({from}–{to} of {totalElements} {noun})
      </span>
      <button type="button" className="button button--quiet" onClick={() => onPage(page + 1)} disabled={page >= last}>
        Next page
      </button>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => onPage(last)}
        disabled={page >= last}
        aria-label="Last page"
      >
        »
      </button>
      {sizes && onSize && (
        <span className="field field--inline">
          <label htmlFor={id}>{`${noun.charAt(0).toUpperCase()}${noun.slice(1)} per page`}</label>
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

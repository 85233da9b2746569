type Props = { page: number; totalPages: number; totalElements: number; onPage: (page: number) => void; label: string };

/** Previous / next with "Page 2 of 14"; pages are zero-based on the wire and one-based on screen. */
export function Pagination({ page, totalPages, totalElements, onPage, label }: Props) {
  if (totalPages <= 1)
    return (
      <p className="muted">
        {totalElements} {totalElements === 1 ? 'journey' : 'journeys'}
      </p>
    );
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="button button--quiet" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {Math.min(page + 1, totalPages)} of {totalPages} · {totalElements} journeys
      </span>
      <button
        type="button"
        className="button button--quiet"
        disabled={page + 1 >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

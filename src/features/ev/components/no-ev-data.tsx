import './no-ev-data.css';
/** A car without `ev-charging` (the service answers 404): nothing is wrong, there is just nothing to show. */
export function NoEvData({ what = 'EV data' }: { what?: string }) {
  return (
    <div className="no-ev-data" role="status">
      <p>
        <strong>This vehicle has no {what}.</strong>
      </p>
      <p className="muted">
        It has no traction battery to charge, so there is no state of charge, charging or battery health to show.
      </p>
    </div>
  );
}

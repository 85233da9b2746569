type Props = { status?: string; failed: boolean; checking: boolean };

/** Footer line: is the service up? Text and symbol, not colour alone. */
export function HealthStatus({ status, failed, checking }: Props) {
  const up = !failed && status === 'UP';
  const text = failed ? 'unreachable' : status === undefined ? (checking ? 'checking…' : 'unknown') : up ? 'up' : status.toLowerCase();
  return (
    <p className={`health ${up ? 'health--up' : failed || (status && !up) ? 'health--down' : ''}`} role="status">
      <span aria-hidden="true">{up ? '●' : failed ? '▲' : '○'}</span> Service: {text}
    </p>
  );
}

import './health-status.css';
import { Icon } from '../../../components/icon';

type Props = { status?: string; failed: boolean; checking: boolean };

/** Footer line: is the service up? Text and symbol, not colour alone. */
export function HealthStatus({ status, failed, checking }: Props) {
  const up = !failed && status === 'UP';
  const text = failed
    ? 'unreachable'
    : status === undefined
      ? checking
        ? 'checking…'
        : 'unknown'
      : up
        ? 'up'
        : status.toLowerCase();
  return (
    <p className={`health ${up ? 'health--up' : failed || (status && !up) ? 'health--down' : ''}`} role="status">
      <Icon name={up ? 'check' : failed ? 'warning' : 'info'} /> Service: {text}
    </p>
  );
}

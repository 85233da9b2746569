import './icon.css';
/** Small inline icons (no icon font, no emoji: they do not render everywhere). Decorative: the text next to them carries the meaning. */
export type IconName = 'lock' | 'unlock' | 'warning' | 'critical' | 'info' | 'check' | 'bolt';

const PATHS: Record<IconName, string> = {
  lock: 'M5 7V5a3 3 0 0 1 6 0v2h1v7H4V7h1zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2z',
  unlock: 'M5 7V5a3 3 0 0 1 5.8-1.1l-1.4.6A1.5 1.5 0 0 0 6.5 5v2H12v7H4V7h1z',
  warning: 'M8 1l7 13H1L8 1zm-.8 5v4h1.6V6H7.2zm0 5v1.6h1.6V11H7.2z',
  critical: 'M5 1h6l4 4v6l-4 4H5l-4-4V5l4-4zm2.2 3v5h1.6V4H7.2zm0 6.2v1.6h1.6v-1.6H7.2z',
  info: 'M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1zm-.8 6v5h1.6V7H7.2zm0-3v1.6h1.6V4H7.2z',
  check: 'M6.2 11.6L2.6 8l1.1-1.1 2.5 2.5 6.1-6.1L13.4 4.4l-7.2 7.2z',
  bolt: 'M9 1L3 9h4l-1 6 6-8H8l1-6z',
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={`icon ${className ?? ''}`}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

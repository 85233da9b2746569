import './section.css';
import { useId, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

type Props = { title: string; children: ReactNode; className?: string; actions?: ReactNode; level?: 2 | 3 };

/** A titled region of a page that fails on its own: a render error inside stays inside. */
export function Section({ title, children, className, actions, level = 2 }: Props) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`section ${className ?? ''}`} aria-labelledby={id}>
      <div className="section__head">
        <Heading id={id}>{title}</Heading>
        {actions}
      </div>
      <ErrorBoundary>{children}</ErrorBoundary>
    </section>
  );
}

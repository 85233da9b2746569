import { useState } from 'react';
import { useT } from '../../../lib/i18n';

/** Copies one session detail; says so for screen readers too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--quiet" onClick={() => void copy()}>
        {t('copy.button', { label })}
      </button>
      <span aria-live="polite">{copied ? ` ${t('problem.copied')}` : ''}</span>
    </>
  );
}

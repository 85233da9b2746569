import { useT } from '../lib/i18n';

/** The config's problems are for whoever runs the server: they stay as the checks wrote them. */
export function ConfigErrorScreen({ problems, offline = false }: { problems: string[]; offline?: boolean }) {
  const t = useT();
  if (offline)
    return (
      <main className="config-error" aria-labelledby="config-error-title">
        <h1 id="config-error-title">{t('configError.offline.title')}</h1>
        <p>{t('configError.offline.detail')}</p>
        <p className="muted small">{problems.join(' ')}</p>
      </main>
    );
  return (
    <main className="config-error" aria-labelledby="config-error-title">
      <h1 id="config-error-title">{t('configError.title')}</h1>
      <p>{t.rich('configError.problems', { count: problems.length, code: (c) => <code>{c}</code> })}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>{t('configError.todo')}</p>
    </main>
  );
}

export function ConfigErrorScreen({ problems, offline = false }: { problems: string[]; offline?: boolean }) {
  if (offline)
    return (
      <main className="config-error" aria-labelledby="config-error-title">
        <h1 id="config-error-title">You are offline</h1>
        <p>
          The dashboard needs a network the first time it opens on this device, to load its configuration. Connect and
          reload the page; after that it also starts offline.
        </p>
        <p className="muted small">{problems.join(' ')}</p>
      </main>
    );
  return (
    <main className="config-error" aria-labelledby="config-error-title">
      <h1 id="config-error-title">The dashboard cannot start</h1>
      <p>
        Its runtime configuration, <code>/config.json</code>, has{' '}
        {problems.length === 1 ? 'a problem' : `${problems.length} problems`}:
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <p>Fix the file on the server and reload the page.</p>
    </main>
  );
}

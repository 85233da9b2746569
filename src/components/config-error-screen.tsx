export function ConfigErrorScreen({ problems }: { problems: string[] }) {
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

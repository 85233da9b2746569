import type { Category } from '../../../../contract';

/** The categories of GET /v1/categories as a table. */
export function CategoryList({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return <p>The service lists no categories.</p>;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Signal categories">
      <table className="stack-table">
        <caption className="visually-hidden">Signal categories</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Description</th>
            <th scope="col">Scope</th>
            <th scope="col">Endpoints</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                {c.name} <code className="muted">({c.id})</code>
              </th>
              <td data-label="Description">{c.description}</td>
              <td data-label="Scope">
                <code>{c.scope}</code>
              </td>
              <td data-label="Endpoints">
                <ul className="plain">
                  {c.endpoints.map((e) => (
                    <li key={e}>
                      <code>{e}</code>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

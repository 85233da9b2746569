import type { Category } from '../../../../contract';
import { useT } from '../../../lib/i18n';

/** The categories of GET /v1/categories as a table. */
export function CategoryList({ categories }: { categories: Category[] }) {
  const t = useT();
  if (categories.length === 0) return <p>{t('catalog.none')}</p>;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={t('catalog.categories.label')}>
      <table className="stack-table">
        <caption className="visually-hidden">{t('catalog.categories.label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalog.category')}</th>
            <th scope="col">{t('catalog.description')}</th>
            <th scope="col">{t('catalog.scope')}</th>
            <th scope="col">{t('catalog.endpoints')}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                {t('catalog.category.name', { id: c.id.replaceAll('-', '_'), name: c.name })}{' '}
                <code className="muted">({c.id})</code>
              </th>
              <td data-label={t('catalog.description')}>
                {t('catalog.category.about', { id: c.id.replaceAll('-', '_'), about: c.description })}
              </td>
              <td data-label={t('catalog.scope')}>
                <code>{c.scope}</code>
              </td>
              <td data-label={t('catalog.endpoints')}>
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

import type { Category } from '../../../../contract';
import { DataTable } from '../../../components/data-table';
import { useT } from '../../../lib/i18n';

/** The categories of GET /v1/categories as a table. */
export function CategoryList({ categories }: { categories: Category[] }) {
  const t = useT();
  const key = (c: Category) => c.id.replaceAll('-', '_');
  return (
    <DataTable
      caption={t('catalog.categories.label')}
      className="stack-table"
      rows={categories}
      rowKey={(c) => c.id}
      empty={<p>{t('catalog.none')}</p>}
      columns={[
        {
          header: t('catalog.category'),
          rowHeader: true,
          cell: (c) => (
            <>
              {t('catalog.category.name', { id: key(c), name: c.name })} <code className="muted">({c.id})</code>
            </>
          ),
        },
        {
          header: t('catalog.description'),
          labelled: true,
          cell: (c) => t('catalog.category.about', { id: key(c), about: c.description }),
        },
        { header: t('catalog.scope'), labelled: true, cell: (c) => <code>{c.scope}</code> },
        {
          header: t('catalog.endpoints'),
          labelled: true,
          cell: (c) => (
            <ul className="plain">
              {c.endpoints.map((e) => (
                <li key={e}>
                  <code>{e}</code>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}

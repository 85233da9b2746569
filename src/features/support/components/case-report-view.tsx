import './case-report-view.css';
import type { CaseReport } from '../report';
import { useT } from '../../../lib/i18n';

type Props = { report: CaseReport; onDownload: () => void };

/** The case report on screen and on paper (its print stylesheet leaves out the app around it). */
export function CaseReportView({ report, onDownload }: Props) {
  const t = useT();
  return (
    <article className="case-report" aria-label={t('support.report')}>
      <h2>{report.title}</h2>
      <p>
        {t('report.generated')} <time dateTime={report.generatedAt}>{report.generatedAt}</time>
      </p>
      <p className="case-report__actions">
        <button type="button" className="button" onClick={onDownload}>
          {t('report.download')}
        </button>{' '}
        <button type="button" className="button button--quiet" onClick={() => window.print()}>
          {t('report.print')}
        </button>
      </p>
      {report.sections.map((s) => (
        <section key={s.title} aria-label={s.title}>
          <h3>{s.title}</h3>
          {s.note && <p className="case-report__note">{s.note}</p>}
          {s.lines.length > 0 && (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('report.item')}</th>
                  <th scope="col">{t('signals.value')}</th>
                  <th scope="col">{t('report.time')}</th>
                </tr>
              </thead>
              <tbody>
                {s.lines.map((l, i) => (
                  <tr key={`${l.label}-${i}`}>
                    <th scope="row">{l.label.trim()}</th>
                    <td>{l.value}</td>
                    <td>{l.at && <time dateTime={l.at}>{l.at}</time>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </article>
  );
}

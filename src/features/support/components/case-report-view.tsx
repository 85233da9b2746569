import './case-report-view.css';
import type { CaseReport } from '../report';

type Props = { report: CaseReport; onDownload: () => void };

/** The case report on screen and on paper (its print stylesheet leaves out the app around it). */
export function CaseReportView({ report, onDownload }: Props) {
  return (
    <article className="case-report" aria-label="Case report">
      <h2>{report.title}</h2>
      <p>
        Report generated <time dateTime={report.generatedAt}>{report.generatedAt}</time>
      </p>
      <p className="case-report__actions">
        <button type="button" className="button" onClick={onDownload}>
          Download report
        </button>{' '}
        <button type="button" className="button button--quiet" onClick={() => window.print()}>
          Print
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
                  <th scope="col">Item</th>
                  <th scope="col">Value</th>
                  <th scope="col">Time</th>
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

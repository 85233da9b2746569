import { Outlet, useNavigation } from 'react-router';
import { HealthStatus } from '../../features/catalog/components/health-status';
import { useHealth } from '../../features/catalog/api/get-health';
import { OfflineBanner } from '../../components/offline-banner';
import { RateLimitNotice } from '../../components/rate-limit-notice';
import { KeyStorageNotice } from '../../lib/auth/key-storage-notice';
import { AppHeader } from './app-header';
import { useT } from '../../lib/i18n';

/** Skip link, header, the page in the main landmark, and the service health in the footer. */
export function RootLayout() {
  const t = useT();
  const navigation = useNavigation();
  const health = useHealth();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <AppHeader />
      <OfflineBanner />
      <RateLimitNotice />
      <KeyStorageNotice />
      <div className="progress" aria-hidden={navigation.state === 'idle'} data-active={navigation.state !== 'idle'} />
      <main id="main" tabIndex={-1} className="app-main" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <footer className="app-footer">
        <HealthStatus
          status={health.data?.status}
          failed={health.isError}
          checking={health.isFetching}
          checkedAt={health.dataUpdatedAt}
        />
        <p>
          {t.rich('layout.footer.vss', {
            link: (chunks) => <a href="https://github.com/COVESA/vehicle_signal_specification">{chunks}</a>,
          })}
        </p>
      </footer>
    </div>
  );
}

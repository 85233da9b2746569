import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useSession } from '../../lib/auth/session';
import { isStaff } from '../../lib/auth/staff';
import { OfflineBanner } from '../../components/offline-banner';
import { RateLimitNotice } from '../../components/rate-limit-notice';
import { KeyStorageNotice } from '../../lib/auth/key-storage-notice';
import { AppHeader } from './app-header';
import { FooterHealth } from './footer-health';
import { useT } from '../../lib/i18n';

/** Notifications run while the app does, for owners and fleet accounts (never for support staff); loaded lazily. */
const NotificationsHost = lazy(() => import('./notifications-boot'));

/** Skip link, header, the page in the main landmark, and the service health in the footer. */
export function RootLayout() {
  const t = useT();
  const navigation = useNavigation();
  const session = useSession();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <AppHeader />
      {session && !isStaff(session) && (
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      )}
      <OfflineBanner />
      <RateLimitNotice />
      <KeyStorageNotice />
      <div className="progress" aria-hidden={navigation.state === 'idle'} data-active={navigation.state !== 'idle'} />
      <main id="main" tabIndex={-1} className="app-main" aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <footer className="app-footer">
        <FooterHealth />
        <p>
          {t.rich('layout.footer.vss', {
            link: (chunks) => <a href="https://github.com/COVESA/vehicle_signal_specification">{chunks}</a>,
          })}
        </p>
      </footer>
    </div>
  );
}

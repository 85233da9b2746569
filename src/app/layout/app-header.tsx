import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { accountPageUrl } from '../../config/runtime';
import { useSession } from '../../lib/auth/session';
import { isStaff } from '../../lib/auth/staff';
import { UnitsSettings } from '../../features/settings/components/units-settings';
import { useGarageEntries } from '../../features/vehicles/use-garage';
import { LanguageSettings } from '../../features/settings/components/language-settings';
import { useT } from '../../lib/i18n';
import { HeaderSwitcher } from './header-switcher';

/** Sign-out's token requests load when asked for: they stay off the first route. */
const signOut = () => import('../../lib/auth/sign-out').then((m) => m.signOut());

export function AppHeader() {
  const t = useT();
  const session = useSession();
  const staff = isStaff(session);
  const entries = useGarageEntries();
  const { vin } = useParams();
  const location = useLocation();
  // On a phone the links, units and sign-out sit behind one Menu button, so the header keeps to one row.
  // Open on the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  const menuId = useId();
  useEffect(() => {
    if (!menuOpen) return;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);
  return (
    <header className="app-header">
      <Link to={!session ? paths.home : staff ? paths.support : paths.garage} className="app-header__brand">
        <span aria-hidden="true">◆</span> <span className="app-header__name">{t('app.name')}</span>
      </Link>
      {session && !staff && <HeaderSwitcher entries={entries} current={vin} />}
      <button
        type="button"
        className="button button--quiet app-header__menu-button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
      >
        {t('header.menu')}
      </button>
      <div id={menuId} className="app-header__menu" data-open={menuOpen}>
        {session && (
          <nav aria-label={t('header.nav')} className="app-header__nav">
            {staff ? (
              <>
                <Link to={paths.support}>{t('header.nav.customerLookup')}</Link>
                <Link to={paths.sessionDetails}>{t('header.nav.sessionDetails')}</Link>
              </>
            ) : (
              <>
                <Link to={paths.garage}>{t('header.nav.garage')}</Link>
                <Link to={paths.notifications}>{t('header.nav.notifications')}</Link>
                <Link to={paths.chargers}>{t('header.nav.chargers')}</Link>
                <Link to={paths.accountTrends}>{t('header.nav.trends')}</Link>
                {/* Owners grant, revoke and watch support access on the authorization server's account page (DESIGN §3). */}
                <a href={accountPageUrl()}>{t('header.nav.sharing')}</a>
              </>
            )}
            <Link to={paths.catalog}>{t('header.nav.catalog')}</Link>
          </nav>
        )}
        <LanguageSettings />
        <UnitsSettings />
        {session ? (
          <button type="button" className="button button--quiet" onClick={() => void signOut()}>
            {t('header.signOut')}
          </button>
        ) : (
          location.pathname !== paths.signIn && (
            <Link className="button" to={paths.signIn}>
              {t('header.signIn')}
            </Link>
          )
        )}
      </div>
    </header>
  );
}

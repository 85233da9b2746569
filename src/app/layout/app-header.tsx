import { useQueries } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { getConfig } from '../../config/runtime';
import { useSession } from '../../lib/auth/session';
import { isStaff } from '../../lib/auth/staff';
import { signOut } from '../../lib/auth/sign-out';
import { UnitsSettings } from '../../features/settings/components/units-settings';
import { vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { VehicleSwitcher } from '../../features/vehicles/components/vehicle-switcher';
import { useGarage } from '../../features/vehicles/use-garage';
import { vehicleLabel } from '../../features/vehicles/vehicle-label';

export function AppHeader() {
  const session = useSession();
  const staff = isStaff(session);
  const { entries } = useGarage();
  const { vin } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const details = useQueries({
    queries: session && !staff ? entries.map((e) => ({ ...vehicleQueryOptions(e.vin), retry: false })) : [],
  });
  const options = entries.map((e, i) => ({ vin: e.vin, label: vehicleLabel(e.vin, details[i]?.data) }));

  const switchTo = (next: string) => {
    const rest = vin ? location.pathname.slice(paths.vehicle(vin).length) : '';
    navigate(paths.vehicle(next) + rest);
  };

  return (
    <header className="app-header">
      <Link to={!session ? paths.home : staff ? paths.support : paths.garage} className="app-header__brand">
        <span aria-hidden="true">◆</span> Vehicle dashboard
      </Link>
      {session && (
        <nav aria-label="Main" className="app-header__nav">
          {staff ? (
            <>
              <Link to={paths.support}>Customer lookup</Link>
              <Link to={paths.diagnostics}>Diagnostics</Link>
            </>
          ) : (
            <>
              <Link to={paths.garage}>Garage</Link>
              {/* Owners grant, revoke and watch support access on the authorization server's account page (DESIGN §3). */}
              <a href={`${getConfig().authUrl.replace(/\/+$/, '')}/account`}>Sharing</a>
            </>
          )}
          <Link to={paths.catalog}>Catalog</Link>
        </nav>
      )}
      <div className="app-header__tools">
        {session && !staff && <VehicleSwitcher options={options} current={vin} onSelect={switchTo} />}
        <UnitsSettings />
        {session ? (
          <button type="button" className="button button--quiet" onClick={() => void signOut()}>
            Sign out
          </button>
        ) : (
          location.pathname !== paths.signIn && (
            <Link className="button" to={paths.signIn}>
              Sign in
            </Link>
          )
        )}
      </div>
    </header>
  );
}

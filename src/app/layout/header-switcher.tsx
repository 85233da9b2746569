import type { UseQueryResult } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Vehicle } from '../../../contract';
import { paths } from '../../config/paths';
import { vehicleQueryOptions } from '../../features/vehicles/api/get-vehicle';
import { VehicleSwitcher } from '../../features/vehicles/components/vehicle-switcher';
import type { GarageEntry } from '../../features/vehicles/use-garage';
import { vehicleLabel } from '../../features/vehicles/vehicle-label';
import { useQueries } from '../../lib/use-query';

/** Only the details, structurally shared: a refetch that brings the same record, or a status change, renders nothing. */
const detailsOf = (results: UseQueryResult<Vehicle>[]) => results.map((r) => r.data);

/**
 * The header's car switcher, labelled from each car's details. Its own component, so the details arriving (and the
 * persisted cache's restore) render the switcher, never the whole header.
 */
export const HeaderSwitcher = memo(function HeaderSwitcher({
  entries,
  current,
}: {
  entries: GarageEntry[];
  current: string | undefined;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const details = useQueries({
    queries: entries.map((e) => ({ ...vehicleQueryOptions(e.vin), retry: false })),
    combine: detailsOf,
  });
  const options = useMemo(
    () => entries.map((e, i) => ({ vin: e.vin, label: vehicleLabel(e.vin, details[i]) })),
    [entries, details],
  );
  const switchTo = (next: string) => {
    const rest = current ? location.pathname.slice(paths.vehicle(current).length) : '';
    navigate(paths.vehicle(next) + rest);
  };
  return <VehicleSwitcher options={options} current={current} onSelect={switchTo} />;
});

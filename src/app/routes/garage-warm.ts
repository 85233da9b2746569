import { queryClient } from '../../lib/query-client';
import { alertsQueryOptions } from '../../features/alerts/api/get-alerts';
import { ACTIVE_ALERTS } from '../../features/alerts/params';
import { evQueryOptions } from '../../features/ev/api/get-ev';
import { locationQueryOptions } from '../../features/location/api/get-location';
import { statusQueryOptions } from '../../features/status/api/get-status';
import { cachedVehicle } from '../../features/vehicles/api/get-vehicle';
import { evDataOf } from '../../utils/vehicle-facts';

/**
 * The overview's requests besides the vehicle records, every car's at once (none awaited): one per car and endpoint;
 * location only where the grant names it (a hand-added car is asked, and a 403 reads as not shared). Loaded with the
 * overview, not with the first route.
 */
export function warmOverview(cars: { vin: string; categories?: string[] }[]) {
  for (const { vin, categories } of cars) {
    void queryClient.prefetchQuery(statusQueryOptions(vin));
    void queryClient.prefetchQuery(alertsQueryOptions(vin, ACTIVE_ALERTS));
    if (evDataOf(cachedVehicle(vin)) !== 'no') void queryClient.prefetchQuery(evQueryOptions(vin));
    if (!categories || categories.includes('location')) void queryClient.prefetchQuery(locationQueryOptions(vin));
  }
}

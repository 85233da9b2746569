import { queryClient } from '../../lib/query-client';
import { alertsQueryOptions } from '../../features/alerts/api/get-alerts';
import { ACTIVE_ALERTS } from '../../features/alerts/params';
import { evQueryOptions } from '../../features/ev/api/get-ev';
import { locationQueryOptions } from '../../features/location/api/get-location';
import { statusQueryOptions } from '../../features/status/api/get-status';
import { cachedVehicle } from '../../features/vehicles/api/get-vehicle';
import { evDataOf } from '../../utils/vehicle-facts';
import { warmFormatters } from '../../utils/warm-formatters';
import { t } from '../../lib/i18n';
import { getUnits } from '../../stores/units-preference';

/**
 * The overview's requests besides the vehicle records, every car's at once (none awaited): one per car and endpoint;
 * location only where the grant names it (a hand-added car is asked, and a 403 reads as not shared). Loaded with the
 * overview, not with the first route. While they are in flight, ICU's locales are looked up for the cards' first values
 * (`warmFormatters`), as a vehicle view's loader does.
 */
export function warmOverview(cars: { vin: string; categories?: string[] }[]) {
  for (const { vin, categories } of cars) {
    void queryClient.prefetchQuery(statusQueryOptions(vin));
    void queryClient.prefetchQuery(alertsQueryOptions(vin, ACTIVE_ALERTS));
    if (evDataOf(cachedVehicle(vin)) !== 'no') void queryClient.prefetchQuery(evQueryOptions(vin));
    if (!categories || categories.includes('location')) void queryClient.prefetchQuery(locationQueryOptions(vin));
  }
  void warmFormatters(t.locale, getUnits().clock);
}

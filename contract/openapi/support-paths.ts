import { OWNER_SUPPORT_GRANTS_PATH, SUPPORT_GRANT_PATH } from '../support';
import { ok, vehicleGet } from './refs';

/** The support grant lookups (DESIGN §3): the agent's and the owner's. */
export const supportPaths = {
  [SUPPORT_GRANT_PATH]: {
    get: vehicleGet({
      operationId: 'getVehicleSupportGrant',
      tags: ['support'],
      summary: 'The support grant a staff caller works under for this vehicle',
      description:
        'Staff only (an owner or a client gets 403 with `reason` `staff-only`; owners use `GET /v1/vehicles/{vin}/support-grants`). The owner gives the grant on the account page of the authorization server (`{auth_url}/account`) for one support case: case reference, purpose, the categories shared and an expiry (7 days by default, 30 at most). No active grant is 403 with `reason` `no-support-grant`, `support-grant-revoked` or `support-grant-expired`; a data request for a category the grant does not cover is 403 with `reason` `not-shared` and the `category`. Every data request under a grant is recorded in the owner’s access record (kept 90 days); this lookup is not, as it returns no vehicle data.',
      ok: ok('The active grant', 'SupportGrant'),
    }),
  },
  [OWNER_SUPPORT_GRANTS_PATH]: {
    get: vehicleGet({
      operationId: 'getVehicleSupportGrantsForOwner',
      tags: ['support'],
      summary: 'The support grants active on the caller’s own vehicle',
      description:
        'Owner only (support staff or a client gets 403 with `reason` `owner-only`; a vehicle that is not the caller’s is 404 like an unknown one). Lists every grant active now, the one ending first first: case reference, purpose, the organisation whose agents may see the car, the categories shared and not shared, when it was granted and when it ends; never an agent id. `active` is empty when no support staff can see the car. A revocation or expiry shows on the next request. Not recorded in the access record: it is the owner’s own view. Owners grant and revoke on `{auth_url}/account`.',
      ok: ok('The active grants (possibly none)', 'OwnerSupportGrants'),
    }),
  },
};

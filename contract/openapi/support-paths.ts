import { DATA_SCOPE } from '../endpoints';
import { SUPPORT_GRANT_PATH } from '../support';
import { ok, protectedErrors } from './refs';

/** The support grant lookup (DESIGN §3). */
export const supportPaths = {
  [SUPPORT_GRANT_PATH]: {
    get: {
      operationId: 'getVehicleSupportGrant',
      tags: ['support'],
      summary: 'The support grant a staff caller works under for this vehicle',
      description:
        'Staff only (an owner or a client gets 403 with `reason` `staff-only`). The owner gives the grant on the account page of the authorization server (`{auth_url}/account`) for one support case: case reference, purpose, the categories shared and an expiry (7 days by default, 30 at most). No active grant is 403 with `reason` `no-support-grant`, `support-grant-revoked` or `support-grant-expired`; a data request for a category the grant does not cover is 403 with `reason` `not-shared` and the `category`. Every data request under a grant is recorded in the owner’s access record (kept 90 days); this lookup is not, as it returns no vehicle data.',
      security: [{ DPoP: [DATA_SCOPE] }],
      parameters: [{ $ref: '#/components/parameters/Vin' }, { $ref: '#/components/parameters/DPoPProof' }],
      responses: {
        200: ok('The active grant', 'SupportGrant'),
        ...protectedErrors,
      },
    },
  },
};

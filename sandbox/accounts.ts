import { VINS } from './fleet';

/** How owners know a support agent: a pseudonymous id and the organisation, never the name (CJEU C-579/21). */
export type StaffIdentity = { agentId: string; organisation: string };

export type Account = {
  id: string;
  email: string;
  password: string;
  name: string;
  role: 'owner' | 'support';
  /** Support agents only. */
  staff?: StaffIdentity;
};

/** The one support organisation of the sandbox; a grant opens a car to its agents. */
export const SUPPORT_ORGANISATION = 'Voltara Support';

/** Demo accounts, listed on the sign-in page. Password `demo` for all. Agent ids are fixed random strings. */
export const ACCOUNTS: Account[] = [
  { id: 'acct-owner-1', email: 'owner@example.com', password: 'demo', name: 'Olivia Owner', role: 'owner' },
  { id: 'acct-owner-2', email: 'owner2@example.com', password: 'demo', name: 'Oscar Owner', role: 'owner' },
  {
    id: 'acct-support-1',
    email: 'support@example.com',
    password: 'demo',
    name: 'Sam Support',
    role: 'support',
    staff: { agentId: 'AGT-7Q4K2M', organisation: SUPPORT_ORGANISATION },
  },
  {
    id: 'acct-support-2',
    email: 'support2@example.com',
    password: 'demo',
    name: 'Sasha Support',
    role: 'support',
    staff: { agentId: 'AGT-R9X3VD', organisation: SUPPORT_ORGANISATION },
  },
];

/** The owner of each car, and whether the owner lets location (and so journeys) be shared at all. */
export type OwnerConsent = {
  ownerId: string;
  /** Off means 403 on location and journeys for everyone, and no support grant can include them. */
  locationSharing: boolean;
};

export const CONSENTS: Record<string, OwnerConsent> = {
  [VINS.evSedan]: { ownerId: 'acct-owner-1', locationSharing: true },
  [VINS.evSuv]: { ownerId: 'acct-owner-1', locationSharing: true },
  [VINS.petrol]: { ownerId: 'acct-owner-1', locationSharing: true },
  [VINS.phev]: { ownerId: 'acct-owner-2', locationSharing: true },
  [VINS.dieselVan]: { ownerId: 'acct-owner-2', locationSharing: true },
  [VINS.noLocation]: { ownerId: 'acct-owner-2', locationSharing: false },
};

/** Confidential fleet client `fleet-demo` (client credentials): the cars of its fleet. */
export const FLEET_CLIENT_VINS: string[] = [VINS.dieselVan, VINS.phev];

export const findAccountByEmail = (email: string) =>
  ACCOUNTS.find((a) => a.email.toLowerCase() === email.trim().toLowerCase());
export const findAccount = (id: string) => ACCOUNTS.find((a) => a.id === id);
/** The VINs an owner's account owns, in fleet order. */
export const vinsOwnedBy = (accountId: string) =>
  Object.entries(CONSENTS)
    .filter(([, c]) => c.ownerId === accountId)
    .map(([vin]) => vin);

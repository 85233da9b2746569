import { VINS } from './fleet';

export type Account = {
  id: string;
  email: string;
  password: string;
  name: string;
  role: 'owner' | 'support';
};

/** Demo accounts, listed on the sign-in page. Password `demo` for all. */
export const ACCOUNTS: Account[] = [
  { id: 'acct-owner-1', email: 'owner@example.com', password: 'demo', name: 'Olivia Owner', role: 'owner' },
  { id: 'acct-owner-2', email: 'owner2@example.com', password: 'demo', name: 'Oscar Owner', role: 'owner' },
  { id: 'acct-support-1', email: 'support@example.com', password: 'demo', name: 'Sam Support', role: 'support' },
];

/** The owner's choices for each car: who may see it, and whether location may be shared at all. */
export type OwnerConsent = {
  ownerId: string;
  /** The owner allows location (and so journeys) to be shared; off means 403 on location and journeys for everyone. */
  locationSharing: boolean;
  /** The owner lets support staff look at the car. */
  supportAccess: boolean;
  /** The owner lets support staff see location and journeys too. */
  supportLocation: boolean;
};

export const CONSENTS: Record<string, OwnerConsent> = {
  [VINS.evSedan]: { ownerId: 'acct-owner-1', locationSharing: true, supportAccess: true, supportLocation: true },
  [VINS.evSuv]: { ownerId: 'acct-owner-1', locationSharing: true, supportAccess: true, supportLocation: true },
  [VINS.petrol]: { ownerId: 'acct-owner-1', locationSharing: true, supportAccess: false, supportLocation: false },
  [VINS.phev]: { ownerId: 'acct-owner-2', locationSharing: true, supportAccess: false, supportLocation: false },
  [VINS.dieselVan]: { ownerId: 'acct-owner-2', locationSharing: true, supportAccess: true, supportLocation: true },
  [VINS.noLocation]: { ownerId: 'acct-owner-2', locationSharing: false, supportAccess: true, supportLocation: false },
};

/** Confidential fleet client `fleet-demo` (client credentials): the cars of its fleet. */
export const FLEET_CLIENT_VINS: string[] = [VINS.dieselVan, VINS.phev];

export const findAccountByEmail = (email: string) =>
  ACCOUNTS.find((a) => a.email.toLowerCase() === email.trim().toLowerCase());
export const findAccount = (id: string) => ACCOUNTS.find((a) => a.id === id);

/**
 * ABP's TenantAvailabilityState, by name: the answer of Account/IsTenantAvailable. A module of
 * its own, without zod, for the login page, which must stay small.
 */
export const TENANT_AVAILABILITY = { available: 1, inactive: 2, notFound: 3 } as const;

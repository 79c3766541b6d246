import type { Role } from '@shop/shared/contracts';

/** SPEC §9: roles other than Korisnik are logged out after an hour without mouse, click or key activity. */
export const INACTIVITY_TIMEOUT_MS = 3_600_000;

export const hasInactivityLogout = (role: Role | undefined) => role !== undefined && role !== 'Korisnik';

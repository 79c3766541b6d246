/** The spec's limit for the compare list (SPEC §5, §9). */
export const COMPARE_LIMIT = 5;

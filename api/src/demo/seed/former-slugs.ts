/**
 * One product is reachable by an old slug, so the 301 path of GET /api/proizvod/{naziv} can be tried on demo data:
 * GET /api/proizvod/lenovo-thinkpad-e14-gen5 answers status 301 with slug DEMO_FORMER_SLUG_TARGET.
 * The target is the first generated laptop (product id 10); seed.test.ts checks that the two stay in step.
 */
export const DEMO_FORMER_SLUG = 'lenovo-thinkpad-e14-gen5';
export const DEMO_FORMER_SLUG_TARGET = 'lenovo-thinkpad-e14-gen-5-intel-core-i5-1335u-32gb-1tb-ssd';

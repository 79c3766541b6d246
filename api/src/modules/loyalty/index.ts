// Loyalty points: the ledger, earning on delivery, redemption at checkout.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as loyaltyRoutes } from './loyalty-routes';
export { applyLoyaltyForStatus } from './order-status';
export { startRedemption } from './redemption';

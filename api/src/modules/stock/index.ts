// Stock: every stock change (and the back-in-stock emails it triggers), "Obavijesti me" requests.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { changeStock } from './change-stock';
export { default as stockNotificationRoutes } from './stock-notification-routes';

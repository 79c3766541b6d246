// Staff: the contact form's messages.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as adminMessagesRoutes } from './admin-message-routes';

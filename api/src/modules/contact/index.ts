// Contact form: messages stored and emailed to staff.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { insertContactMessage } from './contact-message-repository';
export { default as contactRoutes } from './contact-routes';

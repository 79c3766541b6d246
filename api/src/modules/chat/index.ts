// Chat: the live support chat over /ws/chat (visitors and staff, across instances).
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as chatRoutes } from './chat-routes';

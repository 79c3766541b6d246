// Images: stored files (content-addressed) served under /slike/*.
// Other modules and app.ts use this module only through this file (.dependency-cruiser.cjs).
export { default as imageRoutes } from './image-routes';
export { findPublicFile, type NewStoredFile, publishFile, storedFileRow, storeFiles } from './stored-file-repository';
export { contentHashOf, publishWebpOnce, toWebp, uploadedImageBytes } from './uploaded-image';

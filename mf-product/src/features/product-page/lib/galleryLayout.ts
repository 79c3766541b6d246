/**
 * SPEC §9: thumbnails above 768 px, a swipe carousel up to it. The same width is the `@media (max-width: 768px)` in
 * Gallery.module.css, which shows one layout or the other: both are rendered, so the server's HTML is right on every
 * screen before any script runs.
 */
export const PHONE_GALLERY_QUERY = '(max-width: 768px)';

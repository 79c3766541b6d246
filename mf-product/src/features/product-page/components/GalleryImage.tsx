import styles from './Gallery.module.css';

interface GalleryImageProps {
  src: string;
  alt: string;
  /** The image on screen first: the page's largest paint, fetched before anything else. Others load when shown. */
  priority: boolean;
  draggable?: boolean;
}

/** A full-size gallery image, 800×800 as the admin uploads them: its box is known before it loads (no shift). */
export function GalleryImage({ src, alt, priority, draggable }: GalleryImageProps) {
  return (
    <img
      className={styles.main}
      src={src}
      alt={alt}
      width={800}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      draggable={draggable}
    />
  );
}

import { useTranslation } from '@shop/shared/i18n';
import { useState } from 'react';
import styles from './Gallery.module.css';
import { GalleryImage } from './GalleryImage';
import { PhoneCarousel } from './PhoneCarousel';

interface GalleryProps {
  images: string[];
  name: string;
}

/**
 * SPEC §9: thumbnails on wide screens, a swipe carousel on phones. Both layouts are in the HTML and CSS shows the one
 * that fits (see lib/galleryLayout.ts): the server cannot know the screen, and swapping layouts after hydration would
 * move the page. They show the same first image, so the browser loads it once.
 */
export function Gallery({ images, name }: GalleryProps) {
  if (images.length < 2) {
    return (
      <div className={styles.gallery}>
        <GalleryImage src={images[0] ?? ''} alt={name} priority />
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <div className={styles.phoneOnly} data-gallery="carousel">
        <PhoneCarousel images={images} name={name} />
      </div>
      <div className={styles.wideOnly} data-gallery="thumbnails">
        <ThumbnailGallery images={images} name={name} />
      </div>
    </div>
  );
}

function ThumbnailGallery({ images, name }: GalleryProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  return (
    <>
      <GalleryImage src={images[selected] ?? images[0] ?? ''} alt={name} priority />
      <ul className={styles.thumbnails} aria-label={t('product.gallery')}>
        {images.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              className={index === selected ? styles.selected : undefined}
              aria-label={t('product.showImage', { n: index + 1 })}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <img src={src} alt="" width={72} height={72} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

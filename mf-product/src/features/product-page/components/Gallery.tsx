import { useTranslation } from '@shop/shared/i18n';
import { useState } from 'react';
import { useWindowWidth } from '../../../hooks/useWindowWidth';
import styles from './Gallery.module.css';
import { PhoneCarousel } from './PhoneCarousel';

/** SPEC §9: thumbnails above 768 px, a swipe carousel on phones. */
const GALLERY_THRESHOLD_PX = 768;

interface GalleryProps {
  images: string[];
  name: string;
}

export function Gallery({ images, name }: GalleryProps) {
  const wide = useWindowWidth() > GALLERY_THRESHOLD_PX;
  const first = images[0] ?? '';
  const mainImage = (src: string) => (
    <img className={styles.main} src={src} alt={name} width={800} height={800} fetchPriority="high" />
  );

  if (!wide) {
    if (images.length < 2) return <div className={styles.gallery}>{mainImage(first)}</div>;
    return (
      <div className={styles.gallery} data-gallery="carousel">
        <PhoneCarousel images={images} name={name} />
      </div>
    );
  }
  return <ThumbnailGallery images={images} name={name} mainImage={mainImage} />;
}

function ThumbnailGallery({ images, mainImage }: GalleryProps & { mainImage: (src: string) => React.ReactNode }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  return (
    <div className={styles.gallery} data-gallery="thumbnails">
      {mainImage(images[selected] ?? images[0] ?? '')}
      {images.length > 1 && (
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
                <img src={src} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

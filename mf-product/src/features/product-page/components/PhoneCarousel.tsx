import { useTranslation } from '@shop/shared/i18n';
import { useRef } from 'react';
import { useLoopingCarousel } from '../hooks/useLoopingCarousel';
import styles from './Gallery.module.css';
import { GalleryImage } from './GalleryImage';

/** The phone gallery: a looping swipe carousel with dots. */
export function PhoneCarousel({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const { ready, selected, scrollTo } = useLoopingCarousel(viewport);

  return (
    <div className={styles.carousel} data-ready={ready}>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {images.map((src, index) => (
            <div className={styles.slide} key={src} aria-hidden={index !== selected}>
              <GalleryImage src={src} alt={index === 0 ? name : ''} priority={index === 0} draggable={false} />
            </div>
          ))}
        </div>
      </div>
      <div className={styles.dots}>
        {images.map((src, index) => (
          <button
            key={src}
            type="button"
            aria-label={t('product.showImage', { n: index + 1 })}
            aria-pressed={index === selected}
            onClick={() => scrollTo(index)}
          />
        ))}
      </div>
    </div>
  );
}

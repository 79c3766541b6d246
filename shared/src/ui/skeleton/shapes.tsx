import { Skeleton, SkeletonFrame } from './Skeleton';
import styles from './Skeleton.module.css';

/** A listing (category, search, promotion): a heading (unless the page shows its own) and a grid of product cards. */
export function ProductGridSkeleton({ cards = 8, heading = true }: { cards?: number; heading?: boolean }) {
  return (
    <SkeletonFrame className={styles.stack}>
      {heading && <Skeleton width="40%" height="2.2rem" />}
      <Skeleton width="25%" height="1rem" style={{ margin: '0.5rem 0 1rem' }} />
      <div className={styles.grid}>
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, nothing but their position
          <div key={index} className={styles.card}>
            <Skeleton height="auto" style={{ aspectRatio: '4 / 3' }} />
            <Skeleton width="90%" />
            <Skeleton width="60%" />
            <Skeleton width="45%" height="1.4rem" />
            <Skeleton height="44px" />
          </div>
        ))}
      </div>
    </SkeletonFrame>
  );
}

/** The product page: breadcrumb, a square gallery image, and the summary with its price and buttons. */
export function ProductPageSkeleton() {
  return (
    <SkeletonFrame>
      <div className={styles.product}>
        <Skeleton width="50%" />
        <Skeleton height="auto" style={{ aspectRatio: '1' }} />
        <div className={styles.stack}>
          <Skeleton width="85%" height="2rem" />
          <Skeleton width="35%" />
          <Skeleton width="40%" height="2rem" />
          <Skeleton width="30%" />
          <Skeleton width="60%" height="44px" />
          <Skeleton width="80%" height="44px" />
        </div>
      </div>
    </SkeletonFrame>
  );
}

/** A page of text (company pages, account): a title and paragraphs. */
export function TextPageSkeleton() {
  return (
    <SkeletonFrame className={styles.stack}>
      <Skeleton width="45%" height="2.2rem" />
      {['100%', '95%', '98%', '70%', '100%', '92%', '60%'].map((width, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, nothing but their position
        <Skeleton key={index} width={width} />
      ))}
    </SkeletonFrame>
  );
}

/** Lines of a list (the cart): an image, a name and an amount per line, then the totals. */
export function LinesSkeleton({ lines = 3, heading = true }: { lines?: number; heading?: boolean }) {
  return (
    <SkeletonFrame className={styles.stack}>
      {heading && <Skeleton width="30%" height="2.2rem" />}
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, nothing but their position
        <div key={index} className={styles.row}>
          <Skeleton width="80px" height="80px" />
          <Skeleton width="50%" />
          <Skeleton width="20%" />
        </div>
      ))}
      <Skeleton width="35%" height="3rem" style={{ alignSelf: 'flex-end' }} />
    </SkeletonFrame>
  );
}

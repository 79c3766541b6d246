import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import styles from './Skeleton.module.css';

/** One grey placeholder block; its size is the size of what will replace it. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  style,
}: {
  width?: string;
  height?: string;
  style?: CSSProperties;
}) {
  return <span className={styles.block} style={{ width, height, ...style }} />;
}

/**
 * The frame of every loading placeholder: announced once as "loading" to screen readers, decorative otherwise, and at
 * least a screen tall so the footer stays below the fold until the content arrives (no jump when it does).
 */
export function SkeletonFrame({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame} role="status" aria-busy="true" data-testid="skeleton">
      <span className={styles.visuallyHidden}>{t('common.loading')}</span>
      <div className={className} aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

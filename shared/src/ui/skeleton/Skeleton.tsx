import { type CSSProperties, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import styles from './Skeleton.module.css';

/**
 * One grey placeholder block; its size is the size of what will replace it. The size is set through the DOM, not as a
 * `style` attribute, which the CSP blocks in server-rendered HTML (a server render shows skeletons only for a part it
 * left to the browser, which renders it at once).
 */
export function Skeleton({
  width = '100%',
  height = '1rem',
  style,
}: {
  width?: string;
  height?: string;
  style?: CSSProperties;
}) {
  const block = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (block.current) Object.assign(block.current.style, { width, height, ...style });
  }, [width, height, style]);
  return <span ref={block} className={styles.block} />;
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

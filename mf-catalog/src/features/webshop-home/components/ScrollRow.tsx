import { useTranslation } from '@shop/shared/i18n';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import styles from './ScrollRow.module.css';

interface ScrollRowProps {
  /** The list's class (its items' size); the row adds the sideways scrolling and snapping. */
  className?: string;
  testId: string;
  children: ReactNode;
}

/**
 * A row of items wider than the screen. On touch screens it is swiped (each item snaps to the edge); with a mouse,
 * arrows at its edges move it by what it shows, each hidden when there is nothing more that way. The row keeps its
 * size: the arrows float over its edges.
 */
export function ScrollRow({ className, testId, children }: ScrollRowProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const [room, setRoom] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const row = list.current;
    if (!row) return;
    // A pixel of slack: fractional widths never let the last scroll position equal the width exactly.
    const back = row.scrollLeft > 1;
    const forward = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setRoom((current) => (current.back === back && current.forward === forward ? current : { back, forward }));
  }, []);

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    // The items arrive after the row (the data loads): measure again when they do.
    const items = new MutationObserver(measure);
    items.observe(row, { childList: true });
    return () => {
      observer.disconnect();
      items.disconnect();
    };
  }, [measure]);

  const move = (direction: 1 | -1) => {
    const row = list.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <div className={styles.frame}>
      <ul
        id={listId}
        ref={list}
        className={[styles.row, className].filter(Boolean).join(' ')}
        data-testid={testId}
        onScroll={measure}
      >
        {children}
      </ul>
      {room.back && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.back}`}
          aria-controls={listId}
          aria-label={t('highlights.previous')}
          onClick={() => move(-1)}
        >
          ‹
        </button>
      )}
      {room.forward && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.forward}`}
          aria-controls={listId}
          aria-label={t('highlights.next')}
          onClick={() => move(1)}
        >
          ›
        </button>
      )}
    </div>
  );
}

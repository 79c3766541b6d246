import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../ssr/hydrated';
import styles from './HydrateWhenSeen.module.css';

/** What wakes a part up before it scrolls into view: the visitor touching it or tabbing into it. */
const WAKING_EVENTS = ['pointerdown', 'focusin'] as const;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The part's focusable elements, in document order. */
const focusablesIn = (element: Element | null) => Array.from(element?.querySelectorAll(FOCUSABLE) ?? []);

/** The server's markup of the part, read before React takes the page over; undefined outside the first hydration. */
function serverMarkupOf(id: string, hydrating: boolean): string | undefined {
  if (!hydrating || typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-static-part="${CSS.escape(id)}"]`)?.innerHTML;
}

/**
 * A part that never changes after the server rendered it (footer, spec table, a card grid below the fold). While the
 * page hydrates, the part keeps the server's HTML as plain markup: React does no work for it and no later update can
 * replace it. Once it comes near the viewport, or the visitor touches or focuses it, React renders it (same markup,
 * now with its handlers; keyboard focus follows). A tap on a part that has not come near the viewport yet only
 * wakes it (the tap's element is replaced): scrolling there wakes it first in practice. On the server and in a page
 * rendered in the browser (any navigation, a query change included) it renders at once. Decision 017.
 */
export function HydrateWhenSeen({
  children,
  content = '',
}: {
  children: ReactNode;
  /** What the part shows, for a part whose data can change on the same page (a growing list's ids): a change renders it. */
  content?: string;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [markup, setMarkup] = useState(() => serverMarkupOf(id, !hydrated));
  const wrapper = useRef<HTMLDivElement>(null);
  // After any navigation the server's markup may be stale: another page's (its language, its links), or the same
  // page with other query parameters (a listing's filters or sort). So may it be once the part's content changes.
  const { key: locationKey } = useLocation();
  const [first] = useState({ locationKey, content });
  useEffect(() => {
    if (locationKey !== first.locationKey || content !== first.content) setMarkup(undefined);
  }, [locationKey, content, first]);
  // Rendering replaces the static markup: focus that the keyboard put in it moves to the element that replaced it.
  const focusedIndex = useRef(-1);

  useLayoutEffect(() => {
    if (markup !== undefined || focusedIndex.current < 0) return;
    const replacement = focusablesIn(wrapper.current)[focusedIndex.current];
    if (replacement instanceof HTMLElement) replacement.focus();
    focusedIndex.current = -1;
  }, [markup]);

  useEffect(() => {
    const element = wrapper.current;
    if (markup === undefined || !element) return;
    const wake = (event?: Event) => {
      if (event?.type === 'focusin') focusedIndex.current = focusablesIn(element).indexOf(event.target as Element);
      setMarkup(undefined);
    };
    for (const type of WAKING_EVENTS) element.addEventListener(type, wake, { once: true });
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
      rootMargin: '200px',
    });
    for (const child of element.children) observer.observe(child);
    return () => {
      observer.disconnect();
      for (const type of WAKING_EVENTS) element.removeEventListener(type, wake);
    };
  }, [markup]);

  if (markup !== undefined) {
    return (
      <div
        ref={wrapper}
        className={styles.wrapper}
        data-static-part={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this part, read from the page
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  }
  return (
    <div ref={wrapper} className={styles.wrapper} data-static-part={id}>
      {children}
    </div>
  );
}

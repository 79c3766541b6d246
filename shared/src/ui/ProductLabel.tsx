import { type ReactNode, useLayoutEffect, useRef } from 'react';

/**
 * A product's label ("Akcija", "Novo") in the colour staff chose for it. The colour is set through the DOM after
 * render, not as a `style` attribute: the CSP (`style-src 'self'`) blocks style attributes in server-rendered HTML.
 */
export function ProductLabel({
  className,
  colour,
  children,
}: {
  className: string | undefined;
  colour?: string | null;
  children: ReactNode;
}) {
  const label = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (label.current) label.current.style.background = colour ?? '';
  }, [colour]);
  return (
    <span ref={label} className={className}>
      {children}
    </span>
  );
}

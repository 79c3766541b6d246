import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` opened modally while `open` is true (the browser keeps focus inside, Escape closes it and the page
 * behind is inert) and closed when it turns false. Returns the ref for the element.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}

import { useSyncExternalStore } from 'react';

/** SPEC §7: the products of a pro-forma request, one product (product page) or the whole cart. */
export interface ProformaLine {
  id_proizvoda: number;
  kolicina: number;
  /** Shown in the dialog so the shopper sees what the request is for; not sent to the API. */
  naziv: string;
}

let requested: ProformaLine[] | null = null;
const listeners = new Set<() => void>();

function set(next: ProformaLine[] | null) {
  requested = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the pro-forma dialog from any remote. The shell mounts the checkout remote's exposed `ProformaDialog`
 * (loaded at runtime) while a request is open, so no remote imports another one's code.
 */
export function openProformaDialog(lines: ProformaLine[]) {
  set(lines.map((line) => ({ ...line })));
}

export function closeProformaDialog() {
  set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The lines of the open request, or null while the dialog is closed. */
export function useProformaRequest(): ProformaLine[] | null {
  // On the server no dialog is open (the same as the browser's first render).
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => null,
  );
}

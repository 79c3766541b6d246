import { useSyncExternalStore } from 'react';

/** SPEC §3 alert state. `wait` shows 'Molimo sačekajte...' / 'Please wait...' (the message is ignored). */
export interface Alert {
  message: string;
  type: 'wait' | 'success' | 'error';
  /** How long it stays, in ms (default 2000; wait alerts clear after at most 40 s). Ignored for confirm alerts. */
  time?: number;
  /** Blocks scrolling and keys until the visitor presses OK. */
  confirm?: boolean;
  /** Where to go once the alert closes. */
  redirect?: string;
  /** A link offered with the message (e.g. 'Pogledaj korpu' after adding to the cart); following it closes the alert. */
  action?: AlertAction;
}

/** A link inside an alert: its text (already translated, like the message) and a path of this site. */
export interface AlertAction {
  label: string;
  href: string;
}

export const ALERT_DEFAULT_MS = 2_000;
export const WAIT_ALERT_MAX_MS = 40_000;

let current: Alert | null = null;
const listeners = new Set<() => void>();

function setAlert(next: Alert | null) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The one way to show an alert, from the shell or any remote (this module is a shared singleton, so all of them
 * talk to the one host the shell renders). A new alert replaces the current one; an empty message shows nothing.
 */
export function showAlert(alert: Alert) {
  if (alert.type !== 'wait' && alert.message.trim() === '') return;
  setAlert({ ...alert });
}

export function clearAlert() {
  setAlert(null);
}

export function subscribeToAlerts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getCurrentAlert = () => current;

/** The alert on screen now (for the shell's AlertHost). */
export function useCurrentAlert(): Alert | null {
  // No alert is rendered on the server: alerts answer what a visitor did in the browser.
  return useSyncExternalStore(subscribeToAlerts, getCurrentAlert, () => null);
}

import { showAlert } from '@shop/shared/alerts';
import { useTranslation } from '@shop/shared/i18n';
import { postSessionMessage, subscribeSessionMessages, useCurrentUser, useSignOut } from '@shop/shared/state';
import { useEffect, useRef } from 'react';
import { hasInactivityLogout, INACTIVITY_TIMEOUT_MS } from './inactivity';

/** Other tabs hear about activity at most this often (a mouse move fires many events). */
const SHARE_ACTIVITY_EVERY_MS = 15_000;
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'click', 'keydown'] as const;

/**
 * Admin and Editor: after an hour with no mouse, click or key activity in ANY tab of the site, sign out with the
 * spec's alert. Each tab shares its activity, so working in one tab keeps the others signed in.
 */
export function useInactivityLogout() {
  const { data: user } = useCurrentUser();
  const { t } = useTranslation();
  const signOut = useSignOut();
  const signOutRef = useRef(signOut.mutate);
  signOutRef.current = signOut.mutate;
  const message = t('session.inactivityLogout');
  const applies = hasInactivityLogout(user?.role);

  useEffect(() => {
    if (!applies) return;
    let lastActivity = Date.now();
    let lastShared = 0;
    let timer: number | undefined;

    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, lastActivity + INACTIVITY_TIMEOUT_MS - Date.now());
    };
    const check = () => {
      if (Date.now() - lastActivity < INACTIVITY_TIMEOUT_MS) return schedule();
      showAlert({ message, type: 'error', confirm: true });
      signOutRef.current();
    };
    const onActivity = () => {
      lastActivity = Date.now();
      if (lastActivity - lastShared >= SHARE_ACTIVITY_EVERY_MS) {
        lastShared = lastActivity;
        postSessionMessage({ type: 'activity', at: lastActivity });
        schedule();
      }
    };
    const unsubscribe = subscribeSessionMessages((event) => {
      if (event.type === 'activity' && event.at > lastActivity) {
        lastActivity = event.at;
        schedule();
      }
    });

    schedule();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [applies, message]);
}

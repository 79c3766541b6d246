import { clearSignedInState, followSignOut, subscribeSessionMessages } from '@shop/shared/state';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A logout in another tab signs this tab out too, and moves it on as a logout here would (SPEC §4). */
export function useSessionSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  useEffect(
    () =>
      subscribeSessionMessages((message) => {
        if (message.type !== 'logout') return;
        clearSignedInState(queryClient);
        followSignOut(pathRef.current, navigate);
      }),
    [queryClient, navigate],
  );
}

import { useMediaQuery } from '@shop/shared/ui';
import { desktopQuery } from '../breakpoints';
import { DesktopHeader } from './DesktopHeader';
import { MobileHeader } from './MobileHeader';

/** SPEC §2: the desktop header from 900 px, a separate mobile header below (only one is mounted). */
export function Header() {
  return useMediaQuery(desktopQuery) ? <DesktopHeader /> : <MobileHeader />;
}

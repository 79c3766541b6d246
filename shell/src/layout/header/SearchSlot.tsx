import { SHELL_SLOTS } from '@shop/shared/site';
import { RemoteModule } from '../../federation/RemoteModule';
import { useAfterFirstPaint } from '../../hooks/useAfterFirstPaint';
import styles from './Header.module.css';

/**
 * The catalog remote's search box, loaded once the page is idle. The slot has the box's height from the server's
 * HTML on (see `.search`), so the header keeps its size when the box arrives; a missing remote leaves it empty.
 */
export function SearchSlot() {
  const ready = useAfterFirstPaint();
  return <div className={styles.search}>{ready && <RemoteModule id={SHELL_SLOTS.searchBox} quiet />}</div>;
}

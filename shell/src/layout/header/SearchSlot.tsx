import { RemoteModule } from '../../federation/RemoteModule';
import { useAfterFirstPaint } from '../../hooks/useAfterFirstPaint';
import styles from './Header.module.css';

/**
 * The catalog remote's search box, loaded once the page is idle; its space is kept meanwhile, and a missing remote
 * leaves it empty.
 */
export function SearchSlot() {
  const ready = useAfterFirstPaint();
  const placeholder = <div className={styles.searchPlaceholder} />;
  return (
    <div className={styles.search}>
      {ready ? <RemoteModule id="catalog/SearchBox" quiet fallback={placeholder} /> : placeholder}
    </div>
  );
}

import { useTranslation } from '@shop/shared/i18n';
import shared from '../../../components/AdminSection.module.css';

interface MoveButtonsProps {
  name: string;
  /** The row's place among all its siblings (not only the ones a search shows). */
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
}

/** ▲ / ▼ beside a row: moves it one place among its siblings. */
export function MoveButtons({ name, index, count, disabled, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <span className={shared.move}>
      <button
        type="button"
        className={shared.iconButton}
        aria-label={t('admin.categories.moveUp', { name })}
        disabled={disabled || index <= 0}
        onClick={() => onMove(index, index - 1)}
      >
        ▲
      </button>
      <button
        type="button"
        className={shared.iconButton}
        aria-label={t('admin.categories.moveDown', { name })}
        disabled={disabled || index >= count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        ▼
      </button>
    </span>
  );
}

/** The ids with the one at `from` moved to `to`. */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

import { showAlert } from '@shop/shared/alerts';
import { useTranslation } from '@shop/shared/i18n';

/** The editors whose record has a name and "saved" / "created" texts (`admin.<area>.saved`, `.created`). */
type EditorArea = 'categories' | 'promotions' | 'priceLists' | 'companies';

/**
 * What an editor does once its record is saved: the success alert naming it ("saved", or "created" for a new one),
 * and a new record's editor goes on as the saved record's.
 */
export function useOnRecordSaved(area: EditorArea, existing: boolean, onCreated: (id: number) => void) {
  const { t } = useTranslation();
  return (saved: { id: number; name: string }) => {
    const message = t(existing ? `admin.${area}.saved` : `admin.${area}.created`, { name: saved.name });
    showAlert({ type: 'success', message });
    if (!existing) onCreated(saved.id);
  };
}

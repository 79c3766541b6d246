import { useTranslation } from '@shop/shared/i18n';
import { LinesSkeleton } from '@shop/shared/ui';
import shared from '../../../components/AdminSection.module.css';
import { usePromotion } from '../api/usePromotion';
import { PromotionForm } from './PromotionForm';
import { PromotionProducts } from './PromotionProducts';

interface PromotionEditorProps {
  /** Undefined: a new promotion. */
  id?: number;
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** A promotion's details and, once it exists, its products. */
export function PromotionEditor({ id, onCreated, onClose }: PromotionEditorProps) {
  const { t } = useTranslation();
  const promotion = usePromotion(id);
  if (id !== undefined && promotion.isPending) return <LinesSkeleton />;
  if (promotion.isError) return <p role="alert">{promotion.error.message}</p>;
  const detail = promotion.data;

  return (
    <section className={shared.editor} aria-labelledby="promotion-editor-title">
      <h2 id="promotion-editor-title">
        {detail ? t('admin.promotions.edit', { name: detail.name }) : t('admin.promotions.new')}
      </h2>
      <PromotionForm key={detail?.id ?? 'new'} promotion={detail} onCreated={onCreated} onClose={onClose} />
      {detail && <PromotionProducts promotion={detail} />}
    </section>
  );
}

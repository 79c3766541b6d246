import type { NamedOption } from '@shop/shared/contracts';
import { useTranslation } from '@shop/shared/i18n';
import { LinesSkeleton } from '@shop/shared/ui';
import shared from '../../../components/AdminSection.module.css';
import { useCompany } from '../api/useCompany';
import { CompanyForm } from './CompanyForm';
import { CompanyMembers } from './CompanyMembers';

interface CompanyEditorProps {
  /** Undefined: a new company. */
  id?: number;
  groups: NamedOption[];
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** A company's details and terms and, once it exists, its users. */
export function CompanyEditor({ id, groups, onCreated, onClose }: CompanyEditorProps) {
  const { t } = useTranslation();
  const company = useCompany(id);
  if (id !== undefined && company.isPending) return <LinesSkeleton />;
  if (company.isError) return <p role="alert">{company.error.message}</p>;
  const detail = company.data;
  return (
    <section className={shared.editor} aria-labelledby="company-editor-title">
      <h2 id="company-editor-title">
        {detail ? t('admin.companies.edit', { name: detail.name }) : t('admin.companies.new')}
      </h2>
      <CompanyForm key={detail?.id ?? 'new'} company={detail} groups={groups} onCreated={onCreated} onClose={onClose} />
      {detail && <CompanyMembers company={detail} />}
    </section>
  );
}

import { slugFromName } from '@shop/shared/contracts';
import type { FormErrors } from '@shop/shared/forms';
import { TextField } from '@shop/shared/forms';
import { useTranslation } from '@shop/shared/i18n';
import { useState } from 'react';

interface NameAndSlugFieldsProps {
  form: FormErrors;
  labels: { name: string; slug: string };
  /** The saved record; undefined for a new one. */
  saved?: { name: string; nameEn: string | null; slug: string };
  /** The hint under the slug, given the slug the typed name would get (an empty slug is derived from the name). */
  slugHint: (derivedSlug: string) => string;
  /** The server's refusal of the slug (see `slugRefusal`). */
  slugError?: string;
}

/**
 * The `name`, `nameEn` (the optional English name, decision 019) and `slug` inputs of a catalogue record; the slug's
 * placeholder follows the name as it is typed.
 */
export function NameAndSlugFields({ form, labels, saved, slugHint, slugError }: NameAndSlugFieldsProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(saved?.name ?? '');
  const derivedSlug = slugFromName(name);
  return (
    <>
      <TextField
        form={form}
        field="name"
        label={labels.name}
        defaultValue={saved?.name}
        onInput={(event) => setName(event.currentTarget.value)}
        maxLength={120}
      />
      <TextField
        form={form}
        field="nameEn"
        label={t('admin.nameEn')}
        defaultValue={saved?.nameEn ?? ''}
        hint={t('admin.englishHint')}
        maxLength={120}
        lang="en"
      />
      <TextField
        form={form}
        field="slug"
        label={labels.slug}
        defaultValue={saved?.slug}
        placeholder={derivedSlug}
        hint={slugHint(derivedSlug)}
        serverError={slugError}
      />
    </>
  );
}

import { useTranslation } from '@shop/shared/i18n';
import { useCategories } from '@shop/shared/state';
import { Link, Navigate, useParams } from 'react-router-dom';

/** A category and its subcategories. Product listings with facets and subcategory pages come with issue 4. */
export function CategoryPage() {
  const { kategorija = '' } = useParams();
  const { t } = useTranslation();
  const { data: categories, isPending } = useCategories();

  if (isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  const category = categories?.find((c) => c.url_stranice.replace(/ /g, '-') === kategorija);
  if (!category) return <Navigate to="/not-found" replace />;

  return (
    <section>
      <nav aria-label="breadcrumb">
        <Link to="/webshop">{t('shop.title')}</Link> › {category.naziv_kategorije}
      </nav>
      <h1>{category.naziv_kategorije}</h1>
      <ul>
        {category.podkategorije.map((sub) => (
          <li key={sub.id_podkategorije}>{sub.naziv_podkategorije}</li>
        ))}
      </ul>
    </section>
  );
}

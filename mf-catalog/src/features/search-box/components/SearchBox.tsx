import { type Category, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { categoriesQuery } from '@shop/shared/state';
import { CategoryIcon } from '@shop/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchSuggestions } from '../api/searchProducts';
import { useSubcategorySuggestions } from '../api/searchSubcategories';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import styles from './SearchBox.module.css';

/** 1 → "proizvod", 2, 5, 42 → "proizvoda" (Serbian); 1 product, 2 products (English). */
const pluralForm = (language: string, count: number) =>
  new Intl.PluralRules(language).select(count) === 'one' ? 'one' : 'other';

/**
 * The header's search box: a combobox (ARIA 1.2 pattern) with a listbox of suggestions: first the subcategories the
 * term names ("Laptopi — 42 proizvoda", to their shop pages), then products. ↑/↓ move through them, Enter opens the
 * highlighted one (or searches), Esc closes and clears the list.
 */
export function SearchBox() {
  const { t, language, paths } = useTranslation();
  const navigate = useNavigate();
  const listboxId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trimmed = term.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const long = trimmed.length >= SEARCH_MIN_LENGTH;
  const { data } = useSearchSuggestions(debounced);
  const { data: subcategoryData } = useSubcategorySuggestions(debounced);
  const queryClient = useQueryClient();
  // A term of 2 characters or fewer clears the list (SPEC §5), and so does closing it. While the debounce runs the
  // list waits for the new term: the previous term's products would answer a question no longer asked.
  const settled = debounced === trimmed;
  const showing = open && long && settled;
  const suggestions = showing ? (data ?? []) : [];
  // The rows wait for the products too, so the list does not jump when the products arrive below them.
  const subcategories = showing && data ? (subcategoryData ?? []) : [];
  const options = [
    ...subcategories.map((sub) => ({
      key: `${sub.url_kategorije}/${sub.url_podkategorije}`,
      path: paths.category(sub.url_kategorije, sub.url_podkategorije),
      subcategory: sub,
      product: undefined,
    })),
    ...suggestions.map((product) => ({
      key: product.slug,
      path: paths.product(product.slug),
      subcategory: undefined,
      product,
    })),
  ];
  const expanded = options.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(path: string) {
    close();
    setTerm('');
    navigate(path);
  }

  /**
   * Enter: the highlighted row; an exact subcategory name (any case) goes to its page (SPEC §5); else the results
   * page. The header is on every page, but categories load only on shop paths (SPEC §4): the subcategory rows name it
   * too, and failing both, the results page finds the subcategory (the API names it) and moves on to it.
   */
  function submit() {
    const chosen = options[active];
    if (chosen) return go(chosen.path);
    if (!trimmed) return;
    const wanted = trimmed.toLocaleLowerCase('sr');
    const named = subcategories.find((sub) => sub.naziv.toLocaleLowerCase('sr') === wanted);
    if (named) return go(paths.category(named.url_kategorije, named.url_podkategorije));
    const categories = queryClient.getQueryData<Category[]>(categoriesQuery.queryKey) ?? [];
    for (const category of categories) {
      const sub = category.podkategorije.find((s) => s.naziv_podkategorije.toLocaleLowerCase('sr') === wanted);
      if (sub) return go(paths.category(category.url_stranice, sub.url_stranice));
    }
    go(paths.search(trimmed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next >= options.length) return -1;
        if (next < -1) return options.length - 1;
        return next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      close();
    }
  }

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  return (
    <search className={styles.box}>
      <input
        type="search"
        role="combobox"
        className={styles.input}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        // Options keep the focus in the input (mousedown is cancelled); a blur means the visitor left the box.
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.listbox}
        hidden={!expanded}
      >
        {options.map((option, index) => (
          // Options stay unfocusable on purpose: focus stays in the input, which moves aria-activedescendant (↑/↓/Enter).
          // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern, keyboard handled by the input
          // biome-ignore lint/a11y/useKeyWithClickEvents: combobox pattern, keyboard handled by the input
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={option.subcategory ? `${styles.option} ${styles.subcategory}` : styles.option}
            data-testid={option.subcategory ? 'suggested-subcategory' : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option.path)}
            onMouseEnter={() => setActive(index)}
          >
            {option.subcategory ? (
              <>
                <span className={styles.icon}>
                  <CategoryIcon />
                </span>
                <span className={styles.name}>
                  <span className={styles.hidden}>{t('search.subcategoryRow')}: </span>
                  <strong>{option.subcategory.naziv}</strong>
                </span>
                <span className={styles.count}>
                  {t(`search.subcategoryProducts.${pluralForm(language, option.subcategory.broj)}`, {
                    count: option.subcategory.broj,
                  })}
                </span>
              </>
            ) : (
              option.product && (
                <>
                  <img
                    src={option.product.url_slike}
                    alt=""
                    width={48}
                    height={36}
                    loading="lazy"
                    className={styles.image}
                  />
                  <span className={styles.name}>{option.product.naziv}</span>
                  <span className={styles.price}>{formatPrice(option.product.trenutna_cijena)}</span>
                </>
              )
            )}
          </div>
        ))}
      </div>
    </search>
  );
}

import type { Translator } from '@lectern/theme-core';
import { SEARCH_KINDS, type SearchFilters, type SearchFilterValues, type SearchKind } from '../client/types';
import * as styles from './SearchDialog.css';

export interface SearchDialogFiltersProps {
  idPrefix: string;
  values: SearchFilterValues;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  t: Translator;
}

const KIND_LABELS = {
  page: 'search.kindPage',
  prop: 'search.kindProp',
  event: 'search.kindEvent',
  slot: 'search.kindSlot',
} as const satisfies Record<SearchKind, string>;

/**
 * The filters by kind (pages, props, events, slots) and by component. Shown only when the index holds
 * API records: a site of pages alone has nothing to filter.
 */
export function SearchDialogFilters({ idPrefix, values, filters, onChange, t }: SearchDialogFiltersProps) {
  const kinds = SEARCH_KINDS.filter((kind) => values.kinds[kind] !== undefined);
  if (!kinds.some((kind) => kind !== 'page')) return null;
  return (
    <fieldset aria-label={t('search.filters')} className={styles.filters}>
      <label className={styles.filter} htmlFor={`${idPrefix}-kind`}>
        {t('search.kind')}
        <select
          id={`${idPrefix}-kind`}
          className={styles.select}
          value={filters.kind ?? ''}
          onChange={(event) =>
            onChange({ ...filters, kind: (event.target.value || undefined) as SearchKind | undefined })
          }
        >
          <option value="">{t('search.kindAll')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_LABELS[kind])}
            </option>
          ))}
        </select>
      </label>
      {values.components.length > 0 && (
        <label className={styles.filter} htmlFor={`${idPrefix}-component`}>
          {t('search.component')}
          <select
            id={`${idPrefix}-component`}
            className={styles.select}
            value={filters.component ?? ''}
            disabled={filters.kind === 'page'}
            onChange={(event) => onChange({ ...filters, component: event.target.value || undefined })}
          >
            <option value="">{t('search.componentAll')}</option>
            {values.components.map((component) => (
              <option key={component} value={component}>
                {component}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}

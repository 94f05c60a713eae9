import type { Translator } from '@lectern/theme-core';
import { SEARCH_KINDS, type SearchFilters, type SearchFilterValues, type SearchKind } from '../client/types';
import * as styles from './SearchDialog.css';

export interface SearchDialogFiltersProps {
  idPrefix: string;
  /** What the index holds, once it has loaded. */
  values: SearchFilterValues | undefined;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  /** The switch that searches every version of the docs, on a site with several. */
  allVersions?: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
  t: Translator;
}

const KIND_LABELS = {
  page: 'search.kindPage',
  prop: 'search.kindProp',
  event: 'search.kindEvent',
  slot: 'search.kindSlot',
} as const satisfies Record<SearchKind, string>;

/**
 * The filters by kind (pages, props, events, slots) and by component, shown when the index holds API
 * records (a site of pages alone has nothing to filter), and the switch to search all versions of the
 * docs, on a site with several.
 */
export function SearchDialogFilters({
  idPrefix,
  values,
  filters,
  onChange,
  allVersions,
  t,
}: SearchDialogFiltersProps) {
  const kinds = SEARCH_KINDS.filter((kind) => values?.kinds[kind] !== undefined);
  const byKind = values !== undefined && kinds.some((kind) => kind !== 'page');
  if (!byKind && !allVersions) return null;
  return (
    <fieldset aria-label={t('search.filters')} className={styles.filters}>
      {byKind && (
        <KindFilters
          idPrefix={idPrefix}
          values={values}
          kinds={kinds}
          filters={filters}
          onChange={onChange}
          t={t}
        />
      )}
      {allVersions && (
        <label className={styles.filter}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={allVersions.checked}
            onChange={(event) => allVersions.onChange(event.target.checked)}
          />
          {t('search.allVersions')}
        </label>
      )}
    </fieldset>
  );
}

function KindFilters({
  idPrefix,
  values,
  kinds,
  filters,
  onChange,
  t,
}: Omit<SearchDialogFiltersProps, 'values' | 'allVersions'> & {
  values: SearchFilterValues;
  kinds: readonly SearchKind[];
}) {
  return (
    <>
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
    </>
  );
}

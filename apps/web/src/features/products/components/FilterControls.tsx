import { useCallback, useId } from 'react';
import { useCanvases } from '../../../lib/cms/api/canvases.ts';
import { useGroups } from '../../../lib/cms/api/groups.ts';
import {
  isTemplateFilter,
  templateFilter,
  type TemplateFilter,
} from '../../../lib/cms/api/templates.ts';
import { useT } from '../../../lib/i18n/useT.ts';
import { useEarlyClick } from '../../../lib/useEarlyClick.ts';
import { cx } from '../../../lib/cx.ts';
import { SORT_KEYS, isSortKey, type SortKey } from '../listParams.ts';
import styles from './FilterControls.module.css';

interface FilterControlsProps {
  filter: TemplateFilter | null;
  sort: SortKey;
  onFilterChange: (filter: TemplateFilter | null) => void;
  onSortChange: (sort: SortKey) => void;
}

/**
 * Filter (all, each group `g_<id>`, each format `<id>`, "everything except <group>"
 * `ng_<id>`) and sort, plus quick chips for the featured groups.
 */
export function FilterControls({
  filter,
  sort,
  onFilterChange,
  onSortChange,
}: FilterControlsProps) {
  const { t } = useT('products');
  const groups = useGroups();
  const canvases = useCanvases();
  const filterId = useId();
  const sortId = useId();

  const groupList = groups.data?.data ?? [];
  const canvasList = canvases.data?.data ?? [];
  const featuredGroups = groupList.filter((group) => group.featured);
  const knownValues = new Set<string>([
    ...groupList.flatMap((g) => [templateFilter.inGroup(g.id), templateFilter.notInGroup(g.id)]),
    ...canvasList.map((c) => templateFilter.onCanvas(c.id)),
  ]);
  const listsLoaded = groups.isSuccess && canvases.isSuccess;
  // A chip picks its group, or all again when it is the chosen one. Tapped before
  // hydration, it is replayed once hydrated (`data-early`, issue #32).
  const chooseChip = useCallback(
    (value: string | null) => {
      const chosen = isTemplateFilter(value) ? value : null;
      onFilterChange(chosen !== null && chosen === filter ? null : chosen);
    },
    [filter, onFilterChange],
  );
  useEarlyClick('filter', chooseChip);
  // The selects answer before the app too: a choice made meanwhile is replayed once hydrated
  // (lib/earlyInput.ts). Disabled until then, enabling them re-styled every option in the
  // hydration's last task — 40–60 ms of Lighthouse's measured page (issue #44).

  return (
    <div className={styles.controls}>
      {featuredGroups.length > 0 && (
        <div className={styles.chips} role="group" aria-label={t('filter.quickLabel')}>
          <button
            type="button"
            className={cx(styles.chip, filter === null && styles.chipActive)}
            aria-pressed={filter === null}
            data-early="filter"
            data-early-value=""
            onClick={() => chooseChip(null)}
          >
            {t('filter.quickAll')}
          </button>
          {featuredGroups.map((group) => {
            const value = templateFilter.inGroup(group.id);
            return (
              <button
                key={group.id}
                type="button"
                className={cx(styles.chip, filter === value && styles.chipActive)}
                aria-pressed={filter === value}
                data-early="filter"
                data-early-value={value}
                onClick={() => chooseChip(value)}
              >
                {group.name}
              </button>
            );
          })}
        </div>
      )}
      <div className={styles.selects}>
        <div className={styles.field}>
          <label htmlFor={filterId} className={styles.label}>
            {t('filter.label')}
          </label>
          <span className={styles.selectWrap}>
            <select
              id={filterId}
              className={styles.select}
              value={filter ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                onFilterChange(isTemplateFilter(value) ? value : null);
              }}
            >
              <option value="">{t('filter.all')}</option>
              {filter && !knownValues.has(filter) && (
                <option value={filter} disabled={listsLoaded}>
                  {t('filter.unknown')}
                </option>
              )}
              {groupList.length > 0 && (
                <optgroup label={t('filter.groups')}>
                  {groupList.map((group) => (
                    <option key={group.id} value={templateFilter.inGroup(group.id)}>
                      {group.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {canvasList.length > 0 && (
                <optgroup label={t('filter.canvases')}>
                  {canvasList.map((canvas) => (
                    <option key={canvas.id} value={templateFilter.onCanvas(canvas.id)}>
                      {canvas.name}
                    </option>
                  ))}
                </optgroup>
              )}
              {groupList.length > 1 && (
                <optgroup label={t('filter.exclude')}>
                  {groupList.map((group) => (
                    <option key={group.id} value={templateFilter.notInGroup(group.id)}>
                      {t('filter.notInGroup', { name: group.name })}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor={sortId} className={styles.label}>
            {t('sort.label')}
          </label>
          <span className={styles.selectWrap}>
            <select
              id={sortId}
              className={styles.select}
              value={sort}
              onChange={(event) => {
                if (isSortKey(event.target.value)) onSortChange(event.target.value);
              }}
            >
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`sort.${key}`)}
                </option>
              ))}
            </select>
          </span>
        </div>
      </div>
    </div>
  );
}

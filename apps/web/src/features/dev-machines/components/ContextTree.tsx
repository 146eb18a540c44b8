import styles from './DevMachines.module.css';
import { useDevT } from '../i18n/useDevT.ts';

interface ContextTreeProps {
  value: unknown;
  /** Levels open at first. */
  open?: number;
}

/** A value as a collapsible tree (native <details>: keyboard and screen readers for free). */
export function ContextTree({ value, open = 1 }: ContextTreeProps) {
  return (
    <div className={styles.tree}>
      <TreeValue name={null} value={value} depth={0} open={open} />
    </div>
  );
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined) return 'undefined';
  return String(value);
}

function TreeValue({
  name,
  value,
  depth,
  open,
}: {
  name: string | null;
  value: unknown;
  depth: number;
  open: number;
}) {
  const { t } = useDevT();
  const label = name === null ? null : <span className={styles.treeKey}>{name}: </span>;
  if (typeof value !== 'object' || value === null) {
    return (
      <div className={styles.treeLeaf}>
        {label}
        <span className={styles[`tree_${value === null ? 'null' : typeof value}`]}>
          {scalar(value)}
        </span>
      </div>
    );
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value as Record<string, unknown>);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  if (entries.length === 0) {
    return (
      <div className={styles.treeLeaf}>
        {label}
        <span className={styles.treeMuted}>
          {Array.isArray(value) ? '[]' : '{}'} ({t('tree.empty')})
        </span>
      </div>
    );
  }
  return (
    <details open={depth < open} className={styles.treeBranch}>
      <summary>
        {label}
        <span className={styles.treeMuted}>{summary}</span>
      </summary>
      {entries.map(([key, inner]) => (
        <TreeValue key={key} name={key} value={inner} depth={depth + 1} open={open} />
      ))}
    </details>
  );
}

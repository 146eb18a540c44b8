import type { HistoryEntry, LiveActor, LogEntry } from '../live/liveStore.ts';
import { useDevT } from '../i18n/useDevT.ts';
import { ContextTree } from './ContextTree.tsx';
import styles from './DevMachines.module.css';

interface LivePanelProps {
  actors: LiveActor[];
  selected: LiveActor | null;
  onSelect: (key: string) => void;
  /** The step shown; null follows the newest snapshot. */
  step: number | null;
  onStep: (step: number | null) => void;
  log: LogEntry[];
  labelOf: (key: string | null) => string;
  onClear: () => void;
}

const eventType = (event: unknown) =>
  typeof event === 'object' && event !== null && 'type' in event
    ? String((event as { type: unknown }).type)
    : '?';

const time = (at: number) =>
  new Date(at).toLocaleTimeString('de-DE', { hour12: false }) +
  `.${String(at % 1000).padStart(3, '0')}`;

export const stateText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
          .map(([key, inner]) => {
            const innerText = stateText(inner);
            return innerText ? `${key}.${innerText}` : key;
          })
          .join(' · ')
      : '';

/** Live actors of the machine: their state over time, the events sent to them, the context. */
export function LivePanel(props: LivePanelProps) {
  const { t } = useDevT();
  const { actors, selected, onSelect, step, onStep, log, labelOf, onClear } = props;
  if (!selected) return <p className={styles.muted}>{t('live.noActor')}</p>;
  const history = selected.history;
  const index = step ?? history.length - 1;
  const entry: HistoryEntry | undefined = history[index];
  const events = log.filter((item) => item.actorKey === selected.key);
  return (
    <div className={styles.panelBody}>
      <label className={styles.field}>
        <span>{t('live.actor')}</span>
        <select value={selected.key} onChange={(event) => onSelect(event.target.value)}>
          {actors.map((actor) => (
            <option key={actor.key} value={actor.key}>
              {labelOf(actor.key)}
            </option>
          ))}
        </select>
      </label>

      <div className={styles.stepper}>
        <button type="button" onClick={() => onStep(Math.max(0, index - 1))} disabled={index <= 0}>
          ◀ {t('live.previous')}
        </button>
        <input
          type="range"
          min={0}
          max={Math.max(0, history.length - 1)}
          value={Math.max(0, index)}
          aria-label={t('live.step', { current: index + 1, total: history.length })}
          onChange={(event) => onStep(Number(event.target.value))}
        />
        <button
          type="button"
          onClick={() => onStep(index + 1 >= history.length - 1 ? null : index + 1)}
          disabled={index >= history.length - 1}
        >
          {t('live.next')} ▶
        </button>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={step === null}
            onChange={(event) => onStep(event.target.checked ? null : index)}
          />
          {t('live.follow')}
        </label>
      </div>
      <p className={styles.muted} data-testid="live-step">
        {t('live.step', { current: index + 1, total: history.length })}
      </p>

      {entry && (
        <dl className={styles.facts}>
          <dt>{t('live.state')}</dt>
          <dd data-testid="live-state">{stateText(entry.snapshot.value)}</dd>
          <dt>{t('live.status')}</dt>
          <dd>{entry.snapshot.status}</dd>
          {entry.snapshot.tags.length > 0 && (
            <>
              <dt>{t('live.tags')}</dt>
              <dd>{entry.snapshot.tags.join(', ')}</dd>
            </>
          )}
        </dl>
      )}

      <section aria-labelledby="dev-live-events">
        <div className={styles.sectionHead}>
          <h3 id="dev-live-events">{t('live.events')}</h3>
          <button type="button" className={styles.small} onClick={onClear}>
            {t('live.clear')}
          </button>
        </div>
        {events.length === 0 ? (
          <p className={styles.muted}>{t('live.noEvents')}</p>
        ) : (
          <ol className={styles.log} data-testid="live-log">
            {events
              .slice()
              .reverse()
              .map((item) => (
                <li key={item.seq}>
                  <details>
                    <summary>
                      <span className={styles.logTime}>{time(item.at)}</span>{' '}
                      <strong>{eventType(item.event)}</strong>
                      {item.sourceKey && (
                        <span className={styles.muted}>
                          {' '}
                          {t('live.from', { source: labelOf(item.sourceKey) })}
                        </span>
                      )}
                    </summary>
                    <ContextTree value={item.event} open={2} />
                  </details>
                </li>
              ))}
          </ol>
        )}
      </section>

      {entry && (
        <section aria-labelledby="dev-live-context">
          <h3 id="dev-live-context">{t('live.context')}</h3>
          <ContextTree value={entry.snapshot.context} />
        </section>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useDevT } from '../i18n/useDevT.ts';
import type { Simulation } from '../simulation/useSimulation.ts';
import { ContextTree } from './ContextTree.tsx';
import { stateText } from './LivePanel.tsx';
import styles from './DevMachines.module.css';

interface SimulatePanelProps {
  simulation: Simulation;
  defaultInput: unknown;
  /** Event types the current state configuration reacts to. */
  accepted: string[];
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

const pretty = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** Start the machine with stand-ins and send it any event its state accepts. */
export function SimulatePanel({ simulation, defaultInput, accepted }: SimulatePanelProps) {
  const { t } = useDevT();
  const [input, setInput] = useState(() => pretty(defaultInput));
  const [payload, setPayload] = useState('{}');
  const [outputs, setOutputs] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { snapshot } = simulation;

  const start = () => {
    const parsed = parseJson(input);
    if (!parsed.ok) return setProblem(t('sim.invalidJson', { message: parsed.error }));
    setProblem(null);
    simulation.start(parsed.value);
  };
  const payloadObject = (): Record<string, unknown> | null => {
    const parsed = parseJson(payload);
    if (!parsed.ok) {
      setProblem(t('sim.invalidJson', { message: parsed.error }));
      return null;
    }
    setProblem(null);
    return typeof parsed.value === 'object' && parsed.value !== null
      ? (parsed.value as Record<string, unknown>)
      : {};
  };
  const send = (type: string) => {
    const extra = payloadObject();
    if (extra) simulation.send({ ...extra, type });
  };
  const quietPayload = (() => {
    const parsed = parseJson(payload);
    return parsed.ok && typeof parsed.value === 'object' && parsed.value !== null
      ? (parsed.value as Record<string, unknown>)
      : {};
  })();

  return (
    <div className={styles.panelBody}>
      <p className={styles.note}>{t('sim.note')}</p>
      <label className={styles.field}>
        <span>{t('sim.input')}</span>
        <textarea
          rows={Math.min(10, Math.max(3, input.split('\n').length))}
          value={input}
          spellCheck={false}
          onChange={(event) => setInput(event.target.value)}
        />
      </label>
      <div className={styles.row}>
        <button type="button" className={styles.primary} onClick={start}>
          {simulation.running ? t('sim.restart') : t('sim.start')}
        </button>
        {simulation.running && (
          <button type="button" onClick={simulation.stop}>
            {t('sim.stop')}
          </button>
        )}
      </div>
      {(problem ?? simulation.error) && (
        <p role="alert" className={styles.error}>
          {problem ?? t('sim.startFailed', { message: simulation.error })}
        </p>
      )}
      {!snapshot ? (
        <p className={styles.muted}>{t('sim.notStarted')}</p>
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>{t('live.state')}</dt>
            <dd data-testid="sim-state">{stateText(snapshot.value)}</dd>
            <dt>{t('live.status')}</dt>
            <dd>{snapshot.status}</dd>
            {snapshot.tags.length > 0 && (
              <>
                <dt>{t('live.tags')}</dt>
                <dd>{snapshot.tags.join(', ')}</dd>
              </>
            )}
          </dl>

          <section aria-labelledby="dev-sim-events">
            <h3 id="dev-sim-events">{t('sim.events')}</h3>
            {accepted.length === 0 ? (
              <p className={styles.muted}>{t('sim.noEvents')}</p>
            ) : (
              <div className={styles.eventButtons}>
                {accepted.map((type) => {
                  const allowed = simulation.can({ ...quietPayload, type });
                  return (
                    <button
                      key={type}
                      type="button"
                      onClick={() => send(type)}
                      className={allowed === false ? styles.blocked : undefined}
                      title={allowed === false ? t('sim.guardBlocks') : undefined}
                    >
                      {type}
                    </button>
                  );
                })}
              </div>
            )}
            <label className={styles.field}>
              <span>{t('sim.payload')}</span>
              <textarea
                rows={3}
                value={payload}
                spellCheck={false}
                onChange={(event) => setPayload(event.target.value)}
              />
            </label>
          </section>

          <section aria-labelledby="dev-sim-pending">
            <h3 id="dev-sim-pending">{t('sim.pending')}</h3>
            {simulation.pending.length === 0 ? (
              <p className={styles.muted}>{t('sim.noPending')}</p>
            ) : (
              <ul className={styles.pending}>
                {simulation.pending.map((waiting) => {
                  const text = outputs[waiting.key] ?? '';
                  const settle = (ok: boolean) => {
                    const parsed = parseJson(text);
                    if (!parsed.ok)
                      return setProblem(t('sim.invalidJson', { message: parsed.error }));
                    setProblem(null);
                    if (ok) waiting.resolve(parsed.value);
                    else waiting.reject(parsed.value ?? new Error('Stand-in'));
                  };
                  return (
                    <li key={waiting.key}>
                      <strong>{waiting.src}</strong>
                      {waiting.id !== waiting.src && <span> ({waiting.id})</span>}
                      <ContextTree value={waiting.input} open={0} />
                      <label className={styles.field}>
                        <span>{t('sim.output')}</span>
                        <textarea
                          rows={2}
                          value={text}
                          spellCheck={false}
                          onChange={(event) =>
                            setOutputs((current) => ({
                              ...current,
                              [waiting.key]: event.target.value,
                            }))
                          }
                        />
                      </label>
                      <div className={styles.row}>
                        <button type="button" onClick={() => settle(true)}>
                          {t('sim.resolve')}
                        </button>
                        <button type="button" onClick={() => settle(false)}>
                          {t('sim.reject')}
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section aria-labelledby="dev-sim-context">
            <h3 id="dev-sim-context">{t('live.context')}</h3>
            <ContextTree value={snapshot.context} />
          </section>

          <section aria-labelledby="dev-sim-log">
            <h3 id="dev-sim-log">{t('sim.log')}</h3>
            <ol className={styles.log}>
              {simulation.log
                .slice()
                .reverse()
                .map((entry) => (
                  <li key={entry.seq}>
                    <details>
                      <summary>
                        <span className={styles.muted}>{entry.kind}</span>{' '}
                        <strong>{entry.text}</strong>
                      </summary>
                      <ContextTree value={entry.payload ?? null} open={2} />
                    </details>
                  </li>
                ))}
            </ol>
          </section>
        </>
      )}
    </div>
  );
}

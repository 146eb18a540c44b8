import { machines } from '@federkiel/machines/registry';
import {
  acceptedEvents,
  activeStateIds,
  statechartGraph,
  takenTransitions,
  type StatechartGraph,
} from '@federkiel/machines/statechart/graph';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useDevT } from '../i18n/useDevT.ts';
import type { Direction } from '../layout/layoutStatechart.ts';
import { createLiveStore, type LiveActor } from '../live/liveStore.ts';
import { defaultInput } from '../simulation/defaultInputs.ts';
import { useSimulation } from '../simulation/useSimulation.ts';
import { useMachineLayout } from '../useMachineLayout.ts';
import styles from './DevMachines.module.css';
import { LivePanel } from './LivePanel.tsx';
import { SimulatePanel } from './SimulatePanel.tsx';
import { Statechart } from './Statechart.tsx';

const names = Object.keys(machines);
const graphs = new Map<string, StatechartGraph>();
const graphOf = (name: string) => {
  let graph = graphs.get(name);
  if (!graph) {
    graph = statechartGraph(machines[name] as NonNullable<(typeof machines)[string]>);
    graphs.set(name, graph);
  }
  return graph;
};
/** Live actors report their machine's id (`cardPayment`); the list knows registry names. */
const nameOfMachineId = new Map(Object.entries(machines).map(([name, m]) => [m.id, name]));
const typeOf = (event: unknown) =>
  typeof event === 'object' && event !== null && 'type' in event
    ? String((event as { type: unknown }).type)
    : '';

type Tab = 'live' | 'simulate';

/** /dev/machines (issue #14): every machine as a statechart, live and simulated. */
export function DevMachinesPage() {
  const { t } = useDevT();
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('machine') ?? '';
  const name = names.includes(requested) ? requested : (names[0] ?? '');
  const machine = machines[name] as NonNullable<(typeof machines)[string]>;
  const graph = graphOf(name);
  const [direction, setDirection] = useState<Direction>('RIGHT');
  const { layout, error } = useMachineLayout(name, graph, direction);
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'simulate' ? 'simulate' : 'live');

  const [store] = useState(createLiveStore);
  const live = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const allActors = useMemo(
    // Machines only (not their promise actors), and only once they ran: React may create an
    // actor for a render it then discards, which never starts.
    () => Object.values(live.actors).filter((a) => a.wire.machineId && a.history.length > 0),
    [live.actors],
  );
  const actorsOfMachine = allActors.filter((actor) => actor.wire.machineId === machine.id);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected: LiveActor | null =
    actorsOfMachine.find((actor) => actor.key === selectedKey) ?? actorsOfMachine.at(-1) ?? null;
  const [step, setStep] = useState<number | null>(null);

  const simulation = useSimulation(machine);

  const labelOf = (key: string | null) => {
    if (!key) return '';
    const actor = live.actors[key];
    if (!actor) return key.split(':').slice(1).join(':');
    const machineName = actor.wire.machineId
      ? (nameOfMachineId.get(actor.wire.machineId) ?? actor.wire.machineId)
      : actor.wire.id;
    return `${machineName} · ${actor.wire.page} · ${actor.wire.tab.slice(0, 4)}/${actor.wire.sessionId}`;
  };

  // What the chart highlights: the simulation on its tab, else the selected live step.
  const { active, taken } = useMemo(() => {
    const none = { active: new Set<string>(), taken: new Set<string>() };
    if (tab === 'simulate') {
      if (!simulation.snapshot) return none;
      const now = activeStateIds(graph, simulation.snapshot.value);
      const before = activeStateIds(graph, simulation.previousValue);
      const type = simulation.lastEventType;
      return {
        active: now,
        taken: type ? takenTransitions(graph, before, type, now) : new Set<string>(),
      };
    }
    if (!selected) return none;
    const history = selected.history;
    const index = step ?? history.length - 1;
    const entry = history[index];
    if (!entry) return none;
    const now = activeStateIds(graph, entry.snapshot.value);
    const previous = history[index - 1];
    const before = previous ? activeStateIds(graph, previous.snapshot.value) : new Set<string>();
    return { active: now, taken: takenTransitions(graph, before, typeOf(entry.event), now) };
  }, [
    tab,
    simulation.snapshot,
    simulation.previousValue,
    simulation.lastEventType,
    selected,
    step,
    graph,
  ]);

  const chooseMachine = (next: string) => {
    setStep(null);
    setSelectedKey(null);
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('machine', next);
      return copy;
    });
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <Link to="/">{t('backToShop')}</Link>
      </header>
      <nav className={styles.sidebar} aria-label={t('machines')}>
        <h2>{t('machines')}</h2>
        <ul className={styles.machineList}>
          {names.map((entry) => {
            const count = allActors.filter(
              (actor) => actor.wire.machineId === machines[entry]?.id,
            ).length;
            return (
              <li key={entry}>
                <button
                  type="button"
                  aria-current={entry === name ? 'page' : undefined}
                  onClick={() => chooseMachine(entry)}
                >
                  <span>{entry}</span>
                  {count > 0 && <span className={styles.badge}>{t('liveCount', { count })}</span>}
                </button>
              </li>
            );
          })}
        </ul>
        <h2>{t('liveActors')}</h2>
        {allActors.length === 0 ? (
          <p className={styles.muted}>{t('noLiveActors')}</p>
        ) : (
          <ul className={styles.machineList}>
            {allActors.map((actor) => (
              <li key={actor.key}>
                <button
                  type="button"
                  onClick={() => {
                    const target = nameOfMachineId.get(actor.wire.machineId ?? '');
                    if (target) chooseMachine(target);
                    setSelectedKey(actor.key);
                    setTab('live');
                  }}
                >
                  {labelOf(actor.key)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <main className={styles.main}>
        <div className={styles.mainHead}>
          <h2>{name}</h2>
          <button
            type="button"
            className={styles.small}
            onClick={() => setDirection((d) => (d === 'RIGHT' ? 'DOWN' : 'RIGHT'))}
          >
            {t('toolbar.direction', {
              direction: t(direction === 'RIGHT' ? 'toolbar.right' : 'toolbar.down'),
            })}
          </button>
        </div>
        {error ? (
          <p role="alert" className={styles.error}>
            {t('chart.layoutFailed', { message: error })}
          </p>
        ) : layout ? (
          <Statechart name={name} layout={layout} active={active} taken={taken} />
        ) : (
          <p className={styles.muted} role="status">
            {t('chart.layouting')}
          </p>
        )}
      </main>
      <aside className={styles.panel}>
        <div role="tablist" className={styles.tabs}>
          {(['live', 'simulate'] as const).map((entry) => (
            <button
              key={entry}
              type="button"
              role="tab"
              id={`dev-tab-${entry}`}
              aria-selected={tab === entry}
              aria-controls="dev-tabpanel"
              onClick={() => setTab(entry)}
            >
              {t(`tabs.${entry}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="dev-tabpanel" aria-labelledby={`dev-tab-${tab}`}>
          {tab === 'live' ? (
            <LivePanel
              actors={actorsOfMachine}
              selected={selected}
              onSelect={(key) => {
                setSelectedKey(key);
                setStep(null);
              }}
              step={step}
              onStep={setStep}
              log={live.log}
              labelOf={labelOf}
              onClear={store.clear}
            />
          ) : (
            <SimulatePanel
              key={name}
              simulation={simulation}
              defaultInput={defaultInput(name)}
              accepted={acceptedEvents(graph, active)}
            />
          )}
        </div>
      </aside>
    </div>
  );
}

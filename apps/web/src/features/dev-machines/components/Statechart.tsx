import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import {
  FONT_SIZE,
  LINE_HEIGHT,
  type LaidOutState,
  type LaidOutTransition,
  type StatechartLayout,
} from '../layout/layoutStatechart.ts';
import { useDevT } from '../i18n/useDevT.ts';
import styles from './DevMachines.module.css';

interface StatechartProps {
  name: string;
  layout: StatechartLayout;
  active: ReadonlySet<string>;
  /** Transitions taken by the last event. */
  taken: ReadonlySet<string>;
}

interface View {
  x: number;
  y: number;
  k: number;
}

const MIN_ZOOM = 0.1;
const MAX_ZOOM = 3;
const PAN_STEP = 60;
const clampZoom = (k: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, k));
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

/** The statechart as SVG with pan and zoom (pointer, wheel and keyboard). */
export function Statechart({ name, layout, active, taken }: StatechartProps) {
  const { t } = useDevT();
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);

  // 100 %, with the machine's initial state in view: readable first, the overview (fit) one
  // key away.
  const home = useCallback(() => {
    const rect = frame.current?.getBoundingClientRect();
    const rootId = layout.states.find((state) => state.depth === 0)?.node.id;
    const start = layout.initials.find((initial) => initial.id === `${rootId}::initial`);
    if (!rect || !start) return setView({ x: 0, y: 0, k: 1 });
    const x = Math.min(0, rect.width / 3 - start.x);
    const y = Math.max(Math.min(0, rect.height / 2 - start.y), rect.height - layout.height);
    setView({ x, y: Math.min(0, y), k: 1 });
  }, [layout]);
  useEffect(home, [home]);

  const zoomAt = useCallback((factor: number, cx?: number, cy?: number) => {
    setView((current) => {
      const rect = frame.current?.getBoundingClientRect();
      const px = cx ?? (rect ? rect.width / 2 : 0);
      const py = cy ?? (rect ? rect.height / 2 : 0);
      const k = clampZoom(current.k * factor);
      // Keep the point under the pointer where it is.
      return {
        k,
        x: px - ((px - current.x) * k) / current.k,
        y: py - ((py - current.y) * k) / current.k,
      };
    });
  }, []);
  const fit = useCallback(() => {
    const rect = frame.current?.getBoundingClientRect();
    if (!rect || !layout.width || !layout.height) return;
    const k = clampZoom(Math.min(rect.width / layout.width, rect.height / layout.height, 1));
    setView({ k, x: (rect.width - layout.width * k) / 2, y: 0 });
  }, [layout]);
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));

  // Wheel: pans, with Ctrl/⌘ (and pinch) zooms. Not passive, so the page does not scroll.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      if (event.ctrlKey || event.metaKey) {
        zoomAt(
          Math.exp(-event.deltaY * 0.002),
          event.clientX - rect.left,
          event.clientY - rect.top,
        );
      } else pan(-event.deltaX, -event.deltaY);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => pan(PAN_STEP, 0),
      ArrowRight: () => pan(-PAN_STEP, 0),
      ArrowUp: () => pan(0, PAN_STEP),
      ArrowDown: () => pan(0, -PAN_STEP),
      '+': () => zoomAt(1.25),
      '=': () => zoomAt(1.25),
      '-': () => zoomAt(0.8),
      '0': home,
      f: fit,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, view };
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    setView({
      ...start.view,
      x: start.view.x + event.clientX - start.x,
      y: start.view.y + event.clientY - start.y,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const states = [...layout.states].sort((a, b) => a.depth - b.depth);
  return (
    <div className={styles.chartArea}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('chart.label', { name })}>
        <button type="button" onClick={() => zoomAt(0.8)} aria-label={t('toolbar.zoomOut')}>
          −
        </button>
        <button type="button" onClick={home}>
          {t('toolbar.zoomReset')}
        </button>
        <button type="button" onClick={() => zoomAt(1.25)} aria-label={t('toolbar.zoomIn')}>
          +
        </button>
        <button type="button" onClick={fit}>
          {t('toolbar.fit')}
        </button>
        <span className={styles.zoomValue} aria-live="polite">
          {Math.round(view.k * 100)} %
        </span>
        <span className={styles.hint}>{t('chart.hint')}</span>
      </div>
      <div
        ref={frame}
        className={styles.chartFrame}
        tabIndex={0}
        role="region"
        aria-label={t('chart.label', { name })}
        aria-describedby="dev-machines-legend"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <svg
          className={styles.chart}
          width="100%"
          height="100%"
          fontFamily={MONO}
          fontSize={FONT_SIZE}
          data-machine={name}
        >
          <defs>
            <marker
              id="dev-machines-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="8"
              markerHeight="8"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" fill="context-stroke" />
            </marker>
          </defs>
          <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
            {states.map((state) => (
              <StateBox
                key={state.node.id}
                state={state}
                active={active.has(state.node.id)}
                taken={taken}
                region={state.node.parentId !== null && isRegion(layout, state)}
              />
            ))}
            {layout.initials.map((initial) => (
              <circle
                key={initial.id}
                cx={initial.x + initial.size / 2}
                cy={initial.y + initial.size / 2}
                r={initial.size / 2}
                className={styles.initialDot}
              />
            ))}
            {layout.initialEdges.map((edge) => (
              <polyline
                key={edge.id}
                points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')}
                className={styles.initialEdge}
                markerEnd="url(#dev-machines-arrow)"
              />
            ))}
            {layout.transitions.map((transition) => (
              <TransitionEdge
                key={`${transition.transition.id}:${transition.target}`}
                edge={transition}
                taken={taken.has(transition.transition.id)}
              />
            ))}
          </g>
        </svg>
      </div>
      <p id="dev-machines-legend" className={styles.hint}>
        {t('chart.legend')}
      </p>
    </div>
  );
}

function isRegion(layout: StatechartLayout, state: LaidOutState): boolean {
  const parent = layout.states.find((other) => other.node.id === state.node.parentId);
  return parent?.node.kind === 'parallel';
}

function StateBox({
  state,
  active,
  taken,
  region,
}: {
  state: LaidOutState;
  active: boolean;
  taken: ReadonlySet<string>;
  region: boolean;
}) {
  const { node, x, y, width, height, lines } = state;
  const className = [
    styles.state,
    active && styles.stateActive,
    // Active leaves are filled; active parents only outlined, or everything would be green.
    active && node.children.length === 0 && styles.stateActiveLeaf,
    region && styles.stateRegion,
    node.kind === 'final' && styles.stateFinal,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <g
      className={className}
      data-state-id={node.id}
      data-active={active ? 'true' : undefined}
      aria-label={node.id}
    >
      <title>{`${node.id} (${node.kind})`}</title>
      <rect x={x} y={y} width={width} height={height} rx={8} />
      {node.kind === 'final' && (
        <rect x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={6} />
      )}
      <text x={x + 10} y={y + 16} className={styles.stateTitle}>
        {node.key}
        {node.kind === 'parallel' ? ' ⫴' : ''}
      </text>
      {lines.map((line, index) => (
        <text
          key={`${line.kind}${index}`}
          x={x + 10}
          y={y + 22 + LINE_HEIGHT * (index + 1) - 3}
          className={[
            styles[`line_${line.kind}`],
            line.transitionId && taken.has(line.transitionId) && styles.lineTaken,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {line.text}
        </text>
      ))}
    </g>
  );
}

function TransitionEdge({ edge, taken }: { edge: LaidOutTransition; taken: boolean }) {
  const { transition, points, label } = edge;
  const className = [styles.edge, styles[`edge_${transition.kind}`], taken && styles.edgeTaken]
    .filter(Boolean)
    .join(' ');
  return (
    <g className={className} data-transition-id={transition.id} data-taken={taken || undefined}>
      <polyline
        points={points.map((p) => `${p.x},${p.y}`).join(' ')}
        markerEnd="url(#dev-machines-arrow)"
      />
      {label && (
        <g className={styles.edgeLabel}>
          <rect x={label.x - 2} y={label.y} width={label.width} height={label.height} rx={3} />
          {label.lines.map((line, index) => (
            <text key={index} x={label.x + 1} y={label.y + LINE_HEIGHT * (index + 1) - 3}>
              {line}
            </text>
          ))}
        </g>
      )}
    </g>
  );
}

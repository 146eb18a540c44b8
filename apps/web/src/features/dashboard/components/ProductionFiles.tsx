import type { OrderDetail, ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import {
  PEN_LIFTS,
  type PenLift,
  type PlotterSettings,
} from '@federkiel/machines/pen/writers/plotterSettings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { buttonClassName } from '../../../components/Button.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { ADMIN_BASE, adminFetch } from '../api/adminFetch.ts';
import { formatDuration } from '../duration.ts';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { useMay } from '../staff/useMay.ts';
import { useAnnounce } from './Announcer.tsx';
import { errorText } from './errorText.ts';
import { QueryError } from './QueryError.tsx';
import { ThumbnailButton } from './ThumbnailButton.tsx';
import shared from './Dashboard.module.css';
import styles from './OrderDetailPage.module.css';

// The order page's production panel (issues 12, 30): the robot's files as a ZIP in the
// plotter's format, the writing time, ink and pen changes from the plotter settings, a few
// cards as the robot writes them, and the plotter settings themselves.

/** How many cards the production panel shows, drawn from the robot's own SVG files. */
const PRODUCTION_PREVIEW_CARDS = 3;

const FORMATS = ['svg', 'gcode', 'hpgl'] as const;
type FileFormat = (typeof FORMATS)[number];

const SETTINGS_KEY = ['dashboard', 'production', 'settings'] as const;

/** The robot's files (docs/pen-fonts.md): the ZIP, the writing-time estimate, a few cards. */
export function Production({ order }: { order: OrderDetail }) {
  const { t } = useT('dashboard');
  const format = useDashboardFormat();
  const may = useMay();
  const [fileFormat, setFileFormat] = useState<FileFormat>('svg');
  const base = `${ADMIN_BASE}/orders/${encodeURIComponent(order.id)}`;
  // The cards are fixed once the order is placed; the times change with the plotter settings.
  const summary = useQuery({
    queryKey: ['dashboard', 'orders', 'production', order.id],
    queryFn: ({ signal }) =>
      adminFetch<ProductionSummary>(`/orders/${encodeURIComponent(order.id)}/production`, {
        signal,
      }),
    staleTime: 600_000,
  });
  const duration = (seconds: number) =>
    formatDuration(seconds, {
      hours: t('production.hoursUnit'),
      minutes: t('production.minutesUnit'),
    });
  const preview = Array.from(
    { length: Math.min(order.cards, PRODUCTION_PREVIEW_CARDS) },
    (_, i) => i + 1,
  );
  const zipUrl = `${base}/production.zip${fileFormat === 'svg' ? '' : `?format=${fileFormat}`}`;
  return (
    <>
      <div className={styles.panelHead}>
        <h2 id="sec-production">{t('production.title')}</h2>
        <div className={shared.pageActions}>
          <SelectField
            label={t('production.format')}
            name="production-format"
            value={fileFormat}
            onChange={(event) => setFileFormat(event.target.value as FileFormat)}
            options={FORMATS.map((value) => ({ value, label: t(`production.formats.${value}`) }))}
          />
          <a
            href={zipUrl}
            download
            className={buttonClassName({ variant: 'ghost', bordered: true, size: 'sm' })}
          >
            {t('production.download')}
          </a>
        </div>
      </div>
      {summary.isPending ? (
        <LoadingState label={t('production.loading')} />
      ) : summary.isError ? (
        <QueryError
          error={summary.error}
          title={t('production.failed')}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <dl className={shared.dl}>
          <dt>{t('production.time')}</dt>
          <dd>
            {t('production.timeValue', {
              time: duration(summary.data.seconds),
              perCard: format.number(
                Math.round(
                  summary.data.seconds_per_card ??
                    summary.data.seconds / Math.max(1, summary.data.cards),
                ),
              ),
            })}
          </dd>
          <dt>{t('production.ink')}</dt>
          <dd>
            {t('production.inkValue', {
              metres: format.number(Math.round(summary.data.pen_down_mm / 100) / 10),
            })}
          </dd>
          {summary.data.pen_changes !== undefined ? (
            <>
              <dt>{t('production.penChanges')}</dt>
              <dd>
                {t('production.penChangesValue', {
                  count: summary.data.pen_changes,
                  perPen: format.number(summary.data.ink_per_pen_m ?? 0),
                })}
              </dd>
            </>
          ) : null}
          <dt>{t('production.files')}</dt>
          <dd>{format.number(summary.data.files)}</dd>
          <dt>{t('production.penFont')}</dt>
          <dd>
            {summary.data.pen_fonts
              .map((line) => `${line.font} → ${line.pen_font ?? t('production.noPenFont')}`)
              .join(', ')}
          </dd>
          {summary.data.problem_count > 0 ? (
            <>
              <dt>{t('production.problems')}</dt>
              <dd role="alert">
                {t('production.problemsValue', {
                  count: summary.data.problem_count,
                  first: summary.data.problems
                    .slice(0, 5)
                    .map((problem) => problem.n)
                    .join(', '),
                })}
              </dd>
            </>
          ) : null}
        </dl>
      )}
      {preview.length > 0 ? (
        <ul className={styles.files}>
          {preview.map((n) => (
            <li key={n} className={styles.file}>
              <ThumbnailButton
                src={`${base}/cards/${n}.svg`}
                alt={t('production.cardAlt', { n })}
              />
              <span className={styles.fileKind}>{t('production.card', { n })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {may('PUT /production/settings') ? (
        <details>
          <summary>{t('plotter.title')}</summary>
          <PlotterSettingsForm />
        </details>
      ) : null}
    </>
  );
}

type NumberField = Exclude<keyof PlotterSettings, 'penLift'>;

const FIELDS: { key: NumberField; lift?: PenLift }[] = [
  { key: 'servoDownS', lift: 'servo' },
  { key: 'zDownMm', lift: 'z' },
  { key: 'zUpMm', lift: 'z' },
  { key: 'drawFeedMmPerMin' },
  { key: 'travelFeedMmPerMin' },
  { key: 'penDelaySeconds' },
  { key: 'inkPerPenM' },
];

/** The pen plotter's settings (one set for the shop): G-code, writing time, pen changes. */
export function PlotterSettingsForm() {
  const { t } = useT('dashboard');
  const announce = useAnnounce();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => adminFetch<PlotterSettings>('/production/settings', { signal }),
  });
  const save = useMutation({
    mutationFn: (body: PlotterSettings) =>
      adminFetch<PlotterSettings>('/production/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      // Times and pen changes follow the settings.
      void client.invalidateQueries({ queryKey: ['dashboard', 'orders', 'production'] });
      announce(t('plotter.saved'));
    },
  });
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  if (settings.isPending) return <LoadingState label={t('plotter.loading')} />;
  if (settings.isError)
    return (
      <QueryError
        error={settings.error}
        title={t('plotter.failed')}
        onRetry={() => void settings.refetch()}
      />
    );
  const values: Record<string, string> =
    draft ??
    Object.fromEntries(Object.entries(settings.data).map(([key, value]) => [key, String(value)]));
  const penLift = (values.penLift ?? 'servo') as PenLift;
  const set = (key: string, value: string) => setDraft({ ...values, [key]: value });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const body = { ...settings.data, penLift } as PlotterSettings;
    for (const { key } of FIELDS) {
      const text = (values[key] ?? '').trim().replace(',', '.');
      // An unreadable number goes to the server as text: it answers which field is wrong.
      (body as unknown as Record<string, unknown>)[key] =
        text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
    }
    save.mutate(body, { onSuccess: () => setDraft(null) });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('plotter.title')}>
      <p>{t('plotter.intro')}</p>
      <SelectField
        label={t('plotter.penLift')}
        name="pen-lift"
        value={penLift}
        onChange={(event) => set('penLift', event.target.value)}
        options={PEN_LIFTS.map((value) => ({ value, label: t(`plotter.lifts.${value}`) }))}
      />
      {FIELDS.filter((field) => !field.lift || field.lift === penLift).map(({ key }) => (
        <TextField
          key={key}
          label={t(`plotter.fields.${key}`)}
          name={key}
          inputMode="decimal"
          value={values[key] ?? ''}
          onChange={(event) => set(key, event.target.value)}
        />
      ))}
      {save.isError ? <Alert tone="error">{errorText(save.error, t)}</Alert> : null}
      <div>
        <SubmitButton pending={save.isPending} pendingLabel={t('plotter.saving')} size="sm">
          {t('plotter.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

import type { Kysely } from 'kysely';
import {
  DEFAULT_PLOTTER_SETTINGS,
  plotterSettingsSchema,
  type PlotterSettings,
} from '@federkiel/machines/pen/writers/plotterSettings';
import type { Database } from '../db/schema.ts';

// The pen plotter's settings (issue 30) in `production_settings`, row `plotter`. A stored
// value that no longer passes the schema (an older shape) counts as absent: the defaults.

const NAME = 'plotter';

export async function loadPlotterSettings(db: Kysely<Database>): Promise<PlotterSettings> {
  const row = await db
    .selectFrom('production_settings')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirst();
  if (!row) return DEFAULT_PLOTTER_SETTINGS;
  try {
    const parsed = plotterSettingsSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_PLOTTER_SETTINGS;
  } catch {
    return DEFAULT_PLOTTER_SETTINGS;
  }
}

export async function savePlotterSettings(
  db: Kysely<Database>,
  settings: PlotterSettings,
  by: { now: string; staff: string | null },
): Promise<void> {
  const value = JSON.stringify(settings);
  await db
    .insertInto('production_settings')
    .values({ name: NAME, value, updated_at: by.now, updated_by: by.staff })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ value, updated_at: by.now, updated_by: by.staff }),
    )
    .execute();
}

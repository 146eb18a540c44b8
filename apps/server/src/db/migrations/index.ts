import type { Migration } from 'kysely';
import * as m0001 from './0001_initial.ts';
import * as m0002 from './0002_store.ts';
import * as m0003 from './0003_catalogue.ts';
import * as m0004 from './0004_configurator.ts';
import * as m0005 from './0005_dashboard.ts';
import * as m0006 from './0006_drafts_lists_contact.ts';
import * as m0007 from './0007_wunderlinks.ts';
import * as m0008 from './0008_rate_limits.ts';
import * as m0009t from './0009_order_timeline.ts';
import * as m0010 from './0010_staff_accounts.ts';
import * as m0011p from './0011_payment_approvals.ts';
import * as m0012i from './0012_invoices.ts';
import * as m0013u from './0013_unwritable_cards.ts';
import * as m0014p from './0014_production_settings.ts';
import * as m0015s from './0015_timeline_staff.ts';
import * as m0016s from './0016_shop_settings.ts';
import * as m0017b from './0017_business_api.ts';
import * as m0018a from './0018_sandbox_amazon_sessions.ts';

// Every migration, in order. Names sort alphabetically, which is the order Kysely applies
// them in: keep the four-digit prefix. Never edit a migration that has shipped; add one.
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_store': m0002,
  '0003_catalogue': m0003,
  '0004_configurator': m0004,
  '0005_dashboard': m0005,
  '0006_drafts_lists_contact': m0006,
  '0007_wunderlinks': m0007,
  '0008_rate_limits': m0008,
  '0009_order_timeline': m0009t,
  '0010_staff_accounts': m0010,
  '0011_payment_approvals': m0011p,
  '0012_invoices': m0012i,
  '0013_unwritable_cards': m0013u,
  '0014_production_settings': m0014p,
  '0015_timeline_staff': m0015s,
  '0016_shop_settings': m0016s,
  '0017_business_api': m0017b,
  '0018_sandbox_amazon_sessions': m0018a,
};

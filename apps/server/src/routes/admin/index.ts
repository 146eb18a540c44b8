import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { jsonNotFound } from '../../http/errors.ts';
import { warnIfKeyLoginStaysOn } from '../../staff/keyLogin.ts';
import { createLoginLimits, type LoginLimits } from '../../staff/loginLimits.ts';
import { authenticateStaff, redactForRole } from './staffAuth.ts';
import { invoiceAdminRoutes } from './invoices.ts';
import { loginRoutes } from './login.ts';
import { orderAddressRoutes } from './orderAddresses.ts';
import { orderAftercareRoutes, recordDownload } from './orderAftercare.ts';
import { orderRoutes } from './orders.ts';
import { orderExportRoutes } from './orderExports.ts';
import { overviewRoutes } from './overview.ts';
import { passwordResetRoutes } from './passwordReset.ts';
import { productionRoutes } from './production.ts';
import { shopSettingsRoutes } from './shopSettings.ts';
import { staffAccountRoutes } from './staffAccounts.ts';
import { wunderlinkAdminRoutes } from './wunderlinks.ts';

// The order dashboard's API under /swell/admin, for shop staff only (docs/dashboard.md).
// Every request but the login needs a staff session or the admin key (staffAuth.ts). Wrong
// passwords and keys are counted per address and per account (staff/loginLimits.ts); only
// logins and `Bearer` keys are refused over the limit, never a signed-in session.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is open without a staff session (the login itself). */
    publicAdmin?: boolean;
  }
  interface FastifyInstance {
    /** Wrong staff logins per address and per account (staff/loginLimits.ts). */
    staffLoginLimits: LoginLimits;
  }
}

export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cookie);
  app.decorateRequest('staff', null);
  app.decorate('staffLoginLimits', createLoginLimits(app, app.config.rateLimits));
  app.addHook('onRequest', authenticateStaff);
  app.addHook('preSerialization', redactForRole);
  await warnIfKeyLoginStaysOn(app);

  await app.register(loginRoutes);
  await app.register(overviewRoutes);
  await app.register(orderRoutes);
  await app.register(orderExportRoutes);
  await app.register(orderAftercareRoutes);
  await app.register(orderAddressRoutes);
  app.addHook('onResponse', recordDownload);
  await app.register(productionRoutes);
  await app.register(shopSettingsRoutes);
  await app.register(wunderlinkAdminRoutes);
  await app.register(staffAccountRoutes);
  await app.register(passwordResetRoutes);
  await app.register(invoiceAdminRoutes);

  app.setNotFoundHandler(jsonNotFound);
};

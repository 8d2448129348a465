import type { FastifyInstance } from 'fastify';
import { alertAdminRoutes } from '../alerts/admin-routes.js';
import { reportRoutes } from '../reports/routes.js';
import { organizationRoutes } from '../organizations/routes.js';
import { translationAdminRoutes } from '../translations/admin-routes.js';
import { languageRoutes } from '../translations/language-routes.js';
import { userAdminRoutes } from '../users/admin-routes.js';

/** The dashboard's administration: translations, languages, alerts, organizations, users and reports. */
export async function administrationModule(app: FastifyInstance) {
  await app.register(translationAdminRoutes);
  await app.register(languageRoutes);
  await app.register(alertAdminRoutes);
  await app.register(organizationRoutes);
  await app.register(userAdminRoutes);
  await app.register(reportRoutes);
}

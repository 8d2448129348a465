import { API, idParam, jobItem, jobList, jobListQuery, jobSummary } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { jobPage, jobSummary as summaryOf, rerunJob } from './service.js';

const schema = routeSchemas(['jobs'], [400, 401, 403, 404, 409]);
const config = { access: 'admin' } as const;

/** The job queue for administrators: how much work waits, runs, is done or parked, and running a parked job again. */
export const jobRoutes = defineRoutes((app) => {
  app.get(API.adminJobsSummary, {
    config,
    schema: schema('jobs.summary', 'How many jobs of each kind are waiting, running, done (kept for a week) and parked', {
      data: jobSummary,
    }),
    handler: async (_request, reply) => sendData(reply, await summaryOf(app.db)),
  });

  app.get(API.adminJobs, {
    config,
    schema: schema('jobs.list', 'The jobs in one state (parked unless asked otherwise), latest change first, with their last failure', {
      querystring: jobListQuery,
      data: jobList,
    }),
    handler: async (request, reply) => sendData(reply, await jobPage(app.db, request.query)),
  });

  app.post('/v1/admin/jobs/:id/rerun', {
    config,
    schema: schema('jobs.rerun', 'Run a parked job again, at once and with all its tries (409 when it is not parked)', {
      params: idParam,
      data: jobItem,
    }),
    handler: async (request, reply) => {
      const job = await rerunJob(app.db, request.params.id);
      app.jobs.wake();
      return sendData(reply, job, 'The job will run again.');
    },
  });
});

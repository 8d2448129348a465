import { notificationList, notificationsReadBody } from '@jal/contracts';
import { z } from 'zod';
import { defineRoutes } from '../../lib/define-routes.js';
import { withExample } from '../../lib/example.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { signedInUser } from '../../plugins/auth.js';
import {
  defineNoticeEmails,
  emailNotices,
  markNotificationsRead,
  myNotifications,
  remindDueSoon,
  type NotificationMailer,
} from './service.js';

/** How often every learner's coming due dates are looked at, so that those who do not open the app are emailed too. */
const REMIND_EVERY_MS = 6 * 60 * 60 * 1000;

const schema = routeSchemas(['notifications'], [400, 401]);
const config = { access: 'signed-in' } as const;

/** The bell in the header: the caller's own notices only. */
export const notificationRoutes = defineRoutes<{ mailer: NotificationMailer }>((app, { mailer }) => {
  // Only with email: without it a reminder is seen in the bell, and the bell makes its own on reading.
  if (mailer) {
    defineNoticeEmails(app.db, app.jobs, mailer);
    const timer = setInterval(() => {
      remindDueSoon(app.db, null, app.now())
        .then((made) => emailNotices(app.db, app.jobs, mailer, made))
        .catch((error: unknown) => app.log.error({ err: error }, 'could not make the due-date reminders'));
    }, REMIND_EVERY_MS);
    timer.unref();
    app.addHook('onClose', () => clearInterval(timer));
  }

  app.get('/v1/notifications', {
    config,
    schema: schema('notifications.list', 'The latest notices of the caller and how many are unread (reminders due now are made first)', {
      data: notificationList,
    }),
    handler: async (request, reply) => {
      const { list, made } = await myNotifications(app.db, signedInUser(request).id, app.now());
      await emailNotices(app.db, app.jobs, mailer, made);
      return sendData(reply, list);
    },
  });

  app.post('/v1/notifications/read', {
    config,
    schema: schema('notifications.markRead', 'Mark some of the caller’s notices read (all of them when no ids are given)', {
      body: withExample(notificationsReadBody, {}),
      data: z.null(),
    }),
    handler: async (request, reply) => {
      await markNotificationsRead(app.db, signedInUser(request).id, request.body.ids, app.now());
      return sendData(reply, null);
    },
  });
});

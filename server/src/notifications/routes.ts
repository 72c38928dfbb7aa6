import { PassThrough } from 'node:stream';
import { markReadSchema, notificationListSchema, notificationSettingsSchema } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { ApiError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import type { SubmissionEvents } from '../submissions/events.js';
import { HEARTBEAT_MS } from '../submissions/routes.js';
import { UrlSigner } from '../submissions/signing.js';
import { notificationTopic, type NotificationService } from './service.js';

const TICKET_TTL_SECONDS = 60;
const settingsView = notificationSettingsSchema.extend({ emailAvailable: z.boolean() });

/** The bell: the list with the unread count, marking read, the live count, e-mail settings. */
export function notificationRoutes(service: NotificationService, events: SubmissionEvents, signer: UrlSigner, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    const openStreams = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const close of openStreams) close();
    });

    app.get(
      '/api/v1/notifications',
      {
        preHandler: guards.requireRole(),
        schema: { tags: ['notifications'], querystring: z.object({ unread: z.enum(['true', 'false']).optional() }), response: { 200: notificationListSchema } },
      },
      async (request) => {
        const principal = principalOf(request);
        // E-mails are written in the language the user last used the app in.
        const language = request.headers['accept-language'] ? requestLanguage(request, 'th') : undefined;
        if (language) await service.rememberLanguage(principal.userId, language, await service.languageOf(principal.userId));
        return service.list(principal, request.query.unread === 'true');
      },
    );

    app.post(
      '/api/v1/notifications/read',
      { preHandler: guards.requireRole(), schema: { tags: ['notifications'], body: markReadSchema, response: { 200: z.object({ unread: z.number().int() }) } } },
      async (request) => service.markRead(principalOf(request), request.body.ids),
    );

    app.get(
      '/api/v1/notifications/settings',
      { preHandler: guards.requireRole(), schema: { tags: ['notifications'], response: { 200: settingsView } } },
      async (request) => service.settings(principalOf(request)),
    );
    app.put(
      '/api/v1/notifications/settings',
      { preHandler: guards.requireRole(), schema: { tags: ['notifications'], body: notificationSettingsSchema, response: { 200: settingsView } } },
      async (request) => service.saveSettings(principalOf(request), request.body, requestLanguage(request, 'th')),
    );

    app.post(
      '/api/v1/notifications/stream-ticket',
      { preHandler: guards.requireRole(), schema: { tags: ['notifications'], response: { 200: z.object({ url: z.string(), expiresAt: z.string() }) } } },
      async (request) => {
        const { userId } = principalOf(request);
        const expires = UrlSigner.expiry(TICKET_TTL_SECONDS);
        const ticket = `${expires}.${signer.sign('notifications', [userId], expires)}.${userId}`;
        return { url: `/api/v1/notifications/events?ticket=${encodeURIComponent(ticket)}`, expiresAt: new Date(expires * 1000).toISOString() };
      },
    );

    // Server-sent events: `event: unread` with `{ unread }` now and whenever it changes.
    app.get(
      '/api/v1/notifications/events',
      { schema: { tags: ['notifications'], querystring: z.object({ ticket: z.string().max(200) }) } },
      async (request, reply) => {
        const [expires, signature, userId] = request.query.ticket.split('.');
        if (!expires || !signature || !userId || !signer.verify('notifications', [userId], Number(expires), signature)) {
          throw new ApiError(403, 'submission.linkInvalid');
        }
        const stream = new PassThrough();
        let last = -1;
        const send = async () => {
          const unread = await service.unread(userId).catch(() => last);
          if (unread !== last) {
            last = unread;
            stream.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
          }
        };
        const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
        const unsubscribe = events.subscribe(notificationTopic(userId), () => void send());
        function close() {
          clearInterval(heartbeat);
          unsubscribe();
          openStreams.delete(close);
          stream.end();
        }
        openStreams.add(close);
        request.raw.once('close', close);
        stream.write('retry: 3000\n\n');
        void send();
        return reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(stream);
      },
    );
  };
}

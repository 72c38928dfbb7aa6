import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../auth';

export { NotificationBell } from './components/NotificationBell';

/** /notifications, for every signed-in user, loaded on demand with its strings. */
export const notificationRoutes: RouteObject[] = [
  {
    path: '/notifications',
    lazy: async () => {
      const { NotificationsPage } = await import('./routes/NotificationsPage');
      await import('../comments/locales');
      return { element: createElement(RequireRole, { roles: ['student', 'professor', 'admin'], children: createElement(NotificationsPage) }) };
    },
  },
];

import { homePathFor, MATERNAL_CHILD_GROUPS, SUBJECT_DASHBOARD, type MaternalChildGroup, type Role, type Subject } from '@nurselab/core';
import { createElement, lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from '../components/layout/Layout';
import { withTitles } from './routeTitles';
import { RequireRole } from '../features/auth';
import { NotFoundPage } from '../features/home';
import { CssdVisitorPage, siteRoutes } from '../features/site';
import { Loading } from '../components/ui/Loading';
import { getSession, useSession } from '../lib/session';
import { submissionRoutes } from '../features/submissions';
import { notificationRoutes } from '../features/notifications';
import { professorRoutes } from '../features/professor';
import { agreementRoutes } from '../features/agreement';
import { authoringRoutes } from '../features/authoring';
import { privacyRoutes } from '../features/privacy';
import { ltiRoutes } from '../features/lti';

const guarded = (roles: Role[] | undefined, element: ReactNode) => <RequireRole roles={roles}>{element}</RequireRole>;

/** A student page from the catalogue feature, loaded on demand and guarded. */
const catalogue = (render: (m: typeof import('../features/catalogue/routes')) => ReactNode): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ element: guarded(['student'], render(await import('../features/catalogue/routes'))) }),
});

const subjectDashboards = (Object.entries(SUBJECT_DASHBOARD) as [Subject, string][]).filter(
  (entry): entry is [Exclude<Subject, 'maternalchild' | 'trial-cssd'>, string] => entry[0] !== 'maternalchild' && entry[0] !== 'trial-cssd',
);

/**
 * SPEC.md's per-lab and per-language URLs (/student/maternalchild4en, /student/upload1cn,
 * /student/315/2en, /student/surgical/3, /surgical/cn, ...): redirected by parsing the path.
 * Static paths (/student/dashboard, /surgical/dashboard ...) rank above these.
 */
const legacyPaths = ['/student/:legacy', '/student/315/:legacy', '/student/surgical/:legacy', '/student/medical/:legacy', '/student/ob/:legacy', '/surgical/:legacy', '/medical/:legacy', '/ob/:legacy'];

const CatalogueCssdPage = lazy(async () => ({ default: (await import('../features/catalogue/routes')).CssdPage }));

/** SPEC.md: /cssd "receives whether the user is logged in": visitors get the sign-up page, users the working trial. */
function CssdRoute() {
  const session = useSession();
  return <Suspense fallback={<Loading />}>{session ? <CatalogueCssdPage /> : <CssdVisitorPage />}</Suspense>;
}

function HomeRedirect() {
  const session = getSession();
  return <Navigate to={session ? homePathFor(session.user) : '/signin'} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: withTitles([
      ...siteRoutes,
      ...privacyRoutes,
      { path: '/signin', lazy: async () => ({ Component: (await import('../features/auth/routes/SigninPage')).SigninPage }) },
      { path: '/signup', lazy: async () => ({ Component: (await import('../features/auth/routes/SignupPage')).SignupPage }) },
      { path: '/reset-password', lazy: async () => ({ Component: (await import('../features/auth/routes/ResetPasswordPage')).ResetPasswordPage }) },
      { path: '/forgot-password', lazy: async () => ({ Component: (await import('../features/auth/routes/ForgotPasswordPage')).ForgotPasswordPage }) },
      {
        path: '/account/password',
        lazy: async () => ({ element: guarded(undefined, createElement((await import('../features/auth/routes/ChangePasswordPage')).ChangePasswordPage)) }),
      },
      { path: '/dashboard', element: guarded(undefined, <HomeRedirect />) },
      ...['/cssd', '/trial-cssd'].map((path) => ({ path, element: <CssdRoute /> })),
      { path: '/student/dashboard', ...catalogue((m) => <m.StudentDashboardPage />) },
      ...(Object.entries(MATERNAL_CHILD_GROUPS) as [MaternalChildGroup, { path: string }][]).map(([group, { path }]) => ({
        path,
        ...catalogue((m) => <m.LabListPage group={group} />),
      })),
      ...subjectDashboards.map(([subject, path]) => ({ path, ...catalogue((m) => <m.SubjectDashboardPage subject={subject} />) })),
      { path: '/student/labs/:subject/:labNumber', ...catalogue((m) => <m.LabScreenPage />) },
      { path: '/lab/:labId', ...catalogue((m) => <m.LabByIdRedirect />) },
      { path: '/retake-lab/:labId', ...catalogue((m) => <m.LabByIdRedirect hash="answer" />) },
      {
        path: '/student/test-upload',
        lazy: async () => {
          const { DeviceCheckPage } = await import('../features/devicecheck');
          return { element: guarded(undefined, <DeviceCheckPage />) };
        },
      },
      ...legacyPaths.map((path) => ({ path, ...catalogue((m) => <m.LegacyRedirect fallback={<NotFoundPage />} />) })),
      {
        path: '/admin/dashboard',
        lazy: async () => {
          const { AdminDashboard } = await import('../features/admin/routes/AdminDashboard');
          return { element: guarded(['admin'], <AdminDashboard />) };
        },
      },
      ...professorRoutes,
      ...agreementRoutes,
      ...authoringRoutes,
      ...ltiRoutes,
      ...submissionRoutes,
      ...notificationRoutes,
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
];

export const createRouter = () => createBrowserRouter(routes);

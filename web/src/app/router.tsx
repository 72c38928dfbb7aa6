import { homePathFor, type Role } from '@nurselab/core';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from '../components/layout/Layout';
import { RequireRole } from '../features/auth/guards';
import { DashboardShell } from '../features/dashboards/DashboardShell';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/home/NotFoundPage';
import { getSession } from '../lib/session';

const guarded = (roles: Role[] | undefined, element: ReactNode) => <RequireRole roles={roles}>{element}</RequireRole>;

/** Role homes of SPEC.md section 4 (post-login routing). */
const dashboards: [string, Role, string][] = [
  ['/student/dashboard', 'student', 'dashboards.student'],
  ['/student/315/dashboard', 'student', 'dashboards.student315'],
  ['/surgical/dashboard', 'student', 'dashboards.surgical'],
  ['/medical/dashboard', 'student', 'dashboards.medical'],
  ['/ob/dashboard', 'student', 'dashboards.ob'],
  ['/professor/dashboard', 'professor', 'dashboards.professor'],
  ['/professor/315/dashboard', 'professor', 'dashboards.professor315'],
  ['/professor/surgical/dashboard', 'professor', 'dashboards.professorSurgical'],
  ['/professor/medical/dashboard', 'professor', 'dashboards.professorMedical'],
  ['/professor/ob/dashboard', 'professor', 'dashboards.professorOb'],
];

function HomeRedirect() {
  const session = getSession();
  return <Navigate to={session ? homePathFor(session.user) : '/signin'} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/signin', lazy: async () => ({ Component: (await import('../features/auth/routes/SigninPage')).SigninPage }) },
      { path: '/signup', lazy: async () => ({ Component: (await import('../features/auth/routes/SignupPage')).SignupPage }) },
      { path: '/dashboard', element: guarded(undefined, <HomeRedirect />) },
      { path: '/cssd', element: <DashboardShell titleKey="dashboards.cssd" /> },
      { path: '/trial-cssd', element: <DashboardShell titleKey="dashboards.cssd" /> },
      {
        path: '/admin/dashboard',
        lazy: async () => {
          const { AdminDashboard } = await import('../features/admin/routes/AdminDashboard');
          return { element: guarded(['admin'], <AdminDashboard />) };
        },
      },
      ...dashboards.map(([path, role, titleKey]) => ({ path, element: guarded([role], <DashboardShell titleKey={titleKey} />) })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

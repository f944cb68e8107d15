/**
 * The route table (spec §2). Home is part of the first download; every other page is a lazy
 * chunk. Login-required routes and the admin route redirect to / when the stored user may not see them.
 */
import { useEffect } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { openLoginModal } from '../auth/auth-modals.ts';
import { useCurrentUser } from '../auth/session.ts';
import HomePage from '../pages/home/HomePage.tsx';
import { AppShell } from './AppShell.tsx';
import { RequireAdmin, RequireLogin, RequireTeacher } from './guards.tsx';
import { lazyPage } from './lazy-page.tsx';

const ProblemListPage = lazyPage('/problem/all', () => import('../pages/problems/ProblemListPage.tsx'));
const ProblemPage = lazyPage('/problem/:id', () => import('../pages/problems/ProblemPage.tsx'));
const OnlineIdePage = lazyPage('/online-ide', () => import('../pages/ide/OnlineIdePage.tsx'));
const ConverterPage = lazyPage('/verilog-converter', () => import('../pages/converter/ConverterPage.tsx'));
const VipRechargePage = lazyPage('/vip-recharge', () => import('../pages/vip/VipRechargePage.tsx'));
const DemoPayPage = lazyPage('/vip-recharge/demo-pay/:orderNumber', () => import('../pages/vip/DemoPayPage.tsx'));
const ProfilePage = lazyPage('/user/profile', () => import('../pages/profile/ProfilePage.tsx'));
const ClassPage = lazyPage('/user/classes/:id', () => import('../pages/classes/ClassPage.tsx'));
const AboutPage = lazyPage('/about', () => import('../pages/about/AboutPage.tsx'));
const OpenSourcePage = lazyPage('/opensource', () => import('../pages/opensource/OpenSourcePage.tsx'));
const AdminPage = lazyPage('/admin', () => import('../pages/admin/AdminPage.tsx'));
const TeacherClassesPage = lazyPage('/teacher', () => import('../pages/teacher/TeacherClassesPage.tsx'));
const TeacherClassPage = lazyPage('/teacher/classes/:id', () => import('../pages/teacher/TeacherClassPage.tsx'));
const AssignmentEditorPage = lazyPage('/teacher/classes/:id/assignments/new', () => import('../pages/teacher/AssignmentEditorPage.tsx'));
const GradebookPage = lazyPage('/teacher/assignments/:id/gradebook', () => import('../pages/teacher/GradebookPage.tsx'));
const SimilarityPage = lazyPage('/teacher/assignments/:id/similarity', () => import('../pages/teacher/SimilarityPage.tsx'));
const NotFoundPage = lazyPage('*', () => import('../pages/not-found/NotFoundPage.tsx'));

/** /login (spec §2: where the profile screen sends a logged-out user): home with the login modal open. */
function LoginRoute() {
  const user = useCurrentUser();
  useEffect(() => {
    if (!user) openLoginModal('login');
  }, [user]);
  return <Navigate to="/" replace />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'problem/all', element: <ProblemListPage /> },
      { path: 'problem/:id', element: <ProblemPage /> },
      {
        path: 'online-ide',
        element: (
          <RequireLogin>
            <OnlineIdePage />
          </RequireLogin>
        ),
      },
      // The converter shows its own login-required panel to visitors (spec §2 Converter).
      { path: 'verilog-converter', element: <ConverterPage /> },
      {
        path: 'vip-recharge',
        element: (
          <RequireLogin>
            <VipRechargePage />
          </RequireLogin>
        ),
      },
      // What the demo provider's QR code opens, maybe on another device: the order number is the key.
      { path: 'vip-recharge/demo-pay/:orderNumber', element: <DemoPayPage /> },
      {
        path: 'user/profile',
        element: (
          <RequireLogin>
            <ProfilePage />
          </RequireLogin>
        ),
      },
      // A class I am in (issue 33), opened from the personal center's 我的班级.
      {
        path: 'user/classes/:id',
        element: (
          <RequireLogin>
            <ClassPage />
          </RequireLogin>
        ),
      },
      { path: 'profile', element: <Navigate to="/user/profile" replace /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'opensource', element: <OpenSourcePage /> },
      {
        path: 'admin',
        element: (
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        ),
      },
      // The teacher area (issue 33): only a teacher sees it; the server checks every call again.
      ...(
        [
          ['teacher', <TeacherClassesPage />],
          ['teacher/classes/:id', <TeacherClassPage />],
          ['teacher/classes/:id/assignments/new', <AssignmentEditorPage />],
          ['teacher/assignments/:id/edit', <AssignmentEditorPage />],
          ['teacher/assignments/:id/gradebook', <GradebookPage />],
          ['teacher/assignments/:id/similarity', <SimilarityPage />],
        ] as const
      ).map(([path, page]) => ({ path, element: <RequireTeacher>{page}</RequireTeacher> })),
      { path: 'login', element: <LoginRoute /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

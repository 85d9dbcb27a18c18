/**
 * The Lighthouse floor (bench "lighthouse-floor"): what the design card's framework scores on this
 * machine before any product code. A login form like ours (title, two fields, a button) with no data,
 * no service worker and no styling library, built twice: React 19 alone (FLOOR_STACK false), and React
 * with TanStack Router and Query mounted the way src/main.tsx mounts them. Plain createElement calls:
 * the bench folder is type-checked without JSX.
 */
import { createElement as h, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';

/** Set by the bench's vite build (define). */
declare const FLOOR_STACK: boolean;

function LoginForm() {
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  return h(
    'main',
    { style: { maxWidth: 400, margin: '80px auto', padding: 24 } },
    h('h1', { style: { fontSize: 28 } }, '카운터 백오피스'),
    h(
      'form',
      {
        onSubmit: (e: { preventDefault(): void }) => e.preventDefault(),
        style: { display: 'grid', gap: 12 },
      },
      h(
        'label',
        null,
        '아이디',
        h('input', {
          value: userId,
          onChange: (e: { target: { value: string } }) => setUserId(e.target.value),
          autoComplete: 'username',
        }),
      ),
      h(
        'label',
        null,
        '비밀번호',
        h('input', {
          type: 'password',
          value: password,
          onChange: (e: { target: { value: string } }) => setPassword(e.target.value),
          autoComplete: 'current-password',
        }),
      ),
      h('button', { type: 'submit' }, '로그인'),
    ),
  );
}

function stackApp() {
  const rootRoute = createRootRoute({ component: Outlet });
  const login = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginForm });
  const router = createRouter({ routeTree: rootRoute.addChildren([login]) });
  const queryClient = new QueryClient();
  return h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router }));
}

createRoot(document.getElementById('root')!).render(
  h(StrictMode, null, FLOOR_STACK ? stackApp() : h(LoginForm)),
);

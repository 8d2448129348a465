import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { RouteAnnouncer } from './route-announcer';

/** A page whose heading is first a placeholder, replaced by another element once its data is in. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <article>
      <h1>Watershed Basics</h1>
    </article>
  ) : (
    <h1>Loading…</h1>
  );
}

function ListPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Courses</h1>
      <button type="button" onClick={() => void navigate('/courses/basics')}>
        Open
      </button>
    </>
  );
}

function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <RouteAnnouncer />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

describe('RouteAnnouncer', () => {
  it('leaves focus on the new page’s h1 even when the first h1 it found is replaced', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/courses',
          element: (
            <Layout>
              <ListPage />
            </Layout>
          ),
        },
        {
          path: '/courses/basics',
          element: (
            <Layout>
              <SlowPage />
            </Layout>
          ),
        },
      ],
      { initialEntries: ['/courses'] },
    );
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Watershed Basics' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

// @vitest-environment happy-dom
import { redirect, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { prepareHydration } from './hydration';

const Screen = () => null;

function routes(options: { loggedIn?: boolean } = {}): RouteObject[] {
  return [
    {
      id: 'root',
      children: [
        {
          id: 'login',
          path: '/login',
          loader: () => {
            if (options.loggedIn) throw redirect('/dashboard/index');
            return null;
          },
          lazy: vi.fn(async () => ({ Component: Screen })),
        },
        {
          id: 'home',
          path: '/home',
          loader: () => null,
          lazy: async () => ({ Component: Screen }),
        },
      ],
    },
  ];
}

function container(marker?: string): HTMLElement {
  const root = document.createElement('div');
  if (marker) root.setAttribute('data-prerendered', marker);
  return root;
}

describe('prepareHydration', () => {
  it('hydrates the prerendered page it would render, its screen loaded first and its guard run once', async () => {
    const table = routes();
    const data = await prepareHydration(
      table,
      container('login zh-hans'),
      'zh-hans',
      'http://localhost/login?redirect=%2Fhome',
    );
    expect(data).toEqual({ loaderData: { login: null } });
    const login = table[0].children![0];
    expect(login.lazy).toBeUndefined();
    expect(login.Component).toBe(Screen);
  });

  it('renders anew without a prerendered page, or for another page or language', async () => {
    expect(
      await prepareHydration(routes(), container(), 'zh-hans', 'http://localhost/login'),
    ).toBeNull();
    expect(
      await prepareHydration(
        routes(),
        container('home zh-hans'),
        'zh-hans',
        'http://localhost/login',
      ),
    ).toBeNull();
    expect(
      await prepareHydration(routes(), container('login zh-hans'), 'en', 'http://localhost/login'),
    ).toBeNull();
    expect(
      await prepareHydration(
        routes(),
        container('login zh-hans'),
        'zh-hans',
        'http://localhost/nowhere',
      ),
    ).toBeNull();
  });

  it('renders anew when the guard sends the visitor on (logged in on /login), without loading the screen', async () => {
    const table = routes({ loggedIn: true });
    expect(
      await prepareHydration(
        table,
        container('login zh-hans'),
        'zh-hans',
        'http://localhost/login',
      ),
    ).toBeNull();
    expect(table[0].children![0].lazy).not.toHaveBeenCalled();
  });
});

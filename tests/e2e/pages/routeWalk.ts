// The walk of every route (issues 13 and 25): every screen of the route table, logged in (partner
// screens as the administrator, the back office's as staff) and public, is usable at 390 px (no
// sideways page scroll; tables and tab rows scroll inside their own box) and at 1440 px, and axe
// finds nothing serious or critical on it (once per screen and language, here rather than inside
// the flows); screenshots with E2E_SHOTS=1. narrow-screens.spec.ts walks in Chinese,
// narrow-screens-en.spec.ts in English (two files, so two lanes share the walk).
import { expect, test, type Page } from '@playwright/test';
import {
  isStaffRoute,
  PRIVATE_ROUTES,
  routePath,
  routePathFromParams,
  type RouteName,
} from '../../../src/domain/routes';
import { PLACEHOLDER_ROUTES } from '../../../src/app/router/placeholderRoutes';
import { DEMO_USERS } from './demoUsers';
import { ApiDevice } from './portalApi';
import { animationsSettled, logIn, logInAsAdmin, seriousViolations } from './session';
import { shot } from './shots';

export const SHOTS = '.tmp/narrow-shots';
export const APPROVED_ALBUM = '城市夜色';
/** a rejected album (13): its tabs are editable, where the approved one's are locked */
const EDITABLE_ALBUM = 'First Light (EP)';

/** The logged-in routes with a screen of their own (the placeholders share one empty state). */
const WALKED = PRIVATE_ROUTES.filter((r) => !PLACEHOLDER_ROUTES.includes(r.name)).map(
  (r) => r.name,
);
/** The back office's screens, walked as staff; the partner's (and everyone's), as the administrator. */
const STAFF_WALKED = WALKED.filter((name) => isStaffRoute(name));
const PARTNER_WALKED = WALKED.filter((name) => !isStaffRoute(name));

/**
 * The public screens that need no link of their own: the reset and invitation pages without a
 * token show their error state (the link is not valid), and 404, 401 and 403 theirs.
 */
const PUBLIC_WALKED = [
  'login',
  'home',
  'contact_us',
  'forgotPwd',
  'resetPwd',
  'invite_registration',
  'help',
  'register-user_type',
  '404',
  'error-401',
  'error-403',
] as const satisfies readonly RouteName[];

/** Waits until the screen in <main> has drawn its content (no spinner, some text). */
export async function screenReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return (
      main !== null &&
      main.querySelector('.fui-Spinner') === null &&
      main.innerText.trim().length > 20
    );
  });
  await animationsSettled(page);
}

interface Overflow {
  page: string[];
  cut: string[];
}

/**
 * What sticks out: the page or the screen's column scrolling sideways, and tables, grids or tab
 * rows wider than the screen that are not inside a scroll box of their own within <main>.
 */
function findOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const out = { page: [] as string[], cut: [] as string[] };
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      out.page.push(`page ${root.scrollWidth} > ${window.innerWidth}`);
    const main = document.querySelector('main');
    if (!main) return out;
    for (let box = main.parentElement; box !== null; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1 && getComputedStyle(box).overflowX !== 'visible')
        out.page.push(
          `${box.tagName}.${box.className.split(' ')[0]} ${box.scrollWidth} > ${box.clientWidth}`,
        );
    }
    if (main.scrollWidth > main.clientWidth + 1)
      out.page.push(`main ${main.scrollWidth} > ${main.clientWidth}`);
    const wide = main.querySelectorAll('table, [role="grid"], [role="tablist"]');
    for (const el of wide) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0) continue;
      const name = `${el.tagName.toLowerCase()}[${el.getAttribute('aria-label') ?? el.getAttribute('role') ?? ''}]`;
      // the nearest box that scrolls sideways, at or above the element and inside <main>
      let scroller: Element | null = el;
      while (scroller !== null && scroller !== main) {
        const x = getComputedStyle(scroller).overflowX;
        if (x === 'auto' || x === 'scroll') break;
        scroller = scroller.parentElement;
      }
      const inOwnBox = scroller !== null && scroller !== main;
      const box = inOwnBox ? scroller!.getBoundingClientRect() : rect;
      if (box.right > window.innerWidth + 1 || box.left < -1)
        out.cut.push(`${name} box ${Math.round(box.left)}..${Math.round(box.right)}`);
      if (!inOwnBox && el.scrollWidth > el.clientWidth + 1)
        out.cut.push(`${name} content ${el.scrollWidth} > ${el.clientWidth}`);
      // a squeezed table clips its cells' content (buttons half shown)
      // (a list cell that ends a long name with "…" cuts it on purpose: the page shows it whole)
      for (const cell of el.querySelectorAll('td, th, [role="gridcell"], [role="columnheader"]')) {
        if (getComputedStyle(cell).textOverflow === 'ellipsis') continue;
        if (cell.scrollWidth > cell.clientWidth + 1) {
          out.cut.push(
            `${name} cell "${(cell.textContent ?? '').trim().slice(0, 20)}" ${cell.scrollWidth} > ${cell.clientWidth}`,
          );
          break;
        }
      }
    }
    return out;
  });
}

/** Ids for the routes' parameters: the approved demo album and its first track, the first row of other lists. */
async function routeParams(page: Page, api: ApiDevice): Promise<Record<string, string>> {
  const albumId = await api.albumNamed(APPROVED_ALBUM);
  const track = [...api.records.values()].find((r) => r.albumId === albumId && 'isrc' in r);
  const firstRow = async (list: string, pattern: RegExp): Promise<string> => {
    await page.goto(list);
    const href = await page.locator('[role="grid"] a').first().getAttribute('href');
    const id = pattern.exec(href ?? '')?.[1];
    if (!id) throw new Error(`no row in ${list}`);
    return id;
  };
  return {
    albumId,
    trackId: String(track?.id),
    artistId: await firstRow('/library/artist/list', /artist\/([^/]+)\//),
    recordcompanyId: await firstRow('/library/recordcompany/list', /recordcompany\/([^/]+)\//),
    id: await firstRow('/library/pline-cline/list', /pline-cline\/([^/]+)\//),
    authId: await firstRow('/library/authorization/list', /authorization\/([^/]+)\//),
  };
}

/** The demo's first sales and settlement statements: the finance pages' `:id` is theirs. */
async function financeIds(page: Page): Promise<Partial<Record<RouteName, string>>> {
  const first = async (list: string, prefix: string): Promise<string> => {
    await page.goto(list);
    const link = page.locator(`main a[href^="${prefix}"]`).first();
    await link.waitFor({ timeout: 30_000 });
    return decodeURIComponent((await link.getAttribute('href'))?.slice(prefix.length) ?? '');
  };
  return {
    'finance-sale': await first('/finance/list', '/finance/sale/'),
    'finance-settlement': await first('/finance/list?kind=settlement', '/finance/settlement/'),
  };
}

/**
 * Opens each route once, at 390 px, then widens the same screen to 1440 px: what sticks out at
 * either width, and (at 1440 px) axe's serious and critical findings, each line named by width and
 * route. One page load per route, not one per width: a load boots the whole portal (its worker,
 * its sync), which was most of the walk's time on CI's two cores.
 */
async function walk(
  page: Page,
  lang: 'zh' | 'en',
  routes: readonly { name: string; path: string }[],
): Promise<string[]> {
  const found: string[] = [];
  for (const { name, path } of routes) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    for (const width of [390, 1440]) {
      if (width === 1440) await page.setViewportSize({ width, height: 900 });
      await screenReady(page);
      const overflow = await findOverflow(page);
      for (const line of [...overflow.page, ...overflow.cut])
        found.push(`${width} ${name}: ${line}`);
      if (width === 1440)
        for (const line of await seriousViolations(page)) found.push(`axe ${name}: ${line}`);
      await shot(page, { path: `${SHOTS}/${lang}-${width}-${name}.png`, fullPage: true });
    }
  }
  return found;
}

/** The walk's two tests in `lang`: the logged-in screens and the public ones. */
export function defineRouteWalk(lang: 'zh' | 'en'): void {
  test(`every logged-in screen fits 390 px and 1440 px, tables and tab rows scroll in their own box, and axe finds nothing serious (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    // every logged-in route twice (more than fifty now), with axe on each
    test.setTimeout(600_000);
    const api = await ApiDevice.logIn(request, DEMO_USERS.admin);
    await logInAsAdmin(page, lang);
    const params = await routeParams(page, api);
    const statementIds = await financeIds(page);
    const pathOf = (name: string) => {
      const statementId = statementIds[name as RouteName];
      return routePathFromParams(name as RouteName, statementId ? { id: statementId } : params);
    };
    const editable = { ...params, albumId: await api.albumNamed(EDITABLE_ALBUM) };
    const found = await walk(page, lang, [
      ...PARTNER_WALKED.map((name) => ({ name, path: pathOf(name) })),
      // the editable track tab (its add, move and remove controls), which the approved album locks
      {
        name: 'library-album-track (editable)',
        path: routePathFromParams('library-album-track', editable),
      },
    ]);
    // the back office's screens, as staff on a device of their own
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await logIn(staff, DEMO_USERS.staff, { language: lang });
    found.push(
      ...(await walk(
        staff,
        lang,
        STAFF_WALKED.map((name) => ({ name, path: pathOf(name) })),
      )),
    );
    await staffContext.close();
    expect(found).toEqual([]);
  });

  test(`every public screen fits 390 px and 1440 px and axe finds nothing serious (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'language', value: lang === 'en' ? 'en' : 'zh-hans', url: baseURL ?? '' },
    ]);
    const page = await context.newPage();
    const found = await walk(
      page,
      lang,
      PUBLIC_WALKED.map((name) => ({ name, path: routePath(name) })),
    );
    await context.close();
    expect(found).toEqual([]);
  });
}

// Page model of the logged-in layout: sidebar menu, top bar, language switch.
import type { Locator, Page } from '@playwright/test';

export class Shell {
  constructor(private readonly page: Page) {}

  sidebar(): Locator {
    return this.page.getByRole('navigation', { name: /侧边栏|主菜单|Main menu|Sidebar/i });
  }

  /** The hrefs of every link in the sidebar, as paths. */
  async sidebarPaths(): Promise<string[]> {
    const hrefs = await this.sidebar()
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    return [...new Set(hrefs)].sort();
  }

  async switchLanguage(to: 'en' | 'zh'): Promise<void> {
    await this.page.getByRole('button', { name: /语言|Language/i }).click();
    await this.page
      .getByRole('menuitemradio', { name: to === 'en' ? /English/ : /简体中文/ })
      .click();
  }

  async logOut(): Promise<void> {
    await this.page.getByRole('button', { name: /用户菜单|User menu/i }).click();
    await this.page.getByRole('menuitem', { name: /退出登录|Log out/i }).click();
  }
}

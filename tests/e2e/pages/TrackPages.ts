// Page models of the track information form, the rights holder drawer and the localization drawer.
import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of a Fluent Combobox by typing part of its name. */
async function pickFromCombobox(
  page: Page,
  combobox: Locator,
  typed: string,
  option: RegExp,
): Promise<void> {
  await combobox.click();
  await combobox.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

export class TrackInfoScreen {
  constructor(private readonly page: Page) {}

  async goto(trackId: string): Promise<void> {
    await this.page.goto(`/library/track/${trackId}/info`);
    await expect(this.page.getByTestId('track-info-form')).toBeVisible();
  }

  isrc(): Locator {
    return this.page.getByRole('textbox', { name: /^ISRC/ });
  }

  subTitle(): Locator {
    return this.page.getByRole('textbox', { name: /^(副标题|Subtitle)/ });
  }

  /** The message under the ISRC field (Fluent links it by aria-describedby). */
  isrcMessage(): Locator {
    return this.page
      .getByTestId('track-info-form')
      .locator('[role="alert"], .fui-Field__validationMessage')
      .filter({ hasText: /ISRC/ });
  }

  notice(): Locator {
    return this.page.getByTestId('track-form-notice');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^(保存|Save)$/ }).click();
  }
}

export class RightsHolderScreen {
  constructor(private readonly page: Page) {}

  async gotoAlbum(albumId: string): Promise<void> {
    await this.page.goto(`/library/album/${albumId}/rightsHolders`);
    await expect(this.page.getByTestId('rights-holders')).toBeVisible();
  }

  drawer(): Locator {
    return this.page.getByTestId('rights-holder-drawer');
  }

  async openAdd(): Promise<void> {
    await this.page.getByRole('button', { name: /^(添加权利人|Add rights holder)$/ }).click();
    await expect(this.drawer()).toBeVisible();
  }

  async fillHolder(type: RegExp, name: string): Promise<void> {
    const drawer = this.drawer();
    await drawer.getByRole('combobox', { name: /权利人类型|Rights holder type/ }).click();
    await this.page.getByRole('option', { name: type }).click();
    await drawer.getByRole('textbox', { name: /^(名称|Name)/ }).fill(name);
  }

  async fillCountry(typed: string, option: RegExp, percentage: string): Promise<void> {
    const drawer = this.drawer();
    await pickFromCombobox(
      this.page,
      drawer.getByRole('combobox', { name: /^(国家\/地区|Country\/region)/ }),
      typed,
      option,
    );
    await this.percentage().fill(percentage);
  }

  percentage(): Locator {
    return this.drawer().getByRole('textbox', { name: /权利比例|Rights percentage/ });
  }

  async save(): Promise<void> {
    await this.page.getByTestId('rights-holder-save').click();
  }

  rows(): Locator {
    return this.page.getByTestId('rights-holder-row');
  }
}

export class LocalizationScreen {
  constructor(private readonly page: Page) {}

  async gotoAlbum(albumId: string): Promise<void> {
    await this.page.goto(`/library/album/${albumId}/localization`);
    await expect(this.page.getByTestId('localization')).toBeVisible();
  }

  drawer(): Locator {
    return this.page.getByTestId('localization-drawer');
  }

  /** Opens the drawer and fills it; `save` closes it. */
  async fill(typedLanguage: string, language: RegExp, name: string): Promise<void> {
    await this.page.getByRole('button', { name: /^(添加语言|Add language)$/ }).click();
    await expect(this.drawer()).toBeVisible();
    await pickFromCombobox(
      this.page,
      this.drawer().getByRole('combobox', { name: /^(语言|Language)/ }),
      typedLanguage,
      language,
    );
    await this.drawer()
      .getByRole('textbox', { name: /本地化名称|Localized name/ })
      .fill(name);
  }

  async save(): Promise<void> {
    await this.page.getByTestId('localization-save').click();
    await expect(this.drawer()).toBeHidden();
  }

  rows(): Locator {
    return this.page.getByTestId('localization-row');
  }
}

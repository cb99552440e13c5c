// The album page's distribution panel and the back office's channel screen, as a user reaches them;
// and the DSP's side: the test channel (tests/channel/testChannel.ts) answering in a channel's folder.
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { runTestChannel, type Acknowledgement } from '../../channel/testChannel';

/** The demo's folder channel, which every partner's panel offers. */
export const DEMO_CHANNEL = 'demo-music';
/** Where the e2e server delivers to the demo channel (DATA_DIR/deliveries/demo-music). */
export const DEMO_CHANNEL_ROOT = path.resolve(
  process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
  'deliveries',
  DEMO_CHANNEL,
);

/** Plays the DSP on `root` until it has answered at least one complete batch; returns its answers. */
export async function channelAnswers(
  root: string,
  failIcpns: string[] = [],
): Promise<Acknowledgement[]> {
  const answers: Acknowledgement[] = [];
  await expect
    .poll(
      async () => {
        // the folder appears with the first batch written to it
        const written = await runTestChannel({ root, failIcpns }).catch((error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
          throw error;
        });
        answers.push(...written);
        return answers.length;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThan(0);
  return answers;
}

export class DistributionPanel {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByTestId('album-distribution');
  }

  row(code: string): Locator {
    return this.page.locator(`[data-testid="distribution-channel"][data-channel-code="${code}"]`);
  }

  async expectState(code: string, state: number, timeout = 30_000): Promise<void> {
    await expect(this.row(code)).toHaveAttribute('data-state', String(state), { timeout });
  }

  /** The album's page, once the panel shows the approved album ready (20) on `channels`. */
  async open(albumId: string, channels: readonly string[] = [DEMO_CHANNEL]): Promise<void> {
    await this.page.goto(`/library/album/${albumId}/info`);
    // the first visit loads the album onto the device: a minute under load
    for (const code of channels) await this.expectState(code, 20, 60_000);
  }

  /** The channel refused the last message (27): the row says so, with the test channel's reason. */
  async expectRefused(code: string, failedLabel: string): Promise<void> {
    await this.expectState(code, 27);
    await expect(this.row(code)).toContainText(failedLabel);
    await expect(this.row(code).getByTestId('distribution-answer')).toContainText(
      'rejected by the test channel',
    );
  }

  /** Distribute (or take off shelf) to the channels chosen, confirmed in the dialog. */
  async request(kind: 'distribute' | 'offShelf'): Promise<void> {
    await this.page
      .getByTestId(kind === 'distribute' ? 'distribution-distribute' : 'distribution-off-shelf')
      .click();
    await this.page.getByTestId('distribution-confirm').click();
    await expect(this.page.getByTestId('distribution-sent')).toBeVisible();
    // as the queued notice: the page counts once the closing dialog is gone (DistributionQueue.ts)
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }
}

export class ChannelScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/staff/channels');
    await expect(this.page.getByTestId('channel-table')).toBeVisible();
  }

  row(code: string): Locator {
    return this.page.locator(`[data-testid="channel-row"][data-channel-code="${code}"]`);
  }

  field(name: string): Locator {
    return this.page.getByTestId(`channel-${name}`);
  }

  drawer(): Locator {
    return this.page.getByTestId('channel-drawer');
  }
}

// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlbumChannelView } from '../../../../domain/distribution/api';
import en from '../../../../i18n/locales/en.json';
import { ChannelStateTable } from './ChannelStateTable';

const LONG_NAME = 'International Streaming and Digital Download Partners (Asia-Pacific and Europe)';

const failed: AlbumChannelView = {
  channelId: 'c1',
  code: 'long',
  nameZh: '国际流媒体与数字下载联合发行平台（亚太及欧洲地区）',
  nameEn: LONG_NAME,
  logoFileId: null,
  refusal: null,
  state: 27,
  lastMessageId: null,
  lastBatchId: null,
  requestedAt: null,
  sentAt: null,
  answeredAt: null,
  answerCode: null,
  answerText: 'rejected',
};

afterEach(cleanup);

function renderTable() {
  render(
    <IntlProvider locale="en" messages={en}>
      <FluentProvider theme={webLightTheme}>
        <ChannelStateTable channels={[failed]} selection={null} />
      </FluentProvider>
    </IntlProvider>,
  );
  return screen.getByTestId('distribution-channel');
}

// what a 390 px screen needs: happy-dom lays nothing out, so the rules themselves are checked
describe('the channel table on a narrow screen', () => {
  it('keeps the release status badge on one line', () => {
    const row = renderTable();
    expect(getComputedStyle(screen.getByRole('table')).tableLayout).toBe('auto');
    const badge = within(row).getByText('Release failed');
    expect(getComputedStyle(badge).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(badge).flexShrink).toBe('0');
  });

  it('keeps the logo its size and clamps a long name to two lines, the whole name in its title', () => {
    const row = renderTable();
    const name = within(row).getByTestId('channel-name');
    expect(name.title).toBe(LONG_NAME);
    expect(name.textContent).toBe(LONG_NAME);
    expect(getComputedStyle(name).overflow).toBe('hidden');
    const logo = within(row).getByTestId('channel-logo');
    expect(getComputedStyle(logo.parentElement as HTMLElement).flexShrink).toBe('0');
  });
});

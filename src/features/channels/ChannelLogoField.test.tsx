// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelLogoUrl } from '../../domain/distribution/channel';
import { ChannelLogoField } from './ChannelLogoField';

const LOGO = '00000000-0000-4000-8000-0000000000aa';

function renderField(logoFileId: string | null, onChange = vi.fn()) {
  render(
    <IntlProvider locale="en" defaultLocale="en">
      <ChannelLogoField logoFileId={logoFileId} name="East Music" onChange={onChange} />
    </IntlProvider>,
  );
  return onChange;
}

afterEach(cleanup);

describe('ChannelLogoField', () => {
  it('shows the stored logo with the channel name as its text, and removes it (null)', () => {
    const onChange = renderField(LOGO);
    const image = screen.getByAltText('East Music');
    expect(image.getAttribute('src')).toBe(channelLogoUrl(LOGO));
    expect(screen.getByTestId('channel-logo-pick').textContent).toContain('Replace logo');
    fireEvent.click(screen.getByTestId('channel-logo-remove'));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('without a logo: initials, an upload button and nothing to remove', () => {
    renderField(null);
    expect(screen.queryByRole('img', { name: 'East Music' })).not.toBeNull();
    expect(screen.queryByAltText('East Music')).toBeNull();
    expect(screen.getByTestId('channel-logo-pick').textContent).toContain('Upload logo');
    expect(screen.queryByTestId('channel-logo-remove')).toBeNull();
  });
});

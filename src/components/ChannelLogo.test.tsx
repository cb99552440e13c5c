// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChannelLogo, channelInitials } from './ChannelLogo';

afterEach(cleanup);

describe('ChannelLogo without a picture', () => {
  it('stands a Chinese, Japanese or Korean name for its first character, others for their initials', () => {
    expect(channelInitials(' 演示音乐（本地文件夹）')).toBe('演');
    expect(channelInitials('メロディ')).toBe('メ');
    expect(channelInitials('멜론')).toBe('멜');
    expect(channelInitials('𠀀 Music')).toBe('𠀀');
    expect(channelInitials('Demo Music')).toBeUndefined();

    render(<ChannelLogo name="演示音乐" logoFileId={null} />);
    expect(screen.getByTestId('channel-logo').textContent).toBe('演');
    cleanup();
    render(<ChannelLogo name="Demo Music (local folder)" logoFileId={null} />);
    expect(screen.getByTestId('channel-logo').textContent).toBe('DM');
  });
});

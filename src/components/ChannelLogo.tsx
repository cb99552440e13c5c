// A distribution channel's logo beside its name (staff channel list, the album's distribution
// panel). Fluent's Avatar hides an image that does not load and shows the name's initials instead:
// no broken image for a channel without a logo, nor offline when the cached panel has no image.
import { Avatar } from '@fluentui/react-components';
import { channelLogoUrl } from '../domain/distribution/channel';

interface Props {
  /** the channel's name in the UI language: the logo's text alternative */
  name: string;
  logoFileId: string | null | undefined;
  /** a local picture (the form's fresh upload) shown instead of the stored logo */
  previewUrl?: string | null;
  size?: 32 | 40 | 48;
}

const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Fluent's initials leave a Chinese, Japanese or Korean name out (a person icon instead): its first
 * character stands for it, as 演 for 演示音乐. Other names keep Fluent's initials (DM).
 */
export function channelInitials(name: string): string | undefined {
  const trimmed = name.trim();
  return CJK_START.test(trimmed) ? Array.from(trimmed)[0] : undefined;
}

export function ChannelLogo({ name, logoFileId, previewUrl, size = 32 }: Props) {
  const src = previewUrl ?? (logoFileId ? channelLogoUrl(logoFileId) : null);
  return (
    <Avatar
      shape="square"
      color="neutral"
      size={size}
      name={name}
      initials={channelInitials(name)}
      image={src ? { src, alt: name } : undefined}
      data-testid="channel-logo"
      data-logo={logoFileId ? 'set' : 'none'}
    />
  );
}

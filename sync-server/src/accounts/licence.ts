// The licence agreement a new partner accepts in sign-up (sign_contract). Each wording is
// versioned; a published version is never edited, only followed by a new one, so the SHA-256
// stored with an acceptance always matches a text that can be shown again.
import { createHash } from 'node:crypto';
import type { ApiLanguage } from '../../../src/domain/locale';

export interface LicenceVersion {
  version: string;
  texts: Readonly<Record<ApiLanguage, string>>;
}

const V2026_11: LicenceVersion = {
  version: '2026-11',
  texts: {
    en: [
      'Rights Partner Portal licence agreement (version 2026-11)',
      '1. You confirm that you hold, or are authorised by the holder of, the rights in every recording, composition, artwork and text you upload, and that the information you give about them is true.',
      '2. You license the portal operator, for the territories and channels you choose, to store, transcode, deliver and make available your content to the distribution channels, and to collect and account for the income it earns.',
      '3. Income is settled according to your contract; you confirm each settlement statement once it is ready.',
      '4. You keep your login details secret and are responsible for what is done under your account and by the team members you invite.',
      '5. Either party may end this agreement in writing; content already delivered is taken down within a reasonable time.',
      '6. Your personal data is processed only to run your account, distribution and settlement.',
    ].join('\n\n'),
    'zh-hans': [
      '版权合作方门户授权协议（版本 2026-11）',
      '一、您确认您拥有或已获权利人授权，享有您上传的每一录音、词曲、美术作品和文字的相关权利，并保证所提供的信息真实。',
      '二、您授权门户运营方在您选择的地区和渠道内存储、转码、交付并向发行渠道提供您的内容，并代为收取和核算其产生的收益。',
      '三、收益按照您的合同结算；结算单出具后由您确认。',
      '四、您应妥善保管登录信息，并对以您的账号及您邀请的团队成员所进行的操作负责。',
      '五、任何一方均可书面终止本协议；已交付的内容将在合理期限内下架。',
      '六、您的个人信息仅用于账号管理、发行和结算。',
    ].join('\n\n'),
  },
};

/** The version new registrations accept. */
export const CURRENT_LICENCE: LicenceVersion = V2026_11;

export function licenceSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The language the text was shown in, when `sha256` is one of the current version's texts. */
export function matchCurrentLicence(version: string, sha256: string): ApiLanguage | null {
  if (version !== CURRENT_LICENCE.version) return null;
  const entries = Object.entries(CURRENT_LICENCE.texts) as [ApiLanguage, string][];
  return entries.find(([, text]) => licenceSha256(text) === sha256)?.[0] ?? null;
}

// The DeliveryTransport contract, run for SFTP against Debian's OpenSSH sshd on loopback.
import { mkdtempSync } from 'node:fs';
import { afterAll, beforeAll, describe } from 'vitest';
import { sshdUnavailable, startSshd, type RunningSshd } from '../../test/sshd';
import { createSftpTransport } from './sftpTransport';
import { describeTransport } from './transport.contract';

const unavailable = sshdUnavailable();
if (unavailable) console.warn(`SFTP transport tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('SFTP transport', () => {
  let sshd: RunningSshd;
  beforeAll(async () => {
    sshd = await startSshd();
  });
  afterAll(async () => {
    await sshd?.stop();
  });

  describeTransport('sftp', async () => {
    const remoteRoot = mkdtempSync(`${sshd.root}/channel-`);
    return {
      transport: createSftpTransport({ ...sshd, remoteRoot, operationTimeoutMs: 20_000 }),
      cleanup: async () => {},
    };
  });
});

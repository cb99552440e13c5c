// Opens the transport a channel is reached by. The folder kind lives under DATA_DIR/deliveries;
// SFTP is sftpTransport.ts with the channel's pinned host key and its sealed key or password
// (opened here, only to connect). Tests may pass their own `openSftp`.
import path from 'node:path';
import type { ChannelEndpoint, ChannelSecret } from '../../../src/domain/distribution/channel';
import { createFolderTransport } from './folderTransport';
import { createSftpTransport } from './sftpTransport';
import { TransportError, type DeliveryTransport } from './transport';

export type SftpOpener = (
  endpoint: Extract<ChannelEndpoint, { kind: 'sftp' }>,
  secret: ChannelSecret | null,
) => Promise<DeliveryTransport>;

export interface TransportFactoryDeps {
  /** DATA_DIR/deliveries: the root of every folder channel */
  deliveriesDir: string;
  openSftp?: SftpOpener;
}

export async function openChannelTransport(
  deps: TransportFactoryDeps,
  endpoint: ChannelEndpoint,
  secret: () => Promise<ChannelSecret | null>,
): Promise<DeliveryTransport> {
  if (endpoint.kind === 'folder')
    return createFolderTransport(
      path.join(deps.deliveriesDir, ...endpoint.folder.split('/').filter(Boolean)),
    );
  return (deps.openSftp ?? openSftpChannel)(endpoint, await secret());
}

/** A channel with neither key nor password cannot log in: refused before any connection. */
export const openSftpChannel: SftpOpener = async (endpoint, secret) => {
  if (!secret?.privateKey && !secret?.password)
    throw new TransportError('auth-failed', 'the channel has no SFTP key or password');
  return createSftpTransport({
    host: endpoint.host,
    port: endpoint.port,
    username: endpoint.username,
    hostKeySha256: endpoint.hostKeySha256,
    remoteRoot: endpoint.remoteRoot,
    privateKey: secret.privateKey,
    password: secret.password,
  });
};

// Opens the transport a channel is reached by. The folder kind lives under DATA_DIR/deliveries;
// SFTP comes from the i16-sftp branch (sftpTransport.ts) and is passed in as `openSftp`, so this
// branch runs without it and a channel set to SFTP fails plainly until it is wired.
import path from 'node:path';
import type { ChannelEndpoint, ChannelSecret } from '../../../src/domain/distribution/channel';
import { createFolderTransport } from './folderTransport';
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
  if (!deps.openSftp) throw new TransportError('unreachable', 'SFTP transport is not configured');
  return deps.openSftp(endpoint, await secret());
}

// A separate process that contends for a data dir lock on the parent's word (dataDirLock.test.ts):
// `lock` makes it try at the given instant (both contenders spin until then, so their takeovers
// overlap), `release` lets go of a lock it holds.
import { lockDataDir, type DataDirLock } from '../src/db/dataDirLock';

type Command =
  { type: 'lock'; dataDir: string; at: number } | { type: 'release' } | { type: 'exit' };

let held: DataDirLock | undefined;

process.on('message', (command: Command) => {
  if (command.type === 'lock') {
    while (Date.now() < command.at) {
      // spin: a timer would wake the two contenders milliseconds apart
    }
    try {
      held = lockDataDir(command.dataDir);
      process.send?.({ held: true });
    } catch (error) {
      process.send?.({
        held: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  } else if (command.type === 'release') {
    held?.release();
    held = undefined;
    process.send?.({ released: true });
  } else {
    process.disconnect();
  }
});
process.send?.({ ready: true });

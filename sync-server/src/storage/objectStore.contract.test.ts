// The object-store contract suite, run on every store like files.contract.test.ts on every database.
import { afterAll, beforeAll, describe } from 'vitest';
import { describeObjectStoreContract } from '../../test/contract/objectStore';
import { allObjectStoreBackends } from '../../test/objectStores';

for (const backend of allObjectStoreBackends()) {
  const gaps = [...backend.lacks];
  describe(`object store on ${backend.title}${gaps.length ? ` (the server lacks: ${gaps.join(', ')})` : ''}`, () => {
    beforeAll(() => backend.setup());
    afterAll(() => backend.teardown());

    describeObjectStoreContract(backend);
  });
}

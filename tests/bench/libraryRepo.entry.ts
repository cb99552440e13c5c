// What library.bench.ts loads into its page: the app's own catalogue repository and database
// module, so "save an edit locally" is timed through the code the screens use.
export { createCatalogueRepo } from '../../src/data/catalogueRepo';
export { openPortalDb } from '../../src/data/db';

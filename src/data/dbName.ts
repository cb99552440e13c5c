/** The portal's IndexedDB database name, shared by Dexie and the Dexie-free token peek. */
export const DB_NAME = 'portal';

import { openSqlite } from '../../src/server/db/connect';

/** Opens and closes the embedded database in the folder given: a second process, for the lock test. */
const handle = openSqlite(process.argv[2]);
await handle.close();
console.info('opened');

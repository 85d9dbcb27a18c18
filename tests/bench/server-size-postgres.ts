/**
 * Child of tests/bench/server-size.ts (issue 27 §4): the PostgreSQL part (a throw-away database, 1M
 * orders, the calls timed, their plans) in a process of its own, as a server node runs. Prints one
 * JSON line: { figures, plans }.
 */
import { measurePostgres } from './server-size';

console.log(JSON.stringify(await measurePostgres()));

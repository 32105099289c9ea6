const { PGlite } = await import('@electric-sql/pglite');
const conf = process.argv[2];
const mb = () => (process.memoryUsage().rss / 1048576).toFixed(0);
const before = mb();
const db = await PGlite.create({ dataDir: '/tmp/pgl-mem', postgresqlconf: conf });
await db.query('select 1');
const mu = process.memoryUsage();
console.log(
  conf,
  'before',
  before,
  'open',
  mb(),
  'ab',
  (mu.arrayBuffers / 1048576).toFixed(0),
  'ext',
  (mu.external / 1048576).toFixed(0),
  'heap',
  (mu.heapUsed / 1048576).toFixed(0),
);
await db.close();

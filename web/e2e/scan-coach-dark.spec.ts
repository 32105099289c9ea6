/** The scan coach on a clip of dark room (ADR-29): see `support/coachScan.ts`. */
import { coachScanTest } from './support/coachScan.ts';

coachScanTest('dark-room', 'too-dark');

/** The scan coach on a clip of moving head (ADR-29): see `support/coachScan.ts`. */
import { coachScanTest } from './support/coachScan.ts';

coachScanTest('moving-head', 'moving');

/** The scan coach on a clip of far face (ADR-29): see `support/coachScan.ts`. */
import { coachScanTest } from './support/coachScan.ts';

coachScanTest('far-face', 'too-far');

/** The scan's constants: the product's (ADR-19) unless marked as ours (ADR-9, ADR-10). */

/** Length of a scan. */
export const SCAN_DURATION_MS = 35_000;
/** Progress update interval. */
export const PROGRESS_TICK_MS = 100;
/** Live status and estimate refresh interval. */
export const LIVE_REFRESH_MS = 500;
/** Nominal frame rate; the enhancement call's `sampleRate`. Real timestamps travel with the trace. */
export const FRAME_RATE = 30;

/** Live signal buffer, in samples (the live waveform shown). */
export const LIVE_BUFFER_SAMPLES = 150;
/**
 * Ours: the live heart rate is read from the scan so far, not from the 5 s buffer: the core's
 * `analyze_live` runs the final analysis's rate model on it, so the live number at the end is the
 * final one. A 35 s scan at 30 fps fits with room for faster cameras.
 */
export const LIVE_ANALYSIS_SAMPLES = 2400;
/** Samples needed before a live estimate is attempted. */
export const MIN_LIVE_SAMPLES = 30;
export const FACE_HISTORY = 30;

/**
 * Ours: the scan's countdown runs only while a face is in view; after this long without one the scan
 * screen says so, with what to do, and offers to stop.
 */
export const FACE_WAIT_NOTICE_MS = 5_000;
/** Ours: after this long without a face in a row the scan ends (on the no-face state unless enough was measured). */
export const FACE_WAIT_LIMIT_MS = 30_000;
/**
 * Ours: a scan that ends with less time with a face than this measured nothing: the final analysis
 * reads the rate over 10 s windows (rppg-core `rate::params::WINDOW_S`), so less is not one window.
 */
export const MIN_FACE_TIME_MS = 10_000;

/** Below this final confidence an enhancement by the server is tried. */
export const ENHANCE_BELOW_CONFIDENCE = 0.7;

/** Front camera, ideally 640×480 at the nominal frame rate. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: 'user',
    width: { ideal: 640 },
    height: { ideal: 480 },
    frameRate: { ideal: FRAME_RATE },
  },
};

/**
 * Ours: the face detector runs on every n-th frame (15 detections/s at 30 fps): a video file's frames,
 * and the closest a camera's come when detection is cheap (its cadence follows its cost: ADR-30).
 */
export const FACE_DETECTION_INTERVAL = 2;

/**
 * Ours: frames sent to the worker but not yet answered; newer frames are dropped beyond this. A frame's
 * answer reaches the gate only when the page's main thread is free, and a file's frame due for detection
 * visits the face worker first: four frames (133 ms at 30 fps) ride out such a wait on a slow phone, and
 * still bound how far the workers can fall behind the camera.
 */
export const MAX_FRAMES_IN_FLIGHT = 4;

/** Ours (rppg-core `FINAL_HR_RANGE_BPM`): the range a final heart rate is reported in; one on its wall was clamped. */
export const REPORTED_HR_RANGE_BPM = [55, 180] as const;

/** Ours (rppg-core `quality::AGREEMENT_BPM`): two heart rates further apart than this are two rhythms. */
export const RATE_AGREEMENT_BPM = 6;

/** Ours: why a frame is refused once the face worker fails mid-scan; the page ends such a scan without a result. */
export const FACE_TRACKING_LOST = 'Face tracking stopped working during the scan';

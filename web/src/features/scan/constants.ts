/** The scan's constants: the product's (ADR-19) unless marked as ours (ADR-9, ADR-10). */

/** Length of a scan. */
export const SCAN_DURATION_MS = 35_000;
/** Progress update interval. */
export const PROGRESS_TICK_MS = 100;
/** Live status and estimate refresh interval. */
export const LIVE_REFRESH_MS = 500;
/** Nominal frame rate; the enhancement call's `sampleRate`. Real timestamps travel with the trace. */
export const FRAME_RATE = 30;
/** Shown progress is scan progress times this, capped at 100. */
export const SHOWN_PROGRESS_FACTOR = 2;

/** Live signal buffer, in samples (the live waveform shown). */
export const LIVE_BUFFER_SAMPLES = 150;
/**
 * Ours: the live heart rate is read from the scan so far, not from the 5 s buffer. Five seconds give a
 * 12 bpm spectral resolution, and on real faces the rate needs the scan's dominant frequency to anchor
 * its latest 10 s (the core's `analyze_live`). A 35 s scan at 30 fps fits with room for faster cameras.
 */
export const LIVE_ANALYSIS_SAMPLES = 2400;
/** Samples needed before a live estimate is attempted. */
export const MIN_LIVE_SAMPLES = 30;
export const HEART_RATE_HISTORY = 50;
export const FACE_HISTORY = 30;
/** Recent live heart rates averaged into the shown value. */
export const HEART_RATE_AVERAGE_WINDOW = 5;

/**
 * Ours: the live heart rate is shown only while the live signal quality is above this (0–100); below it
 * the tile says 'reading…'. It is the product's own line between a poor and a fair signal (the dot is red at
 * 40 or below), and on the core's scale (`quality::snr_score`, −4…6 dB onto 0…100, times the share of the
 * window with a face) it is an SNR of 0 dB with a face throughout: below it the peak read as the pulse
 * holds less power than the noise around it, so the number would be the noise's. Checked on the
 * development clips, leave one subject out (`pnpm eval:live`, docs/findings/25-live-rate-minimum.md).
 */
export const LIVE_MIN_SIGNAL_QUALITY = 40;

/**
 * Ours: the scan's countdown runs only while a face is in view; after this long without one the scan
 * screen says so, with what to do, and offers to stop.
 */
export const FACE_WAIT_NOTICE_MS = 5_000;
/** Ours: after this long without a face in a row the scan ends (on the no-face state unless enough was measured). */
export const FACE_WAIT_LIMIT_MS = 30_000;
/**
 * Ours: a scan that ends with less time with a face than this measured nothing: the final analysis
 * reads the rate over 10 s windows (rppg-core `track::TRACK_WINDOW_S`), so less is not one window.
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
 * and the closest a camera's come when detection is cheap (its cadence follows its cost: ADR-28).
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

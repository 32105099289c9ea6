/** What to do when the camera sees no face: shown while a scan waits for one and when it ended without one. */
export const NO_FACE_ADVICE = [
  'Light: face a window or a lamp, so the light falls on your face, not behind you.',
  'Distance: hold the camera about an arm’s length away (30–50 cm), your whole face inside the square.',
  'Camera: use the front camera, check nothing covers it, and look straight at it.',
];

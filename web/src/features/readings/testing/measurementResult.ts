/** A complete, plausible measurement result for tests and e2e seeding; override any field. */
import { type MeasurementResult, metricGrades } from '@ai-doctor/rppg-core/vitals';

export function makeResult(overrides: Partial<MeasurementResult> = {}): MeasurementResult {
  return {
    systolic: 118,
    diastolic: 76,
    heartRate: 72,
    heartRateVariability: 42,
    breathingRate: 15,
    oxygenSaturation: 97,
    sympatheticStress: 30,
    parasympatheticActivity: 68,
    prq: 82,
    confidence: 0.84,
    estimatedTemperature: 98.4,
    strokeRiskFactors: {
      facialAsymmetry: 8,
      heartRhythmIrregularity: 6,
      overallRiskScore: 12,
      riskLevel: 'Low',
      riskFactors: [],
    },
    parkinsonsIndicators: {
      tremorDetection: 5,
      rigidityIndicators: 7,
      bradykinesiaScore: 4,
      overallRiskScore: 10,
      riskLevel: 'Low',
      detectedSymptoms: [],
    },
    estimatedECG: {
      heartRhythm: 'Normal Sinus Rhythm',
      pWaveDetected: true,
      qrsComplexQuality: 88,
      tWavePattern: 'Normal',
      heartRateVariability: 42,
      arrhythmiaRisk: 9,
      estimatedWaveform: [0, 0.1, 1, -0.2, 0.3, 0],
    },
    estimatedEEG: {
      brainwaveActivity: { alpha: 45, beta: 35, theta: 20, delta: 15 },
      mentalState: 'Balanced',
      stressLevel: 30,
      attentionIndex: 62,
      relaxationIndex: 58,
      estimatedSignal: [0.2, -0.1, 0.4],
    },
    grades: metricGrades(),
    withheld: {},
    atLimit: {},
    quality: {
      snrDb: 6.2,
      facePresentShare: 0.97,
      motion: 0.1,
      brightnessStability: 0.95,
      cleanBeatShare: 0.92,
      agreement: 0.9,
    },
    source: 'browser',
    reliable: true,
    ...overrides,
  };
}

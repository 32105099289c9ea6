/** Values assumed when a metric is missing (the product's defaults, ADR-19; never shown as readings, ADR-5). */
export const METRIC_DEFAULTS = {
  heartRateVariability: 35,
  breathingRate: 18,
  oxygenSaturation: 97,
  sympatheticStress: 25,
  parasympatheticActivity: 72,
  prq: 88,
  estimatedTemperature: 98.6,
  confidence: 0.85,
} as const;

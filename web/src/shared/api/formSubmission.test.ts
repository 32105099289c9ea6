import { describe, expect, it } from 'vitest';
import { describeSendError } from './formSubmission.ts';

describe('form submission errors', () => {
  it("names the field the API's validation rejected", () => {
    const err = new Error(
      '400: {"statusCode":400,"error":"Bad Request","message":"body.email must match format \\"email\\""}',
    );
    expect(describeSendError(err)).toBe('Please check the form: email must match format "email".');
  });

  it('tells rate limiting, server faults and network failures apart', () => {
    expect(describeSendError(new Error('429: {"message":"Rate limit exceeded"}'))).toMatch(/wait a minute/);
    expect(describeSendError(new Error('503: Service Unavailable'))).toMatch(/server had a problem/);
    expect(describeSendError(new TypeError('Failed to fetch'))).toMatch(/could not reach the server/);
    expect(describeSendError(new Error('400: <html>bad</html>'))).toMatch(/did not accept the form/);
  });
});

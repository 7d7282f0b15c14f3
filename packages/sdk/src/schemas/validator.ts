import type { ResponseValidator } from '../core';
import { checkResponse, type DriftReport } from './check';

export interface ResponseValidatorOptions {
  /** Called with the report of an answer that drifted from the contract. */
  onDrift(report: DriftReport): void;
  /** Also report answers whose only findings are notes (unknown fields). Default false. */
  notes?: boolean;
}

/**
 * The client's opt-in drift check: `createClient({ ..., validate: responseValidator({ onDrift }) })`.
 * Each successful answer is checked against its response schema and a drift is reported through
 * the hook; the call itself goes on as without it.
 */
export function responseValidator(o: ResponseValidatorOptions): ResponseValidator {
  return {
    check(endpoint, response) {
      const report = checkResponse(endpoint, response);
      if (report.drift || (o.notes && report.findings.length > 0)) o.onDrift(report);
    },
  };
}

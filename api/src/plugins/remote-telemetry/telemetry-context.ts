import type { abortedCanaries } from './canary-composition.js';
import type { TelemetryConfig } from './telemetry-config.js';
import type { ViewTokens } from './view-token.js';

/** What the telemetry routes share: the rules' numbers, the view tokens, the aborted canaries. */
export interface TelemetryContext {
  config: TelemetryConfig;
  tokens: ViewTokens;
  aborted: ReturnType<typeof abortedCanaries>;
}

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * SMS through a gateway's webhook (SMS_WEBHOOK_URL): POST `{ "to": "+964...", "message": "..." }`
 * as JSON, with `Authorization: Bearer <SMS_WEBHOOK_TOKEN>` when a token is set. Any 2xx is sent.
 * Most SMS providers (or a small relay in front of one) take this shape.
 */
export function createSmsSender(url: string, token: string | undefined, timeoutMs: number): SmsSender {
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, message: text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

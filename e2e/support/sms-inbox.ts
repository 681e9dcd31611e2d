import { appendFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';

export interface SentSms {
  to: string;
  message: string;
}

export interface SmsInbox {
  /** What the server's SMS_WEBHOOK_URL points at. */
  url: string;
  messages: () => SentSms[];
  /** The 4-digit code of the newest SMS to `phone` (local or international form), waiting for delivery. */
  latestCode: (phone: string) => Promise<string>;
  close: () => Promise<void>;
}

/** Local digits without the trunk 0, so '01700000000' matches '+8801700000000'. */
const phoneTail = (phone: string) => phone.replace(/\D/g, '').replace(/^0+/, '');

/**
 * The SMS gateway of an e2e server: the API's outbox delivers one-time codes here
 * (lib/sms-sender.ts posts `{ to, message }`), so tests read codes the way a shopper's phone would
 * and the server never has to write them to its log. Each message is also appended to `record`,
 * where the redaction check (tests-after/log-redaction.ts) learns which codes went to which phones.
 */
export async function startSmsInbox(record: string): Promise<SmsInbox> {
  const messages: SentSms[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      let sms: SentSms;
      try {
        sms = JSON.parse(body) as SentSms;
      } catch {
        // Not a message (a stray request to this port): refused, and the run goes on.
        response.writeHead(400).end();
        return;
      }
      messages.push(sms);
      appendFileSync(record, `${JSON.stringify(sms)}\n`);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    messages: () => [...messages],
    async latestCode(phone) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const sms = messages.filter((entry) => phoneTail(entry.to).endsWith(phoneTail(phone))).at(-1);
        const code = /\b(\d{4})\b/.exec(sms?.message ?? '')?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No SMS with a code reached ${phone} within 15 s`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

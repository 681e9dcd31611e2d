import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import {
  consumeOtp,
  insertOtp,
  supersedeOtherOtps,
  insertResetToken,
  secondsSinceLastOtp,
  takeOtpTry,
  type OtpChannel,
  type OtpPurpose,
} from '../db/queries/auth-otp.js';
import { lockAuthKey, markVerified } from '../db/queries/auth-users.js';
import { enqueueOutbox } from '../db/queries/outbox.js';
import { findUserByEmail, findUserByPhone, type UserRow } from '../db/queries/users.js';
import { hashToken } from '../lib/access-token.js';
import { maskEmail, maskIdentifier, maskPhone, smsRecipient, type Identifier } from '../lib/auth-identifiers.js';

/**
 * One-time codes (docs/security.md#one-time-codes): 4 digits, stored only as a salted HMAC bound to the purpose
 * and destination, single use, 5 minutes of life, 5 tries, a new one at most every 60 s.
 *
 * `destination` is what the code is bound to and what verify-otp must name: the phone (or, on
 * forgot-password, the e-mail) the shopper typed. `channel` is where the code was delivered, which
 * the settings decide (register_otp_type, forgot_otp_type).
 *
 * A forgot-password request for an account that does not exist gets the same answer, the same
 * 60 s resend rule and the same limits as a real one: a code row is stored with no user and the
 * hash of a code nobody knows, and nothing is delivered. So the answer never tells whether a phone
 * or e-mail has an account.
 */
export const OTP_LENGTH = 4;
export const OTP_LIFETIME_SECONDS = 5 * 60;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 60;
export const RESET_TOKEN_LIFETIME_SECONDS = 15 * 60;

export interface OtpSettings {
  appName: string;
  registerOtpType: OtpChannel;
  forgotOtpType: OtpChannel;
  /**
   * A developer's opt-in (LOG_OTP_CODES with app_environment 'local'): the code and its recipient
   * are also written to the log. Otherwise neither is: a phone next to its code signs anyone in.
   */
  logCodes: boolean;
}

export interface SendOtpRequest {
  identifier: Identifier;
  /** The dialling code the storefront sent; the account's own wins when it has one. */
  phoneCode: string | null;
  purpose: OtpPurpose;
}

export type SendOtpOutcome =
  | { kind: 'sent'; channel: OtpChannel; emailOrPhone: string }
  | { kind: 'wait'; seconds: number }
  | { kind: 'unknown_account' }
  | { kind: 'already_verified'; channel: OtpChannel };

export type VerifyOtpOutcome = { kind: 'invalid' } | { kind: 'verified'; channel: OtpChannel } | { kind: 'reset_token'; token: string };

interface Delivery {
  channel: OtpChannel;
  recipient: string;
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * A 4-digit code cannot be protected against someone holding the table (10^4 guesses); the salted
 * HMAC keeps codes out of plain sight in dumps and logs and binds each to its purpose and
 * destination, while the short life and the try limit protect against guessing through the API.
 */
function hashOtp(code: string, purpose: OtpPurpose, destination: string, salt = randomBytes(16)): string {
  const digest = createHmac('sha256', salt).update(`${purpose}\n${destination}\n${code}`).digest('base64url');
  return `hmac-sha256$${salt.toString('base64url')}$${digest}`;
}

function otpMatches(code: string, purpose: OtpPurpose, destination: string, stored: string): boolean {
  const [scheme, salt] = stored.split('$');
  if (scheme !== 'hmac-sha256' || !salt) return false;
  const actual = Buffer.from(hashOtp(code, purpose, destination, Buffer.from(salt, 'base64url')));
  const expected = Buffer.from(stored);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The active account a phone or e-mail address names, if any. */
export async function findAccount(db: Queryable, identifier: Identifier): Promise<UserRow | null> {
  const user = identifier.kind === 'email' ? await findUserByEmail(db, identifier.value) : await findUserByPhone(db, identifier.value);
  return user?.is_active ? user : null;
}

/** Where a code for `user` goes on `preferred`, falling back to the other channel the account has. */
function deliveryFor(user: UserRow, preferred: OtpChannel, phoneCode: string | null): Delivery | null {
  const phone = user.phone ? { channel: 'phone' as const, recipient: smsRecipient(user.phone, user.phone_code ?? phoneCode) } : null;
  const email = user.email ? { channel: 'email' as const, recipient: user.email } : null;
  return preferred === 'email' ? (email ?? phone) : (phone ?? email);
}

/** The channel a forgot-password answer names: from what was typed and the settings, never from the account. */
function announcedForgotChannel(identifier: Identifier, settings: OtpSettings): OtpChannel {
  return identifier.kind === 'email' ? 'email' : settings.forgotOtpType;
}

function otpText(code: string, settings: OtpSettings): string {
  return `Your ${settings.appName} verification code is ${code}. It expires in ${OTP_LIFETIME_SECONDS / 60} minutes. Never share it with anyone.`;
}

async function deliver(
  tx: Queryable,
  delivery: Delivery,
  code: string,
  context: { otpId: number; purpose: OtpPurpose; settings: OtpSettings; log: FastifyBaseLogger },
): Promise<void> {
  const body = otpText(code, context.settings);
  const outboxId = await enqueueOutbox(tx, {
    channel: delivery.channel === 'phone' ? 'sms' : 'email',
    recipient: delivery.recipient,
    subject: delivery.channel === 'email' ? `Your ${context.settings.appName} verification code` : null,
    body,
    payload: { kind: 'otp', purpose: context.purpose, otp_id: context.otpId },
  });
  // The outbox id finds the row (recipient and text) for whoever may read it; the log only says a code went out.
  const entry = { outboxId, channel: delivery.channel, purpose: context.purpose };
  context.log.info(context.settings.logCodes ? { ...entry, recipient: delivery.recipient, body } : entry, 'one-time code queued');
}

interface Plan {
  user: UserRow | null;
  delivery: Delivery | null;
  answer: Extract<SendOtpOutcome, { kind: 'sent' }>;
}

function planForgot(user: UserRow | null, request: SendOtpRequest, settings: OtpSettings): Plan {
  const channel = announcedForgotChannel(request.identifier, settings);
  const delivery = user
    ? request.identifier.kind === 'email'
      ? { channel: 'email' as const, recipient: request.identifier.value }
      : deliveryFor(user, channel, request.phoneCode)
    : null;
  return { user, delivery, answer: { kind: 'sent', channel, emailOrPhone: maskIdentifier(request.identifier) } };
}

function planRegister(user: UserRow, request: SendOtpRequest, settings: OtpSettings): Plan | SendOtpOutcome {
  const delivery = deliveryFor(user, settings.registerOtpType, request.phoneCode);
  if (!delivery) return { kind: 'unknown_account' };
  const verified = delivery.channel === 'phone' ? user.phone_verified_at : user.email_verified_at;
  if (verified !== null) return { kind: 'already_verified', channel: delivery.channel };
  const masked = delivery.channel === 'phone' ? maskPhone(user.phone ?? '') : maskEmail(delivery.recipient);
  return { user, delivery, answer: { kind: 'sent', channel: delivery.channel, emailOrPhone: masked } };
}

/** POST /send-otp: issues a code (or, for an unknown forgot-password account, pretends to). */
export async function sendOtp(
  db: Database,
  request: SendOtpRequest,
  settings: OtpSettings,
  log: FastifyBaseLogger,
): Promise<SendOtpOutcome> {
  const user = await findAccount(db, request.identifier);
  let plan: Plan | SendOtpOutcome;
  if (request.purpose === 'forgot_password') plan = planForgot(user, request, settings);
  else plan = user ? planRegister(user, request, settings) : { kind: 'unknown_account' };
  if (!('answer' in plan)) return plan;
  const destination = request.identifier.value;
  return db.transaction(async (tx) => {
    // Two instances answering the same shopper at once must not both pass the 60 s rule.
    await lockAuthKey(tx, `otp:${destination}`);
    const age = await secondsSinceLastOtp(tx, destination, request.purpose);
    if (age !== null && age < OTP_RESEND_SECONDS) return { kind: 'wait', seconds: Math.max(1, Math.ceil(OTP_RESEND_SECONDS - age)) };
    const code = newCode();
    const otpId = await insertOtp(tx, {
      purpose: request.purpose,
      channel: plan.delivery?.channel ?? plan.answer.channel,
      destination,
      userId: plan.delivery && plan.user ? plan.user.id : null,
      // Without a delivery the row only keeps the answers identical: it holds the hash of an
      // 8-digit code, which no 4-digit guess can match.
      codeHash: hashOtp(plan.delivery ? code : newCode() + newCode(), request.purpose, destination),
      lifetimeSeconds: OTP_LIFETIME_SECONDS,
    });
    if (plan.delivery && plan.user) await supersedeOtherOtps(tx, plan.user.id, otpId);
    if (plan.delivery) await deliver(tx, plan.delivery, code, { otpId, purpose: request.purpose, settings, log });
    return plan.answer;
  });
}

/**
 * POST /verify-otp: checks the code against the latest one for the destination (of `purpose`, or
 * of either purpose when the storefront does not say). Every check spends a try, right or wrong.
 */
export async function verifyOtp(db: Database, destination: string, code: string, purpose: OtpPurpose | null): Promise<VerifyOtpOutcome> {
  const attempt = await takeOtpTry(db, destination, purpose, OTP_MAX_TRIES);
  if (!attempt || attempt.user_id === null) return { kind: 'invalid' };
  if (!otpMatches(code, attempt.purpose, attempt.destination, attempt.code_hash)) return { kind: 'invalid' };
  const userId = attempt.user_id;
  return db.transaction(async (tx): Promise<VerifyOtpOutcome> => {
    if (!(await consumeOtp(tx, attempt.id))) return { kind: 'invalid' };
    if (attempt.purpose === 'register') {
      await markVerified(tx, userId, attempt.channel);
      return { kind: 'verified', channel: attempt.channel };
    }
    const token = randomBytes(32).toString('base64url');
    await insertResetToken(tx, userId, hashToken(token), RESET_TOKEN_LIFETIME_SECONDS);
    return { kind: 'reset_token', token };
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { getSettings } from '../../db/queries/settings.js';
import type { OtpSettings } from '../../domain/auth-otp.js';
import { readMasterSettings } from '../master/master-data.js';
import type { MasterSettings } from '../../schemas/master.js';

/** The store settings as /master publishes them (OTP rules, social providers), read per request. */
export async function loadAuthSettings(db: Queryable, log: FastifyBaseLogger): Promise<MasterSettings> {
  return readMasterSettings(await getSettings(db), log);
}

/** `logOtpCodes` is the LOG_OTP_CODES opt-in; codes reach the log only with it and a local store. */
export function otpSettingsOf(settings: MasterSettings, logOtpCodes = false): OtpSettings {
  return {
    appName: settings.app_name,
    registerOtpType: settings.register_otp_type,
    forgotOtpType: settings.forgot_otp_type,
    logCodes: logOtpCodes && settings.app_environment === 'local',
  };
}

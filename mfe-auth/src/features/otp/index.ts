// What the otp feature offers the others: the code entry (forgot-password verifies the phone with it).
export { OtpEntry } from './otp-entry';

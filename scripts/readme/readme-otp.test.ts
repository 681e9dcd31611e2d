// The README's way to try OTP verification locally must work as written: the command it prints
// turns OTP verification on and makes the server print the codes (api/src/config.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../api/src/config';

const README = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');

/** The environment a shell command line sets before `npm start`: NAME=value or NAME='value'. */
function environmentOf(command: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [, name, quoted, plain] of command.matchAll(/([A-Z_]+)=(?:'([^']*)'|(\S+))/g)) env[name!] = quoted ?? plain!;
  return env;
}

test("the README's OTP command turns verification on and prints the codes", () => {
  const command = README.split('\n').find((line) => line.includes('register_otp_verify') && line.trim().endsWith('npm start'));
  assert.ok(command, 'the README shows the command');
  const config = loadConfig({ ...environmentOf(command) });
  assert.equal(config.logOtpCodes, true, 'codes are printed in the log');
  assert.equal(config.settingsOverrides.register_otp_verify, true);
});

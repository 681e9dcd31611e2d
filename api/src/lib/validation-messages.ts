import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * Field errors in the wording the storefront already shows from the original server
 * ('The phone field is required.'), with the field's name in it. Installed once, globally:
 * a message given on a schema itself still wins.
 */

type RawIssue = $ZodRawIssue;

export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const last = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  return typeof last === 'string' ? last.replace(/_/g, ' ') : 'value';
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a valid date',
};

function tooSmall(field: string, issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') {
    return min <= 1 ? `The ${field} field is required.` : `The ${field} field must be at least ${min} characters.`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') return `The ${field} field must have at least ${min} items.`;
  return `The ${field} field must be at least ${min}.`;
}

function tooBig(field: string, issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return `The ${field} field must not be greater than ${max} characters.`;
  if (issue.origin === 'array' || issue.origin === 'set') return `The ${field} field must not have more than ${max} items.`;
  return `The ${field} field must not be greater than ${max}.`;
}

export function validationMessage(issue: RawIssue): string | undefined {
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return `The ${field} field is required.`;
      return `The ${field} field must be ${TYPE_NAMES[issue.expected] ?? `of type ${issue.expected}`}.`;
    case 'too_small':
      return tooSmall(field, issue);
    case 'too_big':
      return tooBig(field, issue);
    case 'invalid_format':
      return issue.format === 'email'
        ? `The ${field} field must be a valid email address.`
        : `The ${field} field format is invalid.`;
    case 'invalid_value':
      return `The selected ${field} is invalid.`;
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
}

let installed = false;

export function installValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: validationMessage });
}

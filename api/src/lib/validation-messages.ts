import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { messageToken } from '../i18n/message.js';
import type { MessageId } from '../i18n/messages-en.js';

/**
 * Field errors in the wording the storefront already shows from the original server
 * ('The phone field is required.'), with the field's name in it, in the request's language.
 * Installed once, globally: a message given on a schema itself still wins. The words are chosen
 * here but written by the error handler, which knows the language: zod gets a message token
 * (i18n/message.ts).
 */

type RawIssue = $ZodRawIssue;

/** The field an issue is about: the last named part of its path ('address.0.name' → 'name'). */
export function fieldOf(path: readonly PropertyKey[] | undefined): string {
  const last = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  return typeof last === 'string' ? last : 'value';
}

/** A message token about the issue's field, for schemas' own `error` functions. */
export function fieldMessage(
  id: MessageId,
  issue: { path?: readonly PropertyKey[] | undefined },
  params?: Record<string, string | number>,
): string {
  return messageToken(id, { field: fieldOf(issue.path), ...params });
}

const TYPE_MESSAGES: Record<string, MessageId> = {
  string: 'validation.type_string',
  number: 'validation.type_number',
  int: 'validation.type_integer',
  boolean: 'validation.type_boolean',
  array: 'validation.type_array',
  object: 'validation.type_object',
  date: 'validation.type_date',
};

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  if (issue.origin === 'string') {
    return min <= 1 ? fieldMessage('validation.required', issue) : fieldMessage('validation.min_chars', issue, { min });
  }
  if (issue.origin === 'array' || issue.origin === 'set') return fieldMessage('validation.min_items', issue, { min });
  return fieldMessage('validation.min_number', issue, { min });
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  if (issue.origin === 'string') return fieldMessage('validation.max_chars', issue, { max });
  if (issue.origin === 'array' || issue.origin === 'set') return fieldMessage('validation.max_items', issue, { max });
  return fieldMessage('validation.max_number', issue, { max });
}

function invalidType(issue: Extract<RawIssue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null || issue.input === '') return fieldMessage('validation.required', issue);
  const id = TYPE_MESSAGES[issue.expected];
  return id ? fieldMessage(id, issue) : fieldMessage('validation.type_other', issue, { type: issue.expected });
}

export function validationMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return fieldMessage(issue.format === 'email' ? 'validation.email' : 'validation.format', issue);
    case 'invalid_value':
      return fieldMessage('validation.selected_invalid', issue);
    case 'unrecognized_keys':
      return messageToken('validation.unknown_fields', { fields: issue.keys.join(', ') });
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

// Standard Webhooks signing (https://www.standardwebhooks.com): the signed content is
// "<webhook-id>.<webhook-timestamp>.<body>", HMAC-SHA256 with the secret's bytes, sent as
// "v1,<base64>". Secrets are "whsec_" + base64 of 24–64 random bytes, as the spec's libraries expect.
import { createHmac, randomBytes } from 'node:crypto';
import { ValidationError } from '../domain/errors.js';

const PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(24).toString('base64');
}

/** A secret given by the user: it must be in the spec's form, so receivers' libraries read it. */
export function checkWebhookSecret(secret: string): string {
  const bytes = secret.startsWith(PREFIX) ? Buffer.from(secret.slice(PREFIX.length), 'base64') : undefined;
  const canonical = bytes ? bytes.toString('base64') === secret.slice(PREFIX.length) : false;
  if (!bytes || !canonical || bytes.length < 24 || bytes.length > 64) {
    throw ValidationError.field('/secret',
      'must be "whsec_" followed by the base64 of 24 to 64 random bytes (or leave it out and one is made)');
  }
  return secret;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): SignedHeaders {
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}

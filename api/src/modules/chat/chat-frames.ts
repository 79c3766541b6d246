import type { RawData } from 'ws';
import { z } from 'zod';

/** Every conversation id has this shape: 16 bytes (random or from a hash) in base64url. */
export const conversationId = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

const messageText = z.string().trim().min(1).max(1000);

/** A shopper writes into their own conversation: any `conversation` they add is ignored (stripped). */
export const visitorFrame = z.object({ type: z.literal('message'), text: messageText });

/** Staff answer a conversation they name. */
export const staffFrame = z.object({ type: z.literal('message'), conversation: conversationId, text: messageText });

/** What crosses instances on the 'chat' topic, and what each socket receives (with `type: 'message'`). */
export const chatMessage = z.object({
  conversation: conversationId,
  from: z.enum(['visitor', 'staff']),
  text: messageText,
  sentAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Parses a frame as a JSON object; anything else is `undefined` (and ignored). */
export function parseJsonObject(data: RawData): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(data.toString());
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

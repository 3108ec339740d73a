import { isAllowedOrigin } from './protocol';

export interface FrameContext {
  /** `document.referrer`: the parent page's address, or its origin, or '' (referrer policy). */
  referrer: string;
  /** `location.ancestorOrigins` where the browser has it (Chromium, Safari). */
  ancestorOrigins?: ArrayLike<string> | undefined;
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * The origin the embed may post to: the parent's, when the browser tells it and it is on the
 * allowlist; else the only allowlisted origin (the browser drops a message whose target origin
 * is not the parent's, so a guess can never leak). Null when nothing qualifies: then nothing is
 * sent until an allowlisted parent writes first. Never '*'.
 */
export function parentOrigin(origins: readonly string[], frame: FrameContext): string | null {
  const told = frame.ancestorOrigins?.[0] ?? originOf(frame.referrer);
  if (told) return isAllowedOrigin(told, origins) ? told : null;
  return origins.length === 1 ? (origins[0] ?? null) : null;
}

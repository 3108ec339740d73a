import type { ResourceKind } from '../schema/resources';

/**
 * A copy of the project's sample of `kind` to edit. The samples are a chunk of their own, loaded
 * on the first "from sample" (or when the app warms its parse worker).
 */
export async function loadSample(kind: ResourceKind): Promise<unknown> {
  const { samples } = await import('../io/samples');
  return structuredClone(samples[kind]);
}

/** What "from sample" says when the samples' chunk could not be loaded. */
export const SAMPLE_UNAVAILABLE =
  'The sample could not be loaded: check the connection, then try again.';

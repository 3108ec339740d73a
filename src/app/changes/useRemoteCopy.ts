import { useQuery } from '@tanstack/react-query';

/** Another copy of the document a host can compare with: Google's, a server's. */
export interface RemoteCopy {
  /** Its name in a sentence: "the server's copy". */
  label: string;
  /** Reads it; rejects with a message a designer can act on. */
  load: () => Promise<unknown>;
}

/** The remote copy while it is chosen, read once per dialog. */
export function useRemoteCopy(remote: RemoteCopy | undefined) {
  const query = useQuery({
    queryKey: ['remoteCopy', remote?.label],
    queryFn: async () => (await remote?.load()) ?? null,
    enabled: remote !== undefined,
    retry: false,
    gcTime: 0,
    structuralSharing: false,
  });
  return {
    document: query.data ?? undefined,
    problem: query.error ? `${remote?.label} could not be read: ${query.error.message}` : '',
  };
}

import { createMemoryDraftStore } from './memoryDraftStore';
import { describeDraftStoreContract } from './testing/draftStoreContract';

describeDraftStoreContract('memory store', () => Promise.resolve(createMemoryDraftStore()));

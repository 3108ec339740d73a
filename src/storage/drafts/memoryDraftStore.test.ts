import { createMemoryDraftStore } from './memoryDraftStore';
import { describeDraftStoreContract } from '../../test/drafts/draftStoreContract';

describeDraftStoreContract('memory store', () => Promise.resolve(createMemoryDraftStore()));

import './strictCsp';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { DraftStoreProvider } from './app/drafts';
import { openDraftStore } from './storage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = new QueryClient();

// Drafts live in IndexedDB; when the browser refuses it, they stay in this tab and the app says so.
void openDraftStore().then(({ store, problem }) => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <DraftStoreProvider store={store}>
          <App storageProblem={problem} />
        </DraftStoreProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
});

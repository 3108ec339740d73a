import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isResourceKind } from '../schema/resources';
import { HostEmbed } from './HostEmbed';
import { parentOrigin } from './parentOrigin';
import { parseAllowlist } from './protocol';
import { RestEmbed } from './RestEmbed';
import './embed.css';
import '../forms/forms.css';
import './embedPage.css';

// embed.html?origins=<host origin>[&kind=offerObject][&backend=<base URL>&id=<pass id>]
const params = new URLSearchParams(location.search);
const allowlist = parseAllowlist(params);
const framed = window.parent !== window;
const targetOrigin = framed
  ? parentOrigin(allowlist.origins, {
      referrer: document.referrer,
      ancestorOrigins: location.ancestorOrigins,
    })
  : null;
const kindParam = params.get('kind');
const kind = isResourceKind(kindParam) ? kindParam : null;
const backend = params.get('backend');
const id = params.get('id');

const problems = [
  ...allowlist.rejected.map(({ entry, reason }) => `origins: "${entry}" was left out: ${reason}.`),
  ...(framed && allowlist.origins.length === 0
    ? ['No host origin is allowed (?origins=https://your-admin.example): messages are ignored.']
    : []),
  ...(kindParam !== null && kind === null
    ? [`kind: "${kindParam}" is not transitClass or offerObject.`]
    : []),
  ...(backend !== null && (kind === null || !id)
    ? ['backend: needs kind and id too (&kind=offerObject&id=...).']
    : []),
];

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('embed.html has no #root element');
const queryClient = new QueryClient();

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {problems.length > 0 && (
        <ul className="embed-page__problems" role="alert" aria-label="Embedding problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {backend !== null && kind !== null && id ? (
        <RestEmbed
          origins={allowlist.origins}
          targetOrigin={targetOrigin}
          baseUrl={backend}
          kind={kind}
          id={id}
        />
      ) : (
        <HostEmbed origins={allowlist.origins} targetOrigin={targetOrigin} initialKind={kind} />
      )}
    </QueryClientProvider>
  </StrictMode>,
);

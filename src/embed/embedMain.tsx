import '../strictCsp';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isResourceKind, resourceKinds } from '../schema/resources';
import { embedHosts, restAllowlist } from './embedHosts';
import { HostEmbed } from './HostEmbed';
import { parentOrigin } from './parentOrigin';
import { parseAllowlist } from './protocol';
import { RestEmbed } from './RestEmbed';
import './embed.css';
import './embedPage.css';

// embed.html?origins=<host origin>[&kind=offerObject][&backend=<base URL>&id=<pass id>]
const params = new URLSearchParams(location.search);
const backend = params.get('backend');
// REST mode reads stored passes: it trusts the deployment's hosts, not the framing page's word.
const allowlist =
  backend === null
    ? parseAllowlist(params)
    : restAllowlist(parseAllowlist(params), params.has('origins'), embedHosts, location.origin);
const framed = window.parent !== window;
const targetOrigin = framed
  ? parentOrigin(allowlist.origins, {
      referrer: document.referrer,
      ancestorOrigins: location.ancestorOrigins,
    })
  : null;
const kindParam = params.get('kind');
const kind = isResourceKind(kindParam) ? kindParam : null;
const id = params.get('id');

const problems = [
  ...allowlist.rejected.map(({ entry, reason }) => `origins: "${entry}" was left out: ${reason}.`),
  ...(framed && backend === null && allowlist.origins.length === 0
    ? ['No host origin is allowed (?origins=https://your-admin.example): messages are ignored.']
    : []),
  ...(kindParam !== null && kind === null
    ? [`kind: "${kindParam}" is not one of ${resourceKinds.join(', ')}.`]
    : []),
  ...(backend !== null && (kind === null || !id)
    ? ['backend: needs kind and id too (&kind=offerObject&id=...).']
    : []),
];
// Framed by a page REST mode does not trust (when the browser names it): load nothing at all.
const restRefused = backend !== null && framed && targetOrigin === null;
if (restRefused)
  problems.push(
    'This page may not embed the editor in REST mode: it runs only inside this page’s own origin and the hosts the deployment allows (PASS_STUDIO_EMBED_HOSTS).',
  );

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
      {restRefused ? null : backend !== null && kind !== null && id ? (
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

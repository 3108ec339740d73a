// The README's example, as a host app writes it after `npm install pass-studio-<version>.tgz`.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PassEditor, type CheckResult } from 'pass-studio';
import 'pass-studio/style.css';

function Host() {
  const [last, setLast] = useState<CheckResult | null>(null);
  return (
    <>
      <PassEditor
        kind="offerObject"
        defaultValue={{ id: '3388000000022.host', classId: '3388000000022.class' }}
        onChange={(_document, result) => setLast(result)}
      />
      <p role="status">{last ? `valid: ${String(last.valid)}` : 'no change yet'}</p>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Host />
  </StrictMode>,
);

import { File } from 'node:buffer';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseServiceAccountKey } from '../../io/saveLink/serviceAccountKey';
import type { SaveLinkSigner } from '../../io/saveLink/signSaveLink';
import { generateTestKeyFile } from '../../test/testKey';
import { KeyPicker, type KeyRead } from './KeyPicker';
import { SigningKeyPicker } from './SigningKeyPicker';

// Node's File reads its text as the browser's does (jsdom's has no text()).
const pick = (input: HTMLElement, name: string, text: string) =>
  fireEvent.change(input, { target: { files: [new File([text], name)] } });

describe('KeyPicker', () => {
  it.each([
    [
      'a key file',
      'key.json',
      '{"client_email":"a@b.iam","private_key":"x"}',
      (text: string): KeyRead<string> => ({ ok: true, key: text.length.toString() }),
      { name: 'key.json', key: '44' },
      null,
    ],
    [
      'a file that is not JSON, refused with its name and why',
      'notes.txt',
      'hello',
      parseServiceAccountKey,
      null,
      '“notes.txt”: Not a service-account key file: it is not JSON; a service-account key file is the JSON the Cloud console gives',
    ],
    [
      'a reader that fails, said with the file name',
      'key.json',
      '{}',
      (): Promise<KeyRead<string>> => Promise.reject(new Error('the crypto module did not load')),
      null,
      '“key.json”: the crypto module did not load',
    ],
  ])('%s', async (_, name, text, read, key, problem) => {
    const onKey = vi.fn();
    render(<KeyPicker<unknown> read={read} onKey={onKey} note="The JSON key file." />);
    const input = screen.getByLabelText<HTMLInputElement>('Service-account key file');
    expect(input.accept).toBe('.json,application/json');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('The JSON key file.').id);
    pick(input, name, text);
    if (problem) {
      expect((await screen.findByRole('alert')).textContent).toBe(problem);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(onKey).toHaveBeenCalledExactlyOnceWith(null);
    } else {
      await waitFor(() => expect(onKey).toHaveBeenLastCalledWith(key));
      expect(screen.queryByRole('alert')).toBeNull();
    }
    // The file is let go of at once: picking the same file again reads it again.
    expect(input.value).toBe('');
  });

  it('a second pick while the first is read wins', async () => {
    const onKey = vi.fn();
    let finishFirst: (read: KeyRead<string>) => void = () => undefined;
    const read = vi
      .fn<(text: string) => Promise<KeyRead<string>>>()
      .mockReturnValueOnce(new Promise((done) => (finishFirst = done)))
      .mockImplementationOnce((text) => Promise.resolve({ ok: true, key: text }));
    render(<KeyPicker read={read} onKey={onKey} note="" />);
    const input = screen.getByLabelText('Service-account key file');
    pick(input, 'old.json', 'old');
    pick(input, 'new.json', 'new');
    await waitFor(() => expect(onKey).toHaveBeenLastCalledWith({ name: 'new.json', key: 'new' }));
    finishFirst({ ok: true, key: 'old' });
    await new Promise((settled) => setTimeout(settled));
    expect(onKey).not.toHaveBeenCalledWith({ name: 'old.json', key: 'old' });
  });

  it('its own label and file types, and a problem that what uses the key found', () => {
    render(
      <KeyPicker
        label="Public key or certificate"
        accept=".pem,.crt"
        read={(text) => ({ ok: true, key: text })}
        onKey={() => undefined}
        note=""
        problem="“public.pem”: No key found"
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Public key or certificate');
    expect(input.accept).toBe('.pem,.crt');
    expect(screen.getByRole('alert').textContent).toBe('“public.pem”: No key found');
  });
});

function Signing() {
  const [signer, setSigner] = useState<SaveLinkSigner | null>(null);
  return <SigningKeyPicker signer={signer} onSigner={setSigner} />;
}

describe('SigningKeyPicker', () => {
  let key: Awaited<ReturnType<typeof generateTestKeyFile>>;
  // An RSA key takes a while to make on a busy machine: before the test, not in it.
  beforeAll(async () => {
    key = await generateTestKeyFile('signer@test-project.iam.gserviceaccount.com');
  }, 30_000);

  it('turns a key file into a signer, says whose, and shows none of the key', async () => {
    const { container } = render(<Signing />);
    pick(screen.getByLabelText('Service-account key file'), 'key.json', key.file);
    expect(
      (await screen.findByText('signer@test-project.iam.gserviceaccount.com')).closest('p')
        ?.textContent,
    ).toMatch(/^Signing as .*forgotten when it closes\.$/);
    expect(container.innerHTML).not.toContain('PRIVATE KEY');
  });

  it('a key file without its private key is refused, and nothing signs', async () => {
    render(<Signing />);
    pick(
      screen.getByLabelText('Service-account key file'),
      'key.json',
      JSON.stringify({ client_email: 'a@b.example' }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^“key\.json”: .*“private_key” is missing/,
    );
    expect(screen.queryByText(/Signing as/)).toBeNull();
  });
});

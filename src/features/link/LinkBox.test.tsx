import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QR_MAX_CHARACTERS } from '../../io/share/shareLink';
import { useBarcodeSvg } from '../../studio';
import { LengthMeter } from './LengthMeter';
import { LinkBox } from './LinkBox';
import { SignedLink } from './SignedLink';

// Drawing a QR code is the studio's (useBarcodeSvg's own tests); here, what the box asks and shows.
let drawing: ReturnType<typeof useBarcodeSvg> = { status: 'loading' };
vi.mock(import('../../studio'), async (importOriginal) => ({
  ...(await importOriginal()),
  useBarcodeSvg: vi.fn((_type: string, _value: string, skip: boolean) =>
    skip ? { status: 'loading' as const } : drawing,
  ),
}));

const url = (length: number) => `https://example.test/#${'a'.repeat(length - 22)}`;

const review = (link: string) => (
  <LinkBox
    name="Review link"
    url={link}
    detail="a few characters"
    caption="Scan with a phone to review the pass"
    tooLong="Send the link itself."
  />
);

function clipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText && { writeText },
    configurable: true,
  });
}

afterEach(() => {
  clipboard(undefined);
  drawing = { status: 'loading' };
});

describe('LinkBox', () => {
  it('shows the link to select, copy and open, with its QR code and what scanning does', () => {
    drawing = { status: 'drawn', url: 'data:image/svg+xml,qr' };
    const link = url(60);
    render(review(link));
    const box = screen.getByRole('region', { name: 'Review link' });
    expect(
      within(box).getByRole<HTMLTextAreaElement>('textbox', {
        name: 'Review link (a few characters)',
      }).value,
    ).toBe(link);
    expect(within(box).getByRole('link', { name: 'Open link' }).getAttribute('href')).toBe(link);
    expect(
      within(box)
        .getByRole('img', { name: 'QR code of the review link, to scan with a phone' })
        .getAttribute('src'),
    ).toBe('data:image/svg+xml,qr');
    expect(useBarcodeSvg).toHaveBeenLastCalledWith('QR_CODE', link, false);
    expect(within(box).getByText('Scan with a phone to review the pass')).toBeTruthy();
  });

  it.each([
    ['being drawn', 'loading', 100, 'Drawing the QR code…'],
    ['that could not be drawn', 'failed', 100, 'No QR code: bwipp.qrcode: too long'],
    [
      'too long for one, not asked for',
      'drawn',
      QR_MAX_CHARACTERS + 1,
      `Too large for a QR code: the link has ${(QR_MAX_CHARACTERS + 1).toLocaleString('en-US')} characters and a QR code holds at most ${QR_MAX_CHARACTERS.toLocaleString('en-US')}. Send the link itself.`,
    ],
  ] as const)('a QR code %s says so', (_, status, length, said) => {
    drawing =
      status === 'failed'
        ? { status, message: 'bwipp.qrcode: too long' }
        : status === 'drawn'
          ? { status, url: 'data:image/svg+xml,qr' }
          : { status };
    render(review(url(length)));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(said)).toBeTruthy();
    expect(vi.mocked(useBarcodeSvg).mock.lastCall?.[2]).toBe(length > QR_MAX_CHARACTERS);
  });

  it('a link of the most characters a QR code holds gets one', () => {
    drawing = { status: 'drawn', url: 'data:image/svg+xml,qr' };
    render(review(url(QR_MAX_CHARACTERS)));
    expect(screen.getByRole('img', { name: /^QR code of the review link/ })).toBeTruthy();
  });

  it.each([
    ['copies the link', () => Promise.resolve(), 'Link copied.'],
    [
      'says when the browser refuses',
      () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
      'The browser refused to copy: select the link and copy it yourself.',
    ],
    [
      'says so where there is no clipboard',
      undefined,
      'The browser refused to copy: select the link and copy it yourself.',
    ],
  ])('Copy link %s', async (_, answer, said) => {
    const writeText = answer && vi.fn(answer);
    clipboard(writeText);
    const link = url(40);
    render(review(link));
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect((await screen.findByText(said)).getAttribute('role')).toBe('status');
    if (writeText) expect(writeText).toHaveBeenCalledExactlyOnceWith(link);
  });
});

describe('SignedLink', () => {
  it('names a save link by its JWT length and holds what the shell adds under it', () => {
    render(
      <SignedLink link={{ url: url(80), length: 1801 }}>
        <LengthMeter length={1801} exact />
      </SignedLink>,
    );
    const box = screen.getByRole('region', { name: 'Save link' });
    expect(
      within(box).getByRole('textbox', { name: 'Save link (1,801 characters in the JWT)' }),
    ).toBeTruthy();
    expect(within(box).getByText('Scan with a phone to add the pass')).toBeTruthy();
    expect(within(box).getByText(/^Over Google’s safe length by 1:/)).toBeTruthy();
    expect(within(box).getByText('Drawing the QR code…')).toBeTruthy();
  });
});

describe('LengthMeter', () => {
  it.each([
    [1800, true, 'JWT length: 1,800 of 1,800 characters', null],
    [1801, true, 'JWT length: 1,801 of 1,800 characters', 'Over Google’s safe length by 1'],
    [900, false, 'JWT length (estimated): 900 of 1,800 characters', null],
  ])('%i characters (exact: %s)', (length, exact, words, over) => {
    render(<LengthMeter length={length} exact={exact} />);
    const meter = screen.getByRole('meter', { name: words });
    expect(meter.getAttribute('aria-valuenow') ?? (meter as HTMLMeterElement).value).toBe(
      Math.min(length, 1800),
    );
    const problem = screen.queryByText(/^Over Google’s safe length/);
    if (over) expect(problem?.textContent).toMatch(new RegExp(`^${over}: browsers`));
    else expect(problem).toBeNull();
  });
});

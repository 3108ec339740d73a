import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './DropZone';
import { OpenFilesButton } from './OpenFilesButton';

const metro = new File(['{}'], 'metro.json', { type: 'application/json' });
const withFiles = { dataTransfer: { types: ['Files'], files: [metro] } };

describe('DropZone', () => {
  it('shows a drop target while files are dragged over the window and opens dropped files', () => {
    const onFiles = vi.fn();
    render(<DropZone onFiles={onFiles} />);
    expect(screen.queryByText('Drop JSON files to open them')).toBeNull();
    fireEvent.dragEnter(window, withFiles);
    expect(screen.getByText('Drop JSON files to open them')).toBeDefined();
    fireEvent.drop(window, withFiles);
    expect(onFiles).toHaveBeenCalledWith([metro]);
    expect(screen.queryByText('Drop JSON files to open them')).toBeNull();
  });

  it('ignores drags that carry no files', () => {
    render(<DropZone onFiles={vi.fn()} />);
    fireEvent.dragEnter(window, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(screen.queryByText('Drop JSON files to open them')).toBeNull();
  });
});

describe('OpenFilesButton', () => {
  it('passes the chosen JSON files on', () => {
    const onFiles = vi.fn();
    render(<OpenFilesButton onFiles={onFiles} />);
    const input = screen.getByLabelText<HTMLInputElement>('JSON files to open');
    expect([input.multiple, input.accept]).toEqual([
      true,
      '.json,application/json,.pkpass,application/vnd.apple.pkpass',
    ]);
    fireEvent.change(input, { target: { files: [metro] } });
    expect(onFiles).toHaveBeenCalledWith([metro]);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test-support/render-page.tsx';
import { formatBytes, portfolioFileProblem, UploadDropZone } from './upload-drop-zone.tsx';

const megabyte = 1024 * 1024;
const csv = (name: string, text = 'latitude,longitude\n1,2\n') =>
  new File([text], name, { type: 'text/csv' });

describe('portfolioFileProblem', () => {
  it('accepts a CSV or XLSX file within the limit, whatever the letter case', () => {
    expect(portfolioFileProblem(csv('assets.csv'), megabyte)).toBeUndefined();
    expect(portfolioFileProblem(csv('ASSETS.XLSX'), megabyte)).toBeUndefined();
  });

  it('refuses another kind of file, an empty one and one over the limit, saying what to do', () => {
    expect(portfolioFileProblem(csv('assets.pdf'), megabyte)).toMatch(/not a CSV or XLSX/);
    expect(portfolioFileProblem(csv('assets.csv', ''), megabyte)).toBe('assets.csv is empty.');
    expect(portfolioFileProblem(csv('assets.csv', 'x'.repeat(2048)), 1024)).toBe(
      'assets.csv is 2 KB, over the limit of 1 KB. Split the portfolio into several files.',
    );
  });
});

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatBytes(500)).toBe('500 bytes');
    expect(formatBytes(10 * 1024)).toBe('10 KB');
    expect(formatBytes(20 * megabyte)).toBe('20 MB');
    expect(formatBytes(1.5 * megabyte)).toBe('1.5 MB');
  });
});

describe('UploadDropZone', () => {
  it('takes a dropped file and hands it over', () => {
    const onFile = vi.fn();
    renderPage(<UploadDropZone file={undefined} maximumBytes={megabyte} onFile={onFile} />);
    const file = csv('assets.csv');
    fireEvent.drop(screen.getByTestId('portfolio-drop-zone'), { dataTransfer: { files: [file] } });
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('takes a file from the picker, and refuses a wrong one with the reason', () => {
    const onFile = vi.fn();
    renderPage(<UploadDropZone file={undefined} maximumBytes={megabyte} onFile={onFile} />);
    const input = screen.getByTestId('portfolio-file-input');
    fireEvent.change(input, { target: { files: [csv('notes.txt')] } });
    expect(onFile).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('alert').textContent).toMatch(/notes\.txt is not a CSV or XLSX/);
  });

  it('names the chosen file', () => {
    renderPage(
      <UploadDropZone file={csv('assets.csv')} maximumBytes={megabyte} onFile={() => {}} />,
    );
    expect(screen.getByText(/^assets\.csv \(/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeTruthy();
  });
});

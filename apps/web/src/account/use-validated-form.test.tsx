import { TextInput } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderPage } from '../test-support/render-page.tsx';
import { useValidatedForm, validationDebounceMs } from './use-validated-form.ts';

const schema = z.object({ code: z.string().regex(/^\d{6}$/, 'The code is 6 digits.') });

function CodeForm() {
  const { form, canSubmit } = useValidatedForm(schema, { code: '' });
  return (
    <form>
      <TextInput label="Code" {...form.getInputProps('code')} />
      <button type="submit" disabled={!canSubmit}>
        Verify
      </button>
    </form>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useValidatedForm', () => {
  it('shows a field’s message 700 ms after a wrong change and drops it at once when the field is right', () => {
    vi.useFakeTimers();
    renderPage(<CodeForm />);
    const input = screen.getByLabelText('Code');
    fireEvent.change(input, { target: { value: '123' } });
    expect(screen.queryByText('The code is 6 digits.')).toBeNull();
    act(() => vi.advanceTimersByTime(validationDebounceMs));
    expect(screen.getByText('The code is 6 digits.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '123456' } });
    // Gone before the 700 ms, and the button usable at once.
    expect(screen.queryByText('The code is 6 digits.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    // A wrong change shows the message again only after the pause.
    fireEvent.change(input, { target: { value: '12345' } });
    expect(screen.queryByText('The code is 6 digits.')).toBeNull();
    act(() => vi.advanceTimersByTime(validationDebounceMs));
    expect(screen.getByText('The code is 6 digits.')).toBeTruthy();
  });
});

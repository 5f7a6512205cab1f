import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notIncludedMaterialId } from '@hazardscope/contracts';
import { catalogue, getArchetype } from '@hazardscope/catalogue';
import { ApiError } from '../api/fetch-json.ts';
import { validationDebounceMs } from '../account/use-validated-form.ts';
import { CustomisationPanel } from './customisation-panel.tsx';
import {
  customisationChanges,
  defaultCustomisationValues,
  type CustomisationValues,
} from './customisation-values.ts';
import { materialChoicesOf } from './element-specifications-card.tsx';

// The real catalogue's Simple House, as `GET /api/archetype?acronym=SH` delivers it.
const simpleHouse = getArchetype('SH') ?? missing('the SH archetype');
const archetype = { fields: simpleHouse.fields, elements: simpleHouse.elements };
const materials = materialChoicesOf(catalogue.materialsById);
const roof = simpleHouse.elements.find((element) => element.name === 'Roof covering');
if (roof === undefined) throw new Error('SH has no roof covering element');

/** The analysis as last run: the floor raised to 1.2 m (the default is 0.3 m). */
const current: CustomisationValues = {
  fields: { ...defaultCustomisationValues(archetype).fields, heightAboveGround: 1.2 },
  elements: defaultCustomisationValues(archetype).elements,
};

function renderPanel(
  options: {
    revisionCount?: number;
    purchased?: boolean;
    onSubmit?: (values: CustomisationValues) => Promise<void>;
  } = {},
) {
  const onSubmit = vi.fn(options.onSubmit ?? (async () => {}));
  const onCancel = vi.fn();
  render(
    <MantineProvider>
      <CustomisationPanel
        archetype={archetype}
        materials={materials}
        current={current}
        purchased={options.purchased ?? true}
        revisionCount={options.revisionCount ?? 1}
        onSubmit={onSubmit}
        onSave={() => {}}
        saved={false}
        onCancel={onCancel}
      />
    </MantineProvider>,
  );
  return { onSubmit, onCancel };
}

const floorHeight = () =>
  screen.getByLabelText('Floor height above ground (m)') as HTMLInputElement;
/** The select's input (its dropdown's list carries the same label). */
const materialSelect = (elementName: string) =>
  screen.getByLabelText(`Material of ${elementName}`, { selector: 'input' }) as HTMLInputElement;
const updateButton = () => screen.getByRole('button', { name: 'Update Analysis' });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

async function passValidationPause() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(validationDebounceMs);
  });
}

async function chooseMaterial(elementName: string, materialName: string) {
  fireEvent.click(materialSelect(elementName));
  fireEvent.click(await screen.findByRole('option', { name: materialName }));
}

afterEach(() => {
  vi.useRealTimers();
});

// jsdom re-renders some thirty inputs per change, far slower than a browser (8–15 s a test when the
// suite's other workers load both cores); give each test room.
describe('CustomisationPanel', { timeout: 30_000 }, () => {
  it('shows each field with its default setting beside the current one, and a ? for each', () => {
    renderPanel();
    const row = screen.getByTestId('design-field-heightAboveGround');
    expect(within(row).getByText('0.3')).toBeTruthy();
    expect(floorHeight().value).toBe('1.2');
    // Years keep no thousands separator; money keeps one.
    const buildYear = simpleHouse.fields.buildYear?.default;
    expect(
      within(screen.getByTestId('design-field-buildYear')).getByText(String(buildYear)),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('design-field-replacementCost')).getByText('220,000'),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'About Floor height above ground (m)' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: `About ${roof.name}` })).toBeTruthy();
    // Nothing changed yet: nothing to submit, and the panel says so beside the button.
    expect(isDisabled(updateButton())).toBe(true);
    expect(screen.getByTestId('submit-hint').textContent).toBe(
      'Change a setting to update the analysis.',
    );
  });

  it('builds a material list only when it opens, not fourteen hidden ones with the panel', async () => {
    renderPanel();
    // Every element's list offers 'Not Included'; none is in the page until a list is opened.
    const notIncludedOptions = () =>
      screen.queryAllByRole('option', { name: 'Not Included', hidden: true });
    expect(notIncludedOptions()).toHaveLength(0);
    fireEvent.click(materialSelect(roof.name));
    await screen.findByRole('option', { name: 'Not Included' });
    expect(notIncludedOptions()).toHaveLength(1);
  });

  it("gives the server's message for a value out of range and keeps Update Analysis off", async () => {
    vi.useFakeTimers();
    renderPanel();
    fireEvent.change(floorHeight(), { target: { value: '31' } });
    await passValidationPause();
    expect(screen.getByText('Maximum allowed value is 30.')).toBeTruthy();
    expect(isDisabled(updateButton())).toBe(true);
    fireEvent.change(floorHeight(), { target: { value: '' } });
    await passValidationPause();
    expect(screen.getByText('Required.')).toBeTruthy();
    fireEvent.change(floorHeight(), { target: { value: '2.5' } });
    await passValidationPause();
    expect(screen.queryByText('Required.')).toBeNull();
    expect(isDisabled(updateButton())).toBe(false);
  });

  it("offers 'Not Included' for an element, marks it left out and submits it", async () => {
    const { onSubmit } = renderPanel();
    await chooseMaterial(roof.name, 'Not Included');
    const row = screen.getByTestId(`element-${roof.name}`);
    expect(within(row).getByText(roof.name).style.textDecoration).toBe('line-through');
    expect(within(row).getByText('Changed')).toBeTruthy();
    expect(isDisabled(updateButton())).toBe(false);
    fireEvent.click(updateButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = onSubmit.mock.calls[0]?.[0];
    if (submitted === undefined) throw new Error('no values submitted');
    expect(customisationChanges(archetype, submitted)).toEqual({
      fields: { heightAboveGround: 1.2 },
      elements: { [roof.name]: notIncludedMaterialId },
    });
  });

  it('Reset returns every field and material to the analysis’s current values', async () => {
    renderPanel();
    fireEvent.change(floorHeight(), { target: { value: '4' } });
    await chooseMaterial(roof.name, 'Not Included');
    expect(isDisabled(updateButton())).toBe(false);
    expect(screen.getAllByText('Changed')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Changed')).toBeNull();
    expect(floorHeight().value).toBe('1.2');
    const roofSelect = materialSelect(roof.name);
    expect(roofSelect.value).toBe(
      materials.find((material) => material.id === roof.defaultMaterial)?.name,
    );
    expect(isDisabled(updateButton())).toBe(true);
  });

  it('counts the revisions left and locks the form at the limit', () => {
    renderPanel({ revisionCount: 1 });
    expect(screen.getByTestId('revision-status').textContent).toContain('TWO revisions');
    cleanup();
    renderPanel({ revisionCount: 2 });
    expect(screen.getByTestId('revision-status').textContent).toContain('ONE revision');
  });

  it("at three analyses says 'Maximum number of analysis revisions reached' and disables the fields", () => {
    renderPanel({ revisionCount: 3 });
    expect(screen.getByTestId('revision-status').textContent).toBe(
      'Maximum number of analysis revisions reached.',
    );
    expect(floorHeight().disabled).toBe(true);
    expect(materialSelect(roof.name).disabled).toBe(true);
    expect(isDisabled(updateButton())).toBe(true);
  });

  it('shows a failed re-run in the panel and keeps what was typed', async () => {
    renderPanel({
      onSubmit: () =>
        Promise.reject(
          new ApiError(
            'asset.fields.heightAboveGround: Maximum allowed value is 30.',
            400,
            'asset.fields.heightAboveGround',
          ),
        ),
    });
    fireEvent.change(floorHeight(), { target: { value: '2.5' } });
    fireEvent.click(updateButton());
    expect(await screen.findByText('The analysis was not updated')).toBeTruthy();
    expect(screen.getByText(/Maximum allowed value is 30/)).toBeTruthy();
    expect(floorHeight().value).toBe('2.5');
    expect(floorHeight().disabled).toBe(false);
  });

  it('disables the fields and shows the button loading while the analysis re-runs', async () => {
    let finish: () => void = () => {};
    renderPanel({ onSubmit: () => new Promise<void>((resolve) => (finish = resolve)) });
    fireEvent.change(floorHeight(), { target: { value: '2.5' } });
    fireEvent.click(updateButton());
    await waitFor(() => expect(floorHeight().disabled).toBe(true));
    expect(updateButton().getAttribute('data-loading')).toBe('true');
    await act(async () => finish());
    expect(floorHeight().disabled).toBe(false);
  });

  it('Cancel hands back to the dialog', () => {
    const { onCancel } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

function missing(what: string): never {
  throw new Error(`the catalogue has no ${what}`);
}

import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { LocationResult } from '@hazardscope/contracts';
import { useLocationSearch } from '../api/location.ts';
import classes from './address-search.module.css';

/** Search starts after 500 ms without typing. */
const searchDebounceMs = 500;
/** What to do in the box: its placeholder, and on a phone the line under its label. */
const addressInstruction = 'Enter an address and select from dropdown';
/** The dropdown shows only for queries longer than 3 characters. */
const minimumQueryLengthForDropdown = 4;

export interface AddressSearchProps {
  /** The chosen address, shown in the box. */
  address: string | undefined;
  disabled: boolean;
  onChoose(result: LocationResult): void;
}

/**
 * The address search box: 'Enter an address and select from dropdown'; suggestions from the
 * server's gazetteer (or geocoder); 'lat,lon' or 'lat lon' is offered as coordinates. When the
 * offline gazetteer could match only the town of a street address, its notice says so above the
 * suggestions and points to the map or coordinates.
 */
export function AddressSearch(props: AddressSearchProps) {
  const [query, setQuery] = useState(props.address ?? '');
  const [debouncedQuery] = useDebouncedValue(query, searchDebounceMs);
  const combobox = useCombobox();
  const showDropdown = debouncedQuery.trim().length >= minimumQueryLengthForDropdown;
  const search = useLocationSearch(showDropdown ? debouncedQuery : '');
  const results = search.data?.results ?? [];

  useEffect(() => {
    setQuery(props.address ?? '');
  }, [props.address]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const chosen = results[Number(value)];
        if (!chosen) return;
        setQuery(chosen.label);
        combobox.closeDropdown();
        props.onChoose(chosen);
      }}
    >
      <Combobox.Target>
        <TextInput
          label="Address"
          placeholder={addressInstruction}
          description={addressInstruction}
          classNames={{ input: classes.input, description: classes.description }}
          value={query}
          disabled={props.disabled}
          leftSection={<IconMapPin size={16} />}
          rightSection={search.isFetching ? <Loader size={14} /> : null}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          autoComplete="off"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!showDropdown || search.isPending}>
        {search.data?.notice && (
          <Combobox.Header>
            <Text size="xs" role="status">
              {search.data.notice}
            </Text>
          </Combobox.Header>
        )}
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {results.length === 0 ? (
            <Combobox.Empty>
              {search.data?.notice ? 'No town or city found' : 'No results'}
            </Combobox.Empty>
          ) : (
            results.map((result, index) => (
              <Combobox.Option value={String(index)} key={`${result.label}-${index}`}>
                <Text size="sm">{result.label}</Text>
                {result.kind === 'coordinates' && (
                  <Text size="xs" c="dimmed">
                    Coordinates
                  </Text>
                )}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
        {search.data?.attribution && results.length > 0 && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {search.data.attribution}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}

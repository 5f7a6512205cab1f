import { Box, Stack, Text } from '@mantine/core';
import { useProductConfig } from '../config/product-config.tsx';
import { LazyGlobe } from '../globe/lazy-globe.tsx';
import { StreetView } from './street-view.tsx';

/** The site on the map, zoomed in, and its Street View when imagery is configured. */
export function LocationTab(props: { latitude: number; longitude: number }) {
  const { mapStyleUrl, streetViewApiKey } = useProductConfig();
  return (
    <Stack gap="md">
      <Box h={360}>
        <LazyGlobe
          location={{ latitude: props.latitude, longitude: props.longitude }}
          locationKind="picked"
          selectable={false}
          onSelect={() => undefined}
          styleUrl={mapStyleUrl}
          label="Map of the analysis location"
          // Online imagery is worth seeing close up; offline the map shows the 30 km around the
          // site that the analysis reads (coastline, rivers, urban areas).
          {...(mapStyleUrl ? { cameraHeightMetres: 1_000 } : {})}
        />
      </Box>
      {streetViewApiKey ? (
        <StreetView
          apiKey={streetViewApiKey}
          latitude={props.latitude}
          longitude={props.longitude}
        />
      ) : (
        // Without a Street View key there is no panorama to show: the user reads the same text
        // as for a location Street View does not cover.
        <Text size="sm">There is no Street View data for this location.</Text>
      )}
    </Stack>
  );
}

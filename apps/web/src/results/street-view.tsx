import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** The nearest outdoor panorama within 75 m, facing the asset. */
const searchRadiusMetres = 75;

/** The few Google Maps JavaScript API members used here (loaded at run time with the key). */
interface GoogleMapsNamespace {
  maps: {
    StreetViewService: new () => {
      getPanorama(request: {
        location: { lat: number; lng: number };
        radius: number;
        preference: string;
        sources: string[];
      }): Promise<{
        data: { location?: { latLng?: { lat(): number; lng(): number }; pano?: string } };
      }>;
    };
    StreetViewPanorama: new (element: HTMLElement, options: Record<string, unknown>) => unknown;
    StreetViewPreference: { NEAREST: string };
    StreetViewSource: { OUTDOOR: string };
  };
}

let loading: Promise<GoogleMapsNamespace> | undefined;

function loadGoogleMaps(apiKey: string): Promise<GoogleMapsNamespace> {
  const existing = (window as unknown as { google?: GoogleMapsNamespace }).google;
  if (existing?.maps) return Promise.resolve(existing);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&v=weekly`;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleMapsNamespace }).google;
      if (google?.maps) resolve(google);
      else reject(new Error('Google Maps did not load'));
    };
    script.onerror = () => reject(new Error('Google Maps could not be reached'));
    document.head.append(script);
  });
  return loading;
}

/** Compass bearing (degrees) from one point to another, for facing the asset. */
export function headingDegrees(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const φ1 = toRadians(from.latitude);
  const φ2 = toRadians(to.latitude);
  const Δλ = toRadians(to.longitude - from.longitude);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

type PanoramaState = 'loading' | 'shown' | 'none';

/** The Street View panorama facing the asset, default controls hidden. */
export function StreetView(props: { apiKey: string; latitude: number; longitude: number }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PanoramaState>('loading');
  const { apiKey, latitude, longitude } = props;

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    loadGoogleMaps(apiKey)
      .then(async (google) => {
        const service = new google.maps.StreetViewService();
        const { data } = await service.getPanorama({
          location: { lat: latitude, lng: longitude },
          radius: searchRadiusMetres,
          preference: google.maps.StreetViewPreference.NEAREST,
          sources: [google.maps.StreetViewSource.OUTDOOR],
        });
        const panoramaPosition = data.location?.latLng;
        if (cancelled || !containerRef.current || !panoramaPosition || !data.location?.pano) {
          if (!cancelled) setState('none');
          return;
        }
        new google.maps.StreetViewPanorama(containerRef.current, {
          pano: data.location.pano,
          pov: {
            heading: headingDegrees(
              { latitude: panoramaPosition.lat(), longitude: panoramaPosition.lng() },
              { latitude, longitude },
            ),
            pitch: 0,
          },
          disableDefaultUI: true,
        });
        setState('shown');
      })
      .catch(() => {
        if (!cancelled) setState('none');
      });
    return () => {
      cancelled = true;
    };
  }, [apiKey, latitude, longitude]);

  return (
    <div style={{ position: 'relative', height: 400 }}>
      <div ref={containerRef} style={{ height: '100%', borderRadius: 8, overflow: 'hidden' }} />
      {state !== 'shown' && (
        <Center pos="absolute" inset={0}>
          {state === 'loading' ? (
            <Loader size="sm" aria-label="Loading..." />
          ) : (
            <Text>There is no Street View data for this location.</Text>
          )}
        </Center>
      )}
    </div>
  );
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  coordinatesQuerySchema,
  elevationReplySchema,
  locationSearchQuerySchema,
  locationSearchReplySchema,
  reverseGeocodeReplySchema,
  siteCheckReplySchema,
  surroundingsReplySchema,
} from '@hazardscope/contracts';
import { siteSurroundings } from '@hazardscope/hazard-data';
import { errorResponses } from '../http/error-responses.ts';
import type { RouteContext } from '../http/route-context.ts';
import { checkSite } from '../location/check-site.ts';
import { reverseGeocode } from '../location/reverse-geocode.ts';
import { searchLocations } from '../location/search-locations.ts';

/** Address search, reverse geocoding, site checks, the site's surroundings and elevation. */
export const locationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  const tags = ['location'];

  app.get(
    '/location/search',
    {
      schema: {
        tags,
        summary: "Address search; 'lat,lon' or 'lat lon' is read as coordinates",
        querystring: locationSearchQuerySchema,
        response: { 200: locationSearchReplySchema, ...errorResponses(400, 503) },
      },
    },
    async (request) => searchLocations(context.geocoder, request.query.query, request.query.limit),
  );

  app.get(
    '/location/reverse',
    {
      schema: {
        tags,
        summary: "Nearest place as 'Place, Region, Country', else 'latitude, longitude'",
        querystring: coordinatesQuerySchema,
        response: { 200: reverseGeocodeReplySchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      reverseGeocode(context.geocoder, request.query.latitude, request.query.longitude),
  );

  app.get(
    '/location/site',
    {
      schema: {
        tags,
        summary:
          'Where a point is analysed: on land, on the shoreline, or moved to land from just offshore',
        description:
          'Checks a point against the 30″ GSHHG coastline before an analysis starts; a point clearly at sea is answered with a 400 and a message saying what to do.',
        querystring: coordinatesQuerySchema,
        response: { 200: siteCheckReplySchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      checkSite(context.hazardData, request.query.latitude, request.query.longitude),
  );

  app.get(
    '/location/surroundings',
    {
      schema: {
        tags,
        summary: 'What the analysis reads around a point, for the map at building zoom',
        description:
          'Within 15 km either side of the point: the 30″ GSHHG land cells, the WDBII rivers with their level and the Natural Earth 1:50m urban areas, with the distances the site analysis takes from them (null at sea).',
        querystring: coordinatesQuerySchema,
        response: { 200: surroundingsReplySchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      // The embedded data do not change while the server runs.
      void reply.header('cache-control', 'public, max-age=86400');
      return siteSurroundings(context.hazardData, request.query.latitude, request.query.longitude);
    },
  );

  app.get(
    '/location/elevation',
    {
      schema: {
        tags,
        summary: 'Ground elevation in metres',
        querystring: coordinatesQuerySchema,
        response: { 200: elevationReplySchema, ...errorResponses(400, 503, 504) },
      },
    },
    async (request) => {
      return context.elevationLookup.elevationAt(request.query.latitude, request.query.longitude);
    },
  );
};

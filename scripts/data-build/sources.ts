/**
 * Provenance of every raw source: the citation, the licence and the attribution text the licence
 * asks for. Shared by the derived layers built from the same source.
 */
export interface SourceProvenance {
  source: string;
  licence: string;
  attribution: string;
}

const ipccChapter12: SourceProvenance = {
  source:
    'IPCC AR6 WGI Chapter 12 figure data (IPCC-WG1/Chapter-12 on GitHub; Zenodo doi:10.5281/zenodo.7711675); Ranasinghe et al. 2021',
  licence: 'CC BY 4.0 (IPCC AR6 figure data as distributed by CEDA)',
  attribution:
    'Ranasinghe, R., et al., 2021: Climate Change Information for Regional Impact and for Risk Assessment. In: Climate Change 2021: The Physical Science Basis. Contribution of Working Group I to the Sixth Assessment Report of the IPCC. Cambridge University Press, doi:10.1017/9781009157896.014. Figure data CC BY 4.0.',
};

export const sources = {
  etopo: {
    source:
      'NOAA NGDC (1988) ETOPO5 5-minute gridded global relief, Data Announcement 88-MGG-02, via the Debian ferret-datasets package (etopo5.cdf)',
    licence: 'Public domain (US Government work)',
    attribution:
      'Elevation: NOAA National Centers for Environmental Information (formerly NGDC), ETOPO5 5-minute gridded global relief (1988).',
  },
  gshhg: {
    source:
      'GSHHG 2.3.6 (Wessel & Smith 1996, J. Geophys. Res. 101(B4):8741–8743), rasterised by GMT, via matplotlib/basemap',
    licence: 'LGPL-3.0-or-later',
    attribution:
      'Coastlines, lakes and rivers: GSHHG – A Global Self-consistent, Hierarchical, High-resolution Geography Database, version 2.3.6, P. Wessel and W. H. F. Smith, LGPL-3.0-or-later.',
  },
  gshhgFull: {
    source:
      'GSHHG 2.3.7 full resolution (Wessel & Smith 1996, J. Geophys. Res. 101(B4):8741–8743), rasterised at 30″ by GMT 6.4 grdlandmask (Debian gmt-gshhg-full 2.3.7-6)',
    licence: 'LGPL-3.0-or-later',
    attribution:
      'Coastlines and lakes: GSHHG – A Global Self-consistent, Hierarchical, High-resolution Geography Database, version 2.3.7, P. Wessel and W. H. F. Smith, LGPL-3.0-or-later; rasterised with the Generic Mapping Tools (Wessel et al. 2019).',
  },
  beyer: {
    source:
      'Beyer, Krapp & Manica 2020, Scientific Data 7:236 (doi:10.1038/s41597-020-0552-1), present-day slice via the pastclim R package',
    licence: 'CC BY 4.0',
    attribution:
      'Beyer, R. M., Krapp, M. & Manica, A. (2020) High-resolution terrestrial climate, bioclimate and vegetation for the last 120,000 years. Scientific Data 7, 236. CC BY 4.0.',
  },
  ncep: {
    source:
      'NCEP/NCAR Reanalysis 1 (Kalnay et al. 1996), NOAA PSL, air.mon.ltm (1981–2010 long-term means)',
    licence: 'Public domain; acknowledgement requested by NOAA PSL',
    attribution:
      'NCEP-NCAR Reanalysis 1 data provided by the NOAA PSL, Boulder, Colorado, USA, from their website at https://psl.noaa.gov.',
  },
  ipccChapter12,
  ipccChapter4: {
    source:
      'IPCC AR6 WGI Chapter 4 assessed GSAT projections (IPCC-WG1/Chapter-4_Figure4.11; Lee et al. 2021, doi:10.1017/9781009157896.006); AR6 WGI SPM A.1.2 for observed warming',
    licence: 'Apache-2.0 (repository code and data); IPCC AR6 text CC BY 4.0',
    attribution:
      'Lee, J.-Y., et al., 2021: Future Global Climate: Scenario-Based Projections and Near-Term Information. In: Climate Change 2021: The Physical Science Basis, IPCC AR6 WGI, doi:10.1017/9781009157896.006.',
  },
  hauser: {
    source:
      'CMIP6 multi-model median regional indices at warming levels (M. Hauser, ETH Zürich, cmip_indices_regional, doi:10.5281/zenodo.4603427), as in IPCC AR6 WGI Table 11.SM',
    licence: 'CC BY-SA 4.0 (the derived table is shared under the same licence)',
    attribution:
      'Hauser, M., et al. (2021) cmip_indices_regional: CMIP6 extreme indices averaged over the AR6 reference regions, doi:10.5281/zenodo.4603427, CC BY-SA 4.0.',
  },
  iturbide: {
    source:
      'Iturbide et al. 2020, Earth Syst. Sci. Data 12:2959–2970 (doi:10.5194/essd-12-2959-2020), via SantanderMetGroup/ATLAS',
    licence: 'CC BY 4.0',
    attribution:
      'Iturbide, M., et al. (2020) An update of IPCC climate reference regions for subcontinental analysis of climate model data. Earth Syst. Sci. Data 12, 2959–2970. CC BY 4.0.',
  },
  kirezci: {
    source:
      'Kirezci et al. 2020, Sci. Rep. 10:11629 (doi:10.1038/s41598-020-67736-6): GPD fits of extreme total water level (tide + surge + wave set-up, ERA-Interim 1979–2014) at 9,866 coastal points, via Timh37/projectESL input/kirezci2020_gpd.csv',
    licence: 'CC BY 4.0 (article); data distributed by the authors, attribution required',
    attribution:
      'Extreme total water levels: Kirezci, E., et al. (2020) Projections of global-scale extreme sea levels and resulting episodic coastal flooding over the 21st Century. Scientific Reports 10, 11629. CC BY 4.0.',
  },
  flopros: {
    source:
      'FLOPROS coastal protection standards (Scussolini et al. 2016, NHESS 16:1049) as updated by Tiggeloven et al. 2020 (NHESS 20:1025, Zenodo doi:10.5281/zenodo.3475120), mapped onto COAST-RP points (Dullaart et al. 2021) by T. Hermans, Timh37/projectESL',
    licence:
      'CC BY 4.0 (Tiggeloven et al. 2020) and CC BY 3.0 (Scussolini et al. 2016); attribution required',
    attribution:
      'Coastal protection standards: Tiggeloven, T., et al. (2020) Global-scale benefit–cost analysis of coastal flood adaptation to different flood risk drivers using structural measures. NHESS 20, 1025–1044; Scussolini, P., et al. (2016) FLOPROS: an evolving global database of flood protection standards. NHESS 16, 1049–1061.',
  },
  floprosRiverine: {
    source:
      'FLOPROS merged riverine protection standards (Scussolini et al. 2016, NHESS 16:1049), averaged per country weighted by 2020 population for the World Bank global Unbreakable model (R. Middelanis, rmiddelanis/global-unbreakable-model, data/processed/flopros_protection_processed.csv)',
    licence: 'CC BY 3.0 (Scussolini et al. 2016); MIT (the aggregation code and table)',
    attribution:
      'Riverine protection standards: Scussolini, P., et al. (2016) FLOPROS: an evolving global database of flood protection standards. NHESS 16, 1049–1061; national population-weighted means from the global Unbreakable model (Middelanis et al., World Bank).',
  },
  factsTideGauges: {
    source:
      'AR6-framework relative sea-level projections for 2100 at PSMSL tide gauges from FACTS v1.1.5 (Garner et al. 2021, doi:10.5281/zenodo.5914709; Fox-Kemper et al. 2021), compiled by B. S. Grandey (grandey/d25a-rsl-fusion)',
    licence: 'MIT (compilation); AR6 sea-level projections CC BY 4.0',
    attribution:
      'Sea-level projections at tide gauges: Garner, G. G., et al. (2021) IPCC AR6 Sea Level Projections, doi:10.5281/zenodo.5914709 (CC BY 4.0); compiled by B. S. Grandey, grandey/d25a-rsl-fusion (MIT).',
  },
  gsdrIdf: {
    source:
      'GSDR-IDF (Green, Guerreiro & Fowler 2026, Global Intensity-Duration-Frequency curves based on observed sub-daily rainfall, Scientific Data 13:455, doi:10.1038/s41597-026-06858-4; data archived on Zenodo, doi:10.5281/zenodo.18152624): the regional-frequency-analysis 24-hour GEV table data/RFA_24h_gev.csv of the dataset portal repository amyycb/globalextremes on GitHub (commit 7db755c, 2025-07-19), read 2026-11-29',
    licence:
      'Not read here: the GitHub repository carries no licence file and the Zenodo record could not be opened; the paper describes the dataset as openly accessible. Confirm the Zenodo licence before redistribution.',
    attribution:
      'Extreme rainfall: Green, A. C., Guerreiro, S. B. & Fowler, H. J. (2026) Global Intensity-Duration-Frequency curves based on observed sub-daily rainfall (GSDR-IDF). Scientific Data 13, 455. Gauge records from the Global Sub-Daily Rainfall dataset (GSDR).',
  },
  noaaSeaLevelTrends: {
    source:
      'NOAA CO-OPS relative sea-level trends (tidesandcurrents.noaa.gov/sltrends), global (PSMSL-based, to 2022) and US (to 2023) station lists',
    licence: 'Public domain (US Government work)',
    attribution:
      'Relative sea-level trends: NOAA Center for Operational Oceanographic Products and Services.',
  },
  ashraeClimaticDesign2013: {
    source:
      'ASHRAE Handbook—Fundamentals 2013, ch. 14 Climatic Design Information, yearly design conditions of 6,443 stations (extreme annual dry-bulb temperature: mean and standard deviation of the annual maxima, mostly 1986–2010), as redistributed with the EnergyPlus weather converter (NREL/EnergyPlus, bin/WeatherConverter/ASHRAE_2013_Yearly_DesignConditions.csv at commit fb6b50664c327eb265733ec5cc3f8c37d9a8d694)',
    licence:
      'Figures of the ASHRAE Handbook (© ASHRAE), redistributed in EnergyPlus under its BSD-3-Clause-style licence (EnergyPlus states no separate terms for the table); only station positions, periods and the two annual-maximum statistics are embedded',
    attribution:
      'Hot-day level: ASHRAE Handbook—Fundamentals (2013), ch. 14 Climatic Design Information, via EnergyPlus © 1996–2024 The Board of Trustees of the University of Illinois, The Regents of the University of California (Lawrence Berkeley National Laboratory), Oak Ridge National Laboratory (UT-Battelle), Alliance for Sustainable Energy, LLC, and other contributors (BSD-3-Clause-style licence).',
  },
  mimiGive: {
    source:
      'Sea-level fingerprints by A. Slangen (Slangen et al. 2014) on DIVA coastal segments (Vafeidis et al. 2008), via rffscghg/MimiGIVE.jl data/CIAM',
    licence: 'MIT (MimiGIVE.jl)',
    attribution:
      'Sea-level fingerprints: A. Slangen; DIVA coastal segments: Vafeidis, A. T., et al. (2008) J. Coastal Res. 24(4), 917–924; via MimiGIVE.jl (Rennert et al. 2022), MIT licence.',
  },
  geff: {
    source:
      'GEFF-ERA5 fire danger reanalysis, Vitolo et al. 2020, Scientific Data 7:216 (doi:10.1038/s41597-020-0554-z), ECMWF / Copernicus EMS',
    licence: 'Copernicus licence (free use with attribution)',
    attribution:
      'Contains modified Copernicus Emergency Management Service information (GEFF-ERA5, 2017); Vitolo, C., et al. (2020) ERA5-based global meteorological wildfire danger maps, Scientific Data 7, 216.',
  },
  bestTracks: {
    source:
      'NOAA NHC HURDAT2 (Landsea & Franklin 2013) and US Navy Joint Typhoon Warning Center best tracks; site-wind return levels by the Hazardscope data sourcing (modified Rankine vortex, Willoughby et al. 2006; GPD peaks over threshold, Hosking & Wallis 1987)',
    licence: 'Public domain (US Government works); derived grids by Hazardscope',
    attribution:
      'Tropical-cyclone tracks: NOAA National Hurricane Center HURDAT2 and US Navy Joint Typhoon Warning Center best-track data.',
  },
  buildingCodes: {
    source:
      'Published building-code basic wind speeds by jurisdiction: EN 1991-1-4 national annexes (incl. Singapore NA to SS EN 1991-1-4:2009, Spain CTE DB SE-AE), ASCE 7-05 Figure 6-1, NBC Canada 2015 Table C-2, AS/NZS 1170.2:2021 Table 3.1, GB 50009-2012 Appendix E, IS 875 (Part 3):2015 Annex A, BNBC 2020 Table 6.2.8, NSCP 2015 Section 207A.5, SIA 261:2020 Annex E, the Fiji national wind-load standard (66 m/s), Onundi et al. 2009 Nigerian wind isopleths, Building Standard Law of Japan (MLIT notification 1454)',
    licence: 'Numerical values quoted from the standards (facts); table compiled by Hazardscope',
    attribution:
      'Basic wind speeds after the EN 1991-1-4 national annexes, ASCE 7-05, NBC 2015, AS/NZS 1170.2:2021, GB 50009-2012, IS 875-3:2015, BNBC 2020, NSCP 2015, SIA 261:2020, the Fiji wind-load standard, Onundi et al. 2009 (Nigeria) and the Japanese Building Standard Law notification 1454 (zones simplified).',
  },
  jurisdictions: {
    source:
      'DCW-GMT 2.1.1 country and state polygons (Digital Chart of the World, enhanced by the GMT team; Debian gmt-dcw) with ISO 3166-1/3166-2 codes; Natural Earth 1:10m admin-0 and admin-1 v4.1 (generalised, QGIS world_map) for ISO alpha-3 and admin-1 elsewhere',
    licence: 'DCW-GMT LGPL-3.0-or-later; Natural Earth public domain',
    attribution:
      'Boundaries: DCW-GMT (Digital Chart of the World for GMT, LGPL-3.0-or-later); Made with Natural Earth.',
  },
  eberenz: {
    source:
      'Eberenz, Lüthi & Bresch 2021, Nat. Hazards Earth Syst. Sci. 21:393–415 (doi:10.5194/nhess-21-393-2021), values as tabled in CLIMADA (climada_python trop_cyclone.py and tc_impf_cal_v01_*.csv)',
    licence: 'CC BY 4.0 (paper values)',
    attribution:
      'Eberenz, S., Lüthi, S. & Bresch, D. N. (2021) Regional tropical cyclone impact functions for globally consistent risk assessments. Nat. Hazards Earth Syst. Sci. 21, 393–415. CC BY 4.0.',
  },
  era5SoilType: {
    source:
      'ERA5/IFS soil texture class slt (Hersbach et al. 2020, QJRMS 146:1999; ECMWF IFS Cy45r1 Part IV ch. 8), from the FAO/UNESCO Digital Soil Map of the World, via SpeedyWeather/SpeedyWeatherAssets',
    licence: 'Copernicus C3S licence (free use and redistribution with attribution)',
    attribution:
      'Contains modified Copernicus Climate Change Service information (ERA5 soil type); soil texture after the FAO/UNESCO Digital Soil Map of the World.',
  },
  naturalEarth: {
    source: 'Natural Earth 1:50m cultural vectors, urban areas (derived from MODIS 2002–03)',
    licence: 'Public domain',
    attribution: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.',
  },
  naturalEarthPopulatedPlaces: {
    source:
      'Natural Earth 1:10m cultural vectors, populated places v4.0 (7,343 places with their agglomeration population pop_max), via martynafford/natural-earth-geojson; built-up densities by country group from Angel, Sheppard, Civco et al. (2010/2011, The Persistent Decline in Urban Densities, Lincoln Institute of Land Policy)',
    licence: 'Public domain',
    attribution: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.',
  },
} satisfies Record<string, SourceProvenance>;

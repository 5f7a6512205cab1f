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
  jrc: {
    source:
      'JRC LISCoAsT global extreme total water levels, Vousdoukas et al. 2018, Nat. Commun. 9:2360 (via IPCC-WG1/Chapter-12 Figure 12.4 data)',
    licence: 'EU reuse with acknowledgement (Commission Decision 2011/833/EU)',
    attribution:
      'Extreme sea levels: © European Union, Joint Research Centre, LISCoAsT (Vousdoukas, M. I., et al. 2018, Global probabilistic projections of extreme sea levels show intensification of coastal flood hazard, Nat. Commun. 9, 2360).',
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
      'Published building-code basic wind speeds: EN 1991-1-4 national annexes, ASCE 7-05, AS/NZS 1170.2:2011, NBCC 2015, GB 50009-2012, IS 875 (Part 3):2015, AIJ/BSL (Japan); region boxes drawn by Hazardscope',
    licence: 'Numerical values quoted from the standards (facts); table compiled by Hazardscope',
    attribution:
      'Basic wind speeds after EN 1991-1-4 national annexes, ASCE 7-05, AS/NZS 1170.2:2011, NBCC 2015, GB 50009-2012, IS 875-3:2015 and the Japanese Building Standard Law notification 1454 (simplified regions).',
  },
} satisfies Record<string, SourceProvenance>;

// Riverside streets flooded by their river in living memory, each beside a hill 3–8 km away in the
// same town that the same flood did not reach. Written down from the flood records and maps before
// the engine was run at any of these points: the riverside point must get more riverine Value At
// Risk than its hill, whatever the engine's constants. `confidence` says whether the flood record
// was read in the cited source while the pair was written (`checked`) or is recalled; the hill's
// height is recalled from topographic maps in every pair.

export interface RiversidePoint {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  /**
   * The point's ground (m above sea level) as a user would enter it, where the pair records one:
   * recalled from topographic maps, as the hills' heights are.
   */
  readonly groundMetres?: number;
}

export interface RiversideHillPair {
  readonly id: string;
  readonly town: string;
  readonly river: string;
  /** The street or square the river flooded. */
  readonly riverside: RiversidePoint;
  /** Higher ground in the same town, 3–8 km from the riverside point, which the flood did not reach. */
  readonly hill: RiversidePoint & { readonly heightNote: string };
  readonly flood: {
    readonly date: string;
    /** The flood as the source states it. */
    readonly record: string;
    readonly source: { readonly title: string; readonly url: string };
    readonly confidence: 'checked' | 'recalled';
  };
}

export const riversideHillPairs: readonly RiversideHillPair[] = [
  {
    id: 'dresden',
    town: 'Dresden, Germany',
    river: 'Elbe',
    riverside: { name: 'Theaterplatz (Semperoper)', latitude: 51.0545, longitude: 13.7355 },
    hill: {
      name: 'Südhöhe plateau (Mockritz)',
      latitude: 51.012,
      longitude: 13.746,
      heightNote: 'About 4.7 km south of the Semperoper, over 100 m above the Elbe.',
    },
    flood: {
      date: '2002-08-17',
      record:
        'Im Sommer 2002 überfluteten … am 16./17. August die Elbe große Teile des Stadtgebietes. In der Innenstadt wurden die Semperoper, der Zwinger und der Landtag überflutet. … Pegelstand von 9,40 m.',
      source: {
        title: 'Hochwasser in Dresden 2002 (and DW, "Dresden under Water", 17 Aug 2002)',
        url: 'http://photography.kral-artifex.com/?p=656',
      },
      confidence: 'checked',
    },
  },
  {
    id: 'passau',
    town: 'Passau, Germany',
    river: 'Danube (with the Inn and the Ilz)',
    riverside: { name: 'Rathausplatz (old town hall)', latitude: 48.5748, longitude: 13.4658 },
    hill: {
      name: 'Salzweg, on the plateau north of the city',
      latitude: 48.617,
      longitude: 13.483,
      heightNote:
        'About 4.9 km north of the Rathaus, ~430 m above sea level, ~140 m above the Danube.',
    },
    flood: {
      date: '2013-06-03',
      record:
        'Die Donau stieg am Abend des 03.06.2013 auf 12,89 Meter … die Altstadt … völlig überflutet; at the old town hall the water stood 3.06 m above the square.',
      source: {
        title: 'Passau floods (Travel Signposts) and Hochwasser Passau 2013 (orkanwetter.de)',
        url: 'https://www.travelsignposts.com/Germany/sightseeing/passau-floods',
      },
      confidence: 'checked',
    },
  },
  {
    id: 'cedar-rapids',
    town: 'Cedar Rapids, Iowa, USA',
    river: 'Cedar River',
    riverside: { name: 'Czech Village, 16th Avenue SW', latitude: 41.966, longitude: -91.665 },
    hill: {
      name: 'Westdale, Wilson Avenue SW',
      latitude: 41.952,
      longitude: -91.718,
      heightNote: 'About 4.6 km west of Czech Village, on the upland 40–50 m above the river.',
    },
    flood: {
      date: '2008-06-13',
      record:
        "In the city's June 2008 flood disaster, the river climbed to 31.12 feet, more than 11 feet above the previous record; Czech Village along the riverfront was flooded.",
      source: {
        title: 'The Gazette (Cedar Rapids), 30 May 2013; The Gazette City Hall blog, 17 June 2008',
        url: 'https://www.thegazette.com/2013/05/30/cedar-rapids-expects-11th-highest-cedar-river-crest-in-history-saturday',
      },
      confidence: 'checked',
    },
  },
  {
    id: 'davenport',
    town: 'Davenport, Iowa, USA',
    river: 'Mississippi',
    riverside: { name: 'East 2nd Street at Pershing Avenue', latitude: 41.522, longitude: -90.568 },
    hill: {
      name: 'West Davenport upland, Locust Street',
      latitude: 41.54,
      longitude: -90.625,
      heightNote: 'About 5.1 km north-west of the breach, on the bluff 40–60 m above the river.',
    },
    flood: {
      date: '2019-04-30',
      record:
        "Floodwaters on Tuesday afternoon breached the city's HESCO barrier at River Drive and Pershing Avenue, flooding a two- to three-block area along River Drive and Second Street.",
      source: {
        title: 'Des Moines Register, 1 May 2019',
        url: 'https://www.desmoinesregister.com/story/news/2019/05/01/davenport-flooding-infrastructure-monitored-mississippi-river-quad-cities-iowa-flood-reaches-crest/3640048002/',
      },
      confidence: 'checked',
    },
  },
  {
    id: 'brisbane',
    town: 'Brisbane, Queensland, Australia',
    river: 'Brisbane River',
    riverside: { name: 'Milton, Park Road', latitude: -27.47, longitude: 153.005 },
    hill: {
      name: 'Mount Coot-tha summit',
      latitude: -27.483,
      longitude: 152.957,
      heightNote: 'About 5 km west of Milton, 287 m above sea level.',
    },
    flood: {
      date: '2011-01-13',
      record:
        'The Brisbane River peaked at 4.46 metres early this morning …; by 10am on Tuesday there was already water on the roads around Milton.',
      source: {
        title:
          'Crikey, 13 Jan 2011; ABC Brisbane, "The flood that broke Brisbane\'s bank", 27 Jan 2011',
        url: 'http://www.abc.net.au/local/stories/2011/01/21/3118191.htm',
      },
      confidence: 'checked',
    },
  },
  {
    id: 'brisbane-rocklea',
    town: 'Brisbane, Queensland, Australia',
    river: 'Brisbane River (backwater up Oxley Creek)',
    riverside: {
      name: 'Rocklea, Sherwood Road (Rocklea Markets)',
      latitude: -27.545,
      longitude: 153.005,
      groundMetres: 6,
    },
    hill: {
      name: 'Mount Gravatt summit',
      latitude: -27.5386,
      longitude: 153.0806,
      heightNote: 'About 7.5 km east of Rocklea, 195 m above sea level.',
      groundMetres: 195,
    },
    flood: {
      date: '2011-01-13',
      record:
        "A deep inland lake has formed in the suburb of Rocklea in Brisbane's south … Sherwood Road, the Rocklea Markets and surrounding streets below the Ipswich Road rail bridge are all about 3 metres below water.",
      source: {
        title: 'Brisbane Times, "Inland lake swallows Rocklea", 13 Jan 2011',
        url: 'http://www.brisbanetimes.com.au/environment/weather/inland-lake-swallows-rocklea-20110113-19p8y.html',
      },
      confidence: 'checked',
    },
  },
  {
    id: 'lismore',
    town: 'Lismore, New South Wales, Australia',
    river: 'Wilsons River',
    riverside: { name: 'CBD, Molesworth Street', latitude: -28.8105, longitude: 153.2775 },
    hill: {
      name: 'Goonellabah',
      latitude: -28.817,
      longitude: 153.317,
      heightNote: 'About 3.9 km east of the CBD, on the ridge ~150 m above sea level.',
    },
    flood: {
      date: '2022-02-28',
      record:
        "Lismore's flood peaked at 14.4 metres. It's the largest flood on record; rescue crews responded to more than 400 calls from people trapped inside the Lismore CBD.",
      source: {
        title: 'NSW Nationals flood update, Feb 2022; The Age, 28 Feb 2022',
        url: 'https://www.theage.com.au/politics/nsw/unprecedented-disaster-hits-north-eastern-nsw-with-fears-for-lives-20220228-p5a0g7.html',
      },
      confidence: 'checked',
    },
  },
];

/** The seeded three-level service tree: [name, description, children]. */
export type ServiceSeed = [string, string, ServiceSeed[]?];

export const SERVICE_TREE: ServiceSeed[] = [
  [
    'Home Cleaning',
    'Deep and regular cleaning for homes and apartments',
    [
      [
        'Full Home Cleaning',
        'Top-to-bottom cleaning of every room',
        [
          ['1 BHK Deep Cleaning', 'Deep cleaning for one-bedroom homes'],
          ['2 BHK Deep Cleaning', 'Deep cleaning for two-bedroom homes'],
          ['3 BHK Deep Cleaning', 'Deep cleaning for three-bedroom homes'],
        ],
      ],
      [
        'Kitchen Cleaning',
        'Degreasing of hob, chimney, cabinets and tiles',
        [
          ['Chimney Cleaning', 'Filter and duct degreasing'],
          ['Cabinet Cleaning', 'Inside and outside of kitchen cabinets'],
        ],
      ],
      [
        'Bathroom Cleaning',
        'Descaling and disinfection of bathrooms',
        [['Tile Descaling', 'Removal of hard-water stains']],
      ],
      ['Sofa & Carpet Cleaning', 'Shampooing and vacuuming of upholstery'],
    ],
  ],
  [
    'Plumbing',
    'Leaks, fittings, drains and water tanks',
    [
      [
        'Tap & Mixer',
        'Repair and installation of taps and mixers',
        [
          ['Tap Repair', 'Fix leaking or stiff taps'],
          ['Mixer Installation', 'Install wall or basin mixers'],
        ],
      ],
      [
        'Drain Blockage',
        'Clearing of blocked drains and sinks',
        [
          ['Kitchen Sink Blockage', 'Clear a blocked kitchen sink'],
          ['Bathroom Drain Blockage', 'Clear a blocked bathroom drain'],
        ],
      ],
      ['Water Tank Cleaning', 'Overhead and underground tank cleaning'],
      ['Toilet Repair', 'Flush tanks, seats and leaks'],
    ],
  ],
  [
    'Electrical',
    'Wiring, switches, lights and appliances',
    [
      [
        'Fans',
        'Ceiling and wall fan work',
        [
          ['Fan Installation', 'Install a ceiling or wall fan'],
          ['Fan Repair', 'Noise, speed and regulator problems'],
        ],
      ],
      [
        'Switches & Sockets',
        'Replace or add switchboards',
        [['Switchboard Replacement', 'Replace a damaged switchboard']],
      ],
      ['Lights', 'Tube lights, LED panels and decorative lights'],
      ['Inverter & Stabiliser', 'Installation and servicing'],
    ],
  ],
  [
    'Appliance Repair',
    'Service and repair of home appliances',
    [
      [
        'AC Service',
        'Split and window air conditioners',
        [
          ['AC Jet Service', 'Foam and jet cleaning of indoor unit'],
          ['AC Gas Refill', 'Leak check and gas top-up'],
          ['AC Installation', 'Install a split or window AC'],
        ],
      ],
      ['Washing Machine Repair', 'Front and top load machines'],
      ['Refrigerator Repair', 'Cooling, noise and leakage problems'],
      ['Water Purifier Service', 'Filter change and servicing'],
    ],
  ],
  [
    'Pest Control',
    'Safe treatments for homes and offices',
    [
      ['Cockroach Control', 'Gel and spray treatment'],
      ['Termite Control', 'Drill-fill-seal anti-termite treatment'],
      ['Bed Bug Control', 'Two-visit bed bug treatment'],
    ],
  ],
  [
    'Painting',
    'Interior and exterior painting',
    [
      [
        'Interior Painting',
        'Walls and ceilings',
        [
          ['Single Room Painting', 'One room, walls and ceiling'],
          ['Full Home Painting', 'Every room of the home'],
        ],
      ],
      ['Exterior Painting', 'Weather-proof exterior coats'],
      ['Waterproofing', 'Terrace and wall waterproofing'],
    ],
  ],
  [
    'Carpentry',
    'Furniture repair and fittings',
    [
      ['Furniture Assembly', 'Beds, wardrobes and tables'],
      ['Door & Window Repair', 'Hinges, locks and channels'],
    ],
  ],
  [
    'Beauty & Spa',
    'Salon services at home',
    [
      [
        'Salon for Women',
        'Waxing, facials and manicure',
        [
          ['Waxing', 'Full arms, legs and face'],
          ['Facial', 'Cleanup and facials'],
        ],
      ],
      ['Salon for Men', 'Haircut, shave and grooming', [['Haircut', 'Haircut and styling at home']]],
      ['Massage', 'Relaxing full-body massage'],
    ],
  ],
  [
    'Moving & Packing',
    'Home and office shifting',
    [
      ['Local Shifting', 'Within the city'],
      ['Intercity Shifting', 'Between cities'],
    ],
  ],
  [
    'Tutoring',
    'Home tutors for school subjects',
    [
      ['Mathematics', 'Classes 6 to 12'],
      ['Science', 'Physics, chemistry and biology'],
      ['Languages', 'English and Hindi'],
    ],
  ],
  ['Gardening', 'Garden care and landscaping'],
  [
    'Vehicle Cleaning',
    'Car and bike washing at home',
    [
      ['Car Wash', 'Exterior foam wash and interior vacuum'],
      ['Bike Wash', 'Foam wash and polish'],
    ],
  ],
];

/** The demo shopper (credentials shown on the login form when app_environment is local). */
export const DEMO_CUSTOMER = {
  name: 'Demo Customer',
  phone: '01700000000',
  phoneCode: '880',
  country: 'Bangladesh',
  email: 'demo@shopmart.example',
  password: 'secret123',
  gender: 'female',
  dateOfBirth: '1994-06-15',
} as const;

export const DEMO_ADDRESSES = [
  {
    name: 'Demo Customer',
    phone: '01700000000',
    area: 'Gulshan',
    flat_no: '5B',
    post_code: '1212',
    address_line: 'House 12, Road 7, Gulshan 1',
    address_line2: 'Near Gulshan Lake Park',
    address_type: 'home',
    is_default: true,
    latitude: 23.7806,
    longitude: 90.4163,
  },
  {
    name: 'Demo Customer',
    phone: '01700000000',
    area: 'Banani',
    flat_no: 'Level 9',
    post_code: '1213',
    address_line: 'Tower 3, Kemal Ataturk Avenue',
    address_line2: null,
    address_type: 'office',
    is_default: false,
    latitude: 23.7937,
    longitude: 90.4066,
  },
] as const;

/** Shoppers who wrote the demo reviews; they have no password and cannot sign in. */
export const REVIEWERS = [
  'Ayesha Rahman',
  'Omar Haddad',
  'Sara Ahmed',
  'Daniel Brooks',
  'Fatima Khan',
  'Liam Carter',
  'Noor Al-Sayed',
  'Priya Sharma',
  'Yusuf Karim',
  'Emma Wilson',
  'Hassan Ali',
  'Mina Park',
];

export const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Exactly as described and arrived two days early. Very happy with it!',
    'Excellent quality for the price. I have already ordered a second one.',
    'Beautifully packed and the shop kept me updated the whole way.',
    'Better than I expected. Highly recommended.',
  ],
  4: [
    'Good quality overall, delivery took a day longer than promised.',
    'Really nice, just wish there were more colour options.',
    'Works well and looks great. Packaging could be better.',
  ],
  3: [
    'It is okay for the price, nothing special.',
    'Decent, but the size runs a little small.',
  ],
  2: ['Not quite what the photos suggested. The shop was helpful though.'],
  1: ['Arrived damaged; the refund was processed quickly after a ticket.'],
};

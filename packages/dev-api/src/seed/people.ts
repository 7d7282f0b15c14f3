import type { Rng } from './random';

const MALE = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Rohan',
  'Rahul',
  'Vikram',
  'Sanjay',
  'Amit',
  'Suresh',
  'Ramesh',
  'Manoj',
  'Karan',
  'Nikhil',
  'Pranav',
  'Siddharth',
  'Harish',
  'Deepak',
  'Anil',
  'Rajesh',
  'Imran',
  'Farhan',
  'Joseph',
  'Thomas',
  'Gurpreet',
  'Harpreet',
  'Venkat',
  'Srinivas',
  'Mohan',
  'Kiran',
  'Ajay',
  'Vijay',
  'Naveen',
  'Prakash',
  'Sunil',
  'Ashok',
  'Dinesh',
  'Gopal',
  'Yusuf',
  'Abhishek',
];
const FEMALE = [
  'Ananya',
  'Diya',
  'Priya',
  'Sneha',
  'Pooja',
  'Kavya',
  'Neha',
  'Aishwarya',
  'Meera',
  'Lakshmi',
  'Sunita',
  'Anjali',
  'Ritu',
  'Shreya',
  'Divya',
  'Nisha',
  'Swati',
  'Rekha',
  'Fatima',
  'Ayesha',
  'Mary',
  'Simran',
  'Harleen',
  'Padma',
  'Revathi',
  'Bhavna',
  'Komal',
  'Jyoti',
  'Sana',
  'Tanvi',
];
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Kumar',
  'Patel',
  'Shah',
  'Reddy',
  'Rao',
  'Nair',
  'Menon',
  'Iyer',
  'Pillai',
  'Das',
  'Bose',
  'Chatterjee',
  'Mukherjee',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Patil',
  'Jadhav',
  'Khan',
  'Sheikh',
  'Ansari',
  "D'Souza",
  'Fernandes',
  'Gill',
  'Sandhu',
  'Mehta',
  'Agarwal',
  'Bansal',
  'Chopra',
  'Malhotra',
  'Kapoor',
  'Yadav',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Naidu',
];
const CITIES: [string, string, string[]][] = [
  ['Mumbai', '400', ['Andheri West', 'Bandra East', 'Powai', 'Goregaon', 'Dadar', 'Chembur', 'Borivali']],
  ['Pune', '411', ['Kothrud', 'Baner', 'Hinjewadi', 'Viman Nagar', 'Hadapsar', 'Aundh']],
  [
    'Bengaluru',
    '560',
    ['Koramangala', 'Indiranagar', 'Whitefield', 'HSR Layout', 'Jayanagar', 'Marathahalli'],
  ],
  ['Hyderabad', '500', ['Gachibowli', 'Madhapur', 'Kukatpally', 'Banjara Hills', 'Secunderabad']],
  ['Chennai', '600', ['Adyar', 'T Nagar', 'Velachery', 'Anna Nagar', 'Tambaram']],
  ['Delhi', '110', ['Dwarka', 'Rohini', 'Saket', 'Lajpat Nagar', 'Karol Bagh', 'Janakpuri']],
  ['Ahmedabad', '380', ['Navrangpura', 'Satellite', 'Bopal', 'Maninagar']],
  ['Kolkata', '700', ['Salt Lake', 'Ballygunge', 'Behala', 'New Town']],
];
const STREETS = [
  'MG Road',
  'Station Road',
  'Link Road',
  'Church Street',
  'Main Road',
  'Temple Street',
  'Lake View Road',
  'Park Street',
  'Market Road',
  'Gandhi Nagar',
];
const BUILDINGS = [
  'Sai Residency',
  'Shanti Apartments',
  'Green Park',
  'Sunrise Towers',
  'Lotus Heights',
  'Krishna Complex',
  'Royal Enclave',
  'Silver Oak',
];

export interface Person {
  name: string;
  gender: 'm' | 'f';
  email: string;
}

export function person(rng: Rng, n: number): Person {
  const gender = rng.chance(0.6) ? 'm' : 'f';
  const first = rng.pick(gender === 'm' ? MALE : FEMALE);
  const last = rng.pick(LAST);
  const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    name: `${first} ${last}`,
    gender,
    email: `${handle}${n % 97}@${rng.pick(['gmail.com', 'yahoo.in', 'outlook.com', 'rediffmail.com'])}`,
  };
}

/** Unique 10-digit mobile numbers starting with 6-9 (never the admin's 9000000000). */
export class Mobiles {
  private readonly used = new Set<string>(['9000000000']);
  constructor(private readonly rng: Rng) {}
  next(): string {
    for (;;) {
      const m = `${this.rng.int(6, 9)}${this.rng.digits(9)}`;
      if (!this.used.has(m)) {
        this.used.add(m);
        return m;
      }
    }
  }
}

export function address(rng: Rng): string {
  const [city, pin, areas] = rng.pick(CITIES);
  const flat = rng.chance(0.6)
    ? `Flat ${rng.int(1, 20)}0${rng.int(1, 8)}, ${rng.pick(BUILDINGS)}, `
    : `${rng.int(1, 250)}, `;
  return `${flat}${rng.pick(STREETS)}, ${rng.pick(areas)}, ${city} ${pin}0${rng.int(10, 99)}`;
}

export const SHOP_WORDS = [
  'Sai',
  'Shree',
  'New',
  'Royal',
  'City',
  'Lucky',
  'Star',
  'Ganesh',
  'Balaji',
  'Green',
  'Metro',
  'Apna',
  'Modern',
  'Janata',
  'Fresh',
];

export const REVIEW_TEXTS: [string, string, number][] = [
  ['Excellent service', 'Arrived on time, very professional and cleaned up after the job.', 5],
  ['Very happy', 'Quick diagnosis and a fair price. Will book again.', 5],
  ['Good work', 'Job done well, though he came 20 minutes late.', 4],
  ['Decent', 'Work was fine but the rate was a little high for the area.', 3],
  ['Average experience', 'Needed a second visit to finish the job.', 3],
  ['Not satisfied', 'The problem came back after two days.', 2],
  ['Poor', 'Rude behaviour and left a mess behind.', 1],
  ['Great value', 'Polite, careful with the furniture and explained everything.', 5],
  ['Reliable', 'Third time booking, consistent quality every time.', 4],
  ['Call me for a better deal', 'Contact me directly on WhatsApp for cheaper rates!!!', 1],
];

export const FLAG_REASONS = [
  'Spam or advertising',
  'Offensive language',
  'Fake review',
  'Personal information shared',
  'Not related to the service',
];

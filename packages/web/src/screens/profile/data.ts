/** My Profile is local only (spec §2 My Profile): the details are kept in this browser's localStorage. */
export interface ProfileDetails {
  fullName: string;
  email: string;
  phone: string;
}

const PROFILE_KEY = 'profileDetails';

const SAMPLE_PROFILE: ProfileDetails = { fullName: 'Admin User', email: 'admin@example.com', phone: '' };

export function readProfile(): ProfileDetails {
  try {
    const raw = JSON.parse(localStorage.getItem(PROFILE_KEY) ?? 'null') as Partial<ProfileDetails> | null;
    if (!raw || typeof raw !== 'object') return SAMPLE_PROFILE;
    const str = (v: unknown, d: string) => (typeof v === 'string' ? v : d);
    return {
      fullName: str(raw.fullName, SAMPLE_PROFILE.fullName),
      email: str(raw.email, SAMPLE_PROFILE.email),
      phone: str(raw.phone, ''),
    };
  } catch {
    return SAMPLE_PROFILE;
  }
}

export function saveProfile(p: ProfileDetails): void {
  try {
    localStorage.setItem(PROFILE_KEY, JSON.stringify(p));
  } catch {
    // storage blocked: the change stays for this page only
  }
}

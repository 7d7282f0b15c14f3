/** My Profile is local only (spec §2 My Profile): the details are kept in this browser's localStorage. */
export interface ProfileDetails {
  fullName: string;
  email: string;
  phone: string;
}

const PROFILE_KEY = 'profileDetails';

const SAMPLE_PROFILE: ProfileDetails = { fullName: 'Admin User', email: 'admin@example.com', phone: '' };

/** The saved details, each one not saved (or not text) the sample's. */
export function readProfile(): ProfileDetails {
  try {
    const saved = JSON.parse(localStorage.getItem(PROFILE_KEY) ?? 'null') as Record<string, unknown> | null;
    const text = (key: keyof ProfileDetails) => {
      const v = saved?.[key];
      return typeof v === 'string' ? v : SAMPLE_PROFILE[key];
    };
    return { fullName: text('fullName'), email: text('email'), phone: text('phone') };
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

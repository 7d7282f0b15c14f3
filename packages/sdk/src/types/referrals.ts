/** V Vendor, C Client. */
export type UserType = 'V' | 'C';

/** Token (points) conversion row. */
export interface TokenMapping {
  mappingId: number;
  redemptionType: string;
  requiredTokens: number;
  equivalentValue: number;
}

export interface ReferralCode {
  codeId: number;
  referralCode: string;
  isActive: boolean;
  userType: UserType | string;
  vendorName?: string | null;
  clientName?: string | null;
}

export interface ReferralConfig {
  configId: number;
  referrerUserType: UserType | string;
  referredUserType: UserType | string;
  referrerRewardTokens: number;
  referredRewardTokens: number;
}

/**
 * Compile-time proof that each response schema and the SDK's TypeScript type of its entity agree:
 * every value of one is a value of the other, and they name the same fields. `tsc` fails here when
 * a field is added, dropped or retyped on one side only.
 */
import type * as v from 'valibot';
import type { FeaturedAd } from '../types/featuredAds';
import type { PremiumService } from '../types/premiumServices';
import type { RedemptionRequest } from '../types/redemptions';
import type { ReferralCode, ReferralConfig, TokenMapping } from '../types/referrals';
import type { FlaggedReview, Review } from '../types/reviews';
import type { Service, ServiceOption } from '../types/services';
import type { ShopCategory, ShopRecord } from '../types/shops';
import type { User } from '../types/users';
import type { Vendor, VendorDetail, VendorServiceRow } from '../types/vendors';
import type * as s from './entities';

type Same<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;
type Agrees<Schema extends v.GenericSchema, T> = Same<v.InferOutput<Schema>, T>;
type Check<Ok extends true> = Ok;

/** Every entry is `true`; a disagreement makes it `false`, which `Check` refuses to compile. */
export type SchemasAgreeWithTypes = [
  Check<Agrees<typeof s.ServiceSchema, Service>>,
  Check<Agrees<typeof s.ServiceOptionSchema, ServiceOption>>,
  Check<Agrees<typeof s.UserSchema, User>>,
  Check<Agrees<typeof s.VendorSchema, Vendor>>,
  Check<Agrees<typeof s.VendorDetailSchema, VendorDetail>>,
  Check<Agrees<typeof s.VendorServiceRowSchema, VendorServiceRow>>,
  Check<Agrees<typeof s.ShopRecordSchema, ShopRecord>>,
  Check<Agrees<typeof s.ShopCategorySchema, ShopCategory>>,
  Check<Agrees<typeof s.ReviewSchema, Review>>,
  Check<Agrees<typeof s.FlaggedReviewSchema, FlaggedReview>>,
  Check<Agrees<typeof s.TokenMappingSchema, TokenMapping>>,
  Check<Agrees<typeof s.ReferralCodeSchema, ReferralCode>>,
  Check<Agrees<typeof s.ReferralConfigSchema, ReferralConfig>>,
  Check<Agrees<typeof s.RedemptionRequestSchema, RedemptionRequest>>,
  Check<Agrees<typeof s.FeaturedAdSchema, FeaturedAd>>,
  Check<Agrees<typeof s.PremiumServiceSchema, PremiumService>>,
];

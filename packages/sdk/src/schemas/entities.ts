/**
 * The response schemas of spec §3's entities, as the server sends them (CONTRACT §5: the fields of
 * §3, either spelling where the spec gives two). A field the SDK's type requires is required here; an
 * optional one may be absent but, when present, must have its type. `agreement.ts` checks at compile
 * time that each schema's output is its TypeScript type.
 */
import * as v from 'valibot';

const str = v.string();
const num = v.number();
const bool = v.boolean();
const opt = <T extends v.GenericSchema>(s: T) => v.optional(s);
const optNull = <T extends v.GenericSchema>(s: T) => v.optional(v.nullable(s));

export const ServiceSchema: v.GenericSchema<import('../types/services').Service> = v.object({
  id: num,
  name: str,
  description: opt(str),
  parentId: optNull(num),
  status: opt(str),
  isFeatured: opt(bool),
  ord: opt(num),
  iconImagePath: optNull(str),
  bannerImagePath: optNull(str),
  subServices: opt(v.array(v.lazy(() => ServiceSchema))),
  category: opt(str),
});

export const ServiceOptionSchema = v.object({ id: num, name: str });

/** The spec has no user entity: the fields the user calls answer, any more allowed. */
export const UserSchema = v.looseObject({
  id: opt(num),
  name: opt(str),
  mobileNo: opt(str),
  mobile: opt(str),
  mobileno: opt(str),
  email: optNull(str),
  role: opt(str),
});

export const VendorSchema = v.object({
  id: num,
  name: str,
  mobileNo: str,
  email: optNull(str),
  gender: opt(str),
  yearOfBirth: opt(num),
  yearOfExperience: opt(num),
  mainService: optNull(num),
  imageUrl: optNull(str),
  vendorImage: optNull(str),
  isActive: opt(bool),
});

export const VendorDetailSchema = v.object({
  id: v.nullable(num),
  vendorId: opt(v.union([num, str])),
  venderName: opt(str),
  venderEmail: optNull(str),
  vMobile: opt(str),
  venderGender: opt(str),
  venderAge: optNull(num),
  yearOfExperience: opt(num),
  servicesId: optNull(num),
  currentAddress: optNull(str),
  note: optNull(str),
  loginId: optNull(v.union([num, str])),
  venderProfileImage: optNull(str),
});

export const VendorServiceRowSchema = v.object({
  id: num,
  venderName: opt(str),
  vMobile: opt(str),
  venderEmail: optNull(str),
  serviceName: opt(str),
  servicesId: opt(num),
  yearOfExperience: opt(num),
  rating: opt(num),
  totalAppointments: opt(num),
  isVendorActive: opt(bool),
  isActive: opt(bool),
  serviceUnits: opt(str),
  serviceRates: opt(num),
});

/** A shop as sent: `shopImages` `;`-joined (or a list), `shopCategory` text or `{ category }`. */
export const ShopRecordSchema = v.object({
  shopId: num,
  shopName: str,
  shopCategory: v.union([str, v.looseObject({ category: str })]),
  shopAddress: opt(str),
  shopPhones: v.array(str),
  shopWhatsappNo: optNull(str),
  shopImages: v.union([str, v.array(str)]),
  isActive: opt(bool),
  isVerified: opt(bool),
});

export const ShopCategorySchema = v.object({
  shopCategoryId: num,
  shopCategoryName: str,
  shopCategoryIcon: optNull(str),
  isActive: bool,
  ord: num,
});

export const ReviewSchema = v.looseObject({
  reviewID: num,
  reviewTitle: opt(str),
  reviewText: opt(str),
  rating: opt(num),
  createdAt: opt(str),
  moderatorNotes: optNull(str),
  moderatedStatus: optNull(str),
});

export const FlaggedReviewSchema = v.looseObject({ ...ReviewSchema.entries, flagId: num });

export const TokenMappingSchema = v.object({
  mappingId: num,
  redemptionType: str,
  requiredTokens: num,
  equivalentValue: num,
});

export const ReferralCodeSchema = v.object({
  codeId: num,
  referralCode: str,
  isActive: bool,
  userType: str,
  vendorName: optNull(str),
  clientName: optNull(str),
});

export const ReferralConfigSchema = v.object({
  configId: num,
  referrerUserType: str,
  referredUserType: str,
  referrerRewardTokens: num,
  referredRewardTokens: num,
});

export const RedemptionRequestSchema = v.object({
  redeemRequestId: num,
  RedemptionId: optNull(num),
  requestUserType: opt(str),
  requestUserId: opt(num),
  userName: opt(str),
  redeemMethod: opt(str),
  redeemTokens: opt(num),
  redeemRate: opt(num),
  redeemValue: opt(num),
  requestDateTime: opt(str),
  status: opt(str),
  note: optNull(str),
});

export const FeaturedAdSchema = v.object({
  FeaturedAdId: num,
  VendorId: optNull(num),
  Position: opt(str),
  StartDate: str,
  EndDate: str,
  Priority: num,
  ImageUrl: optNull(str),
});

/** A paid subscription row; one without `id` is a vendor or shop with no subscription yet. */
export const PremiumServiceSchema = v.object({
  id: optNull(num),
  serviceFor: str,
  vendorId: optNull(num),
  shopId: optNull(num),
  vendorName: optNull(str),
  shopName: optNull(str),
  mobile: optNull(str),
  subscriptionPlan: optNull(str),
  startDate: optNull(str),
  endDate: optNull(str),
  amountPaid: optNull(num),
  paymentMethod: optNull(str),
  transactionId: optNull(str),
  isActive: opt(bool),
  createdAt: optNull(str),
  updatedAt: optNull(str),
});

/** A subscription plan's name (GET /PremiumServices/v1/subscriptions). */
export const PlanNameSchema = str;

import { Router } from '../http/router';
import { registerAuth } from './auth';
import { registerFeaturedAds } from './featuredAds';
import { registerPremium } from './premium';
import { registerRedemptions } from './redemptions';
import { registerReferrals } from './referrals';
import { registerReviews } from './reviews';
import { registerServices } from './services';
import { registerShopCategories } from './shopCategories';
import { registerShops } from './shops';
import { registerUsers } from './users';
import { registerVendors } from './vendors';
import { registerVendorServices } from './vendorServices';

export function authRouter(): Router {
  const r = new Router();
  registerAuth(r);
  return r;
}

export function apiRouter(): Router {
  const r = new Router();
  registerServices(r);
  registerUsers(r);
  registerVendors(r);
  registerVendorServices(r);
  registerShops(r);
  registerShopCategories(r);
  registerReviews(r);
  registerReferrals(r);
  registerRedemptions(r);
  registerFeaturedAds(r);
  registerPremium(r);
  return r;
}

import { Router } from '../http/router';
import { registerAuth } from './auth';
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
  return r;
}

import { Router } from '../http/router';
import { registerAuth } from './auth';
import { registerServices } from './services';

export function authRouter(): Router {
  const r = new Router();
  registerAuth(r);
  return r;
}

export function apiRouter(): Router {
  const r = new Router();
  registerServices(r);
  return r;
}

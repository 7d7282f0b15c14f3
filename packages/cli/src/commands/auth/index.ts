import type { Command } from 'commander';
import type { Factory } from '../../context';
import { newCmdLogin } from './login';
import { newCmdLogout } from './logout';
import { newCmdWhoami } from './whoami';

/** login, logout and whoami: top-level commands in one module (small, and used together). */
export function register(program: Command, f: Factory): void {
  newCmdLogin(program, f);
  newCmdLogout(program, f);
  newCmdWhoami(program, f);
}

import type { Command } from 'commander';
import type { Factory } from '../../context';
import { newCmdDoctor } from './doctor';

export function register(program: Command, f: Factory): void {
  newCmdDoctor(program, f);
}

import type { Command } from 'commander';
import type { Factory } from '../../context';
import { newCmdCompletion } from './completion';

export function register(program: Command, f: Factory): void {
  newCmdCompletion(program, f);
}

import type { Command } from 'commander';
import type { Factory } from '../../context';
import { newCmdApi } from './api';

export function register(program: Command, f: Factory): void {
  newCmdApi(program, f);
}

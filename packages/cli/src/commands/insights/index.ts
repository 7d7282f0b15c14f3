import type { Command } from 'commander';
import type { Factory } from '../../context';
import { newCmdInsights } from './insights';

export function register(program: Command, f: Factory): void {
  newCmdInsights(program, f);
}

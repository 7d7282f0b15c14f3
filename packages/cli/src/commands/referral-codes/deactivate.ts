import type { Command } from 'commander';
import type { Run } from '../../cmdutil';
import type { Factory } from '../../context';
import { newCmdSetActive, run, type SetActiveOptions } from './activate';

export function newCmdDeactivate(parent: Command, f: Factory, runF: Run<SetActiveOptions> = run): Command {
  return newCmdSetActive(parent, f, false, runF);
}

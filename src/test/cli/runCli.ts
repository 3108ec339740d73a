import { main } from '../../cli/main';

async function runOn(terminal: boolean, args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    ...(terminal ? { terminal: { columns: 120 } } : {}),
  });
  return { code, stdout, stderr };
}

/** Runs the command line in this process, as `pass-studio ...args`, collecting what it prints. */
export function runCli(...args: string[]) {
  return runOn(false, args);
}

/** The same, as if stderr were a terminal 120 columns wide (where progress lines are drawn). */
export function runCliOnTerminal(...args: string[]) {
  return runOn(true, args);
}
